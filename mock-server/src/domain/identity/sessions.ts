// Server-side sessions: a random 128-bit id (the cookie value; only its SHA-256 is stored), a level
// of authentication, the attempt it belongs to, an idle expiry and an absolute lifetime measured on
// the gateway's clock. A user session is 'password' then 'full'; an identity session ('identity')
// serves the register, username-lookup and password-reset flows and has no user.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { Generation } from '../../db/generation';
import type { Clock } from '../platform/clock';

export type UserSessionLevel = 'password' | 'full';
export type SessionLevel = UserSessionLevel | 'identity';

/** 13 minutes until the inactivity dialog plus its 120-second countdown. */
export const DEFAULT_IDLE_TIMEOUT_MS = (780 + 120) * 1000;
/** However active, a session ends 12 hours after its password (or identity search). */
export const DEFAULT_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;
/**
 * last_seen_at is written at most this often (5 s, or 1% of a shorter idle timeout), so a busy
 * session does not write the sessions table on every call; the idle expiry is late by at most that.
 */
export const touchGranularityMs = (idleTimeoutMs: number): number => Math.min(5000, Math.floor(idleTimeoutMs / 100));
const SESSION_ID = /^[0-9a-f]{32}$/;
/** Beyond this many kept sessions, the memo starts again empty (a bound, not a policy). */
const MEMO_CAPACITY = 10_000;

interface SessionBase {
  id: string;
  attemptId: number;
  /** When the sign-in (or identity flow) began; kept when the session is renewed. */
  createdAt: number;
  lastSeenAt: number;
}

/** A signed-in (or signing-in) user's session. */
export interface Session extends SessionBase {
  userId: number;
  level: UserSessionLevel;
}

/** A register / username-lookup / password-reset session: its attempt names the identity. */
export interface IdentitySession extends SessionBase {
  userId: null;
  level: 'identity';
}

export type AnySession = Session | IdentitySession;

interface SessionRow {
  user_id: number | null;
  attempt_id: number;
  level: SessionLevel;
  created_at: number;
  last_seen_at: number;
}

const hashOf = (id: string) => createHash('sha256').update(id).digest('hex');

export function levelSatisfies(actual: SessionLevel, required: UserSessionLevel): boolean {
  if (actual === 'identity') return false;
  return required === 'password' || actual === 'full';
}

export interface SessionTimeouts {
  idleTimeoutMs?: number;
  absoluteLifetimeMs?: number;
}

export class SessionStore {
  readonly idleTimeoutMs: number;
  readonly absoluteLifetimeMs: number;
  private readonly touchEveryMs: number;
  private readonly insert;
  private readonly select;
  private readonly remove;
  private readonly removeStale;
  private readonly removeAll;
  private readonly removeOfUser;
  private readonly removeOfAttempt;
  private readonly touchRow;
  private readonly generation;
  /**
   * The rows read since the session generation (db/migrations/015) last moved, by session id: a
   * busy session costs no query (the counter is read after a write only: db/writeTracking.ts), not
   * a hash and a lookup. Unknown ids are not kept.
   */
  private readonly memo = new Map<string, SessionRow>();

  constructor(db: Db, private readonly clock: Clock, timeouts: SessionTimeouts = {}) {
    this.idleTimeoutMs = timeouts.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
    this.absoluteLifetimeMs = timeouts.absoluteLifetimeMs ?? DEFAULT_ABSOLUTE_LIFETIME_MS;
    this.touchEveryMs = touchGranularityMs(this.idleTimeoutMs);
    this.insert = db.prepare<[string, number | null, number, SessionLevel, number, number]>(
      'INSERT INTO sessions (id_hash, user_id, attempt_id, level, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.select = db.prepare<[string], SessionRow>(
      'SELECT user_id, attempt_id, level, created_at, last_seen_at FROM sessions WHERE id_hash = ?',
    );
    this.remove = db.prepare<[string]>('DELETE FROM sessions WHERE id_hash = ?');
    this.removeStale = db.prepare<[number, number]>('DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?');
    this.removeAll = db.prepare('DELETE FROM sessions');
    this.removeOfUser = db.prepare<[number, string]>('DELETE FROM sessions WHERE user_id = ? AND id_hash <> ?');
    this.removeOfAttempt = db.prepare<[number]>('DELETE FROM sessions WHERE attempt_id = ?');
    this.touchRow = db.prepare<[number, string]>('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?');
    this.generation = new Generation(db, 'session_generation');
  }

