// Pure paging arithmetic for DataTable. Pages are numbered from 1.

/** Number of pages for `total` rows; an empty table still has one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Brings a requested page into 1..pages. The spec leaves out-of-range jumps open (part 2 §4
 * "Table"); we clamp rather than ignore, so typing 0 goes to the first page and a number past the
 * end goes to the last one: the user always lands on a real page. Fractions are truncated (the spec
 * converts the input to an integer); NaN goes to page 1.
 */
export function clampPage(page: number, pages: number): number {
  const whole = Math.trunc(page);
  if (Number.isNaN(whole)) return 1;
  return Math.min(Math.max(whole, 1), Math.max(pages, 1));
}

/** The rows shown on `page` (clamped) of `pageSize` rows each. */
export function paginate<Row>(rows: readonly Row[], page: number, pageSize: number): Row[] {
  const current = clampPage(page, pageCount(rows.length, pageSize));
  const start = (current - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/**
 * Reads the jump-to-page input: a number converted to an integer, or null when there is nothing
 * usable (empty, not a number), in which case the table stays on its page.
 */
export function parsePageInput(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? Math.trunc(value) : null;
}
