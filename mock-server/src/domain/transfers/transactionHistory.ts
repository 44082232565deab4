// Transaction history (contract/activityHistory.ts; spec part 2 §3, §4, §7): the account's ledger
// entries of the last N days read as the records a custodian's history service answers. Nothing is
// stored for it: every record is derived from the ledger (ledger.ts), so the history always agrees
// with the balances. Reading the entries of one account in booking order:
//   trade      the asset leg and the USD leg booked at the same instant with the same description
//              make one Buy (asset in) or Sell (asset out); price = USD / quantity; partial fills
//              split the quantity (exactly) into 1–4 fills a few seconds apart, from the entry id
//   deposit    USD: Deposit (a wire in); a digital asset: Receive, with the account's deposit address
//   withdrawal USD: Withdraw (a wire out); a digital asset: Send; a 'Withdrawal fee' entry booked at
//              the same instant is that Send's fee, not a record of its own
//   fee, adjustment   Manual JRL-IN (in) or Manual JRL-OUT (out)
// An unsettled entry is 'Processing' (no available date yet); settled ones are 'Completed'; a
// released one (a transfer rejected or cancelled: never sent) is no record at all.
// IDs are the entry's id in a fixed shape per kind (EX…, TX…, ADJ…), so they are stable.
import { bech32 } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2';
import {
  TYPES_OF_FILTER,
  type ActivityTypeFilter,
  type OrderType,
  type PartialFillDto,
  type TransactionRecordDto,
  type TransactionType,
} from '../../../../src/api/contract/activityHistory';
import type { Db } from '../../db/database';
import { toChecksumAddress } from '../mintBurn/burnAddressDerivation';
import { formatUnits, truncateDecimal, USD_DECIMALS } from '../platform/money';
import type { SecurityCatalog, SecurityRecord } from '../accounts/securities';

const DAY = 86_400_000;
const USD = 'USD';
/** A trade settles (is available) the next day; a transfer an hour after it is booked. */
const TRADE_SETTLEMENT_MS = DAY;
const TRANSFER_SETTLEMENT_MS = 3_600_000;

interface EntryRow {
  id: number;
  symbol: string;
  kind: string;
  amount: string;
  settled: number;
  bookedAt: number;
  description: string;
}

export interface HistoryQuery {
  accountNumber: string;
  days: number;
  asset?: string;
  transferType?: ActivityTypeFilter;
  now: number;
}

const seconds = (ms: number) => Math.floor(ms / 1000);
const abs = (n: bigint) => (n < 0n ? -n : n);
/** A dollar amount of cents as a number (for display fields; exact below 2^53 cents). */
const dollars = (cents: bigint) => Number(cents) / 100;

/** The account's receiving address for an asset: stable, and in the asset's network's format. */
export function depositAddressOf(accountNumber: string, security: Pick<SecurityRecord, 'symbol' | 'networkName'>): string {
  const digest = sha256(new TextEncoder().encode(`deposit:${accountNumber}:${security.symbol}`)).subarray(0, 20);
  const network = security.networkName ?? '';
  if (/bitcoin/i.test(network) || security.symbol === 'BTC') return bech32.encode('bc', [0, ...bech32.toWords(digest)]);
  if (/litecoin/i.test(network) || security.symbol === 'LTC') return bech32.encode('ltc', [0, ...bech32.toWords(digest)]);
  return toChecksumAddress(Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join(''));
}

/** Splits `units` into 1–4 fills (exactly, every fill positive) from the entry id. */
export function fillSplit(units: bigint, id: number): bigint[] {
  const count = Math.min(1 + (((id * 2654435761) >>> 0) % 4), Number(units > 4n ? 4n : units));
  if (count <= 1) return [units];
  const parts: bigint[] = [];
  let left = units;
  for (let i = 0; i < count - 1; i++) {
    // 15–45 % of what is left, never all of it.
    const share = BigInt(15 + (((id + i * 7919) * 40503) % 31));
    const part = (left * share) / 100n || 1n;
    parts.push(part);
    left -= part;
  }
  parts.push(left);
  return parts;
}

/** What one record is made of: the entries read together (kept out of every other record). */
type EntryGroup =
  /** A trade: its asset leg, and its USD leg when there is one. */
  | { kind: 'trade'; assetLeg: EntryRow; usdLeg: EntryRow | null }
  /** A deposit or withdrawal, with the 'Withdrawal fee' entry of a digital-asset send. */
  | { kind: 'transfer'; row: EntryRow; feeRow: EntryRow | null }
  /** A fee or an adjustment: a manual journal. */
  | { kind: 'journal'; row: EntryRow };

/** The first entry after `rows[i]` booked at the same instant that `pick` accepts. */
type SameInstant = (pick: (r: EntryRow) => boolean) => EntryRow | null;

