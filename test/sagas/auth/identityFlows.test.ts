import type { AnyAction } from '@reduxjs/toolkit';
import { AxiosError, AxiosHeaders } from 'axios';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { enrollCredentials, getUsername, resetPassword, searchIdentity, verifyOneTimeCode } from '../../../src/api/endpoints/userAccess.api';
import { selectAuthError, selectAuthStatus, selectFoundUsername, type IdentityFlowName, userAccessActions } from '../../../src/features/auth/index';
import { depositSecret, discardSecrets, takeSecret } from '../../../src/features/auth/credentialVault';
import { register, saveNewPassword, searchForIdentity, startUserAccess } from '../../../src/features/auth/sagas/identityFlows';
import { verifyCode } from '../../../src/features/auth/sagas/oneTimeCode';
import { selectAlerts, systemActions } from '../../../src/features/system/index';
import { newTmxToken } from '../../../src/shared/ids';
import { navigateTo } from '../../../src/shared/navigation';
import { now } from '../../../src/shared/time/clock';
import { stateAfter, testReducer } from '../../support/testStore';
import { putsAsText, shellProviders } from '../../support/sagaServices';
import { configLoaded } from '../../builders/config';
import { accepted, refused } from '../../builders/identity';

const TMX = 'f'.repeat(32);
const SSN = '5307';
const person = { firstName: 'Jordan', lastName: 'Avery', dob: '07/19/1988', zip: '10017' };
const searched = userAccessActions.identitySearchSubmitted(person);

const started = (flow: IdentityFlowName, ...actions: AnyAction[]) =>
  stateAfter(configLoaded(), userAccessActions.userAccessStarted({ flow, today: '2026-11-21' }), ...actions);
/** An identity flow whose code was just accepted. */
const verified = (flow: IdentityFlowName, ...actions: AnyAction[]) =>
  started(
    flow,
    searched,
    userAccessActions.identityFound(),
    userAccessActions.codeRequested({ method: 'text', phoneId: 'p-1' }),
    userAccessActions.codeSent(),
    userAccessActions.codeSubmitted(),
    userAccessActions.codeVerified(),
    ...actions,
  );

const common: StaticProvider[] = [...shellProviders, [matchers.call.fn(newTmxToken), TMX]];

afterEach(discardSecrets);

describe('identity search', () => {
  it('opening the identity page starts the flow with today from the clock', async () => {
    await expectSaga(startUserAccess, userAccessActions.userAccessOpened({ flow: 'register' }))
      .withReducer(testReducer, stateAfter(configLoaded()))
      .provide([[matchers.call.fn(now), Date.UTC(2026, 10, 21, 15, 30)]])
      .put(userAccessActions.userAccessStarted({ flow: 'register', today: '2026-11-21' }))
      .run();
  });

  it.each([
    ['register', 'Register'],
    ['lookup-username', 'UsernameLookup'],
    ['password-reset', 'PasswordReset'],
  ] as const)('found (%s): searched with the flow type, then the phone selection', async (flow, flowType) => {
    depositSecret('ssnLast4', SSN);
    const { storeState, allEffects } = await expectSaga(searchForIdentity, searched)
      .withReducer(testReducer, started(flow, searched))
      .provide([[matchers.call.fn(searchIdentity), accepted('1200', 'User found')], ...common])
      .call(searchIdentity, { firstName: 'Jordan', lastName: 'Avery', dob: '1988-07-19', ssnLast4: SSN, zip: '10017' }, { flowType, tmxToken: TMX })
      .put(userAccessActions.identityFound())
      .call(navigateTo, '/user-access/identity/select-phone')
      .run();
    expect(selectAuthStatus(storeState)).toBe('choosingPhone');
    expect(putsAsText(allEffects)).not.toContain(SSN);
    expect(JSON.stringify(storeState)).not.toContain(SSN);
    expect(takeSecret('ssnLast4')).toBeNull();
  });

  it("not found (1404): 'We could not find your information. Please check your entries.'", async () => {
    depositSecret('ssnLast4', SSN);
    const { storeState } = await expectSaga(searchForIdentity, searched)
      .withReducer(testReducer, started('lookup-username', searched))
      .provide([[matchers.call.fn(searchIdentity), refused('1404', 'User not found')], ...common])
      .put(userAccessActions.identitySearchFailed({ code: '1404', message: 'We could not find your information. Please check your entries.' }))
      .not.call.fn(navigateTo)
      .run();
    expect(selectAuthStatus(storeState)).toBe('failed');
  });

  it('more data required (1204): the zip is asked for', async () => {
    depositSecret('ssnLast4', '4417');
    const { storeState } = await expectSaga(searchForIdentity, searched)
      .withReducer(testReducer, started('register', searched))
      .provide([[matchers.call.fn(searchIdentity), refused('1204', 'More data required')], ...common])
      .run();
    expect(selectAuthError(storeState)).toEqual({
      code: '1204',
      field: 'zip',
      message: 'We found more than one match for these details. Please add your ZIP code and try again.',
    });
  });

  it('an input the gateway refuses (400) shows under its field', async () => {
    depositSecret('ssnLast4', SSN);
    const config = { url: '/user/identity/attributes/.search', method: 'post', headers: new AxiosHeaders() };
    const response = {
      status: 400,
      statusText: 'Bad Request',
      data: { responseBaseInfo: { status: { code: '400', message: 'body.filter.dob: Error: Enter a valid date of birth as MM/DD/YYYY.' } } },
      headers: {},
      config,
    };
    const error = new AxiosError('Request failed with status code 400', AxiosError.ERR_BAD_REQUEST, config, {}, response);
    await expectSaga(searchForIdentity, searched)
      .withReducer(testReducer, started('register', searched))
      .provide([[matchers.call.fn(searchIdentity), throwError(error)], ...common])
      .put(userAccessActions.identitySearchFailed({ code: '400', field: 'dob', message: 'Error: Enter a valid date of birth as MM/DD/YYYY.' }))
      .run();
  });
});

