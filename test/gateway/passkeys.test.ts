// Passkeys, the domain (issue 26, item 1; docs/gateway.md "Passkeys"): enrolment with attestation
// 'none' and user verification required, the RP id and origin checked, challenges single-use and
// 2 minutes long, the signature counter checked, and verifyPasskeyAssertion — the check the step-up
// of money movement calls — refusing each bent answer and changing nothing when it does. A software
// authenticator (support/softAuthenticator.ts) answers as a browser's would.
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import { NO_CLIENT, type SecurityEvent } from '../../mock-server/src/domain/audit/securityEvents';
import {
  PASSKEY_CHALLENGE_TTL_MS,
  beginAuthentication,
  beginRegistration,
  finishRegistration,
  relyingPartyOf,
  verifyPasskeyAssertion,
  type PasskeyStore,
  type RelyingParty,
} from '../../mock-server/src/domain/identity/passkeys';
import { demoUser, servicesForThisFile } from './support/domainServices';
import { SoftCredential, type Ceremony } from './support/softAuthenticator';

const fixture = servicesForThisFile();
const RP: RelyingParty = { rpId: 'custody.example', origins: ['https://custody.example'] };
const ORIGIN = 'https://custody.example';
const SESSION = 'a'.repeat(32);

function recorder() {
  const events: SecurityEvent[] = [];
  return { events, record: (event: SecurityEvent) => void events.push(event) };
}

const plain = () => demoUser(fixture.services, 'demo.plain');
const store = (): PasskeyStore => fixture.services.passkeys;
const enrolling = () => ({ id: plain().id, username: 'demo.plain', displayName: 'Avery Whitlock' });

async function enrol(credential = new SoftCredential(), name = 'YubiKey 5C', bend: Partial<Ceremony> = {}) {
  const securityEvents = recorder();
  const deps = { passkeys: store(), securityEvents };
  const options = await beginRegistration(deps, enrolling(), SESSION, RP);
  const response = credential.register({ challenge: options.challenge, origin: ORIGIN, rpId: RP.rpId, ...bend });
  const outcome = await finishRegistration(deps, { userId: plain().id, binding: SESSION, rp: RP, response, name, client: NO_CLIENT });
  return { options, outcome, credential, events: securityEvents.events };
}

/** An enrolled credential and a fresh sign-in challenge for it. */
async function enrolledWithChallenge() {
  const { credential } = await enrol();
  const options = await beginAuthentication(store(), 'signIn', SESSION, plain().id, RP);
  return { credential, challenge: options.challenge, options };
}

const verify = (response: ReturnType<SoftCredential['assert']>, challenge: string, bend: { origin?: string; rpId?: string; userId?: number } = {}) =>
  fixture.db.transaction(() =>
    verifyPasskeyAssertion(store(), {
      userId: bend.userId ?? plain().id,
      response,
      expectedChallenge: challenge,
      expectedOrigin: bend.origin ?? ORIGIN,
      expectedRpId: bend.rpId ?? RP.rpId,
    }),
  )();

const counterOf = (credentialId: string) => fixture.db.prepare('SELECT counter FROM passkeys WHERE id = ?').pluck().get(credentialId);

describe('the relying party', () => {
  it('is the host without its port and the served origin, unless RP_ID / PASSKEY_ORIGINS name them', () => {
    expect(relyingPartyOf({}, 'http', 'localhost:8261')).toEqual({ rpId: 'localhost', origins: ['http://localhost:8261'] });
    expect(relyingPartyOf({}, 'https', 'Custody.Example')).toEqual({ rpId: 'custody.example', origins: ['https://custody.example'] });
    expect(relyingPartyOf({ rpId: 'example.com', origins: 'https://a.example.com, https://b.example.com' }, 'http', 'internal:3000')).toEqual({
      rpId: 'example.com',
      origins: ['https://a.example.com', 'https://b.example.com'],
    });
  });
});

