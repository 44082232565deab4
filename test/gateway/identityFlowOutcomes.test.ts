// The identity flows' outcomes (domain/identity/identityFlows.ts), without a server: the search,
// each step's refusals, the username lookup, the password reset and the registration, and which
// outcomes end the flow's session.
import { NO_CLIENT } from '../../mock-server/src/domain/audit/securityEvents';
import type { IdentityFlow } from '../../mock-server/src/domain/identity/attempts';
import type { AttemptContext } from '../../mock-server/src/domain/identity/attemptContext';
import type { IdentitySearchFilter } from '../../mock-server/src/domain/identity/identities';
import {
  finishPasswordReset,
  finishRegistration,
  lookUpUsername,
  startIdentityFlow,
} from '../../mock-server/src/domain/identity/identityFlows';
import { verifyPassword } from '../../mock-server/src/domain/identity/passwords';
import type { GatewayServices } from '../../mock-server/src/services';
import { contextOf, demoUser, passwordSession, servicesForThisFile } from './support/domainServices';

const fixture = servicesForThisFile();

const JORDAN_AVERY: IdentitySearchFilter = { firstName: 'Jordan', lastName: 'Avery', dob: '1988-07-19', ssnLast4: '5307' };
/** demo.sms's identity. */
const CASEY_LINDQVIST: IdentitySearchFilter = { firstName: 'Casey', lastName: 'Lindqvist', dob: '1987-06-18', ssnLast4: '9054', zip: '10004' };
const SAM_TAYLOR: IdentitySearchFilter = { firstName: 'Sam', lastName: 'Taylor', dob: '1979-03-14', ssnLast4: '4417' };
const NEW_PASSWORD = 'Fresh!Pass-2027';

const start = (services: GatewayServices, flow: IdentityFlow, filter: IdentitySearchFilter, previousSessionId?: string) =>
  startIdentityFlow(services, { flow, filter, headers: null, previousSessionId, client: NO_CLIENT });

/** A flow's session whose identity a code has verified (oneTimeCodeFlow.ts does that part). */
async function verifiedContext(services: GatewayServices, flow: IdentityFlow, filter: IdentitySearchFilter): Promise<AttemptContext> {
  const started = await start(services, flow, filter);
  if (started.kind !== 'started') throw new Error(`search: ${started.kind}`);
  services.attempts.markIdentityVerified(started.session.attemptId);
  return contextOf(services, started.session.id);
}

describe('the identity search', () => {
  it('finds the person and starts the flow: an identity session of a new attempt', async () => {
    const { services } = fixture;
    const outcome = await start(services, 'PasswordReset', CASEY_LINDQVIST);
    if (outcome.kind !== 'started') throw new Error(outcome.kind);
    expect(outcome.session).toMatchObject({ level: 'identity', userId: null });
    expect(services.attempts.get(outcome.session.attemptId)).toMatchObject({ flow: 'PasswordReset', identityVerified: false });
  });

  it('ends the session the browser had, found or not', async () => {
    const { services } = fixture;
    const previous = passwordSession(services, 'demo.plain');
    expect((await start(services, 'UsernameLookup', { ...JORDAN_AVERY, ssnLast4: '0000' }, previous.id)).kind).toBe('userNotFound');
    expect(services.sessions.findAny(previous.id)).toBeNull();
  });

  it('more data required when more than one identity matches; a zip tells them apart', async () => {
    const { services } = fixture;
    expect(await start(services, 'Register', SAM_TAYLOR)).toEqual({ kind: 'moreDataRequired' });
    expect((await start(services, 'Register', { ...SAM_TAYLOR, zip: '60601' })).kind).toBe('started');
  });

  it('a username lookup or reset of a person without a user finds nobody; a registration of one with a user is refused', async () => {
    const { services } = fixture;
    expect(await start(services, 'UsernameLookup', JORDAN_AVERY)).toEqual({ kind: 'userNotFound' });
    expect(await start(services, 'PasswordReset', JORDAN_AVERY)).toEqual({ kind: 'userNotFound' });
    expect(await start(services, 'Register', CASEY_LINDQVIST)).toEqual({ kind: 'alreadyRegistered' });
    expect(await start(services, 'Register', { ...JORDAN_AVERY, ssnLast4: '0000' })).toEqual({ kind: 'userNotFound' });
  });
});

describe('a step out of turn', () => {
  it('no identity session: none at all, or a sign-in’s session', () => {
    const { services } = fixture;
    expect(lookUpUsername(null)).toEqual({ kind: 'noSession' });
    expect(lookUpUsername(contextOf(services, passwordSession(services, 'demo.sms').id))).toEqual({ kind: 'noSession' });
  });

  it('another flow’s step, and a step before the code', async () => {
    const { services } = fixture;
    const reset = await verifiedContext(services, 'PasswordReset', CASEY_LINDQVIST);
    expect(lookUpUsername(reset)).toEqual({ kind: 'wrongFlow' });
    expect(await finishRegistration(services, reset, 'new.user', NEW_PASSWORD)).toEqual({ kind: 'wrongFlow' });
    const started = await start(services, 'UsernameLookup', CASEY_LINDQVIST);
    if (started.kind !== 'started') throw new Error(started.kind);
    expect(lookUpUsername(contextOf(services, started.session.id))).toEqual({ kind: 'notVerified' });
  });
});

