// The last step of a sign-in (domain/identity/signIn.ts), without a server: a password-level
// session becomes a full one with a new id, unless its user is gone or blocked.
import { completeSignIn } from '../../mock-server/src/domain/identity/signIn';
import { demoUser, passwordSession, servicesForThisFile } from './support/domainServices';

const fixture = servicesForThisFile();

describe('completeSignIn', () => {
  it('raises the session to full under a new id; the old id no longer opens anything', () => {
    const { services, clock } = fixture;
    const session = passwordSession(services, 'demo.sms');
    clock.advance(30_000);
    const completion = completeSignIn(services, session, demoUser(services, 'demo.sms'), 'code');
    if (completion.kind !== 'completed') throw new Error(`not completed: ${completion.kind}`);
    const full = completion.session;
    expect(full.id).not.toBe(session.id);
    expect(full).toMatchObject({ level: 'full', userId: session.userId, attemptId: session.attemptId, createdAt: session.createdAt });
    expect(services.sessions.find(full.id)).toMatchObject({ id: full.id, level: 'full' });
    expect(services.sessions.findAny(session.id)).toBeNull();
  });

  it('ends the session of a user blocked meanwhile: nobody is signed in', () => {
    const { services, clock } = fixture;
    const session = passwordSession(services, 'demo.sms');
    const user = demoUser(services, 'demo.sms');
    services.users.lockOut(user.id, clock.now());
    const blocked = demoUser(services, 'demo.sms');
    expect(blocked.blocked).toBe(true);
    expect(completeSignIn(services, session, blocked, 'code')).toEqual({ kind: 'notLoggedIn' });
    expect(services.sessions.findAny(session.id)).toBeNull();
  });

  it('ends the session of a user who is gone', () => {
    const { services } = fixture;
    const session = passwordSession(services, 'demo.plain');
    expect(completeSignIn(services, session, null, 'password')).toEqual({ kind: 'notLoggedIn' });
    expect(services.sessions.findAny(session.id)).toBeNull();
  });

  it('leaves the user’s other sessions alone', () => {
    const { services } = fixture;
    const other = passwordSession(services, 'demo.plain');
    const session = passwordSession(services, 'demo.plain');
    const completion = completeSignIn(services, session, demoUser(services, 'demo.plain'), 'password');
    expect(completion.kind).toBe('completed');
    expect(services.sessions.find(other.id)).toMatchObject({ id: other.id, level: 'password' });
  });
});
