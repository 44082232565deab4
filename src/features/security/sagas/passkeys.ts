// Passkey pipelines of the SECURITY page (issue 26): the user's passkeys load with the page, and
// "Add a passkey" — the gateway's options, the browser's ceremony (a service the tests provide),
// the answer stored under the user's name for it. The options and the browser's answer stay in
// this saga: no action carries a challenge or a credential.
//   load: security/passkeysRequested, getPasskeys(), passkeysLoaded {passkeys} | passkeysFailed
//   add:  1. security/addPasskeySubmitted {name}; one at a time (takeLeading)
//         2. put security/addPasskeyRequested {name}
//         3. getPasskeyRegistrationOptions() → createPasskeyCredential(options) → addPasskey(name, credential)
//         4. put security/addPasskeySucceeded {name, passkeys}, then reloadRequested (the new event)
//            | addPasskeyFailed {error}: the browser's failure in words (cancelled or timed out: NotAllowedError),
//              or the gateway's refusal text, or 'The passkey could not be added. Please try again.'
import { call, put } from 'redux-saga/effects';
import { PASSKEY_TEXTS, type PasskeyListDto } from '../../../api/contract/passkeys';
import { addPasskey, callFailure, getPasskeyRegistrationOptions, getPasskeys, httpStatusOf } from '../../../api/index';
import { createPasskeyCredential, passkeyCeremonyFailure } from '../../../shared/webauthn/passkeyCeremonies';
import { securityActions as A } from '../security.slice';

export function* loadPasskeys() {
  yield put(A.passkeysRequested());
  try {
    const { passkeys, removalPhone }: PasskeyListDto = yield call(getPasskeys);
    yield put(A.passkeysLoaded(removalPhone === undefined ? { passkeys } : { passkeys, removalPhone }));
  } catch {
    yield put(A.passkeysFailed());
  }
}

/** The gateway's refusal (a 400 names what was wrong), else the generic text. */
const gatewayFailure = (error: unknown) => (httpStatusOf(error) === 400 ? callFailure(error).message : PASSKEY_TEXTS.notAdded);

export function* addPasskeyFlow(action: ReturnType<typeof A.addPasskeySubmitted>) {
  const { name } = action.payload;
  yield put(A.addPasskeyRequested({ name }));
  let options: Record<string, unknown>;
  try {
    options = yield call(getPasskeyRegistrationOptions);
  } catch (error) {
    yield put(A.addPasskeyFailed({ error: gatewayFailure(error) }));
    return;
  }
  let credential: unknown;
  try {
    credential = yield call(createPasskeyCredential, options);
  } catch (error) {
    yield put(A.addPasskeyFailed({ error: passkeyCeremonyFailure(error) }));
    return;
  }
  try {
    const { passkeys }: PasskeyListDto = yield call(addPasskey, name, credential);
    yield put(A.addPasskeySucceeded({ name, passkeys }));
  } catch (error) {
    yield put(A.addPasskeyFailed({ error: gatewayFailure(error) }));
    return;
  }
  yield put(A.reloadRequested());
}
