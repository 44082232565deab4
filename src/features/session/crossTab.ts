// Mirroring between the tabs of one browser (spec part 2 §4 and §9): activity, logout and account
// changes. Two carriers, both written and both listened to: `storage` events on the local-storage
// keys the spec names (every browser) and a BroadcastChannel('icp-session') where the browser has
// one. A message usually arrives twice (once by each), so a subscription drops repeats.
import { LOCAL_KEYS, writeLocal } from '../../shared/storage';

export const SESSION_CHANNEL_NAME = 'icp-session';

export type CrossTabMessage =
  | { type: 'activity'; at: number }
  | { type: 'logout'; at: number }
  | { type: 'accountChanged'; acctNum: string };

/** The part of BroadcastChannel used here (tests pass a fake). */
export interface BroadcastLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface CrossTabEnvironment {
  /** Where `storage` events arrive: the window. */
  storageEvents: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** One channel per tab: a second instance in the same tab would hear this tab's own messages. */
  openBroadcast: () => BroadcastLike | null;
}

const MAX_ACCOUNT_NUMBER_LENGTH = 64;

function isAccountNumber(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && value.length <= MAX_ACCOUNT_NUMBER_LENGTH;
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A BroadcastChannel message from another tab (untrusted shape: anything else is dropped). */
export function parseBroadcast(data: unknown): CrossTabMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  if ((m.type === 'activity' || m.type === 'logout') && isTime(m.at)) return { type: m.type, at: m.at };
  if (m.type === 'accountChanged' && isAccountNumber(m.acctNum)) return { type: 'accountChanged', acctNum: m.acctNum };
  return null;
}

/** A `storage` event from another tab. clear() (key null) and removals carry no message. */
export function parseStorageEvent(event: Pick<StorageEvent, 'key' | 'newValue'>): CrossTabMessage | null {
  const { key, newValue } = event;
  if (newValue === null) return null;
  if (key === LOCAL_KEYS.activityTimestamp) {
    const at = Number(newValue);
    return isTime(at) ? { type: 'activity', at } : null;
  }
  if (key === LOCAL_KEYS.logout) {
    const at = Number(newValue);
    return { type: 'logout', at: isTime(at) ? at : 0 };
  }
  if (key === LOCAL_KEYS.lastAccount) return isAccountNumber(newValue) ? { type: 'accountChanged', acctNum: newValue } : null;
  return null;
}

export function createCrossTab(env: CrossTabEnvironment) {
  let broadcast: BroadcastLike | null | undefined;
  // The account this tab last announced or heard of: an account change answered by re-announcing
  // the same account (an echo) then goes no further, so two tabs never ping-pong.
  let knownAccount: string | null = null;

  function channel(): BroadcastLike | null {
    if (broadcast === undefined) {
      try {
        broadcast = env.openBroadcast();
      } catch {
        broadcast = null; // the storage events still carry every message
      }
    }
    return broadcast;
  }

  function post(message: CrossTabMessage): void {
    try {
      channel()?.postMessage(message);
    } catch {
      // a closed channel: the storage write already told the other tabs
    }
  }

  return {
    announceActivity(at: number): void {
      writeLocal(LOCAL_KEYS.activityTimestamp, String(at));
      post({ type: 'activity', at });
    },
    announceLogout(at: number): void {
      writeLocal(LOCAL_KEYS.logout, String(at));
      post({ type: 'logout', at });
    },
    announceAccountChange(acctNum: string): void {
      knownAccount = acctNum;
      writeLocal(LOCAL_KEYS.lastAccount, acctNum);
      post({ type: 'accountChanged', acctNum });
    },
    /** Messages from the other tabs, each once; returns the unsubscribe function. */
    subscribe(listener: (message: CrossTabMessage) => void): () => void {
      let lastActivityAt = Number.NEGATIVE_INFINITY;
      let lastLogoutAt: number | null = null;
      const deliver = (message: CrossTabMessage | null) => {
        if (message === null) return;
        if (message.type === 'activity') {
          if (message.at <= lastActivityAt) return;
          lastActivityAt = message.at;
        } else if (message.type === 'logout') {
          if (message.at === lastLogoutAt) return;
          lastLogoutAt = message.at;
        } else {
          if (message.acctNum === knownAccount) return;
          knownAccount = message.acctNum;
        }
        listener(message);
      };
      const onStorage = (event: Event) => deliver(parseStorageEvent(event as StorageEvent));
      const onMessage = (event: MessageEvent) => deliver(parseBroadcast(event.data));
      const bc = channel();
      env.storageEvents.addEventListener('storage', onStorage);
      bc?.addEventListener('message', onMessage);
      return () => {
        env.storageEvents.removeEventListener('storage', onStorage);
        bc?.removeEventListener('message', onMessage);
      };
    },
  };
}

export type CrossTab = ReturnType<typeof createCrossTab>;

const browserCrossTab = createCrossTab({
  storageEvents: typeof window === 'undefined' ? new EventTarget() : window,
  openBroadcast: () => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL_NAME) : null),
});

// Plain functions over this tab's instance, so sagas `call` them and tests provide them.
export function announceActivity(at: number): void {
  browserCrossTab.announceActivity(at);
}

export function announceLogout(at: number): void {
  browserCrossTab.announceLogout(at);
}

export function subscribeCrossTab(listener: (message: CrossTabMessage) => void): () => void {
  return browserCrossTab.subscribe(listener);
}

/**
 * For the accounts feature: the user selected an account here; the other tabs get
 * session/accountChangedElsewhere {acctNum}. Call it for the user's own choice only, not when
 * following accountChangedElsewhere (an echo of the same account is dropped anyway).
 */
export function broadcastAccountChange(acctNum: string): void {
  browserCrossTab.announceAccountChange(acctNum);
}
