import {
  createCrossTab,
  parseBroadcast,
  parseStorageEvent,
  type BroadcastLike,
  type CrossTabMessage,
} from '../../../src/features/session/crossTab';
import { LOCAL_KEYS } from '../../../src/shared/storage';

/** BroadcastChannels of one name across tabs: a message reaches every other member, never the sender. */
function broadcastHub() {
  const members = new Set<FakeChannel>();
  class FakeChannel implements BroadcastLike {
    private listeners = new Set<(event: MessageEvent) => void>();
    postMessage(message: unknown) {
      members.forEach((other) => other !== this && other.deliver(JSON.parse(JSON.stringify(message))));
    }
    deliver(data: unknown) {
      this.listeners.forEach((listener) => listener(new MessageEvent('message', { data })));
    }
    addEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
      this.listeners.add(listener);
    }
    removeEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
      this.listeners.delete(listener);
    }
  }
  return {
    open: () => {
      const c = new FakeChannel();
      members.add(c);
      return c;
    },
    members,
  };
}

function tab(hub: ReturnType<typeof broadcastHub> | null) {
  const storageEvents = new EventTarget();
  const crossTab = createCrossTab({ storageEvents, openBroadcast: () => hub?.open() ?? null });
  const heard: CrossTabMessage[] = [];
  return { crossTab, storageEvents, heard, listen: () => crossTab.subscribe((m) => heard.push(m)) };
}

/** What the browser does in the other tabs when this one writes local storage. */
function storageEvent(target: EventTarget, key: string | null, newValue: string | null) {
  target.dispatchEvent(new StorageEvent('storage', { key, newValue }));
}

beforeEach(() => window.localStorage.clear());

describe('announcing', () => {
  it('activity: writes the shared timestamp and broadcasts it', () => {
    const hub = broadcastHub();
    const a = tab(hub);
    const b = tab(hub);
    b.listen();
    a.crossTab.announceActivity(1_234);
    expect(window.localStorage.getItem(LOCAL_KEYS.activityTimestamp)).toBe('1234');
    expect(b.heard).toEqual([{ type: 'activity', at: 1_234 }]);
    expect(a.heard).toEqual([]); // a tab does not hear itself
  });

  it('logout and account change: their keys and broadcasts', () => {
    const hub = broadcastHub();
    const a = tab(hub);
    const b = tab(hub);
    b.listen();
    a.crossTab.announceAccountChange('ACC-7');
    a.crossTab.announceLogout(99);
    expect(window.localStorage.getItem(LOCAL_KEYS.lastAccount)).toBe('ACC-7');
    expect(window.localStorage.getItem(LOCAL_KEYS.logout)).toBe('99');
    expect(b.heard).toEqual([
      { type: 'accountChanged', acctNum: 'ACC-7' },
      { type: 'logout', at: 99 },
    ]);
  });

  it('opens one BroadcastChannel per tab, lazily', () => {
    const hub = broadcastHub();
    const a = tab(hub);
    expect(hub.members.size).toBe(0);
    a.listen();
    a.crossTab.announceActivity(1);
    a.crossTab.announceLogout(2);
    expect(hub.members.size).toBe(1);
  });

  it('works without BroadcastChannel (storage events only), and when opening it throws', () => {
    const a = tab(null);
    expect(() => a.crossTab.announceActivity(5)).not.toThrow();
    expect(window.localStorage.getItem(LOCAL_KEYS.activityTimestamp)).toBe('5');
    const broken = createCrossTab({
      storageEvents: new EventTarget(),
      openBroadcast: () => {
        throw new Error('SecurityError');
      },
    });
    expect(() => broken.announceLogout(6)).not.toThrow();
    expect(window.localStorage.getItem(LOCAL_KEYS.logout)).toBe('6');
  });
});