describe('the username lookup', () => {
  it('answers the verified person’s username; the flow goes on', async () => {
    const { services } = fixture;
    const context = await verifiedContext(services, 'UsernameLookup', CASEY_LINDQVIST);
    expect(lookUpUsername(context)).toEqual({ kind: 'found', username: 'demo.sms' });
    expect(services.sessions.findAny(context.session.id)).not.toBeNull();
  });

  it('finds nobody when the person’s user is gone', async () => {
    const { services } = fixture;
    const context = await verifiedContext(services, 'UsernameLookup', CASEY_LINDQVIST);
    expect(lookUpUsername({ ...context, user: null })).toEqual({ kind: 'userNotFound' });
  });
});

describe('the password reset', () => {
  it('sets the new password; every session of the user and the flow’s end', async () => {
    const { services } = fixture;
    const signedIn = passwordSession(services, 'demo.sms');
    const context = await verifiedContext(services, 'PasswordReset', CASEY_LINDQVIST);
    expect(await finishPasswordReset(services, context, NEW_PASSWORD)).toEqual({ kind: 'passwordReset' });
    expect(await verifyPassword(NEW_PASSWORD, demoUser(services, 'demo.sms').password)).toBe(true);
    expect(services.sessions.findAny(signedIn.id)).toBeNull();
    expect(services.sessions.findAny(context.session.id)).toBeNull();
  });

  it('refuses a password the rules refuse, naming the field; the flow goes on', async () => {
    const { services } = fixture;
    const context = await verifiedContext(services, 'PasswordReset', CASEY_LINDQVIST);
    expect(await finishPasswordReset(services, context, 'short')).toEqual({ kind: 'invalid', field: 'newPassword', message: expect.any(String) });
    expect(services.sessions.findAny(context.session.id)).not.toBeNull();
  });

  it('finds nobody when the person’s user is gone', async () => {
    const { services } = fixture;
    const context = await verifiedContext(services, 'PasswordReset', CASEY_LINDQVIST);
    expect(await finishPasswordReset(services, { ...context, user: null }, NEW_PASSWORD)).toEqual({ kind: 'userNotFound' });
    expect(services.sessions.findAny(context.session.id)).not.toBeNull();
  });
});

describe('the registration', () => {
  it('creates the person’s user and ends the flow', async () => {
    const { services } = fixture;
    const context = await verifiedContext(services, 'Register', JORDAN_AVERY);
    expect(await finishRegistration(services, context, 'jordan.avery', NEW_PASSWORD)).toEqual({ kind: 'registered' });
    const user = demoUser(services, 'jordan.avery');
    expect(user).toMatchObject({ firstName: 'Jordan', lastName: 'Avery', secondFactor: 'none' });
    expect(services.identities.findById(context.identity?.id as number)?.userId).toBe(user.id);
    expect(services.sessions.findAny(context.session.id)).toBeNull();
  });

  it('refuses an input the rules refuse, naming the field, and a username taken; the flow goes on', async () => {
    const { services } = fixture;
    const context = await verifiedContext(services, 'Register', JORDAN_AVERY);
    expect(await finishRegistration(services, context, 'x', NEW_PASSWORD)).toEqual({ kind: 'invalid', field: 'username', message: expect.any(String) });
    expect(await finishRegistration(services, context, 'jordan.avery', 'short')).toEqual({ kind: 'invalid', field: 'password', message: expect.any(String) });
    expect(await finishRegistration(services, context, 'demo.plain', NEW_PASSWORD)).toEqual({ kind: 'usernameTaken' });
    expect(services.sessions.findAny(context.session.id)).not.toBeNull();
  });

  it('a person registered already: refused, the flow goes on; registered meanwhile by another call: refused, the flow ends', async () => {
    const { services } = fixture;
    const context = await verifiedContext(services, 'Register', JORDAN_AVERY);
    const registered = { ...context, identity: { ...(context.identity as NonNullable<AttemptContext['identity']>), userId: 1 } };
    expect(await finishRegistration(services, registered, 'jordan.avery', NEW_PASSWORD)).toEqual({ kind: 'alreadyRegistered', flowEnded: false });
    expect(services.sessions.findAny(context.session.id)).not.toBeNull();

    const other = await verifiedContext(services, 'Register', JORDAN_AVERY);
    expect(await finishRegistration(services, other, 'jordan.avery', NEW_PASSWORD)).toEqual({ kind: 'registered' });
    // `context` was read before that registration: the transaction finds the identity taken.
    expect(await finishRegistration(services, context, 'jordan.avery2', NEW_PASSWORD)).toEqual({ kind: 'alreadyRegistered', flowEnded: true });
    expect(services.sessions.findAny(context.session.id)).toBeNull();
  });
});
