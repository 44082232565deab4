import type { CrossTabMessage } from '../../../src/features/session/crossTab';
import { LOCAL_KEYS } from '../../../src/shared/storage';
import { createSessionEventChannel, type SessionEvent } from '../../../src/features/session/sagas/sessionEvents';

function crossTabStub() {
  let listener: ((m: CrossTabMessage) => void) | null = null;
  const unsubscribe = jest.fn(() => {
    listener = null;
  });
  return {
    subscribe: (l: (m: CrossTabMessage) => void) => {
      listener = l;
      return unsubscribe;
    },
    send: (m: CrossTabMessage) => listener?.(m),
    unsubscribe,
  };
}

function drain(channel: ReturnType<typeof createSessionEventChannel>): SessionEvent[] {
  const taken: SessionEvent[] = [];
  channel.flush((items) => {
    if (Array.isArray(items)) taken.push(...items);
  });
  return taken;
}

describe('createSessionEventChannel', () => {
  it('turns clicks and keypresses in the page into localActivity', () => {
    const tabs = crossTabStub();
    const channel = createSessionEventChannel(document, tabs.subscribe);
    const button = document.body.appendChild(document.createElement('button'));
    button.click();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    document.body.dispatchEvent(new MouseEvent('mousemove', { bubbles: true })); // not activity per the spec
    expect(drain(channel)).toEqual([{ type: 'localActivity' }, { type: 'localActivity' }]);
    channel.close();
    button.remove();
  });

  it("by default listens to this page's document and to the browser's other tabs", () => {
    const channel = createSessionEventChannel();
    document.body.click();
    window.dispatchEvent(new StorageEvent('storage', { key: LOCAL_KEYS.lastAccount, newValue: 'C9' }));
    expect(drain(channel)).toEqual([{ type: 'localActivity' }, { type: 'accountChanged', acctNum: 'C9' }]);
    channel.close();
  });

  it('sees a click even when a handler stops its propagation (capture phase)', () => {
    const channel = createSessionEventChannel(document, crossTabStub().subscribe);
    const button = document.body.appendChild(document.createElement('button'));
    button.addEventListener('click', (event) => event.stopPropagation());
    button.click();
    expect(drain(channel)).toEqual([{ type: 'localActivity' }]);
    channel.close();
    button.remove();
  });

  it("passes the other tabs' messages through", () => {
    const tabs = crossTabStub();
    const channel = createSessionEventChannel(document, tabs.subscribe);
    tabs.send({ type: 'activity', at: 5 });
    tabs.send({ type: 'logout', at: 6 });
    tabs.send({ type: 'accountChanged', acctNum: 'A-1' });
    expect(drain(channel)).toEqual([
      { type: 'activity', at: 5 },
      { type: 'logout', at: 6 },
      { type: 'accountChanged', acctNum: 'A-1' },
    ]);
    channel.close();
  });

  it('keeps a logout queued behind a burst of keypresses', () => {
    const tabs = crossTabStub();
    const channel = createSessionEventChannel(document, tabs.subscribe);
    for (let i = 0; i < 100; i += 1) document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    tabs.send({ type: 'logout', at: 7 });
    const taken = drain(channel);
    expect(taken).toHaveLength(101);
    expect(taken[100]).toEqual({ type: 'logout', at: 7 });
    channel.close();
  });

  it('closing removes every listener', () => {
    const tabs = crossTabStub();
    const channel = createSessionEventChannel(document, tabs.subscribe);
    channel.close();
    expect(tabs.unsubscribe).toHaveBeenCalledTimes(1);
    const target = { addEventListener: jest.fn(), removeEventListener: jest.fn() };
    const other = createSessionEventChannel(target, crossTabStub().subscribe);
    other.close();
    expect(target.addEventListener.mock.calls.map(([type]) => type)).toEqual(['click', 'keydown']);
    expect(target.removeEventListener.mock.calls).toEqual(target.addEventListener.mock.calls);
  });
});
