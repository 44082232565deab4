// The one-time-code flow (domain/identity/oneTimeCodeFlow.ts), without a server: who may use
// codes, every outcome of a send and of a check, the lockout at the person's limit, and a push
// user's code with the flag try-another-way (issue 27).
import { NO_CLIENT } from '../../mock-server/src/domain/audit/securityEvents';
import { CODE_SEND_LIMIT, CodeLimits, WRONG_CODE_LIMIT } from '../../mock-server/src/domain/identity/codeLimits';
import { startIdentityFlow } from '../../mock-server/src/domain/identity/identityFlows';
import { decideLogin } from '../../mock-server/src/domain/identity/login';
import {
  checkCode,
  codeAccess,
  phonesOf,
  sendCode,
  type CodeCaller,
  type CodeFlowDeps,
} from '../../mock-server/src/domain/identity/oneTimeCodeFlow';
import { OTP_MAX_WRONG_TRIES, OTP_TTL_MS, type OtpChannel } from '../../mock-server/src/domain/identity/oneTimeCodes';
import { LOCKOUT_MS } from '../../mock-server/src/domain/identity/users';
import type { GatewayServices } from '../../mock-server/src/services';
import { contextOf, demoUser, passwordSession, servicesForThisFile } from './support/domainServices';
import { T0 } from './support/testGateway';

const fixture = servicesForThisFile();

/** Jordan Avery: an identity without a user (registration); their one phone. */
const JORDAN_AVERY = { firstName: 'Jordan', lastName: 'Avery', dob: '1988-07-19', ssnLast4: '5307' };
const JORDAN_AVERY_PHONE = '+16465550119';

/** A code of 6 digits that is not `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

function callerOf(services: GatewayServices, sessionId: string): CodeCaller {
  const access = codeAccess(contextOf(services, sessionId), services.flags);
  if (access.kind !== 'allowed') throw new Error('codes are not part of this session');
  return access.caller;
}

/** demo.sms at password level, ready for codes. */
const smsCaller = (services: GatewayServices) => callerOf(services, passwordSession(services, 'demo.sms').id);

async function registrationCaller(services: GatewayServices): Promise<CodeCaller> {
  const started = await startIdentityFlow(services, { flow: 'Register', filter: JORDAN_AVERY, headers: null, previousSessionId: undefined, client: NO_CLIENT });
  if (started.kind !== 'started') throw new Error(`search: ${started.kind}`);
  return callerOf(services, started.session.id);
}

/** Sends a code to the caller's first phone and reads it from the outbox. */
function sendToFirstPhone(deps: CodeFlowDeps, caller: CodeCaller, channel: Exclude<OtpChannel, 'rep'> = 'sms'): string {
  const [phone] = phonesOf(deps.identities, caller);
  if (!phone) throw new Error('no phone on file');
  expect(sendCode(deps, caller, channel, deps.codes.phoneToken(caller.attempt.id, phone.id))).toEqual({ kind: 'sent' });
  const message = fixture.services.outbox.latest({ phoneNumber: phone.number });
  if (!message) throw new Error('nothing in the outbox');
  return message.code;
}

const firstPhoneToken = (services: GatewayServices, caller: CodeCaller) =>
  services.codes.phoneToken(caller.attempt.id, (phonesOf(services.identities, caller)[0] as { id: number }).id);

