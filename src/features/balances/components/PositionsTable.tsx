// Positions per asset (spec part 2 §2): available, unsettled and total, fiat equivalents, market
// price, today's and all-time change, and the disabled-asset alert. Rows arrive formatted from one
// memoized selector; the shared DataTable pages them, so 500 assets render one page at a time.
import { DataTable, type DataTableColumn, WarningIcon } from '../../../shared/ui/index';
import type { PositionRow, Trend } from '../balances.selectors';
import { BALANCES_MESSAGES as M } from '../messages';
import './PositionsTable.css';

const C = M.positionColumns;

function Change({ gain, percent, trend }: { gain: string; percent: string; trend: Trend }) {
  return (
    <span className={`positions-table__change positions-table__change--${trend}`}>
      {gain}
      <span className="positions-table__percent">{percent}</span>
    </span>
  );
}

function Asset({ row }: { row: PositionRow }) {
  return (
    <div className="positions-table__asset">
      <span className="positions-table__swatch" style={row.color ? { background: row.color } : undefined} aria-hidden="true" />
      <span>
        <span className="positions-table__name">{row.fullName}</span>
        <span className="positions-table__symbol">{row.assetSymbol}</span>
        {row.disabledAssetAlert && (
          <span className="positions-table__alert" role="note">
            <WarningIcon decorative className="positions-table__alert-icon" />
            {row.disabledAssetAlert}
          </span>
        )}
      </span>
    </div>
  );
}

const COLUMNS: readonly DataTableColumn<PositionRow>[] = [
  { key: 'asset', header: C.asset, render: (row) => <Asset row={row} /> },
  { key: 'available', header: C.available },
  { key: 'unsettled', header: C.unsettled },
  { key: 'total', header: C.total },
  { key: 'availableFiat', header: C.availableFiat },
  { key: 'totalFiat', header: C.totalFiat },
  { key: 'marketPrice', header: C.marketPrice },
  { key: 'today', header: C.today, render: (row) => <Change {...row.today} /> },
  { key: 'allTime', header: C.allTime, render: (row) => <Change {...row.allTime} /> },
];

const rowKey = (row: PositionRow) => row.asset;

export function PositionsTable({ rows }: { rows: readonly PositionRow[] }) {
  return (
    <DataTable
      className="positions-table"
      caption={M.positionsCaption}
      columns={COLUMNS}
      rows={rows}
      rowKey={rowKey}
      emptyText={M.noPositions}
    />
  );
}