describe('enrolment', () => {
  it('asks for a resident key with user verification required and no attestation, for the RP id', async () => {
    const { options } = await enrol();
    expect(options.rp).toEqual({ name: 'Institutional Custody Portal', id: 'custody.example' });
    expect(options.attestation).toBe('none');
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.pubKeyCredParams.map((p) => p.alg)).toEqual([-7, -8, -257]);
    expect(options.timeout).toBe(PASSKEY_CHALLENGE_TTL_MS);
  });

  it('stores the passkey under its name with its counter and transports, and records the factor added', async () => {
    const { outcome, credential, events } = await enrol();
    expect(outcome).toMatchObject({ ok: true, passkey: { name: 'YubiKey 5C', credentialId: credential.credentialId, rpId: 'custody.example', transports: ['internal'] } });
    expect(store().listOf(plain().id).map((p) => p.name)).toEqual(['YubiKey 5C']);
    expect(events).toEqual([{ kind: 'factorAdded', outcome: 'success', detail: 'passkey', userId: plain().id, client: NO_CLIENT }]);
  });

  it('names the enrolled passkeys in excludeCredentials, and refuses the same credential twice', async () => {
    const { credential } = await enrol();
    const second = await enrol(credential, 'Again');
    expect(second.options.excludeCredentials?.map((c) => c.id)).toEqual([credential.credentialId]);
    expect(second.outcome).toEqual({ ok: false, reason: 'alreadyEnrolled' });
    expect(store().listOf(plain().id)).toHaveLength(1);
  });

  it.each([
    ['wrong origin', { origin: 'https://custody.example.evil' }, 'origin'],
    ['wrong RP id', { rpId: 'evil.example' }, 'rpId'],
    ['user not verified', { userVerified: false }, 'userNotVerified'],
    ['an assertion type', { type: 'webauthn.get' }, 'wrongType'],
  ] as const)('refuses %s and stores nothing', async (_, bend, reason) => {
    const { outcome, events } = await enrol(new SoftCredential(), 'Key', bend);
    expect(outcome).toEqual({ ok: false, reason });
    expect(store().listOf(plain().id)).toEqual([]);
    expect(events).toEqual([]);
  });

  it('refuses a challenge used before (challenge reuse), of another session, or expired', async () => {
    const deps = { passkeys: store(), securityEvents: recorder() };
    const options = await beginRegistration(deps, enrolling(), SESSION, RP);
    const first = new SoftCredential().register({ challenge: options.challenge, origin: ORIGIN, rpId: RP.rpId });
    const again = new SoftCredential().register({ challenge: options.challenge, origin: ORIGIN, rpId: RP.rpId });
    const input = { userId: plain().id, binding: SESSION, rp: RP, name: 'Key', client: NO_CLIENT };
    expect(await finishRegistration(deps, { ...input, binding: 'b'.repeat(32), response: first })).toEqual({ ok: false, reason: 'noChallenge' });
    expect(await finishRegistration(deps, { ...input, response: first })).toMatchObject({ ok: true });
    expect(await finishRegistration(deps, { ...input, response: again })).toEqual({ ok: false, reason: 'noChallenge' });

    const late = await beginRegistration(deps, enrolling(), SESSION, RP);
    fixture.clock.advance(PASSKEY_CHALLENGE_TTL_MS + 1);
    const response = new SoftCredential().register({ challenge: late.challenge, origin: ORIGIN, rpId: RP.rpId });
    expect(await finishRegistration(deps, { ...input, response })).toEqual({ ok: false, reason: 'expired' });
    expect(store().listOf(plain().id)).toHaveLength(1);
  });

  it('retires the unused challenge when a new one is asked for', async () => {
    const deps = { passkeys: store(), securityEvents: recorder() };
    const older = await beginRegistration(deps, enrolling(), SESSION, RP);
    await beginRegistration(deps, enrolling(), SESSION, RP);
    const response = new SoftCredential().register({ challenge: older.challenge, origin: ORIGIN, rpId: RP.rpId });
    expect(await finishRegistration(deps, { userId: plain().id, binding: SESSION, rp: RP, response, name: 'Key', client: NO_CLIENT })).toEqual({ ok: false, reason: 'noChallenge' });
  });
});

