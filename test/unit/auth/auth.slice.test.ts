import type { AnyAction } from '@reduxjs/toolkit';
import {
  authActions,
  authReducer,
  authReducerWithUserAccess,
  initialAuthState,
  selectLoginVariant,
  type AuthState,
  userAccessActions,
} from '../../../src/features/auth/index';
import { ALL_FLAGS_OFF, systemActions, systemReducer } from '../../../src/features/system/index';
import { sessionActions } from '../../../src/features/session/index';

const run = (...actions: AnyAction[]): AuthState => actions.reduce(authReducerWithUserAccess, initialAuthState);
const submitted = authActions.signInSubmitted({ username: 'demo.plain', remember: true, flow: 'login' });
const failed = authActions.signInFailed({ code: '1403', message: 'no' });

describe('auth state machine', () => {
  it('a submit is taken only from idle or failed (a double submit changes nothing)', () => {
    const once = run(submitted);
    expect(once.status).toBe('submitting');
    const again = authReducerWithUserAccess(once, authActions.signInSubmitted({ username: 'other', remember: false, flow: 'login' }));
    expect(again).toBe(once);
    expect(run(submitted, failed, submitted).status).toBe('submitting');
  });

  it("the login page's reducer (without the user-access pages' chunk) leaves their events alone", () => {
    const awaiting = authReducer(authReducer(initialAuthState, submitted), authActions.pushChallengeStarted({ challengeId: 'c' }));
    expect(awaiting.status).toBe('awaitingPush');
    expect(authReducer(awaiting, userAccessActions.pushDeclined())).toBe(awaiting);
    expect(authReducerWithUserAccess(awaiting, userAccessActions.pushDeclined()).status).toBe('failed');
  });

  it('ignores events that make no sense in the current status', () => {
    expect(run(userAccessActions.pushPolled({ count: 3, status: 'PENDING' }))).toBe(initialAuthState);
    expect(run(userAccessActions.codeSubmitted())).toBe(initialAuthState);
    expect(run(sessionActions.signedIn({ username: 'x', via: 'signIn' }))).toBe(initialAuthState);
    expect(run(submitted, userAccessActions.codeRejected({ code: '1205', message: 'x' })).status).toBe('submitting');
    expect(run(userAccessActions.newPasswordSubmitted()).status).toBe('idle');
  });

  it('push: counted polls while awaiting; declined ends the attempt', () => {
    const awaiting = run(submitted, authActions.pushChallengeStarted({ challengeId: 'c' }), userAccessActions.pushPolled({ count: 2, status: 'PENDING' }));
    expect(awaiting).toMatchObject({ status: 'awaitingPush', push: { challengeId: 'c', pollCount: 2 } });
    expect(authReducerWithUserAccess(awaiting, userAccessActions.pushDeclined()).status).toBe('failed');
    expect(authReducerWithUserAccess(awaiting, userAccessActions.pushCancelled())).toBe(awaiting); // polling stops; the attempt stays
  });

  it('codes: choose a phone → sending → awaiting → verifying → rejected (still awaiting) or expired (back to phones)', () => {
    const verifying = run(
      submitted,
      authActions.codeChallengeStarted(),
      userAccessActions.codeRequested({ method: 'text', phoneId: 'p' }),
      userAccessActions.codeSent(),
      userAccessActions.codeSubmitted(),
    );
    expect(verifying.status).toBe('verifyingCode');
    expect(authReducerWithUserAccess(verifying, userAccessActions.codeRejected({ code: '1205', message: 'Incorrect security code' }))).toMatchObject({
      status: 'awaitingCode',
      error: { field: 'securityCode' },
    });
    expect(authReducerWithUserAccess(verifying, userAccessActions.codeExpired({ code: '1428', message: 'm' })).status).toBe('choosingPhone');
  });

  it('opening the login page ends any attempt but keeps the loaded preferences', () => {
    const preferences = authActions.loginPreferencesLoaded({ rememberedUsernames: ['demo.plain'], variantOverride: null });
    const state = run(preferences, submitted, authActions.pushChallengeStarted({ challengeId: 'c' }), authActions.loginPageOpened({ flow: 'login-with-sms' }));
    expect(state).toEqual({ ...initialAuthState, flow: 'login-with-sms', preferences: { loaded: true, rememberedUsernames: ['demo.plain'], variantOverride: null } });
  });
});

describe('selectLoginVariant', () => {
  const state = (flag: boolean, override: 'cc' | null) => ({
    system: systemReducer(undefined, systemActions.flagsLoaded({ values: { ...ALL_FLAGS_OFF, CCLogin: flag } })),
    auth: authReducer(undefined, authActions.loginPreferencesLoaded({ rememberedUsernames: [], variantOverride: override })),
  });
  it.each([
    [false, null, 'standard'],
    [true, null, 'cc'],
    [false, 'cc', 'cc'],
    [true, 'cc', 'cc'],
  ] as const)('flag %s, override %s → %s', (flag, override, variant) => {
    expect(selectLoginVariant(state(flag, override))).toBe(variant);
  });
});
