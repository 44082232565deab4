import { AxiosError, AxiosHeaders } from 'axios';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { MalformedResponseError } from '../../../src/api/transport/errors';
import { checkLoginStatus } from '../../../src/api/endpoints/session.api';
import { selectIsSignedIn, selectSession, selectSessionChecked, sessionActions } from '../../../src/features/session/index';
import { startupCheck } from '../../../src/features/session/sagas/startupCheck';
import { SESSION_KEYS } from '../../../src/shared/storage';
import { testReducer } from '../../support/testStore';

const user = { loggedIn: true as const, username: 'demo.plain', firstName: 'Dana', lastName: 'Plain' };

beforeEach(() => window.sessionStorage.clear());

describe('startupCheck', () => {
  it('signed in → the one signed-in event (session/signedIn via the start-up check), nothing else', async () => {
    const { storeState, effects } = await expectSaga(startupCheck)
      .withReducer(testReducer)
      .provide([[matchers.call.fn(checkLoginStatus), { signedIn: true, data: user }]])
      .run();
    expect((effects.put ?? []).map((e) => e.payload.action)).toEqual([sessionActions.signedIn({ username: 'demo.plain', via: 'startupCheck' })]);
    expect(selectSessionChecked(storeState)).toBe(true);
    expect(selectIsSignedIn(storeState)).toBe(true);
    expect(selectSession(storeState)).toEqual({ status: 'signedIn', username: 'demo.plain' });
    expect(window.sessionStorage.getItem(SESSION_KEYS.loginStatusError)).toBeNull();
  });

  it.each(['Not Logged In', 'Push Authentication Required'])('"%s" → signedOutDetected', async (text) => {
    const { storeState } = await expectSaga(startupCheck)
      .withReducer(testReducer)
      .provide([[matchers.call.fn(checkLoginStatus), { signedIn: false, text }]])
      .put(sessionActions.signedOutDetected())
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
    ['something thrown that is not an Error', 'socket closed', 'socket closed'],
    ['an error without a text', new Error('  '), 'Login status check failed'],
  ])('a failed check (%s) keeps its text in session storage and counts as not signed in', async (_name, error, text) => {
    const { storeState } = await expectSaga(startupCheck)
      .withReducer(testReducer)
      .provide([[matchers.call.fn(checkLoginStatus), throwError(error as Error)]]) // a string is thrown as it is
      .put(sessionActions.signedOutDetected())
      .run();
    expect(window.sessionStorage.getItem(SESSION_KEYS.loginStatusError)).toBe(text);
    expect(selectSessionChecked(storeState)).toBe(true); // the guards stop waiting
    expect(selectIsSignedIn(storeState)).toBe(false);
  });
});
