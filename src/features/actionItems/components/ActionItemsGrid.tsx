// A tab's action items as an ag-grid grid (spec part 1 §2): only the modules it uses (client-side
// rows; sorting and the no-rows overlay are in ag-grid's core), the legacy CSS theme (the Theming API injects a <style>
// element, which the CSP forbids), in this page's chunk only. Cells take no focus, so the keyboard
// moves through each row's Respond / View button as through any page; every column is rendered
// (no column virtualisation) and the button's column is pinned, so it is always there.
import { ClientSideRowModelModule, type ColDef, type ICellRendererParams, type Module } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo } from 'react';
import type { ActionItemDto, ActionItemTab } from '../../../api/contract/actionItems';
import { formatAmount, formatEasternDateTime } from '../../../shared/format';
import { ACTION_ITEMS_MESSAGES as M, statusSubtitle } from '../messages';
import 'ag-grid-community/styles/ag-grid.min.css';
import 'ag-grid-community/styles/ag-theme-quartz.min.css';
import '../../../shared/ui/agGridAutoHeight.css';

const MODULES: Module[] = [ClientSideRowModelModule];
const C = M.columns;

/** The amount as the portal shows amounts: thousands separators, 3 decimals, truncated; and the asset. */
export const amountText = (item: ActionItemDto) => (item.quantity ? `${formatAmount(item.quantity.valueString)} ${item.quantity.asset}` : '');

function NoRows() {
  return <span className="action-items__empty">{M.empty}</span>;
}

interface ActionCellProps extends ICellRendererParams<ActionItemDto> {
  onOpen: (referenceId: string) => void;
  tab: ActionItemTab;
}

function ActionCell({ data, onOpen, tab }: ActionCellProps) {
  if (!data) return null;
  const verb = tab === 'PENDING' && data.actionable ? M.open.respond : M.open.view;
  return (
    <button type="button" className="button button--secondary action-items__open" aria-label={M.openLabel(verb, data)} onClick={() => onOpen(data.referenceId)}>
      {verb}
    </button>
  );
}

// Who made a request, and the account's name, are in its dialog: the grid keeps to what tells rows apart.
// The smallest widths add up to 1 005 px with the button's column, so the grid fits the page of a
// 1 280 px window without scrolling sideways (one pixel more and a scrollbar takes its place).
const BASE_COLUMNS: ColDef<ActionItemDto>[] = [
  { colId: 'date', headerName: C.date, valueGetter: (p) => p.data?.createdTime ?? 0, valueFormatter: (p) => formatEasternDateTime(p.value as number), width: 160 },
  { colId: 'requestType', headerName: C.requestType, valueGetter: (p) => (p.data ? M.requestTypes[p.data.requestType] : ''), width: 160, wrapText: true },
  { colId: 'description', headerName: C.description, field: 'description', sortable: false, flex: 2, minWidth: 180, wrapText: true },
  { colId: 'account', headerName: C.account, field: 'accountNumber', width: 110 },
  { colId: 'amount', headerName: C.amount, valueGetter: (p) => (p.data ? amountText(p.data) : ''), sortable: false, width: 125 },
  { colId: 'status', headerName: C.status, valueGetter: (p) => (p.data ? statusSubtitle(p.data) : ''), flex: 1, minWidth: 150, wrapText: true },
];

interface Props {
  rows: readonly ActionItemDto[];
  tab: ActionItemTab;
  onOpen: (referenceId: string) => void;
}

export function ActionItemsGrid({ rows, tab, onOpen }: Props) {
  const columns = useMemo<ColDef<ActionItemDto>[]>(
    () => [
      ...BASE_COLUMNS,
      { colId: 'action', headerName: C.action, sortable: false, width: 120, pinned: 'right', cellRenderer: ActionCell, cellRendererParams: { onOpen, tab } },
    ],
    [onOpen, tab],
  );
  return (
    <div className="ag-theme-quartz action-items__grid" role="region" aria-label={M.gridLabel(tab)}>
      <AgGridReact<ActionItemDto>
        theme="legacy"
        modules={MODULES}
        rowData={rows as ActionItemDto[]}
        columnDefs={columns}
        defaultColDef={{ sortable: true, resizable: false, suppressMovable: true }}
        getRowId={(p) => p.data.referenceId}
        domLayout="autoHeight"
        rowHeight={60}
        suppressCellFocus
        suppressColumnVirtualisation
        noRowsOverlayComponent={NoRows}
        headerHeight={48}
      />
    </div>
  );
}
