// Replaying a session log (docs/action-log.md): its actions through the app's reducers from its
// committed state, each resulting state compared with the one the page recorded. Reducers are pure
// and time and ids come in payloads, so a replay must give the recorded states exactly; the first
// step that does not names the action to look at. Reducers registered later in the page (a lazy
// chunk's) join at the log's own reducersAdded entry, as they did in the page.
import { combineReducers, type AnyAction, type Reducer, type ReducersMapObject } from 'redux';
import { stateSanitizer } from '../devtoolsSanitizers';
import type { SessionLogFile } from './liftedState';
import { REDUCERS_ADDED } from './recorder';

export class SessionLogError extends Error {
  override readonly name = 'SessionLogError';
}

export interface Difference {
  path: string;
  expected: unknown;
  actual: unknown;
}

export interface ReplayStep {
  /** The action's id in the log (1 = the first kept action). */
  id: number;
  type: string;
  at: number;
  requestId?: string;
  startedRequestIds?: string[];
  /** The replayed state equals the recorded one (null: the log recorded none for this step). */
  asRecorded: boolean | null;
}

export interface ReplayResult {
  steps: ReplayStep[];
  finalState: unknown;
  /** The first step whose replayed state differs from the recorded one, and how. */
  divergence: { id: number; type: string; differences: Difference[] } | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isUndefinedMark = (value: unknown) => isRecord(value) && value.$jsan === 'u' && Object.keys(value).length === 1;

/** An action as it was dispatched: the file's undefined marks (liftedState.ts) back to undefined. */
function restoreUndefined(value: unknown): unknown {
  if (isUndefinedMark(value)) return undefined;
  if (Array.isArray(value)) return value.map(restoreUndefined);
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, restoreUndefined(member)]));
  return value;
}

/** Parses and checks a session log (or any Redux DevTools export of a lifted state). */
export function readSessionLog(text: string): SessionLogFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new SessionLogError(`not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!isRecord(value)) throw new SessionLogError('not a lifted state: the file holds no object');
  const { actionsById, stagedActionIds, skippedActionIds, computedStates } = value;
  if (!isRecord(actionsById)) throw new SessionLogError('not a lifted state: actionsById is missing');
  if (!Array.isArray(stagedActionIds) || !stagedActionIds.every((id) => Number.isInteger(id))) {
    throw new SessionLogError('not a lifted state: stagedActionIds is not a list of ids');
  }
  if (skippedActionIds !== undefined && !Array.isArray(skippedActionIds)) throw new SessionLogError('skippedActionIds is not a list');
  if (computedStates !== undefined && !Array.isArray(computedStates)) throw new SessionLogError('computedStates is not a list');
  if (!isRecord(value.committedState)) throw new SessionLogError('not a lifted state: committedState is missing');
  for (const id of stagedActionIds as number[]) {
    const lifted = actionsById[String(id)];
    if (!isRecord(lifted) || !isRecord(lifted.action) || typeof lifted.action.type !== 'string') {
      throw new SessionLogError(`action ${id} is missing or has no type`);
    }
    lifted.action = restoreUndefined(lifted.action);
  }
  return value as unknown as SessionLogFile;
}

/** A state as a log holds it: plain JSON (no undefined members), secrets redacted. */
export function comparable(state: unknown): unknown {
  return JSON.parse(JSON.stringify(stateSanitizer(state) ?? null)) as unknown;
}

/** Where two JSON values differ, path by path (at most `limit`). */
export function differences(expected: unknown, actual: unknown, limit = 50, path = '$'): Difference[] {
  const found: Difference[] = [];
  const walk = (e: unknown, a: unknown, at: string) => {
    if (found.length >= limit) return;
    if (isRecord(e) && isRecord(a)) {
      new Set([...Object.keys(e), ...Object.keys(a)]).forEach((key) => walk(e[key], a[key], `${at}.${key}`));
    } else if (Array.isArray(e) && Array.isArray(a)) {
      for (let i = 0; i < Math.max(e.length, a.length); i += 1) walk(e[i], a[i], `${at}[${i}]`);
    } else if (JSON.stringify(e) !== JSON.stringify(a)) {
      found.push({ path: at, expected: e, actual: a });
    }
  };
  walk(expected, actual, path);
  return found;
}

function reducerFor(keys: readonly string[], reducers: ReducersMapObject): Reducer {
  const missing = keys.filter((key) => !(key in reducers));
  if (missing.length > 0) throw new SessionLogError(`the log holds state this build has no reducer for: ${missing.join(', ')}`);
  return combineReducers(Object.fromEntries(keys.map((key) => [key, reducers[key] as Reducer])));
}

/** Replays `file` through `reducers` (every reducer the app can hold). */
export function replaySession(file: SessionLogFile, reducers: ReducersMapObject): ReplayResult {
  const skipped = new Set(file.skippedActionIds ?? []);
  let keys = Object.keys(file.committedState as Record<string, unknown>);
  let reducer = reducerFor(keys, reducers);
  let state: unknown = file.committedState;
  const steps: ReplayStep[] = [];
  let divergence: ReplayResult['divergence'] = null;
  file.stagedActionIds.forEach((id, index) => {
    if (index === 0) return; // instrument's @@INIT: the committed state itself
    const { action, timestamp } = file.actionsById[String(id)] as { action: AnyAction; timestamp: number };
    if (action.type === REDUCERS_ADDED) {
      keys = [...new Set([...keys, ...((action.payload as { keys: string[] }).keys ?? [])])];
      reducer = reducerFor(keys, reducers);
    }
    if (!skipped.has(id)) state = reducer(state, action);
    const recorded = file.computedStates?.[index];
    const meta = action.meta as { requestId?: string; startedRequestIds?: string[] } | undefined;
    const step: ReplayStep = { id, type: action.type, at: timestamp, asRecorded: null };
    if (meta?.requestId) step.requestId = meta.requestId;
    if (meta?.startedRequestIds) step.startedRequestIds = meta.startedRequestIds;
    if (recorded !== undefined) {
      const found = divergence ? [] : differences(comparable(recorded.state), comparable(state));
      step.asRecorded = divergence ? null : found.length === 0;
      if (!divergence && found.length > 0) divergence = { id, type: action.type, differences: found };
    }
    steps.push(step);
  });
  return { steps, finalState: state, divergence };
}
