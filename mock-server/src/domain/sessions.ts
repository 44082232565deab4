// Server-side sessions: a random 128-bit id (the cookie value; only its SHA-256 is stored), a level
// of authentication, and an idle expiry measured on the gateway's clock.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import type { Clock } from './clock';

export type SessionLevel = 'password' | 'full';

/** 13 minutes until the inactivity dialog plus its 120-second countdown. */
export const DEFAULT_IDLE_TIMEOUT_MS = (780 + 120) * 1000;
/** last_seen_at is written at most this often, so a busy session does not write on every call. */
const TOUCH_GRANULARITY_MS = 1000;
const SESSION_ID = /^[0-9a-f]{32}$/;

export interface Session {
  id: string;
  userId: number;
  level: SessionLevel;
  createdAt: number;
  lastSeenAt: number;
}

interface SessionRow {
  user_id: number;
  level: SessionLevel;
  created_at: number;
  last_seen_at: number;
}

const hashOf = (id: string) => createHash('sha256').update(id).digest('hex');

export function levelSatisfies(actual: SessionLevel, required: SessionLevel): boolean {
  return required === 'password' || actual === 'full';
}

export class SessionStore {
  private readonly insert;
  private readonly select;
  private readonly remove;
  private readonly removeIdle;
  private readonly removeAll;
  private readonly touchRow;

  constructor(db: Db, private readonly clock: Clock, readonly idleTimeoutMs: number = DEFAULT_IDLE_TIMEOUT_MS) {
    this.insert = db.prepare<[string, number, SessionLevel, number, number]>(
      'INSERT INTO sessions (id_hash, user_id, level, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)',
    );
    this.select = db.prepare<[string], SessionRow>('SELECT user_id, level, created_at, last_seen_at FROM sessions WHERE id_hash = ?');
    this.remove = db.prepare<[string]>('DELETE FROM sessions WHERE id_hash = ?');
    this.removeIdle = db.prepare<[number]>('DELETE FROM sessions WHERE last_seen_at < ?');
    this.removeAll = db.prepare('DELETE FROM sessions');
    this.touchRow = db.prepare<[number, string]>('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?');
  }

  /** Starts a session with a fresh id (and sweeps idle ones). */
  create(userId: number, level: SessionLevel): Session {
    const now = this.clock.now();
    this.removeIdle.run(now - this.idleTimeoutMs);
    const id = randomBytes(16).toString('hex');
    this.insert.run(hashOf(id), userId, level, now, now);
    return { id, userId, level, createdAt: now, lastSeenAt: now };
  }

  /** The live session with this id, or null when unknown, malformed or idle too long. */
  find(id: string | undefined): Session | null {
    if (!id || !SESSION_ID.test(id)) return null;
    const row = this.select.get(hashOf(id));
    if (!row) return null;
    if (this.clock.now() - row.last_seen_at > this.idleTimeoutMs) {
      this.remove.run(hashOf(id));
      return null;
    }
    return { id, userId: row.user_id, level: row.level, createdAt: row.created_at, lastSeenAt: row.last_seen_at };
  }

  /** Records activity, which restarts the idle timer. */
  touch(session: Session): void {
    const now = this.clock.now();
    if (now - session.lastSeenAt < TOUCH_GRANULARITY_MS) return;
    this.touchRow.run(now, hashOf(session.id));
    session.lastSeenAt = now;
  }

  /** Replaces a session by one with a new id at the given level (the old id stops working). */
  renew(session: Session, level: SessionLevel): Session {
    this.destroy(session.id);
    return this.create(session.userId, level);
  }

  destroy(id: string): void {
    if (SESSION_ID.test(id)) this.remove.run(hashOf(id));
  }

  destroyAll(): void {
    this.removeAll.run();
  }
}
