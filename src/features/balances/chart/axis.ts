// The balance-history chart's value axis (spec part 2 §2: thousands and millions abbreviated as K
// and M, 4 steps) and its words for screen readers. Pure, no d3: the chart hands these to d3-axis.
import { formatUsd } from '../../../shared/format/index';

export const Y_TICK_COUNT = 4;
const NICE_MULTIPLIERS = [1, 2, 2.5, 5, 10];

/** Drops floating-point noise: 0.30000000000000004 → 0.3. */
const clean = (n: number) => Number(n.toPrecision(12));

function niceStepAtLeast(raw: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const multiplier = NICE_MULTIPLIERS.find((m) => m * magnitude >= raw * (1 - 1e-12)) ?? 10;
  return clean(multiplier * magnitude);
}

/** Below a cent of spread the axis shows whole dollars: a step that small says nothing. */
const MIN_SPAN = 0.01;

/**
 * Exactly `count` evenly spaced round values covering [min, max], starting at 0 unless a value is
 * negative: [0, 500, 1000, 1500] for values up to 1 200. The axis domain is [first, last].
 */
export function yTickValues(values: readonly number[], count = Y_TICK_COUNT): number[] {
  const finite = values.filter(Number.isFinite);
  const max = Math.max(0, ...finite);
  const min = Math.min(0, ...finite);
  const intervals = count - 1;
  let step = max - min >= MIN_SPAN ? niceStepAtLeast((max - min) / intervals) : 1;
  let start = clean(Math.floor(min / step) * step);
  // Flooring the start can leave the top short of max: take the next round step (at most a few).
  for (let i = 0; i < 8 && start + step * intervals < max; i += 1) {
    step = niceStepAtLeast(step * 1.0001);
    start = clean(Math.floor(min / step) * step);
  }
  return Array.from({ length: count }, (_, i) => clean(start + step * i));
}

function trimmed(n: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(n);
}

/** An axis label: '$0', '$750', '$2.5K', '$250K', '$1.5M', '$2,500M'. */
export function formatAxisTick(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs >= 1e6) return `${sign}$${trimmed(abs / 1e6)}M`;
  if (abs >= 1e3) return `${sign}$${trimmed(abs / 1e3)}K`;
  return `${sign}$${trimmed(abs)}`;
}

/** 'YYYY-MM-DD' → 'MM/DD/YYYY' (the spec's date order), without going through a time zone. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
}

/** 'YYYY-MM-DD' → 'MM/DD' for the time axis. */
export function formatShortDay(day: string): string {
  return formatDay(day).slice(0, 5);
}

export interface HistoryPoint {
  date: string;
  totalFiatValue: number;
}

/** What the focused chart says: the period, first and last balance, highest and lowest. */
export function summarizeHistory(points: readonly HistoryPoint[]): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return 'No balance history to display.';
  const values = points.map((p) => p.totalFiatValue);
  return (
    `Balance history from ${formatDay(first.date)} to ${formatDay(last.date)}: ` +
    `${formatUsd(first.totalFiatValue)} at the start, ${formatUsd(last.totalFiatValue)} at the end; ` +
    `highest ${formatUsd(Math.max(...values))}, lowest ${formatUsd(Math.min(...values))}.`
  );
}