describe('who may use codes', () => {
  it('an SMS user at password level: their codes, counted per user', () => {
    const { services } = fixture;
    const access = codeAccess(contextOf(services, passwordSession(services, 'demo.sms').id), services.flags);
    expect(access).toMatchObject({ kind: 'allowed', caller: { subject: { userId: demoUser(services, 'demo.sms').id } } });
  });

  it('an identity flow: the identity’s codes (no user yet)', async () => {
    const { services } = fixture;
    const caller = await registrationCaller(services);
    expect(caller.subject).toEqual({ identityId: caller.identity?.id });
    expect(caller.user).toBeNull();
  });

  it('not a push user, nor a user without a second factor, nor a full session', () => {
    const { services } = fixture;
    expect(codeAccess(contextOf(services, passwordSession(services, 'demo.push').id), services.flags)).toEqual({ kind: 'codesNotUsed' });
    expect(codeAccess(contextOf(services, passwordSession(services, 'demo.plain').id), services.flags)).toEqual({ kind: 'codesNotUsed' });
    const sms = demoUser(services, 'demo.sms');
    const full = services.sessions.create(sms.id, 'full', services.attempts.start('Login', { userId: sms.id }).id);
    expect(codeAccess(contextOf(services, full.id), services.flags)).toEqual({ kind: 'codesNotUsed' });
  });

  it('nobody when neither the user nor the identity is left', () => {
    const { services } = fixture;
    const context = contextOf(services, passwordSession(services, 'demo.sms').id);
    expect(codeAccess({ ...context, user: null, identity: null }, services.flags)).toEqual({ kind: 'codesNotUsed' });
  });
});

describe('sending a code', () => {
  it('sends a code to the phone named by its opaque id, on the channel asked', () => {
    const { services } = fixture;
    const caller = smsCaller(services);
    const phones = phonesOf(services.identities, caller);
    expect(phones).toHaveLength(2);
    const second = phones[1] as (typeof phones)[number];
    expect(sendCode(services, caller, 'voice', services.codes.phoneToken(caller.attempt.id, second.id))).toEqual({ kind: 'sent' });
    expect(services.outbox.latest({ username: 'demo.sms' })).toMatchObject({ channel: 'voice', phoneNumber: second.number, code: expect.stringMatching(/^\d{6}$/) });
  });

  it('refuses a phone id that is not one of the caller’s', () => {
    const { services } = fixture;
    expect(sendCode(services, smsCaller(services), 'sms', 'f'.repeat(32))).toEqual({ kind: 'unknownPhone' });
    expect(services.outbox.latest({ username: 'demo.sms' })).toBeNull();
  });

  it(`refuses the ${CODE_SEND_LIMIT.max + 1}th send on a channel within the window, saying how long to wait; another channel still sends`, () => {
    const { services, clock } = fixture;
    const caller = smsCaller(services);
    const phone = firstPhoneToken(services, caller);
    for (let i = 0; i < CODE_SEND_LIMIT.max; i++) {
      expect(sendCode(services, caller, 'sms', phone)).toEqual({ kind: 'sent' });
      clock.advance(1000);
    }
    expect(sendCode(services, caller, 'sms', phone)).toEqual({ kind: 'sendLimit', retryAfterMs: CODE_SEND_LIMIT.windowMs - CODE_SEND_LIMIT.max * 1000 });
    expect(sendCode(services, caller, 'voice', phone)).toEqual({ kind: 'sent' });
  });

  it('refuses an attempt whose code was burned, and a person locked out of codes', () => {
    const { services } = fixture;
    const caller = smsCaller(services);
    services.attempts.lockOneTimeCodes(caller.attempt.id);
    const burned = callerOf(services, caller.session.id);
    expect(sendCode(services, burned, 'sms', firstPhoneToken(services, burned))).toEqual({ kind: 'codesLocked' });

    for (let i = 0; i < WRONG_CODE_LIMIT.max; i++) services.codeLimits.recordWrong(caller.subject);
    const next = smsCaller(services);
    expect(sendCode(services, next, 'sms', firstPhoneToken(services, next))).toEqual({ kind: 'lockedOut' });
  });
});