describe('identity search: what it refuses to do', () => {
  it('a search the state machine did not accept (the person is already found) calls nothing and puts nothing', async () => {
    depositSecret('ssnLast4', SSN);
    const { effects } = await expectSaga(searchForIdentity, searched)
      .withReducer(testReducer, started('register', searched, userAccessActions.identityFound(), searched))
      .provide(common)
      .not.call.fn(searchIdentity)
      .run();
    expect(effects.put).toBeUndefined();
    expect(takeSecret('ssnLast4')).toBe(SSN); // left for the search that will count
  });

  it('no SSN digits in the vault: the field is required and nothing is searched', async () => {
    const { storeState } = await expectSaga(searchForIdentity, searched)
      .withReducer(testReducer, started('register', searched))
      .provide(common)
      .put(userAccessActions.identitySearchFailed({ code: 'REQUIRED', field: 'ssnLast4', message: 'Error: Required.' }))
      .not.call.fn(searchIdentity)
      .run();
    expect(selectAuthStatus(storeState)).toBe('failed');
  });

  it('without a ZIP code the filter carries none', async () => {
    depositSecret('ssnLast4', SSN);
    const noZip = userAccessActions.identitySearchSubmitted({ ...person, zip: '  ' });
    await expectSaga(searchForIdentity, noZip)
      .withReducer(testReducer, started('register', noZip))
      .provide([[matchers.call.fn(searchIdentity), accepted('1200', 'User found')], ...common])
      .call(searchIdentity, { firstName: 'Jordan', lastName: 'Avery', dob: '1988-07-19', ssnLast4: SSN }, { flowType: 'Register', tmxToken: TMX })
      .put(userAccessActions.identityFound())
      .run();
  });

  it("another refusal shows the gateway's own message", async () => {
    depositSecret('ssnLast4', SSN);
    const { storeState } = await expectSaga(searchForIdentity, searched)
      .withReducer(testReducer, started('password-reset', searched))
      .provide([[matchers.call.fn(searchIdentity), refused('1499', 'Identity service is busy')], ...common])
      .put(userAccessActions.identitySearchFailed({ code: '1499', message: 'Identity service is busy' }))
      .not.call.fn(navigateTo)
      .run();
    expect(selectAuthError(storeState)).toEqual({ code: '1499', message: 'Identity service is busy' });
  });
});

describe('after the code is verified', () => {
  const codeEntered = (flow: IdentityFlowName) => {
    depositSecret('securityCode', '123456');
    return started(
      flow,
      searched,
      userAccessActions.identityFound(),
      userAccessActions.codeRequested({ method: 'text', phoneId: 'p-1' }),
      userAccessActions.codeSent(),
      userAccessActions.codeSubmitted(),
    );
  };

  it('lookup-username: the username is fetched and shown', async () => {
    const { storeState } = await expectSaga(verifyCode)
      .withReducer(testReducer, codeEntered('lookup-username'))
      .provide([
        [matchers.call.fn(verifyOneTimeCode), accepted()],
        [matchers.call.fn(getUsername), { ...accepted(), username: 'demo.plain' }],
        ...common,
      ])
      .put(userAccessActions.codeVerified())
      .put(userAccessActions.usernameFound({ username: 'demo.plain' }))
      .call(navigateTo, '/user-access/identity/username')
      .run();
    expect(selectFoundUsername(storeState)).toBe('demo.plain');
    expect(selectAuthStatus(storeState)).toBe('completed');
  });

  it('lookup-username refused: usernameLookupFailed with the message, no navigation', async () => {
    const { storeState } = await expectSaga(verifyCode)
      .withReducer(testReducer, codeEntered('lookup-username'))
      .provide([
        [matchers.call.fn(verifyOneTimeCode), accepted()],
        [matchers.call.fn(getUsername), refused('1404', 'User not found')],
        ...common,
      ])
      .put(userAccessActions.usernameLookupFailed({ code: '1404', message: 'User not found' }))
      .not.put.actionType(userAccessActions.usernameFound.type)
      .not.call(navigateTo, '/user-access/identity/username')
      .run();
    expect(selectFoundUsername(storeState)).toBeNull();
  });

  it.each([
    ['password-reset', '/user-access/identity/new-password'],
    ['register', '/user-access/registration'],
  ] as const)('%s: on to %s', async (flow, path) => {
    await expectSaga(verifyCode)
      .withReducer(testReducer, codeEntered(flow))
      .provide([[matchers.call.fn(verifyOneTimeCode), accepted()], ...common])
      .call(navigateTo, path)
      .not.call.fn(getUsername)
      .run();
  });
});