  /** Starts a user session with a fresh id (and sweeps stale ones). */
  create(userId: number, level: UserSessionLevel, attemptId: number, createdAt?: number): Session {
    const { id, now } = this.open(userId, attemptId, level, createdAt);
    return { id, userId, level, attemptId, createdAt: createdAt ?? now, lastSeenAt: now };
  }

  /** Starts an identity session for an identity-flow attempt. */
  createIdentity(attemptId: number): IdentitySession {
    const { id, now } = this.open(null, attemptId, 'identity');
    return { id, userId: null, level: 'identity', attemptId, createdAt: now, lastSeenAt: now };
  }

  /** Deletes the sessions that are idle too long or past their lifetime. */
  sweepStale(): void {
    const now = this.clock.now();
    this.removeStale.run(now - this.idleTimeoutMs, now - this.absoluteLifetimeMs);
  }

  private open(userId: number | null, attemptId: number, level: SessionLevel, createdAt?: number) {
    this.sweepStale();
    const now = this.clock.now();
    const id = randomBytes(16).toString('hex');
    this.insert.run(hashOf(id), userId, attemptId, level, createdAt ?? now, now);
    return { id, now };
  }

  /** The live session with this id (user or identity), or null when unknown, malformed or expired. */
  findAny(id: string | undefined): AnySession | null {
    if (!id || !SESSION_ID.test(id)) return null;
    const row = this.rowOf(id);
    if (!row) return null;
    const now = this.clock.now();
    if (now - row.last_seen_at > this.idleTimeoutMs || now - row.created_at > this.absoluteLifetimeMs) {
      this.remove.run(hashOf(id));
      return null;
    }
    // Object literals, not spreads: a spread with properties after it is V8's slow path (~1.5 µs on
    // Node 20), and every call with a session passes here.
    if (row.level === 'identity' || row.user_id === null) {
      return { id, attemptId: row.attempt_id, createdAt: row.created_at, lastSeenAt: row.last_seen_at, userId: null, level: 'identity' };
    }
    return { id, attemptId: row.attempt_id, createdAt: row.created_at, lastSeenAt: row.last_seen_at, userId: row.user_id, level: row.level };
  }

  /** The stored row of this session id, from the memo while no session has changed since it was read. */
  private rowOf(id: string): SessionRow | undefined {
    if (this.generation.moved()) this.memo.clear();
    const kept = this.memo.get(id);
    if (kept) return kept;
    const row = this.select.get(hashOf(id));
    if (row) {
      if (this.memo.size >= MEMO_CAPACITY) this.memo.clear();
      this.memo.set(id, Object.freeze(row));
    }
    return row;
  }

  /** The live user session with this id; an identity session does not count. */
  find(id: string | undefined): Session | null {
    const session = this.findAny(id);
    return session && session.level !== 'identity' ? session : null;
  }

  /** Records activity, which restarts the idle timer. */
  touch(session: AnySession): void {
    const now = this.clock.now();
    if (now - session.lastSeenAt < this.touchEveryMs) return;
    this.touchRow.run(now, hashOf(session.id));
    session.lastSeenAt = now;
  }

  /**
   * Replaces a session by one with a new id at the given level (the old id stops working). The
   * attempt and the start of the sign-in carry over, so the absolute lifetime is not extended.
   */
  renew(session: Session, level: UserSessionLevel): Session {
    this.destroy(session.id);
    return this.create(session.userId, level, session.attemptId, session.createdAt);
  }

  destroy(id: string): void {
    if (SESSION_ID.test(id)) this.remove.run(hashOf(id));
  }

  /** Ends every session of a user except the one given (none by default). */
  destroyForUser(userId: number, exceptId = ''): void {
    this.removeOfUser.run(userId, SESSION_ID.test(exceptId) ? hashOf(exceptId) : '');
  }

  destroyForAttempt(attemptId: number): void {
    this.removeOfAttempt.run(attemptId);
  }

  destroyAll(): void {
    this.removeAll.run();
  }
}
