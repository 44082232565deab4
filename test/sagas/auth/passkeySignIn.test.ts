// Sign-in with a passkey (issue 26): the second-factor step after the password (passkeyFactor.ts)
// and the sign-in without a username (passkeySignIn.ts), the browser's ceremony provided.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { loginSession } from '../../../src/api/endpoints/identity.api';
import { getPasskeyFactorOptions, getPasskeySignInOptions, signInWithPasskey, verifyPasskeyFactor } from '../../../src/api/endpoints/passkeys.api';
import { checkLoginStatus, deleteSession } from '../../../src/api/endpoints/session.api';
import { GENERIC_ERROR } from '../../../src/api/index';
import { authActions, selectAuthError, selectAuthStatus, userAccessActions as A } from '../../../src/features/auth/index';
import { readLoginVariantOverride, readRememberedUsernames, updateRememberedUsername } from '../../../src/features/auth/rememberedUsernames';
import { PASSKEY_OPTIONS_FRESH_MS, passkeyFactorSaga, passkeyStep } from '../../../src/features/auth/sagas/passkeyFactor';
import { passkeySignIn } from '../../../src/features/auth/sagas/passkeySignIn';
import { loadPasskeySignIn, signInSaga } from '../../../src/features/auth/sagas/signIn';
import { selectSession, sessionActions } from '../../../src/features/session/index';
import { newTmxToken } from '../../../src/shared/ids';
import { navigateTo } from '../../../src/shared/navigation';
import { now } from '../../../src/shared/time/clock';
import { getPasskeyAssertion } from '../../../src/shared/webauthn/passkeyCeremonies';
import { stateAfter, testReducer } from '../../support/testStore';
import { calledFns, deferred, instantDelays, putsAsText, runDispatching, runUntilFinished, settle, shellProviders, untilFinished } from '../../support/sagaServices';
import { configLoaded } from '../../builders/config';
import { accepted, refused } from '../../builders/identity';

const OPTIONS = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', allowCredentials: [], userVerification: 'required' };
const RESPONSE = { id: 'cred', rawId: 'cred', type: 'public-key', response: { clientDataJSON: 'x', authenticatorData: 'y', signature: 'z' } };
const offered = (fallback: 'push' | 'sms' | null = null) => ({ ...accepted('1201', 'Passkey Authentication Required'), options: OPTIONS, fallback });
const TEXTS = {
  notVerified: 'The passkey could not be verified. Please try again.',
  expired: 'The passkey request expired. Please try again.',
  cancelled: 'The passkey request was cancelled or timed out. Please try again.',
  ended: 'Your sign-in has ended. Please log in again.',
};
const notAllowed = Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' });

const awaitingPasskey = () =>
  stateAfter(
    configLoaded(),
    authActions.signInSubmitted({ username: 'demo.passkey', remember: false, flow: 'login' }),
    authActions.loginMethodDetected({ method: 'passkey' }),
    authActions.passkeyChallengeStarted(),
    sessionActions.secondFactorStarted({ username: 'demo.passkey', inReview: false }),
  );

const common: StaticProvider[] = [...shellProviders, instantDelays, [matchers.call.fn(updateRememberedUsername), undefined]];

function step(providers: StaticProvider[]) {
  return expectSaga(untilFinished, passkeyStep).withReducer(testReducer, awaitingPasskey()).provide([...providers, ...common]);
}

