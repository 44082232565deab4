import { AxiosError } from 'axios';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { MalformedResponseError } from '../../../src/api/transport/errors';
import { authenticatePassword, loginSession } from '../../../src/api/endpoints/identity.api';
import { checkLoginStatus, deleteSession } from '../../../src/api/endpoints/session.api';
import { authActions, selectAuthError, selectAuthStatus } from '../../../src/features/auth/index';
import { depositSecret, discardSecrets, takeSecret } from '../../../src/features/auth/credentialVault';
import { readLoginVariantOverride, readRememberedUsernames, updateRememberedUsername } from '../../../src/features/auth/rememberedUsernames';
import { PUSH_PAGE_DELAY_MS, initLogin, methodOf, signIn, signInSaga } from '../../../src/features/auth/sagas/signIn';
import { selectIsSignedIn, selectSession, sessionActions } from '../../../src/features/session/index';
import { SUPPORT_CONTACTS } from '../../../src/shared/constants/support';
import { newTmxToken } from '../../../src/shared/ids';
import { navigateTo } from '../../../src/shared/navigation';
import { SESSION_KEYS, writeSession } from '../../../src/shared/storage';
import { stateAfter, testReducer } from '../../support/testStore';
import { calledFns, deferred, DELAY_FN, instantDelays, putActions, putsAsText, runUntilFinished, settle, shellProviders, untilFinished } from '../../support/sagaServices';
import { configLoaded } from '../../builders/config';
import { accepted, refused } from '../../builders/identity';

const PASSWORD = 'Demo!Pass-2026';
const TMX = '0123456789abcdef0123456789abcdef';
const submitted = authActions.signInSubmitted({ username: 'demo.plain', remember: true, flow: 'login' });
const { usPhone, ukPhone } = SUPPORT_CONTACTS;
const BLOCKED_TEXT =
  'For security reasons, your access has been blocked. To restore access to your account, please contact our ' +
  `Client Service team at ${usPhone} (US) or ${ukPhone} (UK).`;

const statusText = (text: string) => ({ signedIn: false as const, text });

/** The providers of a sign-in whose calls answer as given. */
function pipeline(answers: { password?: unknown; status?: unknown; login?: unknown }): StaticProvider[] {
  return [
    ...shellProviders,
    instantDelays,
    [matchers.call.fn(deleteSession), undefined],
    [matchers.call.fn(newTmxToken), TMX],
    [matchers.call.fn(updateRememberedUsername), undefined],
    [matchers.call.fn(authenticatePassword), answers.password ?? accepted('1200')],
    [matchers.call.fn(checkLoginStatus), answers.status ?? statusText('Authentication not completed')],
    [matchers.call.fn(loginSession), answers.login ?? accepted('1200')],
  ];
}

/** A submit as the login form makes it: the password in the vault, the action without it. */
function runSubmit(answers: Parameters<typeof pipeline>[0], action = submitted) {
  depositSecret('password', PASSWORD);
  return expectSaga(signIn, action)
    .withReducer(testReducer, stateAfter(configLoaded(), action))
    .provide([...pipeline(answers)]);
}

afterEach(discardSecrets);

describe('sign-in pipeline: init', () => {
  it('loads the remembered usernames and the variant override, then logs out any session', async () => {
    const { storeState } = await expectSaga(initLogin)
      .withReducer(testReducer, stateAfter(configLoaded(), sessionActions.secondFactorStarted({ username: 'demo.push', inReview: true })))
      .provide([
        [matchers.call.fn(readRememberedUsernames), ['demo.plain']],
        [matchers.call.fn(readLoginVariantOverride), 'cc'],
        [matchers.call.fn(deleteSession), undefined],
      ])
      .put(authActions.loginPreferencesLoaded({ rememberedUsernames: ['demo.plain'], variantOverride: 'cc' }))
      .call(deleteSession)
      .put(authActions.previousSessionEnded())
      .put(sessionActions.loggedOut())
      .run();
    expect(selectSession(storeState).status).toBe('signedOut');
    expect(storeState.auth.preferences).toEqual({ loaded: true, rememberedUsernames: ['demo.plain'], variantOverride: 'cc' });
  });
});

