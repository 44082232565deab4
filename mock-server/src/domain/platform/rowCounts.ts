// The row count of every data table, for tests that check a call stored nothing (or one thing):
// the control API's GET /__mock/counts. The names come from the schema, never from the caller.
import { dataTables, type Db } from '../../db/database';

export function rowCounts(db: Db): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const table of dataTables(db)) {
    counts[table] = (db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n;
  }
  return counts;
}
