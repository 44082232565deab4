// The main grid's columns (spec part 2 §2, §3 "Table row"): an expand button, then date,
// description, asset, quantity, price, amount and status; the deposit address is not a column (it
// is exported only). Every data column can be sorted and filtered ('contains'), but the grid only
// shows those choices: the rows arrive sorted and filtered by view.ts, which the exports share,
// so the grid's comparator keeps their order and its text matcher lets every row through.
import type { CustomCellRendererProps } from 'ag-grid-react';
import type { ColDef } from 'ag-grid-community';
import { ACTIVITY_MESSAGES as M } from '../messages';
import type { ActivityColumnId } from '../view';
import type { GridRow } from './gridRows';
import { rowNameOf } from './gridRows';

export interface ExpandContext {
  expanded: ReadonlySet<string>;
  toggle: (id: string) => void;
}

function ExpandButton({ data, context }: CustomCellRendererProps<GridRow, unknown, ExpandContext>) {
  if (!data || data.kind !== 'row') return null;
  const open = context.expanded.has(data.id);
  const name = rowNameOf(data.row);
  return (
    <button
      type="button"
      className="activity-grid__expand"
      aria-expanded={open}
      aria-label={open ? M.hideDetails(name) : M.showDetails(name)}
      onClick={() => context.toggle(data.id)}
    >
      <span aria-hidden="true">{open ? '▾' : '▸'}</span>
    </button>
  );
}

const keepOrder = () => 0;
const FILTER_PARAMS = { filterOptions: ['contains'], maxNumConditions: 1, debounceMs: 300, buttons: ['reset'], textMatcher: () => true };

const dataColumn = (colId: ActivityColumnId, extra: Partial<ColDef<GridRow>> = {}): ColDef<GridRow> => ({
  colId,
  headerName: M.columns[colId],
  valueGetter: ({ data }) => data?.row[colId],
  sortable: true,
  comparator: keepOrder,
  filter: 'agTextColumnFilter',
  filterParams: FILTER_PARAMS,
  flex: 1,
  minWidth: 100,
  ...extra,
});

export const ACTIVITY_COLUMNS: ColDef<GridRow>[] = [
  { colId: 'expand', headerName: M.details, cellRenderer: ExpandButton, width: 72, sortable: false, resizable: false },
  dataColumn('date', { minWidth: 170 }),
  dataColumn('description', { flex: 2, minWidth: 200 }),
  dataColumn('asset', { minWidth: 76 }),
  dataColumn('quantity', { type: 'rightAligned', flex: 1.5, minWidth: 120 }),
  dataColumn('price', { type: 'rightAligned', minWidth: 110 }),
  dataColumn('value', { type: 'rightAligned', minWidth: 110 }),
  // Spec §2: 'Processing' in grey italics.
  dataColumn('status', { minWidth: 116, cellClass: ({ value }) => (value === 'Processing' ? 'activity-grid__processing' : undefined) }),
];
