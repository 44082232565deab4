// The grid's sorting and filtering (spec part 2 §4: "Sorting or filtering in the grid updates the
// sorted data, which feeds the exports"), as one pure function of the rows and the grid's view: the
// grid shows the page of what it returns, and the exports take all of it, so the files hold exactly
// the rows the grid counts, in its order. Sorts are stable (ties keep the gateway's newest-first
// order); amounts compare exactly (decimal strings, never floats); a filter keeps the rows whose
// shown text contains it, ignoring case.
import { amountIsNotApplicable, type ActivityRow } from './rows';
import { once } from '../../shared/once';

/** The grid's data columns, in the order they are shown. */
export const ACTIVITY_COLUMN_IDS = ['date', 'description', 'asset', 'quantity', 'price', 'value', 'status'] as const;
export type ActivityColumnId = (typeof ACTIVITY_COLUMN_IDS)[number];

export interface GridSort {
  colId: ActivityColumnId;
  sort: 'asc' | 'desc';
}

export interface GridView {
  /** In priority order (the grid's sort index). */
  sort: GridSort[];
  /** 'contains' text per column. */
  filter: Partial<Record<ActivityColumnId, string>>;
}

export const NO_GRID_VIEW: GridView = { sort: [], filter: {} };

export const isActivityColumnId = (value: unknown): value is ActivityColumnId =>
  (ACTIVITY_COLUMN_IDS as readonly unknown[]).includes(value);

/** Compares unsigned decimal strings ('12.5' < '100') exactly. */
export function compareDecimal(a: string, b: string): number {
  const [ai = '', af = ''] = a.split('.');
  const [bi = '', bf = ''] = b.split('.');
  const aInt = ai.replace(/^0+/, '');
  const bInt = bi.replace(/^0+/, '');
  if (aInt.length !== bInt.length) return aInt.length - bInt.length;
  if (aInt !== bInt) return aInt < bInt ? -1 : 1;
  const length = Math.max(af.length, bf.length);
  const aFrac = af.padEnd(length, '0');
  const bFrac = bf.padEnd(length, '0');
  return aFrac === bFrac ? 0 : aFrac < bFrac ? -1 : 1;
}

/** Missing values (n/a) sort first, as the grid's own comparator puts null first. */
function compareNullable(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? -1 : 1;
  return a - b;
}

const text = once(() => new Intl.Collator('en-US', { sensitivity: 'base', numeric: true }));
/** The Amount column's number (n/a: null), from the record: sorting formats nothing. */
const amountOf = (row: ActivityRow) => (amountIsNotApplicable(row.record) ? null : row.record.estimatedValue.value);

export const COMPARATORS: Record<ActivityColumnId, (a: ActivityRow, b: ActivityRow) => number> = {
  date: (a, b) => a.time - b.time,
  description: (a, b) => text().compare(a.description, b.description),
  asset: (a, b) => text().compare(a.asset, b.asset),
  quantity: (a, b) => compareDecimal(a.fullQuantity, b.fullQuantity),
  price: (a, b) => compareNullable(a.record.price.value, b.record.price.value),
  value: (a, b) => compareNullable(amountOf(a), amountOf(b)),
  status: (a, b) => text().compare(a.status, b.status),
};

/** Whether the row's shown text of the column contains `wanted` (any case). */
export const cellContains = (row: ActivityRow, colId: ActivityColumnId, wanted: string): boolean =>
  row[colId].toLowerCase().includes(wanted.toLowerCase());

/** The rows the grid shows, in its order: filtered, then sorted (stable). */
export function applyView(rows: readonly ActivityRow[], view: GridView): readonly ActivityRow[] {
  const filters = Object.entries(view.filter).filter((entry): entry is [ActivityColumnId, string] => !!entry[1]);
  const kept = filters.length === 0 ? rows : rows.filter((row) => filters.every(([colId, wanted]) => cellContains(row, colId, wanted)));
  if (view.sort.length === 0) return kept;
  return [...kept].sort((a, b) => {
    for (const { colId, sort } of view.sort) {
      const result = COMPARATORS[colId](a, b);
      if (result !== 0) return sort === 'asc' ? result : -result;
    }
    return 0;
  });
}