describe('the passkey step after the password', () => {
  it('loads the options (and whether a fallback is allowed); "Use a passkey" → the browser → verified → signed in, /dashboard', async () => {
    const { storeState, allEffects } = await runDispatching(
      step([
        [matchers.call.fn(getPasskeyFactorOptions), offered(null)],
        [matchers.call.fn(getPasskeyAssertion), RESPONSE],
        [matchers.call.fn(verifyPasskeyFactor), accepted('1200')],
      ])
        .put(A.passkeyOptionsLoaded({ fallback: null }))
        .call(getPasskeyAssertion, OPTIONS)
        .call(verifyPasskeyFactor, RESPONSE)
        .put(sessionActions.signedIn({ username: 'demo.passkey', via: 'signIn' }))
        .call(navigateTo, '/dashboard'),
      A.passkeyUseClicked(),
    );
    expect(selectSession(storeState)).toEqual({ status: 'signedIn', username: 'demo.passkey' });
    // No action carries the challenge or the browser's answer.
    const puts = putsAsText(allEffects);
    expect(puts).not.toContain(OPTIONS.challenge);
    expect(puts).not.toContain('signature');
  });

  it('cancelled (NotAllowedError): its text, the button again; the next click uses the same options (no new request)', async () => {
    let asked = 0;
    const assertion = {
      call(effect: { fn: unknown }, next: () => unknown) {
        if (effect.fn !== getPasskeyAssertion) return next();
        asked += 1;
        if (asked === 1) throw notAllowed;
        return RESPONSE;
      },
    };
    const { storeState, effects } = await runDispatching(
      step([assertion as never, [matchers.call.fn(getPasskeyFactorOptions), offered(null)], [matchers.call.fn(verifyPasskeyFactor), accepted('1200')]]),
      A.passkeyUseClicked(),
      A.passkeyUseClicked(),
    );
    expect(asked).toBe(2);
    expect(effects.call?.filter((e) => e.payload.fn === getPasskeyFactorOptions)).toHaveLength(1);
    expect(effects.put?.map((e) => e.payload.action)).toContainEqual(A.passkeyRefused({ code: 'PASSKEY_CEREMONY', message: TEXTS.cancelled }));
    expect(selectSession(storeState).status).toBe('signedIn');
  });

  it('cancelled: the state shows the text and the step is ready again', async () => {
    const { storeState } = await runDispatching(
      step([
        [matchers.call.fn(getPasskeyFactorOptions), offered(null)],
        [matchers.call.fn(getPasskeyAssertion), throwError(notAllowed)],
      ]).not.call.fn(verifyPasskeyFactor),
      A.passkeyUseClicked(),
    );
    expect(selectAuthStatus(storeState)).toBe('awaitingPasskey');
    expect(selectAuthError(storeState)?.message).toBe(TEXTS.cancelled);
  });

  it("refused (1403): the gateway's text, the button again; the next click asks for new options (the challenge was used)", async () => {
    const { storeState, effects } = await runDispatching(
      step([
        [matchers.call.fn(getPasskeyFactorOptions), offered(null)],
        [matchers.call.fn(getPasskeyAssertion), RESPONSE],
        [matchers.call.fn(verifyPasskeyFactor), refused('1403', TEXTS.notVerified)],
      ]).put(A.passkeyRefused({ code: '1403', message: TEXTS.notVerified })),
      A.passkeyUseClicked(),
      A.passkeyUseClicked(),
    );
    expect(effects.call?.filter((e) => e.payload.fn === getPasskeyFactorOptions)).toHaveLength(2);
    expect(selectAuthStatus(storeState)).toBe('awaitingPasskey');
    expect(selectAuthError(storeState)?.message).toBe(TEXTS.notVerified);
    expect(selectSession(storeState).status).toBe('secondFactor');
  });

  it("expired (1403 'expired'): the gateway's text; options held past their freshness are fetched again before the browser is asked", async () => {
    let time = 0;
    const { storeState, effects } = await runDispatching(
      step([
        { call: (effect: { fn: unknown }, next: () => unknown) => (effect.fn === now ? (time += PASSKEY_OPTIONS_FRESH_MS + 1) : next()) } as never,
        [matchers.call.fn(getPasskeyFactorOptions), offered(null)],
        [matchers.call.fn(getPasskeyAssertion), RESPONSE],
        [matchers.call.fn(verifyPasskeyFactor), refused('1403', TEXTS.expired)],
      ]).put(A.passkeyRefused({ code: '1403', message: TEXTS.expired })),
      A.passkeyUseClicked(),
    );
    expect(effects.call?.filter((e) => e.payload.fn === getPasskeyFactorOptions)).toHaveLength(2);
    expect(selectAuthError(storeState)?.message).toBe(TEXTS.expired);
  });

  it('the half-open session gone (1401): the step ends with its text (back to log in)', async () => {
    const { storeState } = await runDispatching(
      step([[matchers.call.fn(getPasskeyFactorOptions), refused('1401', 'Not Logged In')]]).not.call.fn(getPasskeyAssertion),
      A.passkeyUseClicked(),
    );
    expect(selectAuthStatus(storeState)).toBe('failed');
    expect(selectAuthError(storeState)?.message).toBe(TEXTS.ended);
  });

  it('fallback push: the login call goes on with PushForLogin, then the push page', async () => {
    const { storeState } = await runDispatching(
      step([
        [matchers.call.fn(getPasskeyFactorOptions), offered('push')],
        [matchers.call.fn(newTmxToken), 'tmx'],
        [matchers.call.fn(loginSession), { ...accepted('1201', 'Authentication not completed'), pushChallengeId: 'c'.repeat(32) }],
      ])
        .put(A.passkeyOptionsLoaded({ fallback: 'push' }))
        .call(loginSession, { flowType: 'PushForLogin', tmxToken: 'tmx' })
        .put(authActions.pushChallengeStarted({ challengeId: 'c'.repeat(32) }))
        .call(navigateTo, '/user-access/push')
        .not.call.fn(getPasskeyAssertion),
      A.passkeyFallbackChosen(),
    );
    expect(selectAuthStatus(storeState)).toBe('awaitingPush');
  });

  it('fallback SMS: the login call goes on with SMSforLogin, then the phones', async () => {
    const { storeState } = await runDispatching(
      step([
        [matchers.call.fn(getPasskeyFactorOptions), offered('sms')],
        [matchers.call.fn(newTmxToken), 'tmx'],
        [matchers.call.fn(loginSession), accepted('1201', 'Authentication not completed')],
      ])
        .call(loginSession, { flowType: 'SMSforLogin', tmxToken: 'tmx' })
        .call(navigateTo, '/user-access/identity/select-phone'),
      A.passkeyFallbackChosen(),
    );
    expect(selectAuthStatus(storeState)).toBe('choosingPhone');
  });

  it('no fallback allowed (the firm requires the passkey): choosing one does nothing', async () => {
    const { storeState } = await runDispatching(
      step([[matchers.call.fn(getPasskeyFactorOptions), offered(null)]]).not.call.fn(loginSession),
      A.passkeyFallbackChosen(),
    );
    expect(selectAuthStatus(storeState)).toBe('awaitingPasskey');
  });
});

