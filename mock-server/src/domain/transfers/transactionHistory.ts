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
    const used = new Set<number>();
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i] as EntryRow;
      if (used.has(row.id)) continue;
      const sameInstant = (pick: (r: EntryRow) => boolean) => {
        for (let j = i + 1; j < rows.length && (rows[j] as EntryRow).bookedAt === row.bookedAt; j++) {
          const other = rows[j] as EntryRow;
          if (!used.has(other.id) && pick(other)) return other;
        }
        return null;
      };
      const record = this.recordOf(query.accountNumber, row, sameInstant, security, used);
      if (record) records.push(record);
    }
    const types = query.transferType ? new Set<TransactionType>(TYPES_OF_FILTER[query.transferType]) : null;
    return records
      .filter((r) => (!query.asset || r.asset === query.asset) && (!types || types.has(r.transactionType)))
      .reverse();
  }

  private recordOf(
    accountNumber: string,
    row: EntryRow,
    sameInstant: (pick: (r: EntryRow) => boolean) => EntryRow | null,
    security: (symbol: string) => SecurityRecord | null,
    used: Set<number>,
  ): TransactionRecordDto | null {
    const units = BigInt(row.amount);
    const asset = security(row.symbol);
    if (!asset) return null;
    const base = {
      accountNumber,
      asset: row.symbol,
      description: row.description,
      tradeDateTime: seconds(row.bookedAt),
      status: row.settled ? ('Completed' as const) : ('Processing' as const),
      quantity: quantityOf(abs(units), asset),
      tradingFee: { value: 0, valueString: '0.00' },
      depositAddress: null,
      orderType: null,
      partialFillTradeOrder: null,
    };
    const settledAt = (after: number) => (row.settled ? seconds(row.bookedAt + after) : null);

    if (row.kind === 'trade') {
      // The asset leg; a USD leg alone (or first) is found from its asset leg.
      const legOf = (pick: (r: EntryRow) => boolean) => sameInstant((r) => r.kind === 'trade' && r.description === row.description && pick(r));
      let assetLeg = row;
      let usdLeg: EntryRow | null;
      if (row.symbol === USD) {
        const other = legOf((r) => r.symbol !== USD);
        if (!other) return null;
        usdLeg = row;
        assetLeg = other;
      } else {
        usdLeg = legOf((r) => r.symbol === USD);
      }
      used.add(assetLeg.id);
      if (usdLeg) used.add(usdLeg.id);
      const assetSecurity = security(assetLeg.symbol);
      if (!assetSecurity) return null;
      const qty = abs(BigInt(assetLeg.amount));
      const cents = usdLeg ? abs(BigInt(usdLeg.amount)) : 0n;
      const unitsPerOne = 10n ** BigInt(assetSecurity.decimals);
      const price = qty > 0n ? Number((cents * unitsPerOne * 1_000_000n) / qty) / 100_000_000 : 0;
      const at = assetLeg.bookedAt;
      const fills = fillSplit(qty, assetLeg.id);
      const partialFills: PartialFillDto[] = fills.map((part, k) => ({
        orderDatetime: seconds(at) - (fills.length - 1 - k) * (7 + ((assetLeg.id + k) % 23)),
        fillQuantity: { truncatedValueString: formatUnits(part, assetSecurity.decimals, assetSecurity.truncatedDecimals) },
        fillPrice: { value: price, asset: USD },
        fillValue: { value: dollars(qty > 0n ? (cents * part) / qty : 0n) },
      }));
      const orderType: OrderType = assetLeg.id % 3 === 0 ? 'Limit' : 'Market';
      return {
        ...base,
        asset: assetLeg.symbol,
        transactionType: BigInt(assetLeg.amount) > 0n ? 'Buy' : 'Sell',
        status: assetLeg.settled ? 'Completed' : 'Processing',
        settlementDateTime: assetLeg.settled ? seconds(at + TRADE_SETTLEMENT_MS) : null,
        orderId: `EX${String(assetLeg.id).padStart(10, '0')}`,
        quantity: quantityOf(qty, assetSecurity),
        price: { value: price },
        estimatedValue: { value: dollars(cents) },
        orderType,
        partialFillTradeOrder: { partialFills },
      };
    }

    used.add(row.id);
    const isUsd = row.symbol === USD;
    const valueCents = isUsd ? abs(units) : null;
    if (row.kind === 'deposit' || row.kind === 'withdrawal') {
      const incoming = row.kind === 'deposit';
      let fee = base.tradingFee;
      if (!incoming && !isUsd) {
        const feeRow = sameInstant((r) => r.kind === 'fee' && r.symbol === USD && r.description.startsWith('Withdrawal fee'));
        if (feeRow) {
          used.add(feeRow.id);
          const feeCents = abs(BigInt(feeRow.amount));
          fee = { value: dollars(feeCents), valueString: formatUnits(feeCents, USD_DECIMALS) };
        }
      }
      const type: TransactionType = incoming ? (isUsd ? 'Deposit' : 'Receive') : isUsd ? 'Withdraw' : 'Send';
      return {
        ...base,
        transactionType: type,
        settlementDateTime: settledAt(TRANSFER_SETTLEMENT_MS),
        orderId: `TX${String(row.id).padStart(10, '0')}`,
        price: { value: isUsd ? 1 : null },
        estimatedValue: { value: valueCents === null ? null : dollars(valueCents) },
        tradingFee: fee,
        depositAddress: type === 'Receive' ? depositAddressOf(accountNumber, asset) : null,
      };
    }
    // fee, adjustment: manual journals.
    return {
      ...base,
      transactionType: units > 0n ? 'Manual JRL-IN' : 'Manual JRL-OUT',
      settlementDateTime: settledAt(0),
      orderId: `ADJ${String(row.id).padStart(10, '0')}`,
      price: { value: isUsd ? 1 : null },
      estimatedValue: { value: valueCents === null ? null : dollars(valueCents) },
    };
  }
}

function quantityOf(units: bigint, security: SecurityRecord) {
  const valueString = formatUnits(units, security.decimals);
  return { valueString, truncatedValueString: truncateDecimal(valueString, security.truncatedDecimals) };
}
