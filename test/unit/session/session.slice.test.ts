import type { AnyAction } from '@reduxjs/toolkit';
import { SESSION_STATUSES, selectIsSignedIn, selectSessionChecked, sessionActions, sessionReducer, type SessionState } from '../../../src/features/session/index';

const run = (...actions: AnyAction[]): SessionState => actions.reduce(sessionReducer, sessionReducer(undefined, { type: '@@init' }));
const { signedIn, signedOutDetected, secondFactorStarted, loggedOut } = sessionActions;

describe('session status (spec part 1 §3: loggedIn, hasLevelOfAuthentication, inReview as one union)', () => {
  it.each<[string, AnyAction[], SessionState]>([
    ['nothing checked yet', [], { status: 'unknown', username: null }],
    ['the start-up check found no session', [signedOutDetected()], { status: 'signedOut', username: null }],
    ['the start-up check found the user signed in', [signedIn({ username: 'demo.plain', via: 'startupCheck' })], { status: 'signedIn', username: 'demo.plain' }],
    ['password accepted, a code to come', [secondFactorStarted({ username: 'demo.sms', inReview: false })], { status: 'secondFactor', username: 'demo.sms' }],
    ['password accepted, a push awaiting the answer', [secondFactorStarted({ username: 'demo.push', inReview: true })], { status: 'inReview', username: 'demo.push' }],
    ['the push approved', [secondFactorStarted({ username: 'demo.push', inReview: true }), signedIn({ username: 'demo.push', via: 'signIn' })], { status: 'signedIn', username: 'demo.push' }],
    ['logged out', [signedIn({ username: 'demo.plain', via: 'signIn' }), loggedOut()], { status: 'signedOut', username: null }],
  ])('%s', (_name, actions, expected) => {
    expect(run(...actions)).toEqual(expected);
  });

  it('signed in only with both factors; checked once any answer came', () => {
    const at = (state: SessionState) => ({ session: state });
    const byStatus = Object.fromEntries(SESSION_STATUSES.map((status) => [status, [selectIsSignedIn(at({ status, username: null })), selectSessionChecked(at({ status, username: null }))]]));
    expect(byStatus).toEqual({
      unknown: [false, false],
      signedOut: [false, true],
      secondFactor: [false, true],
      inReview: [false, true],
      signedIn: [true, true],
    });
  });
});
