// Answers computed once per state of the data they are computed from. The key names the answer
// (call, account, quote minute, …); the read generation (db/migrations/005: every change to the
// entries, assets or price models moves it, whoever writes) tells whether a kept answer still
// holds. Least recently used answers go first beyond `capacity`.
import type { Db } from '../../db/database';
import { Generation } from '../../db/generation';

export class AnswerCache {
  private readonly generation;
  private readonly answers = new Map<string, { generation: number; value: unknown }>();

  constructor(
    db: Db,
    private readonly capacity = 256,
  ) {
    this.generation = new Generation(db, 'read_generation');
  }

  /** The data's state now: pass it to several get() calls made with no write between them. */
  state(): number {
    return this.generation.current();
  }

  /** The answer kept for `key` in the data's current state (or `generation`), else `compute()`'s (then kept). */
  get<T>(key: string, compute: () => T, generation = this.generation.current()): T {
    const kept = this.answers.get(key);
    this.answers.delete(key);
    if (kept && kept.generation === generation) {
      this.answers.set(key, kept); // most recently used last
      return kept.value as T;
    }
    const value = compute();
    this.answers.set(key, { generation, value });
    if (this.answers.size > this.capacity) {
      const oldest = this.answers.keys().next();
      if (!oldest.done) this.answers.delete(oldest.value);
    }
    return value;
  }
}