describe('sign-in pipeline: init before the start-up session check has answered', () => {
  const preferences: StaticProvider[] = [
    [matchers.call.fn(readRememberedUsernames), ['demo.plain']],
    [matchers.call.fn(readLoginVariantOverride), null],
    [matchers.call.fn(deleteSession), undefined],
  ];

  it('shows the preferences at once, then waits: a check that finds the user signed in keeps the session', async () => {
    const { storeState, effects, allEffects } = await expectSaga(initLogin)
      .withReducer(testReducer, stateAfter(configLoaded()))
      .provide(preferences)
      .put(authActions.loginPreferencesLoaded({ rememberedUsernames: ['demo.plain'], variantOverride: null }))
      .dispatch(sessionActions.signedIn({ username: 'demo.plain', via: 'startupCheck' }))
      .run();
    expect(calledFns(effects.call)).not.toContain(deleteSession);
    expect(putActions(allEffects).map((a) => a.type)).toEqual([authActions.loginPreferencesLoaded.type]);
    expect(selectIsSignedIn(storeState)).toBe(true);
  });

  it('ends any session once the check finds none', async () => {
    const { storeState } = await expectSaga(initLogin)
      .withReducer(testReducer, stateAfter(configLoaded()))
      .provide(preferences)
      .dispatch(sessionActions.signedOutDetected())
      .call(deleteSession)
      .put(authActions.previousSessionEnded())
      .put(sessionActions.loggedOut())
      .run();
    expect(selectSession(storeState).status).toBe('signedOut');
  });
});

