// The access checks' reads are kept in memory (domain/platform/accessMemo.ts) only while nothing they were
// read from has changed: whoever writes users, accounts or entitlements (a domain class or plain
// SQL), the very next call sees it. Each case first makes a call that fills the memo.
import { AccessMemo } from '../../mock-server/src/domain/platform/accessMemo';
import { AccountDirectory } from '../../mock-server/src/domain/accounts/accounts';
import { EntitlementStore } from '../../mock-server/src/domain/accounts/entitlements';
import { UserDirectory } from '../../mock-server/src/domain/identity/users';
import { ACCOUNTS, FORBIDDEN, PATHS, UNAUTHORIZED, post } from './support/accounts';
import { gatewayForThisFile, signIn } from './support/testGateway';

const gateway = gatewayForThisFile();
const positions = (cookie: string, account: string = ACCOUNTS.plainCustody) => post(gateway.app, PATHS.positions, { accountIdFilter: account }, cookie);
const userId = () => gateway.db.prepare<[], number>("SELECT id FROM users WHERE username = 'demo.plain'").pluck().get() as number;

describe('the access memo', () => {
  it('refuses the next call once the dashboard entitlement is revoked, and allows it again once granted', async () => {
    const cookie = await signIn(gateway.app);
    expect((await positions(cookie)).statusCode).toBe(200);
    gateway.db.prepare("DELETE FROM user_entitlements WHERE user_id = ? AND account_number = ? AND action_name = 'FDAS_AS_INST_DASHBOARD'").run(userId(), ACCOUNTS.plainCustody);
    const refused = await positions(cookie);
    expect(refused.statusCode).toBe(403);
    gateway.db.prepare("INSERT INTO user_entitlements (user_id, account_number, action_name) VALUES (?, ?, 'FDAS_AS_INST_DASHBOARD')").run(userId(), ACCOUNTS.plainCustody);
    expect((await positions(cookie)).statusCode).toBe(200);
  });

  it("answers 'Forbidden' on the next call once the account moves to another firm", async () => {
    const cookie = await signIn(gateway.app);
    expect((await positions(cookie)).statusCode).toBe(200);
    gateway.db.prepare("UPDATE accounts SET firm_id = (SELECT firm_id FROM accounts WHERE account_number = ?) WHERE account_number = ?").run(ACCOUNTS.mmPrimary, ACCOUNTS.plainCustody);
    const moved = await positions(cookie);
    expect(moved.statusCode).toBe(403);
    expect(moved.json()).toEqual(FORBIDDEN);
  });

  it('answers 401 on the next call once the user is gone', async () => {
    const cookie = await signIn(gateway.app);
    expect((await positions(cookie)).statusCode).toBe(200);
    gateway.db.pragma('foreign_keys = OFF');
    gateway.db.prepare('DELETE FROM users WHERE id = ?').run(userId());
    gateway.db.pragma('foreign_keys = ON');
    const gone = await positions(cookie);
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toEqual(UNAUTHORIZED);
  });

  it('reads the database once per kind while nothing changes, and again after any write', () => {
    const directory = { users: new UserDirectory(gateway.db), accounts: new AccountDirectory(gateway.db), entitlements: new EntitlementStore(gateway.db) };
    const reads = [jest.spyOn(directory.users, 'findById'), jest.spyOn(directory.accounts, 'heldBy'), jest.spyOn(directory.entitlements, 'actionsOf')];
    const memo = new AccessMemo(gateway.db, directory);
    const first = memo.access(userId(), ACCOUNTS.plainCustody);
    expect(first.account?.accountNumber).toBe(ACCOUNTS.plainCustody);
    expect(first.actions.map((a) => a.actionName)).toContain('FDAS_AS_INST_DASHBOARD');
    expect(memo.access(userId(), ACCOUNTS.plainCustody)).toEqual(first);
    expect(memo.user(userId())).toBe(first.user);
    expect(reads.map((r) => r.mock.calls.length)).toEqual([1, 1, 1]);
    gateway.db.prepare("UPDATE users SET first_name = 'Pat' WHERE id = ?").run(userId());
    expect(memo.access(userId(), ACCOUNTS.plainCustody).user?.firstName).toBe('Pat');
    expect(reads.map((r) => r.mock.calls.length)).toEqual([2, 2, 2]);
    expect(Object.isFrozen(first.user) && Object.isFrozen(first.account) && Object.isFrozen(first.actions)).toBe(true);
  });

  it('answers no account and no actions for another firm\'s account, and none at all for an unknown user', () => {
    const memo = new AccessMemo(gateway.db, { users: new UserDirectory(gateway.db), accounts: new AccountDirectory(gateway.db), entitlements: new EntitlementStore(gateway.db) });
    expect(memo.access(userId(), ACCOUNTS.mmPrimary)).toMatchObject({ account: null, actions: [] });
    expect(memo.access(999_999, ACCOUNTS.plainCustody)).toEqual({ user: null, account: null, actions: [] });
  });
});
