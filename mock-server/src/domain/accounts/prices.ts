// US-dollar prices. Each asset has a price model (anchor, volatility, seed); its price at any
// instant is a deterministic function of the model and the instant: smooth value noise over six
// time scales (two months down to half an hour), so a day's close, today's open and the latest
// price can all be recomputed and nothing per day is stored. Same model, same instant, same price:
// tests are stable and the history chart never changes under a reload.
import type { Db } from '../../db/database';
import type { LatestPriceDto } from '../../../../src/api/contract/accountsGateway';
import { easternDate, easternMidnight } from '../platform/easternTime';
import { PRICE_DECIMALS, USD_DECIMALS, divRound, formatUnits, parseDecimal, priceNumber } from '../platform/money';

export interface PriceModel {
  symbol: string;
  /** The price the walk moves around, in 10^-8 USD. */
  anchor: bigint;
  /** 0: the price is the anchor, always (USD, the $1 stablecoin). */
  volatility: number;
  seed: number;
}

export interface PriceModelRow {
  symbol: string;
  anchor: string;
  volatility: number;
  seed: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const OCTAVES: ReadonlyArray<readonly [periodMs: number, weight: number]> = [
  [61 * DAY, 1],
  [13 * DAY, 0.45],
  [3.3 * DAY, 0.22],
  [17 * HOUR, 0.1],
  [3 * HOUR, 0.05],
  [37 * MINUTE, 0.02],
];

/** A value in [-1, 1) for a lattice point: murmur3's finalizer over seed, octave and index. */
function lattice(seed: number, octave: number, index: number): number {
  let h = Math.imul(index | 0, 0xcc9e2d51) ^ Math.imul(seed | 0, 0x1b873593) ^ Math.imul(octave + 1, 0x9e3779b1);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 0x80000000 - 1;
}

/** The model's price at an instant, in 10^-8 USD (at least 10^-8). */
export function priceAt(model: PriceModel, at: number): bigint {
  if (model.volatility === 0) return model.anchor;
  let noise = 0;
  for (let octave = 0; octave < OCTAVES.length; octave++) {
    const [period, weight] = OCTAVES[octave] as readonly [number, number];
    const x = at / period;
    const i = Math.floor(x);
    const f = x - i;
    const s = f * f * (3 - 2 * f);
    const a = lattice(model.seed, octave, i);
    noise += weight * (a + (lattice(model.seed, octave, i + 1) - a) * s);
  }
  const price = Math.round(Number(model.anchor) * Math.exp(model.volatility * noise));
  return BigInt(Math.max(1, price));
}

/** Latest prices are quoted per minute: the instant of the quote for `now`. */
export const quoteInstant = (now: number): number => Math.floor(now / MINUTE) * MINUTE;

/** An ISO 8601 instant in UTC without milliseconds ('2026-11-20T15:30:00Z'). */
export const isoInstant = (at: number): string => new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The instants of a quote at `now`: the latest (asOf) and today's open (the start of the US/Eastern day). */
export interface QuoteTimes {
  asOf: number;
  /** asOf as the answers carry it. */
  asOfText: string;
  openAt: number;
}

export function quoteTimes(now: number): QuoteTimes {
  const asOf = quoteInstant(now);
  return { asOf, asOfText: isoInstant(asOf), openAt: easternMidnight(easternDate(now)) };
}

/** Today's open and the latest quote of a model. */
export function openAndLatest(model: PriceModel, times: QuoteTimes): { open: bigint; latest: bigint } {
  return { open: priceAt(model, times.openAt), latest: priceAt(model, times.asOf) };
}

export function toPriceModel(row: PriceModelRow): PriceModel {
  const anchor = parseDecimal(row.anchor, PRICE_DECIMALS);
  if (anchor === null || anchor <= 0n) throw new RangeError(`Bad price anchor for ${row.symbol}: ${row.anchor}`);
  return { symbol: row.symbol, anchor, volatility: row.volatility, seed: row.seed };
}

/**
 * A price as the answers carry it: all its 8 places, trailing zeros dropped down to cents
 * ('0.11853412', '71250.50', '1.00'). Never rounded: dollar values are rounded when shown.
 */
export function priceText(price: bigint): string {
  return formatUnits(price, PRICE_DECIMALS).replace(/0{1,6}$/, '');
}

/** A price in cents (half away from zero). */
export const priceInCents = (price: bigint): bigint => divRound(price, 10n ** BigInt(PRICE_DECIMALS - USD_DECIMALS));

export class PriceBook {
  private readonly byModel;

  constructor(db: Db) {
    this.byModel = db.prepare<[string], PriceModelRow>('SELECT symbol, anchor, volatility, seed FROM price_models WHERE symbol = ?');
  }

  model(symbol: string): PriceModel | null {
    const row = this.byModel.get(symbol);
    return row ? toPriceModel(row) : null;
  }

  /** The price of `symbol` at an instant; null for an asset without a price. */
  at(symbol: string, at: number): bigint | null {
    const model = this.model(symbol);
    return model ? priceAt(model, at) : null;
  }

  /** GET …/digitalasset/price/latest/external: null for an unknown asset. The price keeps its 8 places. */
  latest(symbol: string, now: number): LatestPriceDto | null {
    const model = this.model(symbol);
    if (!model) return null;
    const asOf = quoteInstant(now);
    const price = priceAt(model, asOf);
    return { from: symbol, to: 'USD', price: { value: priceNumber(price), valueString: priceText(price) }, asOf: isoInstant(asOf) };
  }
}