describe('sign-in without a username', () => {
  const clicked = () => stateAfter(configLoaded(), authActions.passkeySignInClicked());
  const run = (providers: StaticProvider[]) => expectSaga(passkeySignIn).withReducer(testReducer, clicked()).provide([...providers, ...common]);

  it('options → the browser → verified → the status names the user → signed in, /dashboard', async () => {
    const { storeState } = await run([
      [matchers.call.fn(getPasskeySignInOptions), { ...accepted('1200'), options: OPTIONS, fallback: null }],
      [matchers.call.fn(getPasskeyAssertion), RESPONSE],
      [matchers.call.fn(signInWithPasskey), accepted('1200')],
      [matchers.call.fn(checkLoginStatus), { signedIn: true, data: { username: 'demo.passkey' } }],
    ])
      .call(getPasskeyAssertion, OPTIONS)
      .call(signInWithPasskey, RESPONSE)
      .put(sessionActions.signedIn({ username: 'demo.passkey', via: 'signIn' }))
      .call(navigateTo, '/dashboard')
      .run();
    expect(selectSession(storeState)).toEqual({ status: 'signedIn', username: 'demo.passkey' });
  });

  it('cancelled: signInFailed with its text; the login page shows it and the button again', async () => {
    const { storeState } = await run([
      [matchers.call.fn(getPasskeySignInOptions), { ...accepted('1200'), options: OPTIONS, fallback: null }],
      [matchers.call.fn(getPasskeyAssertion), throwError(notAllowed)],
    ])
      .not.call.fn(signInWithPasskey)
      .run();
    expect(selectAuthStatus(storeState)).toBe('failed');
    expect(selectAuthError(storeState)).toEqual({ code: 'PASSKEY_CEREMONY', message: TEXTS.cancelled });
  });

  it("refused (1403): the gateway's text; nobody is signed in", async () => {
    const { storeState } = await run([
      [matchers.call.fn(getPasskeySignInOptions), { ...accepted('1200'), options: OPTIONS, fallback: null }],
      [matchers.call.fn(getPasskeyAssertion), RESPONSE],
      [matchers.call.fn(signInWithPasskey), refused('1403', TEXTS.notVerified)],
    ])
      .not.call.fn(checkLoginStatus)
      .run();
    expect(selectAuthError(storeState)).toEqual({ code: '1403', message: TEXTS.notVerified });
    expect(selectSession(storeState).status).not.toBe('signedIn');
  });

  it('the login page saga loads the chunk on the click and runs it; a failed chunk load is a failure text', async () => {
    await runDispatching(
      expectSaga(untilFinished, signInSaga)
        .withReducer(testReducer, stateAfter(configLoaded()))
        .provide([[matchers.call.fn(loadPasskeySignIn), { passkeySignIn }], [matchers.call.fn(passkeySignIn), undefined]])
        .call(loadPasskeySignIn)
        .call(passkeySignIn),
      authActions.passkeySignInClicked(),
    );
    const { storeState } = await runDispatching(
      expectSaga(untilFinished, signInSaga)
        .withReducer(testReducer, stateAfter(configLoaded()))
        .provide([[matchers.call.fn(loadPasskeySignIn), throwError(new Error('ChunkLoadError'))]]),
      authActions.passkeySignInClicked(),
    );
    expect(selectAuthStatus(storeState)).toBe('failed');
    expect(selectAuthError(storeState)?.message).toBeTruthy();
  });
});

