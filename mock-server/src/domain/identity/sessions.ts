// Server-side sessions: a random 128-bit id (the cookie value; only its SHA-256 is stored), a level
// of authentication, the attempt it belongs to, an idle expiry and an absolute lifetime measured on
// the gateway's clock. A user session is 'password' then 'full'; an identity session ('identity')
// serves the register, username-lookup and password-reset flows and has no user.
// Each session also has a public id (what the SECURITY page shows and "Sign out" sends; the session
// id never leaves the gateway) and the client that signed in (address, user agent). The end of a
// signed-in (full) session is told to a listener with its reason (the security events), unless the
// session only gave way to its renewal.
import { createHash, randomBytes } from 'node:crypto';
import type { SessionEndDetail } from '../../../../src/api/contract/security';
import type { Db } from '../../db/database';
import { Generation } from '../../db/generation';
import { NO_CLIENT, type ClientInfo } from '../audit/securityEvents';
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
  /** The client that signed in (kept when the session is renewed). */
  client: ClientInfo;
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
  address: string | null;
  user_agent: string | null;
}

/** A row as a sweep or an ending deletes it: what the listener is told. */
interface EndedRow {
  user_id: number | null;
  level: SessionLevel;
  created_at: number;
  last_seen_at: number;
  address: string | null;
  user_agent: string | null;
}

/** A signed-in session that ended, and why; `at` is when (a timeout: when it expired). */
export interface EndedSession {
  userId: number;
  client: ClientInfo;
  at: number;
  reason: SessionEndDetail;
}

export type SessionEndListener = (ended: EndedSession) => void;

/** One of a user's live signed-in sessions, as the SECURITY page lists it. */
export interface SessionSummary {
  publicId: string;
  createdAt: number;
  lastSeenAt: number;
  client: ClientInfo;
  /** The session whose id was given (the caller's). */
  current: boolean;
}

