// Passkeys over HTTP (issue 26, item 1; docs/gateway.md "Passkeys"): enrolment on the SECURITY page
// (add, list, rename, remove — the last one only with a fresh assertion), the passkey as second
// factor after the password (and the firm's setting on SMS / push as a fallback), and the sign-in
// without a username. Each refusal of item 3 that concerns them: wrong origin, wrong RP id, counter
// regression, challenge reuse, expired challenge, user not verified.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  PASSKEY_FACTOR_OPTIONS_PATH,
  PASSKEY_FACTOR_PATH,
  PASSKEY_REGISTRATION_OPTIONS_PATH,
  PASSKEY_REMOVAL_CODE_PATH,
  PASSKEY_REMOVAL_OPTIONS_PATH,
  PASSKEY_REMOVE_PATH,
  PASSKEY_RENAME_PATH,
  PASSKEY_SIGN_IN_OPTIONS_PATH,
  PASSKEY_SIGN_IN_PATH,
  PASSKEY_TEXTS,
  PASSKEYS_PATH,
  type PasskeyDto,
} from '../../src/api/contract/passkeys';
import { PASSKEY_CHALLENGE_TTL_MS } from '../../mock-server/src/domain/identity/passkeys';
import { DEMO_PASSWORD } from '../../mock-server/src/scenario/demoUsers';
import { control } from './support/control';
import { pageEvents } from './support/security';
import { body, code, firstPhoneId, otherCode, outboxCode, sendCode, verifyCode } from './support/signInFlows';
import { SoftCredential, type Ceremony } from './support/softAuthenticator';
import { PASSWORD_PATH, XHR, count, countryList, gatewayForThisFile, loginStatus, sessionCookie, sessionLogin, signIn } from './support/testGateway';

const gateway = gatewayForThisFile();
const HOST = 'localhost:8262';
const ORIGIN = `http://${HOST}`;
const RP_ID = 'localhost';

interface Answer<T> {
  data: T;
}