describe('sign-in pipeline: outcomes', () => {
  it('plain: delete session → password (vault, headers, tmxToken) → status → login → signed in → /dashboard', async () => {
    const { storeState } = await runSubmit({})
      .call(authenticatePassword, { username: 'demo.plain', password: PASSWORD }, { flowType: 'Non2FAforLogin', tmxToken: TMX })
      .put(authActions.loginMethodDetected({ method: 'plain' }))
      .call(loginSession, { flowType: 'Non2FAforLogin', tmxToken: TMX })
      .put(sessionActions.signedIn({ username: 'demo.plain', via: 'signIn' }))
      .call(updateRememberedUsername, 'demo.plain', true)
      .call(navigateTo, '/dashboard')
      .run();
    expect(selectIsSignedIn(storeState)).toBe(true);
    expect(selectAuthStatus(storeState)).toBe('signedIn');
  });

  it('keeps the order of docs/adr/0006: delete session, password, status check, login', async () => {
    const { effects } = await runSubmit({}).run(); // no assertions: they would consume the effects
    const steps = [deleteSession, authenticatePassword, checkLoginStatus, loginSession, navigateTo];
    expect(calledFns(effects.call).filter((fn) => steps.includes(fn as never))).toEqual(steps);
  });

  it('push: challenge started, logged in and in review, then after 100 ms /user-access/push', async () => {
    const push = {
      password: accepted('1201', 'Push Authentication Required'),
      status: statusText('Push Authentication Required'),
      login: { ...accepted('1201', 'Authentication not completed'), pushChallengeId: 'c'.repeat(32) },
    };
    const { storeState } = await runSubmit(push)
      .put(authActions.loginMethodDetected({ method: 'push' }))
      .call(loginSession, { flowType: 'PushForLogin', tmxToken: TMX })
      .put(authActions.pushChallengeStarted({ challengeId: 'c'.repeat(32) }))
      .put(sessionActions.secondFactorStarted({ username: 'demo.plain', inReview: true }))
      .call(DELAY_FN, 100)
      .call(navigateTo, '/user-access/push')
      .not.put.actionType(sessionActions.signedIn.type)
      .run();
    const { effects } = await runSubmit(push).run();
    const fns = calledFns(effects.call);
    expect(fns.indexOf(DELAY_FN)).toBeGreaterThan(-1);
    expect(fns.indexOf(DELAY_FN)).toBeLessThan(fns.indexOf(navigateTo)); // the 100 ms come first
    expect(PUSH_PAGE_DELAY_MS).toBe(100);
    expect(selectAuthStatus(storeState)).toBe('awaitingPush');
    expect(selectSession(storeState)).toEqual({ status: 'inReview', username: 'demo.plain' }); // logged in, no level of authentication yet
  });

  it('SMS: code challenge started, logged in without the second level, then the phone selection', async () => {
    const { storeState } = await runSubmit({
      password: accepted('1201', 'SMS 2FA Authentication Required'),
      status: statusText('SMS 2FA Authentication Required'),
      login: accepted('1201', 'Authentication not completed'),
    })
      .put(authActions.loginMethodDetected({ method: 'sms' }))
      .call(loginSession, { flowType: 'SMSforLogin', tmxToken: TMX })
      .put(authActions.codeChallengeStarted())
      .put(sessionActions.secondFactorStarted({ username: 'demo.plain', inReview: false }))
      .call(navigateTo, '/user-access/identity/select-phone')
      .not.put.actionType(sessionActions.signedIn.type)
      .run();
    expect(selectAuthStatus(storeState)).toBe('choosingPhone');
    expect(selectIsSignedIn(storeState)).toBe(false);
  });

  it('passkey (issue 26): the status names it; no login call, the passkey step opens', async () => {
    const { storeState } = await runSubmit({ password: accepted('1201', 'Passkey Authentication Required'), status: statusText('Passkey Authentication Required') })
      .put(authActions.loginMethodDetected({ method: 'passkey' }))
      .put(authActions.passkeyChallengeStarted())
      .put(sessionActions.secondFactorStarted({ username: 'demo.plain', inReview: false }))
      .call(navigateTo, '/user-access/passkey')
      .not.call.fn(loginSession)
      .run();
    expect(selectAuthStatus(storeState)).toBe('awaitingPasskey');
    expect(selectIsSignedIn(storeState)).toBe(false);
  });

  it('login-with-sms: begin-authentication is sent with the SMS flow type', async () => {
    const action = authActions.signInSubmitted({ username: 'demo.sms', remember: false, flow: 'login-with-sms' });
    await runSubmit({}, action)
      .call(authenticatePassword, { username: 'demo.sms', password: PASSWORD }, { flowType: 'SMSforLogin', tmxToken: TMX })
      .run();
  });

  it('a wrong password (1403): signInFailed with the message; no status check, no login', async () => {
    const message = 'The username or password you entered is incorrect.';
    const { storeState } = await runSubmit({ password: refused('1403', message) })
      .put(authActions.signInFailed({ code: '1403', message }))
      .not.call.fn(checkLoginStatus)
      .not.call.fn(loginSession)
      .not.call.fn(navigateTo)
      .run();
    expect(selectAuthStatus(storeState)).toBe('failed');
    expect(storeState.auth.username).toBe('demo.plain'); // kept for the form
    expect(selectIsSignedIn(storeState)).toBe(false);
  });

  it.each(['1203', '1491'])('a blocked user (%s) gets the blocked-access text and is never signed in', async (code) => {
    const { storeState } = await runSubmit({ password: refused(code, 'Blocked by the server') })
      .put(authActions.signInFailed({ code, message: BLOCKED_TEXT }))
      .not.put.actionType(sessionActions.signedIn.type)
      .not.put.actionType(sessionActions.secondFactorStarted.type)
      .run();
    expect(selectAuthError(storeState)?.message).toBe(BLOCKED_TEXT);
  });

  it('1401 at login shows the catalogue override, not the server text', async () => {
    await runSubmit({ login: refused('1401', 'Not Logged In') })
      .put(authActions.signInFailed({ code: '1401', message: BLOCKED_TEXT }))
      .not.call.fn(navigateTo)
      .run();
  });

  it('4000 shows the internal-error override with the support phones', async () => {
    await runSubmit({ login: refused('4000', 'Unable to recognise') })
      .put(
        authActions.signInFailed({
          code: '4000',
          message: `Internal Error. Please contact our Client Service Team at ${usPhone} (US) or ${ukPhone} (UK)`,
        }),
      )
      .run();
  });

  it("a push over the gateway's limit (429 at login): the gateway's text for the login page, no push page", async () => {
    const limitText = 'Too many sign-in requests have been sent to your device. Please wait 10 minutes before you try again.';
    const config = { url: '/user/session/login', method: 'post', headers: {} } as never;
    const response = { status: 429, statusText: 'Too Many Requests', data: { responseBaseInfo: { status: { code: '429', message: limitText } } }, headers: { 'retry-after': '600' }, config };
    depositSecret('password', PASSWORD);
    const { storeState } = await expectSaga(signIn, submitted)
      .withReducer(testReducer, stateAfter(configLoaded(), submitted))
      .provide([
        [matchers.call.fn(loginSession), throwError(new AxiosError('Request failed with status code 429', AxiosError.ERR_BAD_REQUEST, config, {}, response))],
        ...pipeline({ status: statusText('Push Authentication Required') }),
      ])
      .put(authActions.signInFailed({ code: '429', message: limitText }))
      .not.put.actionType(authActions.pushChallengeStarted.type)
      .not.call.fn(navigateTo)
      .run();
    expect(selectAuthError(storeState)).toEqual({ code: '429', message: limitText });
    expect(selectAuthStatus(storeState)).toBe('failed');
  });

  it('a transport error (no answer) fails with the generic error', async () => {
    depositSecret('password', PASSWORD);
    const { storeState } = await expectSaga(signIn, submitted)
      .withReducer(testReducer, stateAfter(configLoaded(), submitted))
      .provide([[matchers.call.fn(authenticatePassword), throwError(new AxiosError('Network Error', AxiosError.ERR_NETWORK))], ...pipeline({})])
      .put(authActions.signInFailed({ code: '999999', message: 'An unexpected error has occurred' }))
      .not.call.fn(loginSession)
      .run();
    expect(selectAuthStatus(storeState)).toBe('failed');
  });

  describe("the pipeline's own status check failing (spec part 1 §8)", () => {
    beforeEach(() => window.sessionStorage.clear());
    const statusUrl = { url: '/gateway/institutional/status', headers: {} } as never;
    it.each([
      [
        'an HTTP error with the gateway status text',
        new AxiosError('Request failed with status code 500', AxiosError.ERR_BAD_RESPONSE, statusUrl, {}, {
          status: 500,
          statusText: 'Internal Server Error',
          headers: {},
          config: statusUrl,
          data: { status: { code: 'GW5000', text: 'Status service unavailable' }, data: null },
        }),
        'Status service unavailable',
      ],
      ['a network failure', new AxiosError('Network Error', AxiosError.ERR_NETWORK), 'Network Error'],
      ['a malformed answer', new MalformedResponseError('/gateway/institutional/status', 200, 'bad'), 'Malformed response from /gateway/institutional/status (HTTP 200): bad'],
    ])('%s: its text is kept for the login page, as the start-up check keeps it, and the sign-in fails', async (_name, error, text) => {
      depositSecret('password', PASSWORD);
      const { storeState } = await expectSaga(signIn, submitted)
        .withReducer(testReducer, stateAfter(configLoaded(), submitted))
        .provide([[matchers.call.fn(checkLoginStatus), throwError(error)], ...pipeline({})])
        .call(writeSession, SESSION_KEYS.loginStatusError, text)
        .put.like({ action: { type: authActions.signInFailed.type } })
        .not.call.fn(loginSession)
        .run();
      expect(window.sessionStorage.getItem(SESSION_KEYS.loginStatusError)).toBe(text);
      expect(selectAuthStatus(storeState)).toBe('failed');
      expect(selectIsSignedIn(storeState)).toBe(false);
    });

    it('a check that answers keeps nothing', async () => {
      await runSubmit({}).run();
      expect(window.sessionStorage.getItem(SESSION_KEYS.loginStatusError)).toBeNull();
    });
  });

  it('a malformed answer fails with the malformed-response message', async () => {
    depositSecret('password', PASSWORD);
    await expectSaga(signIn, submitted)
      .withReducer(testReducer, stateAfter(configLoaded(), submitted))
      .provide([[matchers.call.fn(loginSession), throwError(new MalformedResponseError('/user/session/login', 200, 'bad'))], ...pipeline({})])
      .put.like({ action: { type: authActions.signInFailed.type, payload: { code: 'MALFORMED' } } })
      .run();
  });

  it('a push answer without a challenge to poll is a failure, not a hang', async () => {
    await runSubmit({ status: statusText('Push Authentication Required'), login: accepted('1201', 'Authentication not completed') })
      .put(authActions.signInFailed({ code: '1201', message: 'Authentication not completed' }))
      .not.call.fn(navigateTo)
      .run();
  });
});