const entriesOf = (group: EntryGroup): EntryRow[] =>
  group.kind === 'trade' ? [group.assetLeg, ...(group.usdLeg ? [group.usdLeg] : [])] : [group.row, ...(group.kind === 'transfer' && group.feeRow ? [group.feeRow] : [])];

/** A trade entry's group: the asset leg and the USD leg booked with it; a USD leg alone makes none. */
function tradeGroupOf(row: EntryRow, sameInstant: SameInstant): EntryGroup | null {
  const legOf = (pick: (r: EntryRow) => boolean) => sameInstant((r) => r.kind === 'trade' && r.description === row.description && pick(r));
  if (row.symbol !== USD) return { kind: 'trade', assetLeg: row, usdLeg: legOf((r) => r.symbol === USD) };
  const assetLeg = legOf((r) => r.symbol !== USD);
  return assetLeg ? { kind: 'trade', assetLeg, usdLeg: row } : null;
}

/** A digital-asset send's fee is the 'Withdrawal fee' entry booked at the same instant. */
function transferGroupOf(row: EntryRow, sameInstant: SameInstant): EntryGroup {
  const send = row.kind === 'withdrawal' && row.symbol !== USD;
  const feeRow = send ? sameInstant((r) => r.kind === 'fee' && r.symbol === USD && r.description.startsWith('Withdrawal fee')) : null;
  return { kind: 'transfer', row, feeRow };
}

function groupOf(row: EntryRow, sameInstant: SameInstant): EntryGroup | null {
  if (row.kind === 'trade') return tradeGroupOf(row, sameInstant);
  if (row.kind === 'deposit' || row.kind === 'withdrawal') return transferGroupOf(row, sameInstant);
  return { kind: 'journal', row };
}

/**
 * The entries (in booking order) read as groups, one per record: each entry in one group at most,
 * its partners looked for among the later entries of its instant that no group has taken yet. An
 * entry of an asset the catalogue does not know starts no group.
 */
function groupEntries(rows: readonly EntryRow[], known: (symbol: string) => boolean): EntryGroup[] {
  const taken = new Set<number>();
  const groups: EntryGroup[] = [];
  rows.forEach((row, i) => {
    if (taken.has(row.id) || !known(row.symbol)) return;
    const sameInstant: SameInstant = (pick) => {
      for (let j = i + 1; j < rows.length && (rows[j] as EntryRow).bookedAt === row.bookedAt; j++) {
        const other = rows[j] as EntryRow;
        if (!taken.has(other.id) && pick(other)) return other;
      }
      return null;
    };
    const group = groupOf(row, sameInstant);
    if (!group) return;
    for (const entry of entriesOf(group)) taken.add(entry.id);
    groups.push(group);
  });
  return groups;
}

/** What every record of an entry shows; each kind sets the rest. */
function baseRecord(accountNumber: string, row: EntryRow, security: SecurityRecord) {
  return {
    accountNumber,
    asset: row.symbol,
    description: row.description,
    tradeDateTime: seconds(row.bookedAt),
    status: row.settled ? ('Completed' as const) : ('Processing' as const),
    quantity: quantityOf(abs(BigInt(row.amount)), security),
    tradingFee: { value: 0, valueString: '0.00' },
    depositAddress: null,
    orderType: null,
    partialFillTradeOrder: null,
  };
}

const settledAt = (row: EntryRow, after: number) => (row.settled ? seconds(row.bookedAt + after) : null);

/** Buy (asset in) or Sell (asset out): price = USD / quantity, the quantity split into fills. */
function tradeRecord(accountNumber: string, assetLeg: EntryRow, usdLeg: EntryRow | null, security: SecurityRecord): TransactionRecordDto {
  const qty = abs(BigInt(assetLeg.amount));
  const cents = usdLeg ? abs(BigInt(usdLeg.amount)) : 0n;
  const unitsPerOne = 10n ** BigInt(security.decimals);
  const price = qty > 0n ? Number((cents * unitsPerOne * 1_000_000n) / qty) / 100_000_000 : 0;
  const at = assetLeg.bookedAt;
  const fills = fillSplit(qty, assetLeg.id);
  const partialFills: PartialFillDto[] = fills.map((part, k) => ({
    orderDatetime: seconds(at) - (fills.length - 1 - k) * (7 + ((assetLeg.id + k) % 23)),
    fillQuantity: { truncatedValueString: formatUnits(part, security.decimals, security.truncatedDecimals) },
    fillPrice: { value: price, asset: USD },
    fillValue: { value: dollars(qty > 0n ? (cents * part) / qty : 0n) },
  }));
  const orderType: OrderType = assetLeg.id % 3 === 0 ? 'Limit' : 'Market';
  return {
    ...baseRecord(accountNumber, assetLeg, security),
    transactionType: BigInt(assetLeg.amount) > 0n ? 'Buy' : 'Sell',
    settlementDateTime: assetLeg.settled ? seconds(at + TRADE_SETTLEMENT_MS) : null,
    orderId: `EX${String(assetLeg.id).padStart(10, '0')}`,
    price: { value: price },
    estimatedValue: { value: dollars(cents) },
    orderType,
    partialFillTradeOrder: { partialFills },
  };
}