describe('checking a code', () => {
  it('a right code completes an SMS user’s sign-in: a full session under a new id', () => {
    const { services } = fixture;
    const caller = smsCaller(services);
    const code = sendToFirstPhone(services, caller);
    const outcome = checkCode(services, caller, 'sms', code);
    expect(outcome).toMatchObject({ kind: 'signedIn', session: { level: 'full', userId: caller.user?.id } });
    if (outcome.kind !== 'signedIn') return;
    expect(outcome.session.id).not.toBe(caller.session.id);
    expect(services.sessions.findAny(caller.session.id)).toBeNull();
    // Used once.
    expect(checkCode(services, caller, 'sms', code)).toEqual({ kind: 'noCodePending' });
  });

  it('a right code verifies the identity of an identity flow; its session stays', async () => {
    const { services } = fixture;
    const caller = await registrationCaller(services);
    const code = sendToFirstPhone(services, caller);
    expect(services.outbox.latest({ phoneNumber: JORDAN_AVERY_PHONE })?.code).toBe(code);
    expect(checkCode(services, caller, 'sms', code)).toEqual({ kind: 'identityVerified' });
    expect(services.attempts.get(caller.attempt.id)?.identityVerified).toBe(true);
    expect(services.sessions.findAny(caller.session.id)).toMatchObject({ level: 'identity' });
  });

  it('a right code of a user blocked meanwhile ends the session: not logged in', () => {
    const { services, clock } = fixture;
    const caller = smsCaller(services);
    const code = sendToFirstPhone(services, caller);
    services.users.lockOut(caller.user?.id as number, clock.now());
    const now = callerOf(services, caller.session.id);
    expect(checkCode(services, now, 'sms', code)).toEqual({ kind: 'notLoggedIn' });
    expect(services.sessions.findAny(caller.session.id)).toBeNull();
  });

  it('a wrong code is incorrect, and the right one still works after it', () => {
    const { services } = fixture;
    const caller = smsCaller(services);
    const code = sendToFirstPhone(services, caller);
    expect(checkCode(services, caller, 'sms', otherCode(code))).toEqual({ kind: 'incorrect' });
    expect(checkCode(services, caller, 'sms', code).kind).toBe('signedIn');
  });

  it(`the ${OTP_MAX_WRONG_TRIES}th wrong try burns the code: codes locked for the attempt, even the right one`, () => {
    const { services, clock } = fixture;
    // A person's limit above the code's, so the code's own rule shows.
    const deps = { ...services, codeLimits: new CodeLimits(clock, LOCKOUT_MS, { max: OTP_MAX_WRONG_TRIES * 2, windowMs: WRONG_CODE_LIMIT.windowMs }) };
    const caller = smsCaller(services);
    const code = sendToFirstPhone(deps, caller);
    for (let i = 1; i < OTP_MAX_WRONG_TRIES; i++) expect(checkCode(deps, caller, 'sms', otherCode(code))).toEqual({ kind: 'incorrect' });
    expect(checkCode(deps, caller, 'sms', otherCode(code))).toEqual({ kind: 'codesLocked' });
    expect(services.attempts.get(caller.attempt.id)?.otpLocked).toBe(true);
    expect(checkCode(deps, caller, 'sms', code)).toEqual({ kind: 'codesLocked' });
    expect(services.sessions.findAny(caller.session.id)).not.toBeNull();
    expect(demoUser(services, 'demo.sms').blocked).toBe(false);
  });

  it(`a code is good for ${OTP_TTL_MS / 60_000} minutes: then expired, and gone`, () => {
    const { services, clock } = fixture;
    const caller = smsCaller(services);
    const code = sendToFirstPhone(services, caller);
    clock.advance(OTP_TTL_MS);
    expect(checkCode(services, caller, 'sms', code)).toEqual({ kind: 'expired' });
    expect(checkCode(services, caller, 'sms', code)).toEqual({ kind: 'noCodePending' });
  });

  it('no code pending: none sent, or one sent on another channel', () => {
    const { services } = fixture;
    const caller = smsCaller(services);
    expect(checkCode(services, caller, 'sms', '123456')).toEqual({ kind: 'noCodePending' });
    const code = sendToFirstPhone(services, caller, 'voice');
    expect(checkCode(services, caller, 'sms', code)).toEqual({ kind: 'noCodePending' });
    expect(checkCode(services, caller, 'rep', code)).toEqual({ kind: 'noCodePending' });
  });
});

