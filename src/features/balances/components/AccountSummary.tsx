// The account summary with its allocation list (spec part 2 §2 "Balances").
import { useId } from 'react';
import { formatUsd } from '../../../shared/format/index';
import { DataTable, type DataTableColumn } from '../../../shared/ui/index';
import type { AllocationRow } from '../balances.selectors';
import { BALANCES_MESSAGES as M } from '../messages';
import './AccountSummary.css';

const A = M.allocationColumns;

const COLUMNS: readonly DataTableColumn<AllocationRow>[] = [
  {
    key: 'assetSymbol',
    header: A.asset,
    render: (row) => (
      <span className="account-summary__asset">
        <span className="account-summary__swatch" style={row.color ? { background: row.color } : undefined} aria-hidden="true" />
        {row.assetSymbol}
      </span>
    ),
  },
  { key: 'value', header: A.value },
  { key: 'share', header: A.share },
];

interface AccountSummaryProps {
  totalFiatValue: number;
  allocations: readonly AllocationRow[];
}

export function AccountSummary({ totalFiatValue, allocations }: AccountSummaryProps) {
  const headingId = useId();
  return (
    <section className="account-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="account-summary__title">
        {M.summaryTitle}
      </h2>
      <p className="account-summary__total">
        <span className="account-summary__total-label">{M.totalValue}</span>
        <span className="account-summary__total-value">{formatUsd(totalFiatValue)}</span>
      </p>
      <DataTable
        className="account-summary__allocations"
        caption={M.allocationCaption}
        columns={COLUMNS}
        rows={allocations}
        rowKey={(row) => row.assetSymbol}
        emptyText={M.noAllocations}
        pageSizeOptions={[10, 20, 50]}
      />
    </section>
  );
}
