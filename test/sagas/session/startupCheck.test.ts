import { AxiosError, AxiosHeaders } from 'axios';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { MalformedResponseError } from '../../../src/api/errors';
import { checkLoginStatus } from '../../../src/api/session.api';
import {
  selectIsSignedIn,
  selectSession,
  selectSessionChecked,
  sessionActions,
  sessionAuthenticated,
} from '../../../src/features/session/index';
import { announceAuthentication, startupCheck } from '../../../src/features/session/sagas/startupCheck';
import { SESSION_KEYS } from '../../../src/shared/storage';
import { testReducer } from '../../support/testStore';
import { putTypes } from '../../support/sagaServices';

const user = { loggedIn: true as const, username: 'demo.plain', firstName: 'Dana', lastName: 'Plain' };

beforeEach(() => window.sessionStorage.clear());

describe('startupCheck', () => {
  it('signed in → statusChecked with the level of authentication and the username', async () => {
    const { storeState } = await expectSaga(startupCheck)
      .withReducer(testReducer)
      .provide([[matchers.call.fn(checkLoginStatus), { signedIn: true, data: user }]])
      .put(sessionActions.statusChecked({ loggedIn: true, hasLevelOfAuthentication: true, username: 'demo.plain' }))
      .run();
    expect(selectSessionChecked(storeState)).toBe(true);
    expect(selectIsSignedIn(storeState)).toBe(true);
    expect(window.sessionStorage.getItem(SESSION_KEYS.loginStatusError)).toBeNull();
  });

  it.each(['Not Logged In', 'Push Authentication Required'])('"%s" → statusChecked not signed in', async (text) => {
    const { storeState } = await expectSaga(startupCheck)
      .withReducer(testReducer)
      .provide([[matchers.call.fn(checkLoginStatus), { signedIn: false, text }]])
      .put(sessionActions.statusChecked({ loggedIn: false, hasLevelOfAuthentication: false, username: null }))
      .run();
    expect(selectSessionChecked(storeState)).toBe(true);
    expect(selectIsSignedIn(storeState)).toBe(false);
    expect(window.sessionStorage.getItem(SESSION_KEYS.loginStatusError)).toBeNull();
  });

  const config = { url: '/gateway/institutional/status', headers: new AxiosHeaders() };
  it.each([
    [
      'an HTTP error with the gateway status text',
      new AxiosError('Request failed with status code 500', 'ERR_BAD_RESPONSE', config, {}, {
        status: 500,
        statusText: 'Internal Server Error',
        headers: {},
        config,
        data: { status: { code: 'GW5000', text: 'Status service unavailable' }, data: null },
      }),
      'Status service unavailable',
    ],
    ['a network failure', new AxiosError('Network Error', 'ERR_NETWORK', config), 'Network Error'],
    ['a malformed answer', new MalformedResponseError('/gateway/institutional/status', 200, 'bad'), 'Malformed response from /gateway/institutional/status (HTTP 200): bad'],
  ])('a failed check (%s) keeps its text in session storage and counts as not signed in', async (_name, error, text) => {
    const { storeState } = await expectSaga(startupCheck)
      .withReducer(testReducer)
      .provide([[matchers.call.fn(checkLoginStatus), throwError(error)]])
      .put(sessionActions.statusChecked({ loggedIn: false, hasLevelOfAuthentication: false, username: null }))
      .run();
    expect(window.sessionStorage.getItem(SESSION_KEYS.loginStatusError)).toBe(text);
    expect(selectSessionChecked(storeState)).toBe(true); // the guards stop waiting
    expect(selectIsSignedIn(storeState)).toBe(false);
  });
});

describe('announceAuthentication (accounts load once, after authentication)', () => {
  it('signed in at start → session/authenticated once', async () => {
    const { effects } = await expectSaga(announceAuthentication)
      .withReducer(testReducer)
      .dispatch(sessionActions.statusChecked({ loggedIn: true, hasLevelOfAuthentication: true, username: 'demo.plain' }))
      .silentRun(20);
    // (asserted through `effects`: an expectation like .put() removes what it matched from them)
    expect((effects.put ?? []).map((e) => e.payload.action)).toEqual([sessionAuthenticated({ username: 'demo.plain' })]);
  });

  it('not at start; then a sign-in → authenticated once, however many sign-in events follow', async () => {
    const { effects } = await expectSaga(announceAuthentication)
      .withReducer(testReducer)
      .dispatch(sessionActions.statusChecked({ loggedIn: false, hasLevelOfAuthentication: false, username: null }))
      .dispatch(sessionActions.secondFactorStarted({ username: 'demo.push', inReview: true })) // not yet
      .dispatch(sessionActions.signedIn({ username: 'demo.push' }))
      .dispatch(sessionActions.signedIn({ username: 'demo.push' }))
      .silentRun(20);
    expect(putTypes(effects)).toEqual(['session/authenticated']);
    expect((effects.put ?? [])[0]?.payload.action).toEqual(sessionAuthenticated({ username: 'demo.push' }));
  });

  it('after a logout, the next sign-in is announced again', async () => {
    const { effects, storeState } = await expectSaga(announceAuthentication)
      .withReducer(testReducer)
      .dispatch(sessionActions.signedIn({ username: 'demo.plain' }))
      .dispatch(sessionActions.loggedOut())
      .dispatch(sessionActions.signedIn({ username: 'demo.mm' }))
      .silentRun(20);
    expect(putTypes(effects)).toEqual(['session/authenticated', 'session/authenticated']);
    expect(selectSession(storeState).username).toBe('demo.mm');
  });

  it('a user who is already signed in when it starts is announced without waiting', async () => {
    const signedIn = testReducer(undefined, sessionActions.signedIn({ username: 'demo.plain' }));
    await expectSaga(announceAuthentication)
      .withReducer(testReducer, signedIn)
      .put(sessionAuthenticated({ username: 'demo.plain' }))
      .silentRun(20);
  });
});