describe('the lockout', () => {
  it(`${WRONG_CODE_LIMIT.max} wrong codes across resends lock the user out of codes and of signing in; every session of theirs ends`, () => {
    const { services, clock } = fixture;
    const other = passwordSession(services, 'demo.sms');
    const caller = smsCaller(services);
    for (let i = 1; i < WRONG_CODE_LIMIT.max; i++) {
      const code = sendToFirstPhone(services, caller);
      expect(checkCode(services, caller, 'sms', otherCode(code))).toEqual({ kind: 'incorrect' });
      clock.advance(1000);
    }
    const code = sendToFirstPhone(services, caller, 'voice');
    expect(checkCode(services, caller, 'voice', otherCode(code))).toEqual({ kind: 'lockedOut' });
    expect(demoUser(services, 'demo.sms')).toMatchObject({ blocked: true, lockedAt: clock.now() });
    expect(services.sessions.findAny(caller.session.id)).toBeNull();
    expect(services.sessions.findAny(other.id)).toBeNull();
    expect(services.codeLimits.locked(caller.subject)).toBe(true);
  });

  it('a person locked out of codes is refused before the code is looked at, the right one too', () => {
    const { services } = fixture;
    const caller = smsCaller(services);
    const code = sendToFirstPhone(services, caller);
    for (let i = 0; i < WRONG_CODE_LIMIT.max; i++) services.codeLimits.recordWrong(caller.subject);
    expect(checkCode(services, caller, 'sms', code)).toEqual({ kind: 'lockedOut' });
    // The code was not used up.
    services.codeLimits.clear();
    expect(checkCode(services, caller, 'sms', code).kind).toBe('signedIn');
  });

  it('an identity without a user loses its flow’s session; no user is locked', async () => {
    const { services } = fixture;
    const caller = await registrationCaller(services);
    const code = sendToFirstPhone(services, caller);
    for (let i = 1; i < WRONG_CODE_LIMIT.max; i++) expect(checkCode(services, caller, 'sms', otherCode(code))).toEqual({ kind: 'incorrect' });
    expect(checkCode(services, caller, 'sms', otherCode(code))).toEqual({ kind: 'lockedOut' });
    expect(services.sessions.findAny(caller.session.id)).toBeNull();
    expect(services.codeLimits.locked(caller.subject)).toBe(true);
  });

  it('a right code clears the person’s wrong codes: the count starts again', () => {
    const { services } = fixture;
    const caller = smsCaller(services);
    for (let i = 1; i < WRONG_CODE_LIMIT.max; i++) services.codeLimits.recordWrong(caller.subject);
    expect(checkCode(services, caller, 'sms', sendToFirstPhone(services, caller)).kind).toBe('signedIn');
    const next = smsCaller(services);
    const code = sendToFirstPhone(services, next);
    expect(checkCode(services, next, 'sms', otherCode(code))).toEqual({ kind: 'incorrect' });
    expect(demoUser(services, 'demo.sms').blocked).toBe(false);
  });
});