const call = (app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | undefined, payload?: object) =>
  app.inject({ method, url, headers: { ...XHR, host: HOST, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
const data = <T>(res: LightMyRequestResponse) => (JSON.parse(res.body) as Answer<T>).data;
const listOf = async (app: FastifyInstance, cookie: string) => data<{ passkeys: PasskeyDto[] }>(await call(app, 'GET', PASSKEYS_PATH, cookie)).passkeys;
const ceremonyCookie = (res: LightMyRequestResponse) => {
  const header = res.headers['set-cookie'];
  return (Array.isArray(header) ? header : [header ?? '']).find((c) => c.startsWith('icp_passkey='))?.split(';')[0];
};

/** Adds a passkey for the signed-in `cookie` with `credential`, the ceremony bent by `bend`. */
async function addPasskey(app: FastifyInstance, cookie: string, credential: SoftCredential, name = 'YubiKey 5C', bend: Partial<Ceremony> = {}) {
  const options = data<{ options: { challenge: string } }>(await call(app, 'POST', PASSKEY_REGISTRATION_OPTIONS_PATH, cookie, {})).options;
  const response = credential.register({ challenge: options.challenge, origin: ORIGIN, rpId: RP_ID, ...bend });
  return call(app, 'POST', PASSKEYS_PATH, cookie, { name, response });
}

/** demo.passkey signed in, with one passkey added. */
async function enrolled(app: FastifyInstance) {
  const cookie = await signIn(app, 'demo.passkey');
  const credential = new SoftCredential();
  expect((await addPasskey(app, cookie, credential)).statusCode).toBe(200);
  return { cookie, credential };
}

async function password(app: FastifyInstance, username = 'demo.passkey') {
  const res = await app.inject({ method: 'POST', url: PASSWORD_PATH, headers: { ...XHR, host: HOST }, payload: { requestBaseInfo: {}, username, password: DEMO_PASSWORD } });
  return { res, cookie: sessionCookie(res) as string };
}

async function factorAnswer(app: FastifyInstance, cookie: string, credential: SoftCredential, bend: Partial<Ceremony> = {}) {
  const options = body(await call(app, 'POST', PASSKEY_FACTOR_OPTIONS_PATH, cookie, {})) as unknown as { options: { challenge: string } };
  return call(app, 'PUT', PASSKEY_FACTOR_PATH, cookie, { response: credential.assert({ challenge: options.options.challenge, origin: ORIGIN, rpId: RP_ID, ...bend }) });
}

describe('enrolment on the SECURITY page', () => {
  it('adds a named passkey, lists it (no credential id), renames and records the factor added', async () => {
    const { app, db } = gateway;
    const { cookie } = await enrolled(app);
    const [passkey] = await listOf(app, cookie);
    expect(passkey).toEqual({ id: expect.stringMatching(/^[0-9a-f]{32}$/), name: 'YubiKey 5C', createdAt: expect.any(String), lastUsedAt: null });
    const renamed = await call(app, 'POST', PASSKEY_RENAME_PATH, cookie, { id: passkey?.id, name: '  Office   laptop ' });
    expect(data<{ passkeys: PasskeyDto[] }>(renamed).passkeys.map((p) => p.name)).toEqual(['Office laptop']);
    expect(count(db, 'passkeys')).toBe(1);
  });

  it('needs a full session, and a name of 1–64 characters', async () => {
    const { app } = gateway;
    expect((await call(app, 'GET', PASSKEYS_PATH, undefined)).statusCode).toBe(401);
    expect((await call(app, 'POST', PASSKEY_REGISTRATION_OPTIONS_PATH, (await password(app)).cookie, {})).statusCode).toBe(401);
    const cookie = await signIn(app, 'demo.passkey');
    const blank = await addPasskey(app, cookie, new SoftCredential(), '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain(PASSKEY_TEXTS.invalidName);
    expect((await addPasskey(app, cookie, new SoftCredential(), 'x'.repeat(65))).statusCode).toBe(400);
    expect(await listOf(app, cookie)).toEqual([]);
  });

  it.each([
    ['wrong origin', { origin: 'http://phish.example' }],
    ['wrong RP id', { rpId: 'phish.example' }],
    ['user not verified', { userVerified: false }],
  ] as const)('refuses %s with a 400 and adds nothing', async (_, bend) => {
    const { app, db } = gateway;
    const cookie = await signIn(app, 'demo.passkey');
    const res = await addPasskey(app, cookie, new SoftCredential(), 'Key', bend);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(PASSKEY_TEXTS.notAdded);
    expect(count(db, 'passkeys')).toBe(0);
  });

  it('refuses a reused and an expired registration challenge', async () => {
    const { app, clock, db } = gateway;
    const cookie = await signIn(app, 'demo.passkey');
    const options = data<{ options: { challenge: string } }>(await call(app, 'POST', PASSKEY_REGISTRATION_OPTIONS_PATH, cookie, {})).options;
    const answer = (credential: SoftCredential) => ({ name: 'Key', response: credential.register({ challenge: options.challenge, origin: ORIGIN, rpId: RP_ID }) });
    expect((await call(app, 'POST', PASSKEYS_PATH, cookie, answer(new SoftCredential()))).statusCode).toBe(200);
    const reused = await call(app, 'POST', PASSKEYS_PATH, cookie, answer(new SoftCredential()));
    expect([reused.statusCode, reused.body.includes(PASSKEY_TEXTS.notAdded)]).toEqual([400, true]);

    const late = data<{ options: { challenge: string } }>(await call(app, 'POST', PASSKEY_REGISTRATION_OPTIONS_PATH, cookie, {})).options;
    clock.advance(PASSKEY_CHALLENGE_TTL_MS + 1);
    const expired = await call(app, 'POST', PASSKEYS_PATH, cookie, { name: 'Late', response: new SoftCredential().register({ challenge: late.challenge, origin: ORIGIN, rpId: RP_ID }) });
    expect([expired.statusCode, expired.body.includes(PASSKEY_TEXTS.expired)]).toEqual([400, true]);
    expect(count(db, 'passkeys')).toBe(1);
  });

  it("cannot rename or remove another user's passkey (404)", async () => {
    const { app } = gateway;
    const { cookie } = await enrolled(app);
    const [passkey] = await listOf(app, cookie);
    const other = await signIn(app, 'demo.plain');
    expect((await call(app, 'POST', PASSKEY_RENAME_PATH, other, { id: passkey?.id, name: 'Mine' })).statusCode).toBe(404);
    expect((await call(app, 'POST', PASSKEY_REMOVE_PATH, other, { id: passkey?.id })).statusCode).toBe(404);
    expect((await listOf(app, cookie)).map((p) => p.name)).toEqual(['YubiKey 5C']);
  });

  it('removes a passkey that is not the last one at once; the last one only with a fresh assertion of it', async () => {
    const { app, db } = gateway;
    const { cookie, credential } = await enrolled(app);
    expect((await addPasskey(app, cookie, new SoftCredential(), 'Phone')).statusCode).toBe(200);
    const [first, second] = await listOf(app, cookie);
    expect([first?.name, second?.name]).toEqual(['YubiKey 5C', 'Phone']); // in the order added
    expect((await call(app, 'POST', PASSKEY_REMOVE_PATH, cookie, { id: second?.id })).statusCode).toBe(200);

    const bare = await call(app, 'POST', PASSKEY_REMOVE_PATH, cookie, { id: first?.id });
    expect([bare.statusCode, bare.body.includes(PASSKEY_TEXTS.lastNeedsVerification)]).toEqual([403, true]);
    const options = data<{ options: { challenge: string } }>(await call(app, 'POST', PASSKEY_REMOVAL_OPTIONS_PATH, cookie, {})).options;
    const unverified = credential.assert({ challenge: options.challenge, origin: ORIGIN, rpId: RP_ID, userVerified: false });
    expect((await call(app, 'POST', PASSKEY_REMOVE_PATH, cookie, { id: first?.id, response: unverified })).statusCode).toBe(400);
    expect(count(db, 'passkeys')).toBe(1);
    const again = data<{ options: { challenge: string } }>(await call(app, 'POST', PASSKEY_REMOVAL_OPTIONS_PATH, cookie, {})).options;
    const confirmed = credential.assert({ challenge: again.challenge, origin: ORIGIN, rpId: RP_ID });
    expect((await call(app, 'POST', PASSKEY_REMOVE_PATH, cookie, { id: first?.id, response: confirmed })).statusCode).toBe(200);
    expect(count(db, 'passkeys')).toBe(0);
  });
});

describe('removing the last passkey with a one-time code', () => {
  const removalCode = (app: FastifyInstance, cookie: string, id: string | undefined) => call(app, 'POST', PASSKEY_REMOVAL_CODE_PATH, cookie, { id });
  const remove = (app: FastifyInstance, cookie: string, id: string | undefined, extra: object) => call(app, 'POST', PASSKEY_REMOVE_PATH, cookie, { id, ...extra });

  it('sends a code to the phone on file (the list names it, masked); a wrong code removes nothing, the right one removes it once', async () => {
    const { app, db } = gateway;
    const { cookie } = await enrolled(app);
    const list = data<{ passkeys: PasskeyDto[]; removalPhone: string | null }>(await call(app, 'GET', PASSKEYS_PATH, cookie));
    expect(list.removalPhone).toMatch(/^X+\d{4}$/);
    const id = list.passkeys[0]?.id;
    const sent = await removalCode(app, cookie, id);
    expect([sent.statusCode, data<{ maskedPhone: string }>(sent).maskedPhone]).toEqual([200, list.removalPhone]);
    const right = await outboxCode(app, { username: 'demo.passkey' });

    const wrong = await remove(app, cookie, id, { code: otherCode(right) });
    expect([wrong.statusCode, wrong.body.includes(PASSKEY_TEXTS.wrongCode)]).toEqual([400, true]);
    expect(count(db, 'passkeys')).toBe(1);
    // Not both proofs at once; not a code of another form.
    expect((await remove(app, cookie, id, { code: right, response: {} })).statusCode).toBe(400);
    expect((await remove(app, cookie, id, { code: '12345' })).statusCode).toBe(400);

    expect((await remove(app, cookie, id, { code: right })).statusCode).toBe(200);
    expect(count(db, 'passkeys')).toBe(0);
    expect((await remove(app, cookie, id, { code: right })).statusCode).toBe(404);
  });

  it('binds the code to the session that asked for it; it expires as a one-time code does (5 minutes)', async () => {
    const { app, db, clock } = gateway;
    const { cookie, credential } = await enrolled(app);
    const [passkey] = await listOf(app, cookie);
    expect((await removalCode(app, cookie, passkey?.id)).statusCode).toBe(200);
    const sent = await outboxCode(app, { username: 'demo.passkey' });
    // Another session of the same user (its own sign-in with the passkey) cannot use it.
    const other = sessionCookie(await factorAnswer(app, (await password(app)).cookie, credential)) as string;
    const elsewhere = await remove(app, other, passkey?.id, { code: sent });
    expect([elsewhere.statusCode, elsewhere.body.includes(PASSKEY_TEXTS.noCode)]).toEqual([400, true]);
    expect(count(db, 'passkeys')).toBe(1);

    expect((await removalCode(app, other, passkey?.id)).statusCode).toBe(200);
    const late = await outboxCode(app, { username: 'demo.passkey' });
    clock.advance(5 * 60_000 + 1);
    const expired = await remove(app, other, passkey?.id, { code: late });
    expect([expired.statusCode, expired.body.includes(PASSKEY_TEXTS.codeExpired)]).toEqual([400, true]);
    expect(count(db, 'passkeys')).toBe(1);
  });

  it('is refused without a phone on file (409), for a passkey that is not the last (409) and for one of another user (404)', async () => {
    const { app, db } = gateway;
    const { cookie } = await enrolled(app);
    expect((await addPasskey(app, cookie, new SoftCredential(), 'Phone')).statusCode).toBe(200);
    const [first] = await listOf(app, cookie);
    const notLast = await removalCode(app, cookie, first?.id);
    expect([notLast.statusCode, notLast.body.includes(PASSKEY_TEXTS.notLast)]).toEqual([409, true]);
    expect((await removalCode(app, await signIn(app, 'demo.plain'), first?.id)).statusCode).toBe(404);

    expect((await remove(app, cookie, (await listOf(app, cookie))[1]?.id, {})).statusCode).toBe(200);
    db.prepare("DELETE FROM identity_phones WHERE identity_id = (SELECT id FROM identities WHERE user_id = (SELECT id FROM users WHERE username = 'demo.passkey'))").run();
    expect(data<{ removalPhone: string | null }>(await call(app, 'GET', PASSKEYS_PATH, cookie)).removalPhone).toBeNull();
    const noPhone = await removalCode(app, cookie, first?.id);
    expect([noPhone.statusCode, noPhone.body.includes(PASSKEY_TEXTS.noPhone)]).toEqual([409, true]);
    expect((await remove(app, cookie, first?.id, { code: '123456' })).statusCode).toBe(400);
    expect(count(db, 'passkeys')).toBe(1);
  });
});

describe('the passkey as second factor', () => {
  it('is asked for after the password; "Use a passkey" signs in with a new full session', async () => {
    const { app } = gateway;
    const { credential } = await enrolled(app);
    const { res, cookie } = await password(app);
    expect(code(res)).toBe('1201');
    expect(JSON.parse((await loginStatus(app, cookie)).body).status.text).toBe('Passkey Authentication Required');
    // A user whose only other factor is none cannot complete without it.
    expect(code(await sessionLogin(app, cookie))).toBe('1201');
    expect((await countryList(app, cookie)).statusCode).toBe(401);

    const options = body(await call(app, 'POST', PASSKEY_FACTOR_OPTIONS_PATH, cookie, {})) as unknown as { fallback: unknown; options: { allowCredentials: { id: string }[] } };
    expect(options.fallback).toBeNull();
    expect(options.options.allowCredentials.map((c) => c.id)).toEqual([credential.credentialId]);
    const signedIn = await factorAnswer(app, cookie, credential);
    expect(code(signedIn)).toBe('1200');
    const full = sessionCookie(signedIn);
    expect(full).not.toBe(cookie);
    expect((await countryList(app, full)).statusCode).toBe(200);
  });

  it.each([
    ['wrong origin', { origin: 'http://phish.example' }],
    ['wrong RP id', { rpId: 'phish.example' }],
    ['user not verified', { userVerified: false }],
    ['counter regression', { counter: 0 }],
  ] as const)('refuses %s: no session is raised', async (_, bend) => {
    const { app } = gateway;
    const { credential } = await enrolled(app);
    if ('counter' in bend) {
      const first = await password(app);
      expect(code(await factorAnswer(app, first.cookie, credential, { counter: 7 }))).toBe('1200');
    }
    const { cookie } = await password(app);
    const refused = await factorAnswer(app, cookie, credential, bend);
    expect(code(refused)).toBe('1403');
    expect(body(refused).responseBaseInfo.status.message).toBe(PASSKEY_TEXTS.notVerified);
    expect(sessionCookie(refused)).toBeUndefined();
    expect((await countryList(app, cookie)).statusCode).toBe(401);
  });

  it('refuses a reused challenge (a replayed answer) and an expired one', async () => {
    const { app, clock } = gateway;
    const { credential } = await enrolled(app);
    const { cookie } = await password(app);
    const options = body(await call(app, 'POST', PASSKEY_FACTOR_OPTIONS_PATH, cookie, {})) as unknown as { options: { challenge: string } };
    const refusedFirst = credential.assert({ challenge: options.options.challenge, origin: ORIGIN, rpId: RP_ID, userVerified: false });
    expect(code(await call(app, 'PUT', PASSKEY_FACTOR_PATH, cookie, { response: refusedFirst }))).toBe('1403');
    // The challenge was consumed by the refused try: a good answer over it is refused too.
    const replay = credential.assert({ challenge: options.options.challenge, origin: ORIGIN, rpId: RP_ID });
    expect(code(await call(app, 'PUT', PASSKEY_FACTOR_PATH, cookie, { response: replay }))).toBe('1403');

    const late = body(await call(app, 'POST', PASSKEY_FACTOR_OPTIONS_PATH, cookie, {})) as unknown as { options: { challenge: string } };
    clock.advance(PASSKEY_CHALLENGE_TTL_MS + 1);
    const expired = await call(app, 'PUT', PASSKEY_FACTOR_PATH, cookie, { response: credential.assert({ challenge: late.options.challenge, origin: ORIGIN, rpId: RP_ID }) });
    expect(body(expired).responseBaseInfo.status.message).toBe(PASSKEY_TEXTS.expired);
  });

  it('leaves SMS / push as a fallback by default; with the firm setting on, only the passkey completes', async () => {
    const { app, db } = gateway;
    // demo.passkey made an SMS user (its firm, F-1001, has the setting off: the default).
    db.prepare("UPDATE users SET second_factor = 'sms' WHERE username = 'demo.passkey'").run();
    const { cookie } = await password(app);
    const raised = await call(app, 'POST', PASSKEY_FACTOR_OPTIONS_PATH, cookie, {});
    expect(code(raised)).toBe('1428'); // no passkey yet
    db.prepare("UPDATE users SET second_factor = 'none' WHERE username = 'demo.passkey'").run();
    const { credential } = await enrolled(app);
    db.prepare("UPDATE users SET second_factor = 'sms' WHERE username = 'demo.passkey'").run();

    const offered = await password(app);
    const options = body(await call(app, 'POST', PASSKEY_FACTOR_OPTIONS_PATH, offered.cookie, {})) as unknown as { fallback: unknown };
    expect(options.fallback).toBe('sms');
    expect(code(await sessionLogin(app, offered.cookie))).toBe('1201'); // the code flow goes on as before

    expect((await control(app, 'POST', '/__mock/firms/F-1001/passkey-required', { required: true })).statusCode).toBe(200);
    expect((await control(app, 'POST', '/__mock/firms/F-0000/passkey-required', { required: true })).statusCode).toBe(404);
    expect((await control(app, 'POST', '/__mock/firms/F-1001/passkey-required', { required: 'yes' })).statusCode).toBe(400);
    const required = await password(app);
    const strict = body(await call(app, 'POST', PASSKEY_FACTOR_OPTIONS_PATH, required.cookie, {})) as unknown as { fallback: unknown };
    expect(strict.fallback).toBeNull();
    expect(body(await sessionLogin(app, required.cookie)).responseBaseInfo.status.message).toBe('Passkey Authentication Required');
    expect(code(await factorAnswer(app, required.cookie, credential))).toBe('1200');
  });

  it('with the firm setting on, a right one-time code does not complete the sign-in of a user with a passkey', async () => {
    const { app, db } = gateway;
    await enrolled(app);
    db.prepare("UPDATE users SET second_factor = 'sms' WHERE username = 'demo.passkey'").run();
    db.prepare("UPDATE firms SET passkey_required = 1 WHERE id = 'F-1001'").run();
    const { cookie } = await password(app);
    expect(code(await sendCode(app, cookie, await firstPhoneId(app, cookie)))).toBe('1200');
    const verified = await verifyCode(app, cookie, await outboxCode(app, { username: 'demo.passkey' }));
    expect(code(verified)).toBe('1201');
    expect(body(verified).responseBaseInfo.status.message).toBe('Passkey Authentication Required');
    expect(sessionCookie(verified)).toBeUndefined();
    expect((await countryList(app, cookie)).statusCode).toBe(401);
  });
});

describe('sign-in without a username', () => {
  it('signs in with a discoverable credential: the challenge is bound to a cookie of the browser', async () => {
    const { app, db } = gateway;
    const { credential } = await enrolled(app);
    const optionsRes = await call(app, 'POST', PASSKEY_SIGN_IN_OPTIONS_PATH, undefined, {});
    const ceremony = ceremonyCookie(optionsRes);
    expect(optionsRes.headers['set-cookie']).toEqual(expect.stringMatching(/^icp_passkey=[0-9a-f]{32}; Max-Age=120; Path=\/user\/session\/passkey; HttpOnly; SameSite=Strict$/));
    const { options } = body(optionsRes) as unknown as { options: { challenge: string; allowCredentials: unknown[] } };
    expect(options.allowCredentials).toEqual([]);
    const response = credential.assert({ challenge: options.challenge, origin: ORIGIN, rpId: RP_ID });

    // Without the cookie (another browser), the challenge is not this caller's.
    expect(code(await call(app, 'POST', PASSKEY_SIGN_IN_PATH, undefined, { response }))).toBe('1403');
    const fresh = await call(app, 'POST', PASSKEY_SIGN_IN_OPTIONS_PATH, undefined, {});
    const again = (body(fresh) as unknown as { options: { challenge: string } }).options;
    const signedIn = await call(app, 'POST', PASSKEY_SIGN_IN_PATH, ceremonyCookie(fresh), { response: credential.assert({ challenge: again.challenge, origin: ORIGIN, rpId: RP_ID }) });
    expect(code(signedIn)).toBe('1200');
    expect(JSON.parse((await loginStatus(app, sessionCookie(signedIn))).body).data).toMatchObject({ loggedIn: true, username: 'demo.passkey' });
    expect(ceremony).toBeDefined();
    expect(db.prepare("SELECT level FROM sessions WHERE level = 'full'").pluck().all()).toContain('full');
    // The security events: the passkey added, the refusal without the cookie, and the sign-in with it.
    const events = (await pageEvents(app, sessionCookie(signedIn) as string)).map((e) => `${e.kind}/${e.outcome}/${e.detail}`);
    expect(events.slice(0, 3)).toEqual(['signIn/success/passkey', 'signIn/failure/passkeyRefused', 'factorAdded/success/passkey']);
  });

  it.each([
    ['wrong origin', { origin: 'http://phish.example' }],
    ['user not verified', { userVerified: false }],
  ] as const)('refuses %s', async (_, bend) => {
    const { app } = gateway;
    const { credential } = await enrolled(app);
    const optionsRes = await call(app, 'POST', PASSKEY_SIGN_IN_OPTIONS_PATH, undefined, {});
    const { options } = body(optionsRes) as unknown as { options: { challenge: string } };
    const refused = await call(app, 'POST', PASSKEY_SIGN_IN_PATH, ceremonyCookie(optionsRes), { response: credential.assert({ challenge: options.challenge, origin: ORIGIN, rpId: RP_ID, ...bend }) });
    expect(code(refused)).toBe('1403');
    expect(sessionCookie(refused)).toBeUndefined();
  });

  it('records a refused passkey sign-in as a security event of the user (signIn / failure / passkeyRefused), both ways', async () => {
    const { app } = gateway;
    const { credential } = await enrolled(app);
    const optionsRes = await call(app, 'POST', PASSKEY_SIGN_IN_OPTIONS_PATH, undefined, {});
    const { options } = body(optionsRes) as unknown as { options: { challenge: string } };
    const phished = credential.assert({ challenge: options.challenge, origin: 'http://phish.example', rpId: RP_ID });
    expect(code(await call(app, 'POST', PASSKEY_SIGN_IN_PATH, ceremonyCookie(optionsRes), { response: phished }))).toBe('1403');
    const { cookie } = await password(app);
    expect(code(await factorAnswer(app, cookie, credential, { userVerified: false }))).toBe('1403');
    expect(code(await factorAnswer(app, cookie, credential))).toBe('1200');
    const events = (await pageEvents(app, sessionCookie(await factorAnswer(app, (await password(app)).cookie, credential)) as string)).map((e) => `${e.kind}/${e.outcome}/${e.detail}`);
    expect(events.filter((e) => e === 'signIn/failure/passkeyRefused')).toHaveLength(2);
  });

  it('answers a malformed response with a 400 or a refusal, never a 5xx', async () => {
    const { app } = gateway;
    for (const response of [{}, { id: 'x' }, { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 42 } }]) {
      const res = await call(app, 'POST', PASSKEY_SIGN_IN_PATH, undefined, { response });
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await call(app, 'POST', PASSKEY_SIGN_IN_PATH, undefined, { response: 'text' })).statusCode).toBe(400);
  });
});