describe('verifyPasskeyAssertion', () => {
  it('accepts the right answer, names the credential, and moves the counter and last use on', async () => {
    const { credential, challenge, options } = await enrolledWithChallenge();
    expect(options).toMatchObject({ rpId: 'custody.example', userVerification: 'required', allowCredentials: [{ id: credential.credentialId, type: 'public-key' }] });
    fixture.clock.advance(1000);
    const result = verify(credential.assert({ challenge, origin: ORIGIN, rpId: RP.rpId }), challenge);
    expect(result).toEqual({ ok: true, credentialId: credential.credentialId, credentialName: 'YubiKey 5C' });
    expect(counterOf(credential.credentialId)).toBe(1);
    expect(store().find(credential.credentialId)?.lastUsedAt).toBe(fixture.clock.now());
  });

  it.each([
    ['wrong origin', { origin: 'https://phish.example' }, 'origin'],
    ['wrong RP id', { rpId: 'phish.example' }, 'rpId'],
    ['user not verified', { userVerified: false }, 'userNotVerified'],
    ['another challenge', { challenge: 'Zm9yZ2VkLWNoYWxsZW5nZS1vZi1hbm90aGVyLWJvZHk' }, 'challenge'],
    ['a registration type', { type: 'webauthn.create' }, 'wrongType'],
  ] as const)('refuses %s and leaves the counter', async (_, bend, reason) => {
    const { credential, challenge } = await enrolledWithChallenge();
    expect(verify(credential.assert({ challenge, origin: ORIGIN, rpId: RP.rpId, ...bend }), challenge)).toEqual({ ok: false, reason });
    expect(counterOf(credential.credentialId)).toBe(0);
  });

  it('refuses an RP id the credential was not made for, even when the answer matches it', async () => {
    const { credential, challenge } = await enrolledWithChallenge();
    const response = credential.assert({ challenge, origin: 'https://other.example', rpId: 'other.example' });
    expect(verify(response, challenge, { origin: 'https://other.example', rpId: 'other.example' })).toEqual({ ok: false, reason: 'rpId' });
  });

  it('refuses a counter that does not go up (a cloned authenticator), and a replayed answer', async () => {
    const { credential, challenge } = await enrolledWithChallenge();
    const answer = credential.assert({ challenge, origin: ORIGIN, rpId: RP.rpId, counter: 5 });
    expect(verify(answer, challenge)).toMatchObject({ ok: true });
    expect(verify(answer, challenge)).toEqual({ ok: false, reason: 'counter' });
    expect(verify(credential.assert({ challenge, origin: ORIGIN, rpId: RP.rpId, counter: 4 }), challenge)).toEqual({ ok: false, reason: 'counter' });
    expect(counterOf(credential.credentialId)).toBe(5);
  });

  it('refuses a tampered signature, another user, an unknown credential and a malformed answer', async () => {
    const { credential, challenge } = await enrolledWithChallenge();
    const answer = credential.assert({ challenge, origin: ORIGIN, rpId: RP.rpId });
    const flipped = Buffer.from(answer.response.signature, 'base64url');
    flipped.writeUInt8(flipped.readUInt8(flipped.length - 1) ^ 1, flipped.length - 1);
    expect(verify({ ...answer, response: { ...answer.response, signature: flipped.toString('base64url') } }, challenge)).toEqual({ ok: false, reason: 'signature' });
    expect(verify(answer, challenge, { userId: demoUser(fixture.services, 'demo.push').id })).toEqual({ ok: false, reason: 'unknownCredential' });
    expect(verify(new SoftCredential().assert({ challenge, origin: ORIGIN, rpId: RP.rpId }), challenge)).toEqual({ ok: false, reason: 'unknownCredential' });
    expect(verify({ ...answer, response: { ...answer.response, clientDataJSON: 'not json!' } }, challenge)).toEqual({ ok: false, reason: 'malformed' });
    expect(verify({ ...answer, rawId: 'other' }, challenge)).toEqual({ ok: false, reason: 'malformed' });
    expect(verify(null as never, challenge)).toEqual({ ok: false, reason: 'malformed' });
    expect(counterOf(credential.credentialId)).toBe(0);
    expect(verify(answer, challenge)).toMatchObject({ ok: true });
  });

  it('agrees with @simplewebauthn/server on what it accepts and refuses', async () => {
    const { credential, challenge } = await enrolledWithChallenge();
    const stored = store().secretsOf(credential.credentialId);
    const library = (response: ReturnType<SoftCredential['assert']>) =>
      verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: ORIGIN,
        expectedRPID: RP.rpId,
        requireUserVerification: true,
        credential: { id: credential.credentialId, publicKey: new Uint8Array(stored?.publicKey ?? []), counter: 0 },
      }).then((r) => r.verified, () => false);
    const good = credential.assert({ challenge, origin: ORIGIN, rpId: RP.rpId });
    expect(await library(good)).toBe(true);
    for (const bend of [{ origin: 'https://phish.example' }, { rpId: 'phish.example' }, { userVerified: false }]) {
      expect(await library(credential.assert({ challenge, origin: ORIGIN, rpId: RP.rpId, ...bend }))).toBe(false);
    }
    expect(verify(good, challenge)).toMatchObject({ ok: true });
  });
});