describe('"Try another way": a push user’s code (flag try-another-way)', () => {
  /** demo.pushwait at password level with its push pending, as the login call leaves it. */
  function pushCaller(services: GatewayServices) {
    const session = passwordSession(services, 'demo.pushwait');
    const user = demoUser(services, 'demo.pushwait');
    const sent = services.push.send(session.attemptId, user.id, 'never');
    if (sent.kind !== 'sent') throw new Error('no push sent');
    services.flags.set({ 'try-another-way': true });
    return { session, user, challengeId: sent.challenge.id, caller: callerOf(services, session.id) };
  }

  it('off (and never set): a push user takes no code, as before', () => {
    const { services } = fixture;
    const session = passwordSession(services, 'demo.pushwait');
    expect(services.flags.get('try-another-way')).toBe(false);
    expect(codeAccess(contextOf(services, session.id), services.flags)).toEqual({ kind: 'codesNotUsed' });
    services.flags.set({ 'try-another-way': false });
    expect(codeAccess(contextOf(services, session.id), services.flags)).toEqual({ kind: 'codesNotUsed' });
  });

  it('on: the push user’s codes, counted per user; a full session or a plain user still takes none', () => {
    const { services } = fixture;
    const { user, caller } = pushCaller(services);
    expect(caller.subject).toEqual({ userId: user.id });
    expect(codeAccess(contextOf(services, passwordSession(services, 'demo.plain').id), services.flags)).toEqual({ kind: 'codesNotUsed' });
    const full = services.sessions.create(user.id, 'full', services.attempts.start('Login', { userId: user.id }).id);
    expect(codeAccess(contextOf(services, full.id), services.flags)).toEqual({ kind: 'codesNotUsed' });
  });

  it('the code sent withdraws the push: its challenge is gone, the device’s approval completes nothing, no new push goes out', () => {
    const { services } = fixture;
    const { session, user, challengeId, caller } = pushCaller(services);
    const code = sendToFirstPhone(services, caller);
    expect(code).toMatch(/^\d{6}$/);
    expect(services.push.find(challengeId)).toBeNull();
    expect(services.push.answerPending(user.id, 'APPROVED')).toEqual({ kind: 'none' });
    expect(services.attempts.get(session.attemptId)?.pushWithdrawn).toBe(true);
    expect(decideLogin(services.push, session, user, services.attempts.get(session.attemptId))).toEqual({ kind: 'codeRequired' });
    expect(services.push.latestOfAttempt(session.attemptId)).toBeNull();
  });

  it('a right code completes the sign-in, with the same events as an SMS user’s (code sent by text, signed in by code)', async () => {
    const { services, clock } = fixture;
    const { caller } = pushCaller(services);
    const code = sendToFirstPhone(services, caller);
    const outcome = checkCode(services, caller, 'sms', code);
    expect(outcome).toMatchObject({ kind: 'signedIn', session: { level: 'full', userId: caller.user?.id } });
    const { events } = await services.securityEvents.export(T0 - 1, clock.now() + 1);
    expect(events.filter((e) => e.username === 'demo.pushwait').map((e) => `${e.kind} ${e.outcome} ${e.detail}`)).toEqual(
      expect.arrayContaining(['codeSent success sms', 'signIn success code']),
    );
  });

  it('same limits and lockouts as an SMS user: wrong codes count per user and lock the user out', () => {
    const { services } = fixture;
    const { caller } = pushCaller(services);
    for (let i = 1; i < WRONG_CODE_LIMIT.max; i++) {
      expect(checkCode(services, caller, 'sms', otherCode(sendToFirstPhone(services, caller)))).toEqual({ kind: 'incorrect' });
    }
    expect(checkCode(services, caller, 'voice', otherCode(sendToFirstPhone(services, caller, 'voice')))).toEqual({ kind: 'lockedOut' });
    expect(demoUser(services, 'demo.pushwait').blocked).toBe(true);
  });

  it('the flag turned off before the send: nothing sent, the push stays', () => {
    const { services } = fixture;
    const { challengeId, caller } = pushCaller(services);
    services.flags.set({ 'try-another-way': false });
    expect(sendCode(services, caller, 'sms', firstPhoneToken(services, caller))).toEqual({ kind: 'codesNotUsed' });
    expect(services.outbox.latest({ username: 'demo.pushwait' })).toBeNull();
    expect(services.push.find(challengeId)).toMatchObject({ status: 'PENDING' });
    expect(services.attempts.get(caller.attempt.id)?.pushWithdrawn).toBe(false);
  });

  it('the flag turned off between the send and the check: the right code is refused, the session stays at password level, the code is not used up', () => {
    const { services } = fixture;
    const { caller } = pushCaller(services);
    const code = sendToFirstPhone(services, caller);
    services.flags.set({ 'try-another-way': false });
    expect(checkCode(services, caller, 'sms', code)).toEqual({ kind: 'codesNotUsed' });
    expect(services.sessions.findAny(caller.session.id)).toMatchObject({ level: 'password' });
    services.flags.set({ 'try-another-way': true });
    expect(checkCode(services, caller, 'sms', code).kind).toBe('signedIn');
  });

  it('a user who must use a passkey is still refused: the right code does not complete the sign-in', () => {
    const { services } = fixture;
    const { caller } = pushCaller(services);
    const deps = { ...services, passkeys: Object.assign(Object.create(services.passkeys) as typeof services.passkeys, { hasAny: () => true, passkeyRequiredFor: () => true }) };
    expect(checkCode(deps, caller, 'sms', sendToFirstPhone(deps, caller))).toEqual({ kind: 'passkeyRequired' });
    expect(services.sessions.findAny(caller.session.id)).toMatchObject({ level: 'password' });
  });
});
