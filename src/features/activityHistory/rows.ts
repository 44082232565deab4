// Activity History table rows (spec part 2 §3 "Table row", §9 n/a rule): pure functions from the
// contract's records. The grid, the CSV and the PDF all read these rows, so the screen and the
// files agree; a row formats its fields when they are first read (RecordRow).
import type { TransactionRecordDto } from '../../api/contract/activityHistory';
import { formatAmount, formatEasternDateTime, formatUsd, NOT_AVAILABLE } from '../../shared/format';

export interface ActivityRow {
  /** MM/dd/yyyy h:mm a, US/Eastern. */
  readonly date: string;
  /** For sorting by date. */
  readonly time: number;
  readonly status: TransactionRecordDto['status'];
  readonly referenceId: string;
  readonly tradingFee: string;
  readonly description: string;
  readonly asset: string;
  /** Truncated to the asset's display decimals. */
  readonly quantity: string;
  /** USD per unit, or n/a. */
  readonly price: string;
  /** The Amount column: USD value, or n/a (amountIsNotApplicable). */
  readonly value: string;
  /** Receive only; hidden in the grid, exported. */
  readonly depositAddress: string;
  /** The exact quantity. */
  readonly fullQuantity: string;
  readonly record: TransactionRecordDto;
}

/**
 * Amount shows 'n/a' for Send and Receive (digital assets moved, no cash amount) and for
 * deposit-like manual journals: a Manual JRL-IN of a digital asset (spec §9; docs/spec-choices.md).
 */
export function amountIsNotApplicable(record: Pick<TransactionRecordDto, 'transactionType' | 'asset'>): boolean {
  const type = record.transactionType;
  return type === 'Send' || type === 'Receive' || (type === 'Manual JRL-IN' && record.asset !== 'USD');
}

interface FormattedFields {
  date: string;
  tradingFee: string;
  quantity: string;
  price: string;
  value: string;
}

function formatFields(record: TransactionRecordDto): FormattedFields {
  const value = record.estimatedValue.value;
  return {
    date: formatEasternDateTime(record.tradeDateTime),
    tradingFee: formatUsd(record.tradingFee.value),
    quantity: formatAmount(record.quantity.truncatedValueString, decimalsOf(record.quantity.truncatedValueString)),
    price: record.price.value === null ? NOT_AVAILABLE : formatUsd(record.price.value),
    value: amountIsNotApplicable(record) || value === null ? NOT_AVAILABLE : formatUsd(value),
  };
}

/** Each record's formatted fields, made the first time one is read and kept while the record lives. */
const formatted = new WeakMap<TransactionRecordDto, FormattedFields>();
function formattedOf(record: TransactionRecordDto): FormattedFields {
  let fields = formatted.get(record);
  if (!fields) {
    fields = formatFields(record);
    formatted.set(record, fields);
  }
  return fields;
}

/**
 * A row reads its record; the formatted fields are made when first read. 10 000 rows arrive in
 * about a millisecond and only the grid's page is formatted; a filter or an export formats the rest
 * (once). Its own fields are the record and the time, so two rows of one record are equal.
 */
class RecordRow implements ActivityRow {
  readonly time: number;
  constructor(readonly record: TransactionRecordDto) {
    this.time = record.tradeDateTime;
  }
  get date() {
    return formattedOf(this.record).date;
  }
  get tradingFee() {
    return formattedOf(this.record).tradingFee;
  }
  get quantity() {
    return formattedOf(this.record).quantity;
  }
  get price() {
    return formattedOf(this.record).price;
  }
  get value() {
    return formattedOf(this.record).value;
  }
  get status() {
    return this.record.status;
  }
  get referenceId() {
    return this.record.orderId;
  }
  get description() {
    return this.record.description;
  }
  get asset() {
    return this.record.asset;
  }
  get depositAddress() {
    return this.record.depositAddress ?? '';
  }
  get fullQuantity() {
    return this.record.quantity.valueString;
  }
}

export const toActivityRow = (record: TransactionRecordDto): ActivityRow => new RecordRow(record);

const decimalsOf = (text: string) => text.split('.')[1]?.length ?? 0;

/** The label of a record's ID in its expanded row (spec §2). */
export function idLabelOf(record: Pick<TransactionRecordDto, 'transactionType'>): 'Adjustment ID' | 'Reference ID' | 'Execution ID' {
  const type = record.transactionType;
  if (type === 'Buy' || type === 'Sell') return 'Execution ID';
  if (type === 'Manual JRL-IN' || type === 'Manual JRL-OUT') return 'Adjustment ID';
  return 'Reference ID';
}