describe('sign-in challenges', () => {
  it('are single-use, bound to their session and purpose, and last 2 minutes', async () => {
    const user = plain().id;
    const { challenge } = await beginAuthentication(store(), 'signIn', SESSION, user, RP);
    expect(store().takeChallenge('signIn', 'b'.repeat(32), challenge, user)).toEqual({ ok: false, reason: 'noChallenge' });
    expect(store().takeChallenge('removeLast', SESSION, challenge, user)).toEqual({ ok: false, reason: 'noChallenge' });
    expect(store().takeChallenge('signIn', SESSION, challenge, user)).toEqual({ ok: true, userId: user });
    expect(store().takeChallenge('signIn', SESSION, challenge, user)).toEqual({ ok: false, reason: 'noChallenge' });

    const usernameless = await beginAuthentication(store(), 'usernameless', 'cookie', null, RP);
    expect(usernameless.allowCredentials).toEqual([]);
    fixture.clock.advance(PASSKEY_CHALLENGE_TTL_MS);
    expect(store().takeChallenge('usernameless', 'cookie', usernameless.challenge, null)).toEqual({ ok: true, userId: null });
    const late = await beginAuthentication(store(), 'usernameless', 'cookie', null, RP);
    fixture.clock.advance(PASSKEY_CHALLENGE_TTL_MS + 1);
    expect(store().takeChallenge('usernameless', 'cookie', late.challenge, null)).toEqual({ ok: false, reason: 'expired' });
  });

  it('that expired are deleted by the sweep; live ones stay', async () => {
    await beginAuthentication(store(), 'signIn', SESSION, plain().id, RP);
    fixture.clock.advance(PASSKEY_CHALLENGE_TTL_MS);
    await beginAuthentication(store(), 'usernameless', 'cookie', null, RP);
    fixture.clock.advance(1);
    store().sweep(fixture.clock.now());
    expect(fixture.db.prepare('SELECT purpose FROM passkey_challenges').pluck().all()).toEqual(['usernameless']);
  });

  it('are never kept as the session id: the binding is a hash', async () => {
    await beginAuthentication(store(), 'signIn', SESSION, plain().id, RP);
    const bindings = fixture.db.prepare('SELECT binding FROM passkey_challenges').pluck().all() as string[];
    expect(bindings).toHaveLength(1);
    expect(bindings[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(bindings[0]).not.toContain(SESSION);
  });
});
