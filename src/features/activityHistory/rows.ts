// Activity History table rows (spec part 2 §3 "Table row", §9 n/a rule): pure functions from the
// contract's records. The grid, the CSV and the PDF all read these rows, so the screen and the
// files agree.
import type { TransactionRecordDto } from '../../api/contract/activityHistory';
import { formatAmount, formatEasternDateTime, formatUsd, NOT_AVAILABLE } from '../../shared/format';

export interface ActivityRow {
  /** MM/dd/yyyy h:mm a, US/Eastern. */
  date: string;
  /** For sorting by date. */
  time: number;
  status: TransactionRecordDto['status'];
  referenceId: string;
  tradingFee: string;
  description: string;
  asset: string;
  /** Truncated to the asset's display decimals. */
  quantity: string;
  /** USD per unit, or n/a. */
  price: string;
  /** The Amount column: USD value, or n/a (amountIsNotApplicable). */
  value: string;
  /** Receive only; hidden in the grid, exported. */
  depositAddress: string;
  /** The exact quantity. */
  fullQuantity: string;
  record: TransactionRecordDto;
}

/**
 * Amount shows 'n/a' for Send and Receive (digital assets moved, no cash amount) and for
 * deposit-like manual journals: a Manual JRL-IN of a digital asset (spec §9; docs/spec-choices.md).
 */
export function amountIsNotApplicable(record: Pick<TransactionRecordDto, 'transactionType' | 'asset'>): boolean {
  const type = record.transactionType;
  return type === 'Send' || type === 'Receive' || (type === 'Manual JRL-IN' && record.asset !== 'USD');
}

export function toActivityRow(record: TransactionRecordDto): ActivityRow {
  const value = record.estimatedValue.value;
  return {
    date: formatEasternDateTime(record.tradeDateTime),
    time: record.tradeDateTime,
    status: record.status,
    referenceId: record.orderId,
    tradingFee: formatUsd(record.tradingFee.value),
    description: record.description,
    asset: record.asset,
    quantity: formatAmount(record.quantity.truncatedValueString, decimalsOf(record.quantity.truncatedValueString)),
    price: record.price.value === null ? NOT_AVAILABLE : formatUsd(record.price.value),
    value: amountIsNotApplicable(record) || value === null ? NOT_AVAILABLE : formatUsd(value),
    depositAddress: record.depositAddress ?? '',
    fullQuantity: record.quantity.valueString,
    record,
  };
}

const decimalsOf = (text: string) => text.split('.')[1]?.length ?? 0;

/** The label of a record's ID in its expanded row (spec §2). */
export function idLabelOf(record: Pick<TransactionRecordDto, 'transactionType'>): 'Adjustment ID' | 'Reference ID' | 'Execution ID' {
  const type = record.transactionType;
  if (type === 'Buy' || type === 'Sell') return 'Execution ID';
  if (type === 'Manual JRL-IN' || type === 'Manual JRL-OUT') return 'Adjustment ID';
  return 'Reference ID';
}
