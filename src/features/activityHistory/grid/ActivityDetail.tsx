// A row's details, shown in the full-width row under it (spec part 2 §2): the record's ID under
// its name (Adjustment ID, Reference ID, or Execution ID), and for trades the order type, fee, order
// date and available date with the partial-fill grid. The row's height follows the content
// (measured; jsdom has no ResizeObserver and keeps the estimate).
import { useLayoutEffect, useRef } from 'react';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { formatEasternDateTime } from '../../../shared/format';
import { ACTIVITY_MESSAGES as M } from '../messages';
import { idLabelOf, type ActivityRow } from '../rows';
import { HEADER_HEIGHT, ROW_HEIGHT } from './agGrid';
import type { GridRow } from './gridRows';
import { FILLS_PAGE_SIZE, PartialFillsGrid } from './PartialFillsGrid';

const isTrade = (row: ActivityRow) => row.record.transactionType === 'Buy' || row.record.transactionType === 'Sell';

/** The detail row's first height, before it is measured. */
export function detailHeightEstimate(row: ActivityRow): number {
  const facts = 96;
  if (!isTrade(row)) return facts;
  const fills = Math.min(row.record.partialFillTradeOrder?.partialFills.length ?? 0, FILLS_PAGE_SIZE);
  return facts + 32 + HEADER_HEIGHT + fills * ROW_HEIGHT + 64;
}

function Facts({ row }: { row: ActivityRow }) {
  const { record } = row;
  const facts: Array<[string, string]> = [[idLabelOf(record), row.referenceId]];
  if (isTrade(row)) {
    facts.push(
      [M.orderType, record.orderType ?? ''],
      [M.fee, row.tradingFee],
      [M.orderDate, row.date],
      [M.availableDate, record.settlementDateTime === null ? M.notAvailableYet : formatEasternDateTime(record.settlementDateTime)],
    );
  }
  return (
    <dl className="activity-detail__facts">
      {facts.map(([label, value]) => (
        <div key={label} className="activity-detail__fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ActivityDetail({ data, node, api }: CustomCellRendererProps<GridRow>) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height > 0 && height !== node.rowHeight) {
        node.setRowHeight(height);
        api.onRowHeightChanged();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [node, api]);
  if (!data) return null;
  const { row } = data;
  const fills = row.record.partialFillTradeOrder?.partialFills ?? [];
  // The full-width row is a grid row: its one cell spans every column and holds the details.
  return (
    <div ref={ref} role="gridcell" aria-colspan={api.getColumns()?.length ?? 1} className="activity-detail__cell">
      <div className="activity-detail" role="region" aria-label={`${M.details}: ${row.description || row.record.transactionType}`}>
        <Facts row={row} />
        {isTrade(row) && fills.length > 0 && <PartialFillsGrid orderId={row.referenceId} fills={fills} />}
      </div>
    </div>
  );
}
