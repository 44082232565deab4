// The main grid's row data: the page's rows, each expanded one followed by its detail row (a
// full-width row). The grid neither sorts nor filters (view.ts did, for every page and the exports),
// so the detail rows stay under their rows.
import type { ActivityRow } from '../rows';

export type GridRow = { kind: 'row'; id: string; row: ActivityRow } | { kind: 'detail'; id: string; row: ActivityRow };

export const detailIdOf = (orderId: string) => `${orderId}:detail`;

export function gridRowsOf(pageRows: readonly ActivityRow[], expanded: ReadonlySet<string>): GridRow[] {
  const out: GridRow[] = [];
  for (const row of pageRows) {
    const id = row.referenceId;
    out.push({ kind: 'row', id, row });
    if (expanded.has(id)) out.push({ kind: 'detail', id: detailIdOf(id), row });
  }
  return out;
}

/** A row's name for its expand button: what happened and when. */
export const rowNameOf = (row: ActivityRow) => `${row.description || row.record.transactionType}, ${row.date}`;
