// The historical burn addresses (spec part 1 §2, §3): walletAddress and availableDate, newest first.
import { DataTable, type DataTableColumn } from '../../../shared/ui/index';
import { formatEasternTimestamp } from '../format';
import { MINT_BURN_MESSAGES } from '../messages';
import type { BurnAddress } from '../types';

const M = MINT_BURN_MESSAGES.burn;

const COLUMNS: readonly DataTableColumn<BurnAddress>[] = [
  {
    key: 'walletAddress',
    header: M.historyColumns.walletAddress,
    render: (row) => <code className="burn-history__address">{row.walletAddress}</code>,
  },
  {
    key: 'availableDate',
    header: M.historyColumns.availableDate,
    render: (row) => <time dateTime={row.availableDate}>{formatEasternTimestamp(row.availableDate)}</time>,
  },
];

const rowKey = (row: BurnAddress) => row.walletAddress;

export function BurnAddressHistory({ addresses }: { addresses: readonly BurnAddress[] }) {
  return (
    <DataTable
      className="burn-history"
      caption={M.historyCaption}
      columns={COLUMNS}
      rows={addresses}
      rowKey={rowKey}
      emptyText={M.noHistory}
      pageSizeOptions={[10, 20, 50]}
    />
  );
}