describe('the passkey step: the ways it ends or is tried again', () => {
  it('the options call fails (no answer): the step ends with the generic text, the browser is never asked', async () => {
    const { storeState } = await runDispatching(
      step([[matchers.call.fn(getPasskeyFactorOptions), throwError(new Error('Network Error'))]])
        .put(A.passkeyStepFailed({ ...GENERIC_ERROR }))
        .not.put.actionType(A.passkeyOptionsLoaded.type)
        .not.call.fn(getPasskeyAssertion),
      A.passkeyUseClicked(),
    );
    expect(selectAuthStatus(storeState)).toBe('failed');
    expect(selectAuthError(storeState)).toEqual({ ...GENERIC_ERROR });
  });

  it('options held too long are fetched again; the half-open session gone by then (1401): the step ends with its text, no browser prompt', async () => {
    let time = 0;
    let asked = 0;
    const { storeState, effects } = await runDispatching(
      step([
        {
          call(effect: { fn: unknown }, next: () => unknown) {
            if (effect.fn === now) return (time += PASSKEY_OPTIONS_FRESH_MS + 1);
            if (effect.fn === getPasskeyFactorOptions) return (asked += 1) === 1 ? offered(null) : refused('1401', 'Not Logged In');
            return next();
          },
        } as never,
      ])
        .put(A.passkeyStepFailed({ code: '1401', message: TEXTS.ended }))
        .not.call.fn(getPasskeyAssertion),
      A.passkeyUseClicked(),
    );
    expect(calledFns(effects.call ?? []).filter((fn) => fn === getPasskeyFactorOptions)).toHaveLength(2);
    expect(selectAuthStatus(storeState)).toBe('failed');
    expect(selectAuthError(storeState)?.message).toBe(TEXTS.ended);
  });

  it('the half-open session gone when the passkey is verified (1401): the step ends with its text; a further click asks nothing', async () => {
    const { storeState, effects } = await runDispatching(
      step([
        [matchers.call.fn(getPasskeyFactorOptions), offered(null)],
        [matchers.call.fn(getPasskeyAssertion), RESPONSE],
        [matchers.call.fn(verifyPasskeyFactor), refused('1401', 'Not Logged In')],
      ])
        .put(A.passkeyStepFailed({ code: '1401', message: TEXTS.ended }))
        .not.put.actionType(A.passkeyRefused.type)
        .not.put.actionType(sessionActions.signedIn.type),
      A.passkeyUseClicked(),
      A.passkeyUseClicked(),
    );
    expect(calledFns(effects.call ?? []).filter((fn) => fn === getPasskeyAssertion)).toHaveLength(1);
    expect(selectAuthStatus(storeState)).toBe('failed');
    expect(selectAuthError(storeState)?.message).toBe(TEXTS.ended);
    expect(selectSession(storeState).status).toBe('secondFactor');
  });

  it('the verification call fails (no answer): the generic text, the button again; the next click asks for new options', async () => {
    let verified = 0;
    const { storeState, effects } = await runDispatching(
      step([
        [matchers.call.fn(getPasskeyFactorOptions), offered(null)],
        [matchers.call.fn(getPasskeyAssertion), RESPONSE],
        {
          call(effect: { fn: unknown }, next: () => unknown) {
            if (effect.fn !== verifyPasskeyFactor) return next();
            if ((verified += 1) === 1) throw new Error('Network Error');
            return accepted('1200');
          },
        } as never,
      ]).put(A.passkeyRefused({ ...GENERIC_ERROR })),
      A.passkeyUseClicked(),
    );
    expect(selectAuthStatus(storeState)).toBe('awaitingPasskey');
    expect(selectAuthError(storeState)).toEqual({ ...GENERIC_ERROR });
    expect(selectSession(storeState).status).toBe('secondFactor');
    const again = await runDispatching(
      expectSaga(untilFinished, passkeyStep)
        .withReducer(testReducer, storeState)
        .provide([
          [matchers.call.fn(getPasskeyFactorOptions), offered(null)],
          [matchers.call.fn(getPasskeyAssertion), RESPONSE],
          [matchers.call.fn(verifyPasskeyFactor), accepted('1200')],
          ...common,
        ]),
      A.passkeyUseClicked(),
    );
    expect(selectSession(again.storeState).status).toBe('signedIn');
    expect(calledFns(effects.call ?? []).filter((fn) => fn === getPasskeyFactorOptions)).toHaveLength(1);
  });

  it('the fallback login call fails (no answer): the generic text on the login page', async () => {
    const { storeState } = await runDispatching(
      step([
        [matchers.call.fn(getPasskeyFactorOptions), offered('push')],
        [matchers.call.fn(newTmxToken), 'tmx'],
        [matchers.call.fn(loginSession), throwError(new Error('Network Error'))],
      ])
        .put(authActions.signInFailed({ ...GENERIC_ERROR }))
        .call(navigateTo, '/login')
        .not.call.fn(getPasskeyAssertion),
      A.passkeyFallbackChosen(),
    );
    expect(selectAuthStatus(storeState)).toBe('failed');
    expect(selectAuthError(storeState)).toEqual({ ...GENERIC_ERROR });
  });

  it("the fallback refused (1403): the gateway's text on the login page, no push page", async () => {
    const text = 'Push notifications are not available for this user.';
    const { storeState } = await runDispatching(
      step([
        [matchers.call.fn(getPasskeyFactorOptions), offered('push')],
        [matchers.call.fn(newTmxToken), 'tmx'],
        [matchers.call.fn(loginSession), refused('1403', text)],
      ])
        .call(loginSession, { flowType: 'PushForLogin', tmxToken: 'tmx' })
        .put(authActions.signInFailed({ code: '1403', message: text }))
        .call(navigateTo, '/login')
        .not.call(navigateTo, '/user-access/push'),
      A.passkeyFallbackChosen(),
    );
    expect(selectAuthStatus(storeState)).toBe('failed');
    expect(selectAuthError(storeState)?.message).toBe(text);
  });

  it("the options refused (1403): the step ends with the gateway's text", async () => {
    const text = 'Passkeys are not enabled for this user.';
    const { storeState } = await runDispatching(
      step([[matchers.call.fn(getPasskeyFactorOptions), refused('1403', text)]])
        .put(A.passkeyStepFailed({ code: '1403', message: text }))
        .not.call.fn(getPasskeyAssertion),
      A.passkeyUseClicked(),
    );
    expect(selectAuthStatus(storeState)).toBe('failed');
    expect(selectAuthError(storeState)?.message).toBe(text);
  });

  it('the passkey page opened with no passkey step under way: no options are asked for, the page says so', async () => {
    const { storeState } = await runDispatching(
      expectSaga(untilFinished, passkeyStep)
        .withReducer(testReducer, stateAfter(configLoaded()))
        .provide([[matchers.call.fn(getPasskeyFactorOptions), offered(null)], ...common])
        .not.call.fn(getPasskeyFactorOptions)
        .not.put.actionType(A.passkeyOptionsLoaded.type),
      A.passkeyUseClicked(),
    );
    expect(selectAuthStatus(storeState)).toBe('idle');
  });

  it('the passkey page left: the step stops; a late "Use a passkey" asks the browser nothing', async () => {
    await runDispatching(
      step([[matchers.call.fn(getPasskeyFactorOptions), offered(null)], [matchers.call.fn(getPasskeyAssertion), RESPONSE]])
        .put(A.passkeyOptionsLoaded({ fallback: null }))
        .not.call.fn(getPasskeyAssertion)
        .not.call.fn(verifyPasskeyFactor),
      A.passkeyStepLeft(),
      A.passkeyUseClicked(),
    );
  });

  it('a stale "other factor" click after a new sign-in began on the login page starts no fallback login; the new sign-in goes on', async () => {
    const { storeState } = await runDispatching(
      step([[matchers.call.fn(getPasskeyFactorOptions), offered(null)], [matchers.call.fn(getPasskeyAssertion), RESPONSE]])
        .not.call.fn(loginSession)
        .not.call.fn(getPasskeyAssertion)
        .not.put.actionType(authActions.signInFailed.type),
      authActions.loginPageOpened({ flow: 'login' }),
      authActions.signInSubmitted({ username: 'demo.plain', remember: false, flow: 'login' }),
      A.passkeyFallbackChosen(),
    );
    expect(selectAuthStatus(storeState)).toBe('submitting');
    expect(storeState.auth.username).toBe('demo.plain');
  });

  it('the passkey page opening starts the step through the root watcher; opening it again restarts it with new options', async () => {
    const { storeState, effects } = await runDispatching(
      expectSaga(untilFinished, passkeyFactorSaga)
        .withReducer(testReducer, awaitingPasskey())
        .provide([
          [matchers.call.fn(getPasskeyFactorOptions), offered('sms')],
          [matchers.call.fn(getPasskeyAssertion), RESPONSE],
          [matchers.call.fn(verifyPasskeyFactor), accepted('1200')],
          ...common,
        ])
        .put(A.passkeyOptionsLoaded({ fallback: 'sms' })),
      A.passkeyStepOpened(),
      A.passkeyStepOpened(),
      A.passkeyUseClicked(),
    );
    expect(calledFns(effects.call ?? []).filter((fn) => fn === getPasskeyFactorOptions)).toHaveLength(2);
    expect(calledFns(effects.call ?? []).filter((fn) => fn === verifyPasskeyFactor)).toHaveLength(1);
    expect(selectSession(storeState)).toEqual({ status: 'signedIn', username: 'demo.passkey' });
  });
});