const hashOf = (id: string) => createHash('sha256').update(id).digest('hex');
/** What the database keeps of a session id (its SHA-256): what other tables reference it by. */
export const sessionIdHash = (id: string): string => hashOf(id);
const clientOfRow = (row: Pick<SessionRow, 'address' | 'user_agent'>): ClientInfo => ({ address: row.address, userAgent: row.user_agent });
const ENDED_COLUMNS = 'user_id, level, created_at, last_seen_at, address, user_agent';

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
  private readonly removeByPublicId;
  private readonly listOfUser;
  private readonly touchRow;
  private readonly generation;
  /**
   * The rows read since the session generation (db/migrations/015) last moved, by session id: a
   * busy session costs no query (the counter is read after a write only: db/writeTracking.ts), not
   * a hash and a lookup. Unknown ids are not kept.
   */
  private readonly memo = new Map<string, SessionRow>();

  constructor(
    db: Db,
    private readonly clock: Clock,
    timeouts: SessionTimeouts = {},
    private readonly onEnded: SessionEndListener = () => undefined,
  ) {
    this.idleTimeoutMs = timeouts.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
    this.absoluteLifetimeMs = timeouts.absoluteLifetimeMs ?? DEFAULT_ABSOLUTE_LIFETIME_MS;
    this.touchEveryMs = touchGranularityMs(this.idleTimeoutMs);
    this.insert = db.prepare<[string, number | null, number, SessionLevel, number, number, string, string | null, string | null]>(
      `INSERT INTO sessions (id_hash, user_id, attempt_id, level, created_at, last_seen_at, public_id, address, user_agent)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.select = db.prepare<[string], SessionRow>(
      'SELECT user_id, attempt_id, level, created_at, last_seen_at, address, user_agent FROM sessions WHERE id_hash = ?',
    );
    this.remove = db.prepare<[string], EndedRow>(`DELETE FROM sessions WHERE id_hash = ? RETURNING ${ENDED_COLUMNS}`);
    this.removeStale = db.prepare<[number, number], EndedRow>(`DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ? RETURNING ${ENDED_COLUMNS}`);
    this.removeAll = db.prepare('DELETE FROM sessions');
    this.removeOfUser = db.prepare<[number, string], EndedRow>(`DELETE FROM sessions WHERE user_id = ? AND id_hash <> ? RETURNING ${ENDED_COLUMNS}`);
    this.removeOfAttempt = db.prepare<[number]>('DELETE FROM sessions WHERE attempt_id = ?');
    // Only the user's own signed-in sessions, and never the caller's: another id ends nothing.
    this.removeByPublicId = db.prepare<[number, string, string], EndedRow>(
      `DELETE FROM sessions WHERE user_id = ? AND public_id = ? AND level = 'full' AND id_hash <> ? RETURNING ${ENDED_COLUMNS}`,
    );
    this.listOfUser = db.prepare<[number], { id_hash: string; public_id: string; created_at: number; last_seen_at: number; address: string | null; user_agent: string | null }>(
      `SELECT id_hash, public_id, created_at, last_seen_at, address, user_agent FROM sessions
       WHERE user_id = ? AND level = 'full' ORDER BY last_seen_at DESC, created_at DESC`,
    );
    this.touchRow = db.prepare<[number, string]>('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?');
    this.generation = new Generation(db, 'session_generation');
  }

  /** Starts a user session with a fresh id for the client that signed in (and sweeps stale ones). */
  create(userId: number, level: UserSessionLevel, attemptId: number, client: ClientInfo = NO_CLIENT, createdAt?: number): Session {
    const { id, now } = this.open(userId, attemptId, level, client, createdAt);
    return { id, userId, level, attemptId, createdAt: createdAt ?? now, lastSeenAt: now, client };
  }

  /** Starts an identity session for an identity-flow attempt. */
  createIdentity(attemptId: number, client: ClientInfo = NO_CLIENT): IdentitySession {
    const { id, now } = this.open(null, attemptId, 'identity', client);
    return { id, userId: null, level: 'identity', attemptId, createdAt: now, lastSeenAt: now, client };
  }

  /** Deletes the sessions that are idle too long or past their lifetime (signed-in ones are told as timeouts). */
  sweepStale(): void {
    const now = this.clock.now();
    this.removeStale.all(now - this.idleTimeoutMs, now - this.absoluteLifetimeMs).forEach((row) => this.tell(row, 'timeout'));
  }

  /** When a session of this row expired: idle past the timeout, or past its lifetime, whichever came first. */
  private expiryOf(row: Pick<EndedRow, 'created_at' | 'last_seen_at'>): number {
    return Math.min(row.last_seen_at + this.idleTimeoutMs, row.created_at + this.absoluteLifetimeMs);
  }

  /** Tells the listener of a signed-in session that ended (the others were sign-ins or identity flows in progress). */
  private tell(row: EndedRow, reason: SessionEndDetail): void {
    if (row.level !== 'full' || row.user_id === null) return;
    const at = reason === 'timeout' ? this.expiryOf(row) : this.clock.now();
    this.onEnded({ userId: row.user_id, client: clientOfRow(row), at, reason });
  }

  private open(userId: number | null, attemptId: number, level: SessionLevel, client: ClientInfo, createdAt?: number) {
    this.sweepStale();
    const now = this.clock.now();
    const id = randomBytes(16).toString('hex');
    this.insert.run(hashOf(id), userId, attemptId, level, createdAt ?? now, now, randomBytes(16).toString('hex'), client.address, client.userAgent);
    return { id, now };
  }

  /** The live session with this id (user or identity), or null when unknown, malformed or expired. */
  findAny(id: string | undefined): AnySession | null {
    if (!id || !SESSION_ID.test(id)) return null;
    const row = this.rowOf(id);
    if (!row) return null;
    const now = this.clock.now();
    if (now - row.last_seen_at > this.idleTimeoutMs || now - row.created_at > this.absoluteLifetimeMs) {
      this.end(id, 'timeout');
      return null;
    }
    // Object literals, not spreads: a spread with properties after it is V8's slow path (~1.5 µs on
    // Node 20), and every call with a session passes here.
    const client = clientOfRow(row);
    if (row.level === 'identity' || row.user_id === null) {
      return { id, attemptId: row.attempt_id, createdAt: row.created_at, lastSeenAt: row.last_seen_at, client, userId: null, level: 'identity' };
    }
    return { id, attemptId: row.attempt_id, createdAt: row.created_at, lastSeenAt: row.last_seen_at, client, userId: row.user_id, level: row.level };
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
    return this.create(session.userId, level, session.attemptId, session.client, session.createdAt);
  }

  /** Deletes a session without telling anyone (its renewal, a sign-in that did not complete). */
  destroy(id: string): void {
    if (SESSION_ID.test(id)) this.remove.run(hashOf(id));
  }

  /** Ends a session for `reason`: a signed-in one is told to the listener. */
  end(id: string, reason: SessionEndDetail): void {
    if (!SESSION_ID.test(id)) return;
    const row = this.remove.get(hashOf(id));
    if (row) this.tell(row, reason);
  }

  /** Ends every session of a user for `reason`, except the one given (none by default); how many signed-in ones ended. */
  destroyForUser(userId: number, reason: SessionEndDetail, exceptId = ''): number {
    const rows = this.removeOfUser.all(userId, SESSION_ID.test(exceptId) ? hashOf(exceptId) : '');
    rows.forEach((row) => this.tell(row, reason));
    return rows.filter((row) => row.level === 'full').length;
  }

  /**
   * Ends the user's signed-in session with this public id, ended by the user from session
   * `callerId`; false when there is none of theirs (another user's, the caller's own, unknown).
   */
  endByPublicId(userId: number, publicId: string, callerId: string): boolean {
    const row = this.removeByPublicId.get(userId, publicId, hashOf(callerId));
    if (row) this.tell(row, 'endedByUser');
    return row !== undefined;
  }

  /** The user's live signed-in sessions, the latest active first; `current` marks the session `callerId`. */
  signedInSessionsOf(userId: number, callerId = ''): SessionSummary[] {
    this.sweepStale();
    const caller = SESSION_ID.test(callerId) ? hashOf(callerId) : '';
    return this.listOfUser.all(userId).map((row) => ({
      publicId: row.public_id,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      client: clientOfRow(row),
      current: row.id_hash === caller,
    }));
  }

  destroyForAttempt(attemptId: number): void {
    this.removeOfAttempt.run(attemptId);
  }

  destroyAll(): void {
    this.removeAll.run();
  }
}
