// A generation counter: one row that triggers move on every change to the tables it watches, in
// the writer's own transaction, whoever writes (migrations 005 read_generation, 009
// access_generation, 015 session_generation). What the gateway keeps in memory holds while the
// counter stays where it was read (domain/answerCache.ts, accessMemo.ts, sessions.ts).
import type { Db } from './database';

export type GenerationTable = 'read_generation' | 'access_generation' | 'session_generation';

export class Generation {
  private readonly read;
  private seen = -1;

  constructor(db: Db, table: GenerationTable) {
    this.read = db.prepare<[], number>(`SELECT n FROM ${table} WHERE id = 1`).pluck();
  }

  /** The counter now. */
  current(): number {
    return this.read.get() ?? 0;
  }

  /** Whether the counter has moved since the last call (true on the first). */
  moved(): boolean {
    const now = this.current();
    if (now === this.seen) return false;
    this.seen = now;
    return true;
  }
}
