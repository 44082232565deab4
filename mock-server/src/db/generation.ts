// A generation counter: one row that triggers move on every change to the tables it watches, in
// the writer's own transaction, whoever writes (migrations 005 read_generation, 009
// access_generation, 015 session_generation). What the gateway keeps in memory holds while the
// counter stays where it was read (domain/platform/answerCache.ts, accessMemo.ts, sessions.ts).
// The counter is read again only after a write through the gateway's connection (writeTracking.ts):
// with no write between two calls it cannot have moved, and a busy read-only call asks SQLite nothing.
import type { Db } from './connection';
import { writesOf } from './writeTracking';

export type GenerationTable = 'read_generation' | 'access_generation' | 'session_generation';

export class Generation {
  private readonly read;
  private seen = -1;
  private value = 0;
  /** The connection's write count when the counter was last read; NaN: never read (or not tracked). */
  private readAtWrites = Number.NaN;

  constructor(
    private readonly db: Db,
    table: GenerationTable,
  ) {
    this.read = db.prepare<[], number>(`SELECT n FROM ${table} WHERE id = 1`).pluck();
  }

  /** The counter now. */
  current(): number {
    const writes = writesOf(this.db);
    if (writes === this.readAtWrites) return this.value;
    this.value = this.read.get() ?? 0;
    this.readAtWrites = writes ?? Number.NaN;
    return this.value;
  }

  /** Whether the counter has moved since the last call (true on the first). */
  moved(): boolean {
    const now = this.current();
    if (now === this.seen) return false;
    this.seen = now;
    return true;
  }
}