/** Deposit / Withdraw (USD wires) or Receive / Send (digital assets; a send with its fee). */
function transferRecord(accountNumber: string, row: EntryRow, feeRow: EntryRow | null, security: SecurityRecord): TransactionRecordDto {
  const base = baseRecord(accountNumber, row, security);
  const isUsd = row.symbol === USD;
  const incoming = row.kind === 'deposit';
  const feeCents = feeRow ? abs(BigInt(feeRow.amount)) : null;
  const type: TransactionType = incoming ? (isUsd ? 'Deposit' : 'Receive') : isUsd ? 'Withdraw' : 'Send';
  return {
    ...base,
    transactionType: type,
    settlementDateTime: settledAt(row, TRANSFER_SETTLEMENT_MS),
    orderId: `TX${String(row.id).padStart(10, '0')}`,
    price: { value: isUsd ? 1 : null },
    estimatedValue: { value: isUsd ? dollars(abs(BigInt(row.amount))) : null },
    tradingFee: feeCents === null ? base.tradingFee : { value: dollars(feeCents), valueString: formatUnits(feeCents, USD_DECIMALS) },
    depositAddress: type === 'Receive' ? depositAddressOf(accountNumber, security) : null,
  };
}

/** A fee or an adjustment: Manual JRL-IN (in) or Manual JRL-OUT (out). */
function journalRecord(accountNumber: string, row: EntryRow, security: SecurityRecord): TransactionRecordDto {
  const isUsd = row.symbol === USD;
  return {
    ...baseRecord(accountNumber, row, security),
    transactionType: BigInt(row.amount) > 0n ? 'Manual JRL-IN' : 'Manual JRL-OUT',
    settlementDateTime: settledAt(row, 0),
    orderId: `ADJ${String(row.id).padStart(10, '0')}`,
    price: { value: isUsd ? 1 : null },
    estimatedValue: { value: isUsd ? dollars(abs(BigInt(row.amount))) : null },
  };
}

/** The group's record; none for a trade whose asset the catalogue does not know (groupEntries starts no group on one). */
function recordOf(accountNumber: string, group: EntryGroup, security: (symbol: string) => SecurityRecord | null): TransactionRecordDto | null {
  switch (group.kind) {
    case 'trade': {
      const asset = security(group.assetLeg.symbol);
      return asset ? tradeRecord(accountNumber, group.assetLeg, group.usdLeg, asset) : null;
    }
    case 'transfer':
      return transferRecord(accountNumber, group.row, group.feeRow, security(group.row.symbol) as SecurityRecord);
    case 'journal':
      return journalRecord(accountNumber, group.row, security(group.row.symbol) as SecurityRecord);
  }
}

export class TransactionHistory {
  private readonly entries;

  constructor(
    db: Db,
    private readonly securities: SecurityCatalog,
  ) {
    this.entries = db.prepare<[string, number], EntryRow>(
      `SELECT id, symbol, kind, amount, settled, booked_at AS bookedAt, description FROM ledger_entries
       WHERE account_number = ? AND booked_at >= ? AND released_at IS NULL ORDER BY booked_at, id`,
    );
  }

  /** The account's records of the last `days` days, newest first, filtered by asset and type. */
  records(query: HistoryQuery): TransactionRecordDto[] {
    const rows = this.entries.all(query.accountNumber, query.now - query.days * DAY);
    const bySymbol = new Map<string, SecurityRecord | null>();
    const security = (symbol: string) => {
      if (!bySymbol.has(symbol)) bySymbol.set(symbol, this.securities.find(symbol));
      return bySymbol.get(symbol) ?? null;
    };
    const records: TransactionRecordDto[] = [];
    for (const group of groupEntries(rows, (symbol) => security(symbol) !== null)) {
      const record = recordOf(query.accountNumber, group, security);
      if (record) records.push(record);
    }
    const types = query.transferType ? new Set<TransactionType>(TYPES_OF_FILTER[query.transferType]) : null;
    return records
      .filter((r) => (!query.asset || r.asset === query.asset) && (!types || types.has(r.transactionType)))
      .reverse();
  }
}

function quantityOf(units: bigint, security: SecurityRecord) {
  const valueString = formatUnits(units, security.decimals);
  return { valueString, truncatedValueString: truncateDecimal(valueString, security.truncatedDecimals) };
}
