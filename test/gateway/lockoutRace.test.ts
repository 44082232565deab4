// The lockout under concurrent guesses (issue 25, "The lockout has a race"): the decision uses the
// user's row as it is inside the transaction that counts, not a copy read before scrypt, and a
// blocked row is never cleared by a right password (domain/identity/authentication.ts, users.ts).
import type { FastifyInstance } from 'fastify';
import { NO_CLIENT } from '../../mock-server/src/domain/audit/securityEvents';
import { authenticatePassword } from '../../mock-server/src/domain/identity/authentication';
import { DEFAULT_SCRYPT_COST, hashPasswordSync } from '../../mock-server/src/domain/identity/passwords';
import { LOCKOUT_MS, MAX_FAILED_ATTEMPTS } from '../../mock-server/src/domain/identity/users';
import { DEMO_PASSWORD } from '../../mock-server/src/scenario/demoUsers';
import { servicesForThisFile } from './support/domainServices';
import { code } from './support/signInFlows';
import { PASSWORD_PATH, XHR, count, gatewayForThisFile } from './support/testGateway';

const gateway = gatewayForThisFile();

const USERNAME = 'demo.viewer';
const ADDRESSES = ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4', '192.0.2.5', '192.0.2.6', '198.51.100.7', '2001:db8::8'];

const guess = (app: FastifyInstance, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: PASSWORD_PATH, remoteAddress, headers: XHR, payload: { requestBaseInfo: {}, username: USERNAME, password } });

const row = () =>
  gateway.db.prepare('SELECT blocked, failed_attempts, locked_at FROM users WHERE username = ?').get(USERNAME) as {
    blocked: 0 | 1;
    failed_attempts: number;
    locked_at: number | null;
  };

/** The user's password hashed at the real cost (~35 ms), so every guess is in flight before the first is decided. */
function slowHash(): void {
  const { hash, salt } = hashPasswordSync(DEMO_PASSWORD, DEFAULT_SCRYPT_COST);
  gateway.db.prepare('UPDATE users SET password_hash = ?, password_salt = ? WHERE username = ?').run(hash, salt, USERNAME);
}

describe('the lockout under concurrent guesses', () => {
  it('40 concurrent guesses from 8 addresses, the right password last: at most 5 wrong ones count and the right one is refused once locked', async () => {
    const { app } = gateway;
    slowHash();
    const passwords = Array.from({ length: 40 }, (_, i) => (i === 39 ? DEMO_PASSWORD : `Wrong!Guess-${i}`));
    const answers = await Promise.all(passwords.map((password, i) => guess(app, password, ADDRESSES[i % ADDRESSES.length] as string)));
    const codes = answers.map(code);

    expect(row()).toMatchObject({ blocked: 1, failed_attempts: MAX_FAILED_ATTEMPTS });
    expect(codes.filter((c) => c === '1403')).toHaveLength(MAX_FAILED_ATTEMPTS - 1);
    expect(codes.filter((c) => c === '1491')).toHaveLength(40 - (MAX_FAILED_ATTEMPTS - 1));
    // The right password came after the lockout: refused, and no session was opened.
    expect(codes[39]).toBe('1491');
    expect(count(gateway.db, 'sessions')).toBe(0);
    // The row is still locked out by the rule: the right password again is refused, not let in.
    expect(code(await guess(app, DEMO_PASSWORD, '10.0.0.9'))).toBe('1491');
    expect(row()).toMatchObject({ blocked: 1, failed_attempts: MAX_FAILED_ATTEMPTS });
  });

  it('a right password never clears a blocked row: the lockout stays whole until its time is up', async () => {
    const { app, clock } = gateway;
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i += 1) await guess(app, 'Wrong!Guess', '10.0.0.1');
    const locked = row();
    expect(locked).toMatchObject({ blocked: 1, failed_attempts: MAX_FAILED_ATTEMPTS });
    for (let i = 0; i < 3; i += 1) expect(code(await guess(app, DEMO_PASSWORD, '10.0.0.2'))).toBe('1491');
    expect(row()).toEqual(locked);
    clock.advance(LOCKOUT_MS);
    expect(code(await guess(app, DEMO_PASSWORD, '10.0.0.2'))).toBe('1200');
    expect(row()).toMatchObject({ blocked: 0, failed_attempts: 0, locked_at: null });
  });
});

describe('the password check, without a server', () => {
  const fixture = servicesForThisFile();

  it('refuses a password checked against a hash that changed while scrypt ran (a reset meanwhile), counting nothing', async () => {
    const { services, db } = fixture;
    // The row is read when the check starts; the password changes while its scrypt runs.
    const pending = authenticatePassword(services, USERNAME, DEMO_PASSWORD, NO_CLIENT);
    const fresh = hashPasswordSync('Other!Pass-2027', { N: 1024, r: 8, p: 1 });
    db.prepare('UPDATE users SET password_hash = ?, password_salt = ? WHERE username = ?').run(fresh.hash, fresh.salt, USERNAME);
    expect(await pending).toEqual({ kind: 'invalid' });
    expect(db.prepare('SELECT failed_attempts FROM users WHERE username = ?').pluck().get(USERNAME)).toBe(0);
  });
});
