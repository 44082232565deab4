// The sessions read are kept in memory (domain/identity/sessions.ts) only while the sessions table has not
// changed: whoever ends a session (the store, plain SQL, a cascade from a deleted attempt, a reset),
// the very next call is refused; a touch of the idle timer counts on the next read. Each case first
// makes a call that fills the memo.
import { SessionStore } from '../../mock-server/src/domain/identity/sessions';
import { countryList, gatewayForThisFile, signIn } from './support/testGateway';

const gateway = gatewayForThisFile();
const UNAUTHORIZED = { status: { code: '401', text: 'Unauthorized' }, data: null };
const idOf = (cookie: string) => cookie.split('=')[1] ?? '';

describe('the session memo', () => {
  it('refuses the next call once the session row is deleted with plain SQL', async () => {
    const cookie = await signIn(gateway.app);
    expect((await countryList(gateway.app, cookie)).statusCode).toBe(200);
    gateway.db.prepare('DELETE FROM sessions').run();
    const refused = await countryList(gateway.app, cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(UNAUTHORIZED);
  });

  it('refuses the next call once its sign-in attempt is deleted (the session goes by cascade)', async () => {
    const cookie = await signIn(gateway.app);
    expect((await countryList(gateway.app, cookie)).statusCode).toBe(200);
    gateway.db.prepare('DELETE FROM auth_attempts').run();
    expect((await countryList(gateway.app, cookie)).statusCode).toBe(401);
  });

  it('sees a level written with plain SQL on the next read', async () => {
    const cookie = await signIn(gateway.app);
    expect((await countryList(gateway.app, cookie)).statusCode).toBe(200);
    gateway.db.prepare("UPDATE sessions SET level = 'password'").run();
    expect((await countryList(gateway.app, cookie)).statusCode).toBe(401);
  });

  it('reads the table once while nothing changes, again after any write, and never keeps an unknown id', async () => {
    const cookie = await signIn(gateway.app);
    const store = new SessionStore(gateway.db, gateway.clock);
    const reads = jest.spyOn((store as unknown as { select: { get: (hash: string) => unknown } }).select, 'get');
    const first = store.find(idOf(cookie));
    expect(first?.level).toBe('full');
    expect(store.find(idOf(cookie))).toEqual(first);
    expect(reads).toHaveBeenCalledTimes(1);
    gateway.clock.advance(6000);
    store.touch(first!); // moves last_seen_at: the next read is a new one and sees it
    expect(store.find(idOf(cookie))?.lastSeenAt).toBe(first!.lastSeenAt);
    expect(reads).toHaveBeenCalledTimes(2);
    const unknown = 'f'.repeat(32);
    expect(store.find(unknown)).toBeNull();
    expect(store.find(unknown)).toBeNull();
    expect(reads).toHaveBeenCalledTimes(4);
  });

  it('still ends a kept session at its idle timeout, on the gateway clock', async () => {
    const cookie = await signIn(gateway.app);
    const store = new SessionStore(gateway.db, gateway.clock, { idleTimeoutMs: 60_000 });
    expect(store.find(idOf(cookie))).not.toBeNull();
    gateway.clock.advance(60_001);
    expect(store.find(idOf(cookie))).toBeNull();
    expect(gateway.db.prepare('SELECT count(*) FROM sessions').pluck().get()).toBe(0);
  });
});
