// The session log's recorder (docs/action-log.md): a middleware next to the reducer that keeps the
// last N actions with the state each one produced, in a ring buffer. It keeps references only: the
// store's states are immutable, so an entry costs two pointers, and nothing is copied or sanitized
// until the log is exported (liftedState.ts). The state before the oldest kept action is the log's
// committed state: the preloaded state until the ring is full, then the state the evicted action made.
import type { AnyAction, Middleware } from 'redux';

/** The log's own event: reducers the app registered later (a lazy chunk's) begin here. */
export const REDUCERS_ADDED = '@@actionLog/reducersAdded';

export interface LoggedEntry {
  action: AnyAction;
  /** The state right after this action (the reducer's answer). */
  state: unknown;
  /** When it was dispatched (epoch ms): the log's timeline, never an input of a reducer. */
  at: number;
  /** The gateway call whose answer (or failure) this action reports (X-Request-Id). */
  requestId?: string;
  /** The gateway calls that left while this action was handled. */
  startedRequestIds?: string[];
}

export interface RecordedSession {
  /** The state before the oldest kept action. */
  committedState: unknown;
  committedAt: number;
  /** Oldest first. */
  entries: LoggedEntry[];
  /** Actions recorded but no longer kept (the ring's size was reached). */
  dropped: number;
  capacity: number;
}

export interface ActionRecorder {
  middleware: Middleware;
  /** The store replaced its reducer with these keys added (a lazy chunk's reducers). */
  reducersAdded(keys: readonly string[], state: unknown): void;
  /** Hooks for the request links (requestLinks.ts). */
  lastEntry(): LoggedEntry | undefined;
  onRecord(listener: (entry: LoggedEntry) => void): void;
  snapshot(): RecordedSession;
}

export interface RecorderOptions {
  capacity: number;
  clock?: () => number;
}

export function createActionRecorder({ capacity, clock = Date.now }: RecorderOptions): ActionRecorder {
  const ring: Array<LoggedEntry | undefined> = new Array<LoggedEntry | undefined>(capacity);
  let start = 0;
  let size = 0;
  let dropped = 0;
  let committedState: unknown;
  let committedAt = clock();
  let listener: ((entry: LoggedEntry) => void) | null = null;

  function push(entry: LoggedEntry): void {
    if (size === capacity) {
      const evicted = ring[start] as LoggedEntry;
      committedState = evicted.state;
      committedAt = evicted.at;
      ring[start] = entry;
      start = (start + 1) % capacity;
      dropped += 1;
    } else {
      ring[(start + size) % capacity] = entry;
      size += 1;
    }
    listener?.(entry);
  }

  const middleware: Middleware = ({ getState }) => {
    committedState = getState();
    return (next) => (action) => {
      const result = next(action);
      push({ action: action as AnyAction, state: getState(), at: clock() });
      return result;
    };
  };

  return {
    middleware,
    reducersAdded(keys, state) {
      push({ action: { type: REDUCERS_ADDED, payload: { keys: [...keys] } }, state, at: clock() });
    },
    lastEntry: () => (size === 0 ? undefined : ring[(start + size - 1) % capacity]),
    onRecord(next) {
      listener = next;
    },
    snapshot() {
      const entries: LoggedEntry[] = [];
      for (let i = 0; i < size; i += 1) entries.push(ring[(start + i) % capacity] as LoggedEntry);
      return { committedState, committedAt, entries, dropped, capacity };
    },
  };
}