describe('sign-in without a username: the ways it fails', () => {
  const clicked = () => stateAfter(configLoaded(), authActions.passkeySignInClicked());

  it('the options call fails (no answer): signInFailed with the generic text, the browser is never asked', async () => {
    const { storeState } = await expectSaga(passkeySignIn)
      .withReducer(testReducer, clicked())
      .provide([[matchers.call.fn(getPasskeySignInOptions), throwError(new Error('Network Error'))], ...common])
      .put(authActions.signInFailed({ ...GENERIC_ERROR }))
      .not.call.fn(getPasskeyAssertion)
      .run();
    expect(selectAuthStatus(storeState)).toBe('failed');
    expect(selectAuthError(storeState)).toEqual({ ...GENERIC_ERROR });
  });

  it("the options refused (1403): signInFailed with the gateway's text, the browser is never asked", async () => {
    const { storeState } = await expectSaga(passkeySignIn)
      .withReducer(testReducer, clicked())
      .provide([[matchers.call.fn(getPasskeySignInOptions), refused('1403', TEXTS.expired)], ...common])
      .put(authActions.signInFailed({ code: '1403', message: TEXTS.expired }))
      .not.call.fn(getPasskeyAssertion)
      .run();
    expect(selectAuthError(storeState)).toEqual({ code: '1403', message: TEXTS.expired });
  });

  it('verified, but the status check names nobody: the generic text, nobody signed in, no /dashboard', async () => {
    const { storeState } = await expectSaga(passkeySignIn)
      .withReducer(testReducer, clicked())
      .provide([
        [matchers.call.fn(getPasskeySignInOptions), { ...accepted('1200'), options: OPTIONS, fallback: null }],
        [matchers.call.fn(getPasskeyAssertion), RESPONSE],
        [matchers.call.fn(signInWithPasskey), accepted('1200')],
        [matchers.call.fn(checkLoginStatus), { signedIn: false, text: 'Not Logged In' }],
        ...common,
      ])
      .put(authActions.signInFailed({ ...GENERIC_ERROR }))
      .not.put.actionType(sessionActions.signedIn.type)
      .not.call(navigateTo, '/dashboard')
      .run();
    expect(selectAuthStatus(storeState)).toBe('failed');
    expect(selectSession(storeState).status).not.toBe('signedIn');
  });

  it('a click while a second factor is under way: the chunk is not loaded, nothing fails', async () => {
    const { storeState } = await runDispatching(
      expectSaga(untilFinished, signInSaga)
        .withReducer(testReducer, awaitingPasskey())
        .provide([[matchers.call.fn(loadPasskeySignIn), { passkeySignIn }], [matchers.call.fn(passkeySignIn), undefined]])
        .not.call.fn(loadPasskeySignIn)
        .not.put.actionType(authActions.signInFailed.type),
      authActions.passkeySignInClicked(),
    );
    expect(selectAuthStatus(storeState)).toBe('awaitingPasskey');
  });

  it("a click while the login page's logout is still out waits for it before the passkey sign-in starts", async () => {
    const logout = deferred<void>();
    const order: string[] = [];
    const tester = expectSaga(untilFinished, signInSaga)
      .withReducer(testReducer, stateAfter(configLoaded(), sessionActions.signedOutDetected()))
      .provide([
        [matchers.call.fn(readRememberedUsernames), []],
        [matchers.call.fn(readLoginVariantOverride), null],
        {
          call(effect: { fn: unknown }, next: () => unknown) {
            if (effect.fn === deleteSession) return logout.promise.then(() => void order.push('logout'));
            if (effect.fn === loadPasskeySignIn) {
              order.push('chunk');
              return { passkeySignIn };
            }
            if (effect.fn === passkeySignIn) return undefined;
            return next();
          },
        } as never,
      ]);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(authActions.loginPageOpened({ flow: 'login' }));
    tester.dispatch(authActions.passkeySignInClicked());
    await settle();
    expect(order).toEqual([]); // the init's logout is still out
    logout.resolve();
    const { effects } = await finish();
    expect(order).toEqual(['logout', 'chunk']);
    expect(calledFns(effects.call ?? [])).toContain(passkeySignIn);
  });
});
