// The Activity History table (spec part 2 §2): an ag-grid of the sorted rows, 20 a page (the
// portal's pager: 'Show:', 'Page X of Y', 'N Total Results'), rows and header 48 px high, each row
// expandable into its details. Sorting or filtering in the grid becomes the feature's grid view
// (activityHistory/gridSorted, gridFiltered), which sorts the rows for the grid and the exports
// alike (view.ts); a remounted grid takes the view back from the store.
import { useCallback, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { AgGridReact } from 'ag-grid-react';
import type { FilterChangedEvent, GridReadyEvent, IsFullWidthRowParams, RowHeightParams, SortChangedEvent } from 'ag-grid-community';
import { DataTablePager, DEFAULT_PAGE_SIZE_OPTIONS, paginate, usePaging } from '../../../shared/ui/index';
import { selectActivityStatus } from '../activityHistory.selectors';
import { ACTIVITY_MESSAGES as M } from '../messages';
import type { ActivityRow } from '../rows';
import { isActivityColumnId, type GridSort, type GridView } from '../view';
import { ActivityDetail, detailHeightEstimate } from './ActivityDetail';
import { GRID_DEFAULTS, GRID_THEME_CLASS, ROW_HEIGHT } from './agGrid';
import { ACTIVITY_COLUMNS, type ExpandContext } from './columns';
import { gridRowsOf, type GridRow } from './gridRows';

/** Spec §9: the main grid's page size. */
export const ACTIVITY_PAGE_SIZE = 20;

export interface ActivityGridProps {
  rows: readonly ActivityRow[];
  view: GridView;
  loading: boolean;
  onSorted: (sort: GridSort[]) => void;
  onFiltered: (filter: GridView['filter']) => void;
  /** The grid has drawn its first rows (the card stops keeping a full page's space then). */
  onRowsShown?: () => void;
}

/**
 * The empty table's text. After a failed load the table is empty too, but saying there is no
 * history would be wrong: the card's 'Unable to load this data' says why, alone.
 */
function NoRows() {
  const failed = useSelector(selectActivityStatus) === 'failed';
  return failed ? null : <p className="activity-grid__empty">{M.empty}</p>;
}

const isFullWidthRow = ({ rowNode }: IsFullWidthRowParams<GridRow>) => rowNode.data?.kind === 'detail';
const getRowHeight = ({ data }: RowHeightParams<GridRow>) => (data?.kind === 'detail' ? detailHeightEstimate(data.row) : ROW_HEIGHT);

/** The grid's sort and filter as the feature's view. */
function sortOf(event: SortChangedEvent<GridRow>): GridSort[] {
  return event.api
    .getColumnState()
    .filter((c) => c.sort && isActivityColumnId(c.colId))
    .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
    .map((c) => ({ colId: c.colId as GridSort['colId'], sort: c.sort as GridSort['sort'] }));
}

function filterOf(event: FilterChangedEvent<GridRow>): GridView['filter'] {
  const model = event.api.getFilterModel() as Record<string, { filter?: unknown }>;
  return Object.fromEntries(
    Object.entries(model).filter(([colId, m]) => isActivityColumnId(colId) && typeof m.filter === 'string' && m.filter !== '').map(([colId, m]) => [colId, m.filter as string]),
  );
}

export default function ActivityGrid({ rows, view, loading, onSorted, onFiltered, onRowsShown }: ActivityGridProps) {
  const paging = usePaging(rows.length, DEFAULT_PAGE_SIZE_OPTIONS, ACTIVITY_PAGE_SIZE);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (id: string) =>
      setExpanded((open) => {
        const next = new Set(open);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const pageRows = useMemo(() => paginate(rows, paging.page, paging.pageSize), [rows, paging.page, paging.pageSize]);
  const rowData = useMemo(() => gridRowsOf(pageRows, expanded), [pageRows, expanded]);
  const context: ExpandContext = useMemo(() => ({ expanded, toggle }), [expanded, toggle]);

  // A grid mounted again (the dashboard left and opened) shows the view the store kept.
  const onGridReady = useCallback(
    ({ api }: GridReadyEvent<GridRow>) => {
      api.applyColumnState({ state: view.sort.map(({ colId, sort }, sortIndex) => ({ colId, sort, sortIndex })), defaultState: { sort: null } });
      api.setFilterModel(Object.fromEntries(Object.entries(view.filter).map(([colId, filter]) => [colId, { filterType: 'text', type: 'contains', filter }])));
    },
    // The view at mount only: later changes come from this grid itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return (
    <div className="activity-grid">
      <div className={`${GRID_THEME_CLASS} activity-grid__table`}>
        <AgGridReact<GridRow>
          {...GRID_DEFAULTS}
          rowData={rowData}
          columnDefs={ACTIVITY_COLUMNS}
          context={context}
          getRowId={({ data }) => data.id}
          getRowHeight={getRowHeight}
          isFullWidthRow={isFullWidthRow}
          fullWidthCellRenderer={ActivityDetail}
          loading={loading}
          noRowsOverlayComponent={NoRows}
          onGridReady={onGridReady}
          onFirstDataRendered={onRowsShown}
          onSortChanged={(event) => onSorted(sortOf(event))}
          onFilterChanged={(event) => onFiltered(filterOf(event))}
          ensureDomOrder
        />
      </div>
      <DataTablePager {...paging} />
    </div>
  );
}
