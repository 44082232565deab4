// A trade's partial fills (spec part 2 §2: "a nested partial-fill grid", page size 10, row and
// header heights 48): fill date, quantity, price and value, paged by the portal's pager.
import { AgGridReact } from 'ag-grid-react';
import type { ColDef } from 'ag-grid-community';
import type { PartialFillDto } from '../../../api/contract/activityHistory';
import { formatEasternDateTime, formatUsd } from '../../../shared/format';
import { DataTablePager, paginate, usePaging } from '../../../shared/ui/index';
import { ACTIVITY_MESSAGES as M } from '../messages';
import { GRID_DEFAULTS, GRID_THEME_CLASS } from './agGrid';

/** Spec §9: the partial-fill grid's page size. */
export const FILLS_PAGE_SIZE = 10;
const FILLS_PAGE_SIZES = [FILLS_PAGE_SIZE, 20, 50] as const;

interface FillRow {
  id: string;
  orderDate: string;
  quantity: string;
  price: string;
  value: string;
}

const F = M.fills;
const COLUMNS: ColDef<FillRow>[] = [
  { field: 'orderDate', headerName: F.orderDate, flex: 1.3, minWidth: 150, sortable: false },
  { field: 'quantity', headerName: F.quantity, flex: 1, minWidth: 120, type: 'rightAligned', sortable: false },
  { field: 'price', headerName: F.price, flex: 1, minWidth: 120, type: 'rightAligned', sortable: false },
  { field: 'value', headerName: F.value, flex: 1, minWidth: 120, type: 'rightAligned', sortable: false },
];

const fillRows = (orderId: string, fills: readonly PartialFillDto[]): FillRow[] =>
  fills.map((fill, i) => ({
    id: `${orderId}:${i}`,
    orderDate: formatEasternDateTime(fill.orderDatetime),
    quantity: fill.fillQuantity.truncatedValueString,
    price: formatUsd(fill.fillPrice.value),
    value: formatUsd(fill.fillValue.value),
  }));

export function PartialFillsGrid({ orderId, fills }: { orderId: string; fills: readonly PartialFillDto[] }) {
  const paging = usePaging(fills.length, FILLS_PAGE_SIZES, FILLS_PAGE_SIZE);
  const rows = paginate(fillRows(orderId, fills), paging.page, paging.pageSize);
  return (
    <div className="activity-fills" role="group" aria-label={F.label}>
      <div className={`${GRID_THEME_CLASS} activity-fills__grid`}>
        <AgGridReact<FillRow>
          {...GRID_DEFAULTS}
          rowData={rows}
          columnDefs={COLUMNS}
          getRowId={({ data }) => data.id}
          suppressCellFocus
        />
      </div>
      <DataTablePager {...paging} />
    </div>
  );
}
