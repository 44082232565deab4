import type { AnyAction } from '@reduxjs/toolkit';
import { AxiosError, AxiosHeaders } from 'axios';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import type { MaskedPhone } from '../../../src/api/contract/identity';
import { PRECONDITION_MESSAGE } from '../../../src/api/transport/errorCatalogue';
import { getPhones, sendOneTimeCode, verifyOneTimeCode } from '../../../src/api/endpoints/userAccess.api';
import { authActions, userAccessActions, selectAuthError, selectAuthStatus, selectCodeChallenge, selectMaskedPhones } from '../../../src/features/auth/index';
import { depositSecret, discardSecrets, takeSecret } from '../../../src/features/auth/credentialVault';
import { updateRememberedUsername } from '../../../src/features/auth/rememberedUsernames';
import { loadPhones, oneTimeCodeSaga, requestCode, resendCode, verifyCode } from '../../../src/features/auth/sagas/oneTimeCode';
import { selectIsSignedIn, sessionActions } from '../../../src/features/session/index';
import { AUTH_MESSAGES } from '../../../src/features/auth/messages';
import { navigateTo } from '../../../src/shared/navigation';
import { stateAfter, testReducer } from '../../support/testStore';
import { putsAsText, runUntilFinished, shellProviders, untilFinished } from '../../support/sagaServices';
import { configLoaded } from '../../builders/config';
import { accepted, refused } from '../../builders/identity';

const CODE = '482913';
const phones: MaskedPhone[] = [
  { id: 'p-us', maskedNumber: 'XXXXXXX0147', country: 'US' },
  { id: 'p-uk', maskedNumber: '+44 20 7946 0958', country: 'UK' }, // a server that forgot to mask
];

/** An SMS sign-in at the phone selection, then `actions`. */
const smsSignIn = (...actions: AnyAction[]) =>
  stateAfter(configLoaded(), authActions.signInSubmitted({ username: 'demo.sms', remember: true, flow: 'login' }),
    authActions.codeChallengeStarted(),
    sessionActions.secondFactorStarted({ username: 'demo.sms', inReview: false }),
    ...actions);
const textRequested = userAccessActions.codeRequested({ method: 'text', phoneId: 'p-us' });
const awaitingCode = (...actions: AnyAction[]) => smsSignIn(textRequested, userAccessActions.codeSent(), ...actions);

const common: StaticProvider[] = [...shellProviders, [matchers.call.fn(updateRememberedUsername), undefined]];

afterEach(discardSecrets);

describe('phones', () => {
  it('loads the phones on file; they show as the last 4 padded with X', async () => {
    const { storeState } = await expectSaga(loadPhones)
      .withReducer(testReducer, smsSignIn(userAccessActions.phonesRequested()))
      .provide([[matchers.call.fn(getPhones), { ...accepted(), phones }]])
      .put(userAccessActions.phonesLoaded({ phones }))
      .run();
    expect(selectMaskedPhones(storeState).map((p) => p.maskedNumber)).toEqual(['XXXXXXX0147', 'XXXXXXXX0958']);
  });

  it('none on file (1204): phonesFailed with the message', async () => {
    const { storeState } = await expectSaga(loadPhones)
      .withReducer(testReducer, smsSignIn(userAccessActions.phonesRequested()))
      .provide([[matchers.call.fn(getPhones), refused('1204', 'No contact data found')]])
      .put(userAccessActions.phonesFailed({ code: '1204', message: 'No contact data found' }))
      .run();
    expect(storeState.auth.phones.status).toBe('failed');
  });

  it('without a sign-in or identity flow waiting for a code, nothing is loaded', async () => {
    await expectSaga(loadPhones).withReducer(testReducer, stateAfter(configLoaded())).not.call.fn(getPhones).run();
  });
});