describe('sign-in pipeline: secrets and concurrency', () => {
  it('takes the password from the vault (once) and never puts it in an action or the state', async () => {
    const { effects, allEffects, storeState } = await runSubmit({}).run();
    const authenticateCall = effects.call.find((effect) => effect.payload.fn === authenticatePassword);
    expect(authenticateCall?.payload.args[0]).toEqual({ username: 'demo.plain', password: PASSWORD });
    // The scan looked at every event of the pipeline, and none carries the password.
    expect(putActions(allEffects).map((action) => action.type)).toEqual([
      authActions.loginMethodDetected.type,
      sessionActions.signedIn.type,
    ]);
    expect(putsAsText(allEffects)).not.toContain(PASSWORD);
    expect(JSON.stringify(storeState)).not.toContain(PASSWORD);
    expect(takeSecret('password')).toBeNull(); // cleared on read
  });

  it('a submit without a password in the vault fails as required, calling nothing', async () => {
    await expectSaga(signIn, submitted)
      .withReducer(testReducer, stateAfter(configLoaded(), submitted))
      .provide([...pipeline({})])
      .put(authActions.signInFailed({ code: 'REQUIRED', field: 'password', message: 'Error: Required.' }))
      .not.call.fn(authenticatePassword)
      .run();
  });

  it('a submit the state machine did not accept (a second factor is under way) calls nothing and drops the password', async () => {
    depositSecret('password', PASSWORD);
    const { effects } = await expectSaga(signIn, submitted)
      .withReducer(testReducer, stateAfter(configLoaded(), submitted, authActions.codeChallengeStarted(), submitted))
      .provide([...pipeline({})])
      .not.call.fn(authenticatePassword)
      .not.put.actionType(authActions.signInFailed.type)
      .run();
    expect(effects.put).toBeUndefined();
    expect(takeSecret('password')).toBeNull(); // discarded: it never lingers in the vault
  });

  it('opening the login page again while its init still runs starts no second init', async () => {
    const logout = deferred<void>();
    const tester = expectSaga(untilFinished, signInSaga)
      .withReducer(testReducer, stateAfter(configLoaded(), sessionActions.signedOutDetected()))
      .provide([
        [matchers.call.fn(readRememberedUsernames), []],
        [matchers.call.fn(readLoginVariantOverride), null],
        [matchers.call.fn(deleteSession), logout.promise],
      ]);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(authActions.loginPageOpened({ flow: 'login' }));
    await settle();
    tester.dispatch(authActions.loginPageOpened({ flow: 'login' }));
    await settle();
    logout.resolve();
    const { effects } = await finish();
    expect(calledFns(effects.call).filter((fn) => fn === readRememberedUsernames)).toHaveLength(1);
    expect(calledFns(effects.call).filter((fn) => fn === deleteSession)).toHaveLength(1);
  });

  it('a double submit starts one sign-in', async () => {
    const password = deferred<ReturnType<typeof accepted>>();
    depositSecret('password', PASSWORD);
    const tester = expectSaga(untilFinished, signInSaga).withReducer(testReducer, stateAfter(configLoaded())).provide([[matchers.call.fn(authenticatePassword), password.promise], ...pipeline({})]);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(submitted);
    depositSecret('password', PASSWORD);
    tester.dispatch(submitted);
    await settle();
    password.resolve(accepted('1200'));
    const { effects } = await finish();
    expect(calledFns(effects.call).filter((fn) => fn === authenticatePassword)).toHaveLength(1);
    expect(calledFns(effects.call).filter((fn) => fn === loginSession)).toHaveLength(1);
    expect(takeSecret('password')).toBeNull(); // the ignored submit's password did not linger
  });

  it("a submit waits for the login page's logout before the password goes out", async () => {
    const logout = deferred<void>();
    let deletes = 0;
    const calls: string[] = [];
    depositSecret('password', PASSWORD);
    const tester = expectSaga(untilFinished, signInSaga)
      .withReducer(testReducer, stateAfter(configLoaded(), sessionActions.signedOutDetected()))
      .provide([
        [matchers.call.fn(readRememberedUsernames), []],
        [matchers.call.fn(readLoginVariantOverride), null],
        {
          call(effect, next) {
            if (effect.fn === deleteSession) return (deletes += 1) === 1 ? logout.promise : undefined;
            if (effect.fn === authenticatePassword) calls.push('password');
            return next();
          },
        },
        ...pipeline({}),
      ]);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(authActions.loginPageOpened({ flow: 'login' }));
    tester.dispatch(submitted);
    await settle();
    expect(calls).toEqual([]); // the init's logout is still out
    logout.resolve();
    const { storeState } = await finish();
    expect(calls).toEqual(['password']);
    expect(selectIsSignedIn(storeState)).toBe(true);
  });
});

describe('methodOf', () => {
  it.each([
    [{ signedIn: false as const, text: 'Push Authentication Required' }, 'push'],
    [{ signedIn: false as const, text: 'SMS 2FA Authentication Required' }, 'sms'],
    [{ signedIn: false as const, text: 'Authentication not completed' }, 'plain'],
    [{ signedIn: true as const, data: { loggedIn: true as const, username: 'u', firstName: 'F', lastName: 'L' } }, 'plain'],
  ])('%j → %s', (status, method) => {
    expect(methodOf(status)).toBe(method);
  });
});
