// Identity flows (spec part 2 §4, §5, §7, §8): register, username lookup and password reset.
//   1. auth/userAccessOpened {flow} (the identity page) → today from the clock → auth/userAccessStarted {flow, today}
//   2. auth/identitySearchSubmitted {firstName, lastName, dob, zip} (the SSN's last 4 wait in the vault)
//      → the search with the flow's type and headers
//        1200 → auth/identityFound → /user-access/identity/select-phone (oneTimeCode.ts verifies by code)
//        1404 → auth/identitySearchFailed 'We could not find your information…'; 1204 → asks for the zip;
//        other refusals and failed calls per the catalogue
//   3. the code verified (oneTimeCode.ts) → by flow
//        lookup-username → the username → auth/usernameFound {username} → /user-access/identity/username
//        password-reset → /user-access/identity/new-password;  register → /user-access/registration
//   4. auth/newPasswordSubmitted (vault) → PUT enrollment;  auth/registrationSubmitted {username} (vault) → POST
//        → auth/enrollmentSucceeded → success banner → /login (the gateway ended the identity session)
//        refused or failed → auth/enrollmentFailed {code, message, field?}: the form stays
import { call, put, select, takeLatest, takeLeading, type CallEffect } from 'redux-saga/effects';
import { AUTH_CODES } from '../../../api/contract/identity';
import { enrollCredentials, getUsername, type IdentityOutcome, resetPassword, searchIdentity } from '../../../api/index';
import { newTmxToken } from '../../../shared/ids';
import { navigateTo } from '../../../shared/navigation';
import { now } from '../../../shared/time/clock';
import { VALIDATION_MESSAGES, toIsoDate } from '../../../shared/validation';
import { raiseAlert } from '../../system/entry';
import { selectAuthFlow } from '../auth.selectors';
import { takeSecret, type SecretName } from '../credentialVault';
import { failure, refusal, type AuthError } from '../failures';
import { AUTH_ROUTES, IDENTITY_FLOW_TYPES, isIdentityFlow, type AuthFlow, type IdentityFlowName } from '../flows';
import { accepted } from './accepted';
import { userAccessActions } from '../userAccess.slice';
import { USER_ACCESS_MESSAGES } from '../userAccessMessages';

type UserAccessOpened = ReturnType<typeof userAccessActions.userAccessOpened>;
type IdentitySearchSubmitted = ReturnType<typeof userAccessActions.identitySearchSubmitted>;
type RegistrationSubmitted = ReturnType<typeof userAccessActions.registrationSubmitted>;

/** 'YYYY-MM-DD' in UTC, the day the gateway checks a date of birth against. */
export const isoDay = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

export function* startUserAccess({ payload: { flow } }: UserAccessOpened) {
  const at: number = yield call(now);
  yield put(userAccessActions.userAccessStarted({ flow, today: isoDay(at) }));
}

type FailureEvent = (error: AuthError) => { type: string; payload: AuthError };

/**
 * Makes an identity call (`request` builds its effect: whatever it throws counts as the call's
 * failure) and answers its accepted outcome; a refusal (worded by `refusalOf`) or a failed call puts
 * `failed` instead and answers null.
 */
function* identityCall<T extends object = object>(
  request: () => CallEffect,
  failed: FailureEvent,
  refusalOf: (code: string, message: string) => AuthError = refusal,
) {
  try {
    const answer: IdentityOutcome<T> = yield request();
    if (answer.ok) return answer;
    yield put(failed(refusalOf(answer.code, answer.message)));
  } catch (error) {
    yield put(failed(failure(error)));
  }
  return null;
}

function searchRefusal(code: string, message: string): AuthError {
  if (code === AUTH_CODES.userNotFound) return { code, message: USER_ACCESS_MESSAGES.identityNotFound };
  if (code === AUTH_CODES.dataUnavailable) return { code, field: 'zip', message: USER_ACCESS_MESSAGES.identityMoreDataRequired };
  return refusal(code, message);
}

export function* searchForIdentity({ payload }: IdentitySearchSubmitted) {
  if (!(yield* accepted('submitting'))) return;
  const flow: AuthFlow = yield select(selectAuthFlow);
  const ssnLast4: string | null = yield call(takeSecret, 'ssnLast4');
  if (!isIdentityFlow(flow) || !ssnLast4) {
    yield put(userAccessActions.identitySearchFailed({ code: 'REQUIRED', field: 'ssnLast4', message: VALIDATION_MESSAGES.required }));
    return;
  }
  const tmxToken: string = yield call(newTmxToken);
  const search = () => {
    const filter = {
      firstName: payload.firstName.trim(),
      lastName: payload.lastName.trim(),
      dob: toIsoDate(payload.dob),
      ssnLast4: ssnLast4.trim(),
      ...(payload.zip?.trim() ? { zip: payload.zip.trim() } : {}),
    };
    return call(searchIdentity, filter, { flowType: IDENTITY_FLOW_TYPES[flow], tmxToken });
  };
  if (!(yield* identityCall(search, userAccessActions.identitySearchFailed, searchRefusal))) return;
  yield put(userAccessActions.identityFound());
  yield call(navigateTo, AUTH_ROUTES.selectPhone);
}

/** Step 3: called by the code pipeline once the code is accepted. */
export function* identityVerified(flow: IdentityFlowName) {
  if (flow === 'password-reset') {
    yield call(navigateTo, AUTH_ROUTES.newPassword);
  } else if (flow === 'register') {
    yield call(navigateTo, AUTH_ROUTES.registration);
  } else {
    const found = yield* identityCall<{ username: string }>(() => call(getUsername), userAccessActions.usernameLookupFailed);
    if (!found) return;
    yield put(userAccessActions.usernameFound({ username: found.username }));
    yield call(navigateTo, AUTH_ROUTES.username);
  }
}

/** Step 4: saves the new password (reset) or the new credentials (register). */
function* enroll(secret: SecretName, save: (password: string) => CallEffect, success: string) {
  if (!(yield* accepted('enrolling'))) return;
  const password: string | null = yield call(takeSecret, secret);
  if (!password) {
    yield put(userAccessActions.enrollmentFailed({ code: 'REQUIRED', field: secret, message: VALIDATION_MESSAGES.required }));
    return;
  }
  if (!(yield* identityCall(() => save(password), userAccessActions.enrollmentFailed))) return;
  yield put(userAccessActions.enrollmentSucceeded());
  yield call(raiseAlert, { severity: 'success', message: success });
  yield call(navigateTo, AUTH_ROUTES.login);
}

export function* saveNewPassword() {
  yield call(enroll, 'newPassword', (password) => call(resetPassword, password), USER_ACCESS_MESSAGES.passwordReset);
}

export function* register({ payload: { username } }: RegistrationSubmitted) {
  yield call(enroll, 'password', (password) => call(enrollCredentials, { username, password }), USER_ACCESS_MESSAGES.registered);
}

export function* identityFlowsSaga() {
  yield takeLatest(userAccessActions.userAccessOpened, startUserAccess);
  yield takeLeading(userAccessActions.identitySearchSubmitted, searchForIdentity);
  yield takeLeading(userAccessActions.newPasswordSubmitted, saveNewPassword);
  yield takeLeading(userAccessActions.registrationSubmitted, register);
}