describe('sending a code', () => {
  it.each(['text', 'call'] as const)('%s → sent to the chosen phone → codeSent → the code page', async (method) => {
    const action = userAccessActions.codeRequested({ method, phoneId: 'p-us' });
    const { storeState } = await expectSaga(requestCode, action)
      .withReducer(testReducer, smsSignIn(action))
      .provide([[matchers.call.fn(sendOneTimeCode), accepted('1200', 'Security code sent')], ...common])
      .call(sendOneTimeCode, method, 'p-us')
      .put(userAccessActions.codeSent())
      .call(navigateTo, '/user-access/identity/code')
      .run();
    expect(selectAuthStatus(storeState)).toBe('awaitingCode');
    expect(selectCodeChallenge(storeState)).toEqual({ method, phoneId: 'p-us', sentCount: 1 });
  });

  it("a representative's code: nothing is sent, straight to the code page", async () => {
    const action = userAccessActions.codeRequested({ method: 'rep', phoneId: null });
    await expectSaga(requestCode, action)
      .withReducer(testReducer, smsSignIn(action))
      .provide([...common])
      .not.call.fn(sendOneTimeCode)
      .put(userAccessActions.codeSent())
      .call(navigateTo, '/user-access/identity/code')
      .run();
  });

  it('a refused send: codeSendFailed, back to the phones with the message', async () => {
    const { storeState } = await expectSaga(requestCode, textRequested)
      .withReducer(testReducer, smsSignIn(textRequested))
      .provide([[matchers.call.fn(sendOneTimeCode), refused('1403', 'The selected phone is not on file. Please choose another.')], ...common])
      .put(userAccessActions.codeSendFailed({ code: '1403', message: 'The selected phone is not on file. Please choose another.' }))
      .call(navigateTo, '/user-access/identity/select-phone')
      .not.put.actionType(userAccessActions.codeSent.type)
      .run();
    expect(selectAuthStatus(storeState)).toBe('choosingPhone');
  });

  it('a send refused as locked out (1491) shows the blocked-access text', async () => {
    const { storeState } = await expectSaga(requestCode, textRequested)
      .withReducer(testReducer, smsSignIn(textRequested))
      .provide([[matchers.call.fn(sendOneTimeCode), refused('1491', 'Your access has been blocked.')], ...common])
      .put(userAccessActions.codeSendFailed({ code: '1491', message: AUTH_MESSAGES.blockedAccess }))
      .run();
    expect(selectAuthError(storeState)?.message).toBe(AUTH_MESSAGES.blockedAccess);
  });

  it("a resend over the gateway's limit (429): the gateway's message, back to the phones", async () => {
    const limitText = 'Too many security codes have been sent. Please wait 14 minutes before you request another.';
    const config = { url: '/user/factor/otp/sms/authentication', method: 'post', headers: new AxiosHeaders() };
    const response = { status: 429, statusText: 'Too Many Requests', data: { responseBaseInfo: { status: { code: '429', message: limitText } } }, headers: {}, config };
    const error = new AxiosError('Request failed with status code 429', AxiosError.ERR_BAD_REQUEST, config, {}, response);
    const { storeState } = await expectSaga(resendCode)
      .withReducer(testReducer, awaitingCode(userAccessActions.codeResendRequested()))
      .provide([[matchers.call.fn(sendOneTimeCode), throwError(error)], ...common])
      .put(userAccessActions.codeSendFailed({ code: '429', message: limitText }))
      .call(navigateTo, '/user-access/identity/select-phone')
      .not.put.actionType(userAccessActions.codeSent.type)
      .run();
    expect(selectAuthError(storeState)).toEqual({ code: '429', message: limitText });
  });

  it('a request the state machine did not accept (no phone selection open) sends nothing', async () => {
    const { effects } = await expectSaga(requestCode, textRequested)
      .withReducer(testReducer, awaitingCode(textRequested))
      .provide(common)
      .not.call.fn(sendOneTimeCode)
      .run();
    expect(effects.put).toBeUndefined();
  });

  it('a text request without a phone sends to no phone: the refusal says why, back to the phones', async () => {
    const noPhone = userAccessActions.codeRequested({ method: 'text', phoneId: null });
    await expectSaga(requestCode, noPhone)
      .withReducer(testReducer, smsSignIn(noPhone))
      .provide([[matchers.call.fn(sendOneTimeCode), refused('1400', 'Choose a phone')], ...common])
      .call(sendOneTimeCode, 'text', '')
      .put(userAccessActions.codeSendFailed({ code: '1400', message: 'Choose a phone' }))
      .call(navigateTo, '/user-access/identity/select-phone')
      .run();
  });

  it('a resend the state machine did not accept (a representative gives the code) sends nothing', async () => {
    const repRequested = userAccessActions.codeRequested({ method: 'rep', phoneId: null });
    const { effects } = await expectSaga(resendCode)
      .withReducer(testReducer, smsSignIn(repRequested, userAccessActions.codeSent(), userAccessActions.codeResendRequested()))
      .provide(common)
      .not.call.fn(sendOneTimeCode)
      .run();
    expect(effects.put).toBeUndefined();
  });

  it('resend: the same method and phone again, and the count goes up', async () => {
    const { storeState } = await expectSaga(resendCode)
      .withReducer(testReducer, awaitingCode(userAccessActions.codeResendRequested()))
      .provide([[matchers.call.fn(sendOneTimeCode), accepted()], ...common])
      .call(sendOneTimeCode, 'text', 'p-us')
      .put(userAccessActions.codeSent())
      .not.call.fn(navigateTo)
      .run();
    expect(selectCodeChallenge(storeState).sentCount).toBe(2);
  });
});