describe('password reset and registration', () => {
  const NEW_PASSWORD = 'Harbor!Quay-48';

  it('reset: the new password from the vault → success banner → /login', async () => {
    depositSecret('newPassword', NEW_PASSWORD);
    const { storeState, allEffects } = await expectSaga(saveNewPassword)
      .withReducer(testReducer, verified('password-reset', userAccessActions.newPasswordSubmitted()))
      .provide([[matchers.call.fn(resetPassword), accepted()], ...common])
      .call(resetPassword, NEW_PASSWORD)
      .put(userAccessActions.enrollmentSucceeded())
      .call(navigateTo, '/login')
      .run();
    expect(selectAlerts(storeState)).toEqual([
      expect.objectContaining({ severity: 'success', message: 'Your password has been reset. Please log in with your new password.' }),
    ]);
    expect(putsAsText(allEffects)).not.toContain(NEW_PASSWORD);
  });

  it('reset refused by a rule: the message under the password, the form stays', async () => {
    depositSecret('newPassword', NEW_PASSWORD);
    const config = { url: '/user/factor/password/enrollment', method: 'put', headers: new AxiosHeaders() };
    const body = { responseBaseInfo: { status: { code: '400', message: 'body.newPassword: Error: Password cannot contain your username or name.' } } };
    const error = new AxiosError('400', AxiosError.ERR_BAD_REQUEST, config, {}, { status: 400, statusText: 'Bad Request', data: body, headers: {}, config });
    const { storeState } = await expectSaga(saveNewPassword)
      .withReducer(testReducer, verified('password-reset', userAccessActions.newPasswordSubmitted()))
      .provide([[matchers.call.fn(resetPassword), throwError(error)], ...common])
      .not.put.actionType(systemActions.alertRaised.type)
      .run();
    expect(selectAuthStatus(storeState)).toBe('verified');
    expect(selectAuthError(storeState)).toEqual({ code: '400', field: 'newPassword', message: 'Error: Password cannot contain your username or name.' });
  });

  it("register: username and password → 'Your username and password have been created. Please log in.' → /login", async () => {
    depositSecret('password', NEW_PASSWORD);
    const action = userAccessActions.registrationSubmitted({ username: 'jordan.avery' });
    const { storeState, allEffects } = await expectSaga(register, action)
      .withReducer(testReducer, verified('register', action))
      .provide([[matchers.call.fn(enrollCredentials), accepted('1201', 'Username and password created')], ...common])
      .call(enrollCredentials, { username: 'jordan.avery', password: NEW_PASSWORD })
      .put(userAccessActions.enrollmentSucceeded())
      .put(
        systemActions.alertRaised({
          alert: { id: 'alert-1', raisedAt: 1_000, severity: 'success', message: 'Your username and password have been created. Please log in.' },
        }),
      )
      .call(navigateTo, '/login')
      .run();
    expect(selectAuthStatus(storeState)).toBe('completed');
    expect(putsAsText(allEffects)).not.toContain(NEW_PASSWORD);
  });

  it('a new password the state machine did not accept (no code verified) saves nothing', async () => {
    depositSecret('newPassword', NEW_PASSWORD);
    const { effects } = await expectSaga(saveNewPassword)
      .withReducer(testReducer, started('password-reset', userAccessActions.newPasswordSubmitted()))
      .provide(common)
      .not.call.fn(resetPassword)
      .run();
    expect(effects.put).toBeUndefined();
  });

  it('no new password in the vault: the field is required and nothing is saved', async () => {
    const { storeState } = await expectSaga(saveNewPassword)
      .withReducer(testReducer, verified('password-reset', userAccessActions.newPasswordSubmitted()))
      .provide(common)
      .put(userAccessActions.enrollmentFailed({ code: 'REQUIRED', field: 'newPassword', message: 'Error: Required.' }))
      .not.call.fn(resetPassword)
      .run();
    expect(selectAuthStatus(storeState)).toBe('verified');
  });

  it('register refused (username taken): enrollmentFailed with the message, no banner', async () => {
    depositSecret('password', NEW_PASSWORD);
    const action = userAccessActions.registrationSubmitted({ username: 'demo.plain' });
    const { storeState } = await expectSaga(register, action)
      .withReducer(testReducer, verified('register', action))
      .provide([[matchers.call.fn(enrollCredentials), refused('1403', 'That username is not available.')], ...common])
      .put(userAccessActions.enrollmentFailed({ code: '1403', message: 'That username is not available.' }))
      .not.call.fn(navigateTo)
      .run();
    expect(selectAuthStatus(storeState)).toBe('verified');
  });
});
