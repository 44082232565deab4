// The session log's file format: the lifted state of @redux-devtools/instrument, which Redux
// DevTools' Import accepts (docs/action-log.md), plus a `sessionLog` member DevTools ignores. Every
// action and state is sanitized here, at export (devtoolsSanitizers.ts), with one memo for the
// whole file: the states share what did not change, so each distinct object is walked once.
import type { AnyAction } from 'redux';
import { createRedactor, sanitizeAction } from '../devtoolsSanitizers';
import type { RecordedSession } from './recorder';

/**
 * How an undefined member of an action is written: JSON would drop it, and a reducer may tell a
 * member that is there (undefined) from one that is not (redux-form's sync errors do). Redux
 * DevTools reads its files with jsan, which restores this mark to undefined; so does the replay.
 */
export const UNDEFINED_MARK = { $jsan: 'u' } as const;

/** `value` with every undefined member or item written as UNDEFINED_MARK (unchanged parts shared). */
export function markUndefined(value: unknown): unknown {
  if (value === undefined) return UNDEFINED_MARK;
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const items = value.map(markUndefined);
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  let copy: Record<string, unknown> | null = null;
  for (const [key, member] of Object.entries(value as Record<string, unknown>)) {
    const next = markUndefined(member);
    if (next !== member) copy ??= { ...(value as Record<string, unknown>) };
    if (copy) copy[key] = next;
  }
  return copy ?? value;
}

/** instrument's own first action: the lifted state starts with it (id 0). */
export const INIT_ACTION = { type: '@@INIT' } as const;
export const SESSION_LOG_FORMAT = 1;

export interface LiftedAction {
  type: 'PERFORM_ACTION';
  action: AnyAction;
  timestamp: number;
}

export interface SessionLogInfo {
  format: typeof SESSION_LOG_FORMAT;
  app: string;
  build: string;
  /** First and last action kept (ISO 8601): the period to ask the gateway's audit log for. */
  from: string;
  to: string;
  kept: number;
  dropped: number;
  capacity: number;
}

/** What Redux DevTools imports (instrument's lifted state) and what `npm run replay` reads. */
export interface SessionLogFile {
  monitorState: Record<string, never>;
  actionsById: Record<string, LiftedAction>;
  nextActionId: number;
  stagedActionIds: number[];
  skippedActionIds: number[];
  committedState: unknown;
  currentStateIndex: number;
  computedStates: Array<{ state: unknown }>;
  isLocked: boolean;
  isPaused: boolean;
  sessionLog: SessionLogInfo;
}

/** The recorded session as the lifted state of instrument, every action and state sanitized. */
export function toSessionLogFile(session: RecordedSession, build: string): SessionLogFile {
  const redact = createRedactor();
  const committedState = redact(session.committedState);
  const actionsById: Record<string, LiftedAction> = { 0: { type: 'PERFORM_ACTION', action: INIT_ACTION, timestamp: session.committedAt } };
  const computedStates: Array<{ state: unknown }> = [{ state: committedState }];
  session.entries.forEach((entry, index) => {
    const action = markUndefined(sanitizeAction(withRequestIds(entry.action, entry.requestId, entry.startedRequestIds), redact)) as AnyAction;
    actionsById[index + 1] = { type: 'PERFORM_ACTION', action, timestamp: entry.at };
    computedStates.push({ state: redact(entry.state) });
  });
  const count = session.entries.length;
  const first = session.entries[0]?.at ?? session.committedAt;
  const last = session.entries[count - 1]?.at ?? session.committedAt;
  return {
    monitorState: {},
    actionsById,
    nextActionId: count + 1,
    stagedActionIds: Array.from({ length: count + 1 }, (_, i) => i),
    skippedActionIds: [],
    committedState,
    currentStateIndex: count,
    computedStates,
    isLocked: false,
    isPaused: false,
    sessionLog: {
      format: SESSION_LOG_FORMAT,
      app: 'institutional-portal',
      build,
      from: new Date(first).toISOString(),
      to: new Date(last).toISOString(),
      kept: count,
      dropped: session.dropped,
      capacity: session.capacity,
    },
  };
}

/** The request ids ride in the logged copy's meta (reducers never read them). */
function withRequestIds(action: AnyAction, requestId: string | undefined, started: readonly string[] | undefined): AnyAction {
  if (requestId === undefined && started === undefined) return action;
  const meta: Record<string, unknown> = { ...(action.meta as Record<string, unknown> | undefined) };
  if (requestId !== undefined) meta.requestId = requestId;
  if (started !== undefined) meta.startedRequestIds = [...started];
  return { ...action, meta };
}