describe('listening', () => {
  it('hears the storage events of the shared keys', () => {
    const b = tab(null);
    b.listen();
    storageEvent(b.storageEvents, LOCAL_KEYS.activityTimestamp, '500');
    storageEvent(b.storageEvents, LOCAL_KEYS.lastAccount, 'ACC-1');
    storageEvent(b.storageEvents, LOCAL_KEYS.logout, '600');
    expect(b.heard).toEqual([
      { type: 'activity', at: 500 },
      { type: 'accountChanged', acctNum: 'ACC-1' },
      { type: 'logout', at: 600 },
    ]);
  });

  it('a message carried both ways (storage and broadcast) is heard once', () => {
    const hub = broadcastHub();
    const a = tab(hub);
    const b = tab(hub);
    b.listen();
    a.crossTab.announceActivity(700);
    storageEvent(b.storageEvents, LOCAL_KEYS.activityTimestamp, '700');
    a.crossTab.announceLogout(800);
    storageEvent(b.storageEvents, LOCAL_KEYS.logout, '800');
    a.crossTab.announceAccountChange('ACC-2');
    storageEvent(b.storageEvents, LOCAL_KEYS.lastAccount, 'ACC-2');
    expect(b.heard).toEqual([
      { type: 'activity', at: 700 },
      { type: 'logout', at: 800 },
      { type: 'accountChanged', acctNum: 'ACC-2' },
    ]);
  });

  it('older activity than already heard is dropped; newer is heard', () => {
    const b = tab(null);
    b.listen();
    storageEvent(b.storageEvents, LOCAL_KEYS.activityTimestamp, '900');
    storageEvent(b.storageEvents, LOCAL_KEYS.activityTimestamp, '899');
    storageEvent(b.storageEvents, LOCAL_KEYS.activityTimestamp, '901');
    expect(b.heard).toEqual([
      { type: 'activity', at: 900 },
      { type: 'activity', at: 901 },
    ]);
  });

  it('an account change echoed back (the other tab re-announces it) goes no further', () => {
    const hub = broadcastHub();
    const a = tab(hub);
    const b = tab(hub);
    a.listen();
    b.listen();
    a.crossTab.announceAccountChange('ACC-3');
    expect(b.heard).toEqual([{ type: 'accountChanged', acctNum: 'ACC-3' }]);
    b.crossTab.announceAccountChange('ACC-3'); // b's accounts feature following the change
    expect(a.heard).toEqual([]);
    b.crossTab.announceAccountChange('ACC-4'); // the user's own new choice in b
    expect(a.heard).toEqual([{ type: 'accountChanged', acctNum: 'ACC-4' }]);
  });

  it('ignores clear(), removals, other keys and junk', () => {
    const hub = broadcastHub();
    const b = tab(hub);
    b.listen();
    const sender = hub.open(); // a tab of another version, or anything else on the channel
    storageEvent(b.storageEvents, null, null); // localStorage.clear() in another tab
    storageEvent(b.storageEvents, LOCAL_KEYS.logout, null);
    storageEvent(b.storageEvents, LOCAL_KEYS.cookieConsent, 'yes');
    storageEvent(b.storageEvents, LOCAL_KEYS.activityTimestamp, 'soon');
    for (const junk of [null, 'logout', { type: 'logout' }, { type: 'accountChanged', acctNum: '' }, { type: 'other', at: 1 }]) {
      sender.postMessage(junk);
    }
    expect(b.heard).toEqual([]);
    sender.postMessage({ type: 'logout', at: 3 }); // and the channel does work
    expect(b.heard).toEqual([{ type: 'logout', at: 3 }]);
  });

  it('unsubscribing stops both carriers', () => {
    const hub = broadcastHub();
    const a = tab(hub);
    const b = tab(hub);
    const stop = b.listen();
    stop();
    a.crossTab.announceActivity(1);
    storageEvent(b.storageEvents, LOCAL_KEYS.activityTimestamp, '2');
    expect(b.heard).toEqual([]);
  });
});

describe('parsing', () => {
  it.each([
    [{ type: 'activity', at: 1 }, { type: 'activity', at: 1 }],
    [{ type: 'logout', at: 2 }, { type: 'logout', at: 2 }],
    [{ type: 'accountChanged', acctNum: 'A1' }, { type: 'accountChanged', acctNum: 'A1' }],
    [{ type: 'activity', at: Number.NaN }, null],
    [{ type: 'activity', at: '1' }, null],
    [{ type: 'accountChanged', acctNum: 'x'.repeat(65) }, null],
    [[], null],
  ])('parseBroadcast(%j) = %j', (data, expected) => {
    expect(parseBroadcast(data)).toEqual(expected);
  });

  it('a logout key with an unreadable value still means logout', () => {
    expect(parseStorageEvent({ key: LOCAL_KEYS.logout, newValue: 'x' })).toEqual({ type: 'logout', at: 0 });
  });
});