describe('verifying a code', () => {
  const submitted = () => {
    depositSecret('securityCode', CODE);
    return awaitingCode(userAccessActions.codeSubmitted());
  };

  it('1200 during sign-in: codeVerified → signed in → /dashboard; the code only in the call', async () => {
    const { storeState, allEffects } = await expectSaga(verifyCode)
      .withReducer(testReducer, submitted())
      .provide([[matchers.call.fn(verifyOneTimeCode), accepted()], ...common])
      .call(verifyOneTimeCode, 'text', CODE)
      .put(userAccessActions.codeVerified())
      .put(sessionActions.signedIn({ username: 'demo.sms', via: 'signIn' }))
      .call(navigateTo, '/dashboard')
      .run();
    expect(selectIsSignedIn(storeState)).toBe(true);
    expect(putsAsText(allEffects)).not.toContain(CODE);
    expect(JSON.stringify(storeState)).not.toContain(CODE);
    expect(takeSecret('securityCode')).toBeNull();
  });

  it("1205: 'Incorrect security code' under the field; the code can be entered again", async () => {
    const { storeState } = await expectSaga(verifyCode)
      .withReducer(testReducer, submitted())
      .provide([[matchers.call.fn(verifyOneTimeCode), refused('1205', 'Incorrect security code')], ...common])
      .put(userAccessActions.codeRejected({ code: '1205', message: 'Incorrect security code' }))
      .not.call.fn(navigateTo)
      .run();
    expect(selectAuthStatus(storeState)).toBe('awaitingCode');
    expect(selectAuthError(storeState)).toEqual({ code: '1205', message: 'Incorrect security code', field: 'securityCode' });
  });

  it("1428: the catalogue's fixed message and back to the phone selection", async () => {
    const { storeState } = await expectSaga(verifyCode)
      .withReducer(testReducer, submitted())
      .provide([[matchers.call.fn(verifyOneTimeCode), refused('1428', 'The security code has expired.')], ...common])
      .put(userAccessActions.codeExpired({ code: '1428', message: PRECONDITION_MESSAGE }))
      .call(navigateTo, '/user-access/identity/select-phone')
      .run();
    expect(selectAuthStatus(storeState)).toBe('choosingPhone');
    expect(selectAuthError(storeState)?.message).toBe(PRECONDITION_MESSAGE);
  });

  it.each([
    // Too many wrong codes lock the person out: the spec's blocked-access text, as at sign-in.
    ['1491', 'Your access has been blocked after too many failed sign-in attempts.', AUTH_MESSAGES.blockedAccess],
    ['1401', 'Not Logged In', expect.stringContaining('For security reasons, your access has been blocked.')],
  ])('other codes (%s) per the catalogue: codeFailed', async (code, serverMessage, shown) => {
    const { storeState } = await expectSaga(verifyCode)
      .withReducer(testReducer, submitted())
      .provide([[matchers.call.fn(verifyOneTimeCode), refused(code, serverMessage)], ...common])
      .put.actionType(userAccessActions.codeFailed.type)
      .not.put.actionType(sessionActions.signedIn.type)
      .run();
    expect(selectAuthStatus(storeState)).toBe('failed');
    expect(selectAuthError(storeState)).toEqual({ code, message: shown });
  });

  it('a failed call: codeFailed with the generic error', async () => {
    await expectSaga(verifyCode)
      .withReducer(testReducer, submitted())
      .provide([[matchers.call.fn(verifyOneTimeCode), throwError(new Error('socket hang up'))], ...common])
      .put(userAccessActions.codeFailed({ code: '999999', message: 'An unexpected error has occurred' }))
      .run();
  });

  it('no code in the vault: required under the field, nothing verified', async () => {
    const { storeState } = await expectSaga(verifyCode)
      .withReducer(testReducer, awaitingCode(userAccessActions.codeSubmitted()))
      .provide(common)
      .put(userAccessActions.codeRejected({ code: 'REQUIRED', message: 'Error: Required.' }))
      .not.call.fn(verifyOneTimeCode)
      .run();
    expect(selectAuthStatus(storeState)).toBe('awaitingCode');
  });

  it('a submit the state machine did not accept (no code sent yet) verifies nothing', async () => {
    depositSecret('securityCode', CODE);
    const { effects } = await expectSaga(verifyCode)
      .withReducer(testReducer, smsSignIn(userAccessActions.codeSubmitted()))
      .provide(common)
      .not.call.fn(verifyOneTimeCode)
      .run();
    expect(effects.put).toBeUndefined();
    expect(takeSecret('securityCode')).toBe(CODE); // not read: left for the submit that counts
  });

  it('a double submit verifies once', async () => {
    depositSecret('securityCode', CODE);
    const tester = expectSaga(untilFinished, oneTimeCodeSaga)
      .withReducer(testReducer, awaitingCode())
      .provide([[matchers.call.fn(verifyOneTimeCode), accepted()], ...common]);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(userAccessActions.codeSubmitted());
    tester.dispatch(userAccessActions.codeSubmitted());
    const { effects } = await finish();
    expect(effects.call.filter((effect) => effect.payload.fn === verifyOneTimeCode)).toHaveLength(1);
  });
});
