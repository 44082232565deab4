// Rename and remove on the SECURITY page's passkeys (issue 26; docs/gateway.md "Passkeys"). Each
// runs from its dialog; one at a time (takeLeading). The options and the browser's answer stay in
// this saga.
//   rename: security/renamePasskeySubmitted {id, name} → renamePasskey → passkeyEditSucceeded
//           {outcome: 'Passkey “X” renamed.', passkeys} | passkeyEditFailed {error: the gateway's text}
//   remove: security/removePasskeyConfirmed {id}
//           not the last → removePasskey(id)
//           the last → getPasskeyRemovalOptions → getPasskeyAssertion (the browser asks: a cancel is
//           its text) → removePasskey(id, {response})
//           → passkeyEditSucceeded {outcome: 'Passkey “X” removed.'} | passkeyEditFailed
//   code:   security/removalCodeRequested {id} → sendPasskeyRemovalCode → removalCodeSent {maskedPhone};
//           security/removalCodeSubmitted {id, securityCode} (the key the action log redacts) → removePasskey(id, {code}) → succeeded | failed
import { call, put, select } from 'redux-saga/effects';
import type { PasskeyListDto } from '../../../api/contract/passkeys';
import { callFailure, getPasskeyRemovalOptions, httpStatusOf, removePasskey, renamePasskey, sendPasskeyRemovalCode } from '../../../api/index';
import { getPasskeyAssertion, passkeySignInFailure } from '../../../shared/webauthn/passkeyCeremonies';
import { SECURITY_MESSAGES as M } from '../messages';
import { selectPasskeyEdit } from '../security.selectors';
import { securityActions as A } from '../security.slice';

/** The gateway's refusal (a 4xx names what was wrong), else `generic`. */
const refusalText = (error: unknown, generic: string) => {
  const status = httpStatusOf(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 401 ? callFailure(error).message : generic;
};

function* nameOf(id: string) {
  const { passkey }: ReturnType<typeof selectPasskeyEdit> = yield select(selectPasskeyEdit);
  return passkey?.id === id ? passkey.name : '';
}

export function* renamePasskeyFlow({ payload: { id, name } }: ReturnType<typeof A.renamePasskeySubmitted>) {
  try {
    const list: PasskeyListDto = yield call(renamePasskey, id, name);
    const renamed = list.passkeys.find((p) => p.id === id)?.name ?? name;
    yield put(A.passkeyEditSucceeded({ id, outcome: M.passkeyRenamed(renamed), ...list }));
  } catch (error) {
    yield put(A.passkeyEditFailed({ id, error: refusalText(error, M.renameFailed) }));
  }
}

function* removed(id: string, proof: Parameters<typeof removePasskey>[1]) {
  const name: string = yield* nameOf(id);
  const list: PasskeyListDto = yield call(removePasskey, id, proof);
  yield put(A.passkeyEditSucceeded({ id, outcome: M.passkeyRemoved(name), ...list }));
}

export function* removePasskeyFlow({ payload: { id } }: ReturnType<typeof A.removePasskeyConfirmed>) {
  const { edit }: ReturnType<typeof selectPasskeyEdit> = yield select(selectPasskeyEdit);
  try {
    if (edit.kind !== 'remove' || !edit.last) {
      yield* removed(id, null);
      return;
    }
    const options: Record<string, unknown> = yield call(getPasskeyRemovalOptions);
    let response: unknown;
    try {
      response = yield call(getPasskeyAssertion, options);
    } catch (error) {
      yield put(A.passkeyEditFailed({ id, error: passkeySignInFailure(error) }));
      return;
    }
    yield* removed(id, { response });
  } catch (error) {
    yield put(A.passkeyEditFailed({ id, error: refusalText(error, M.removeFailed) }));
  }
}

export function* sendRemovalCodeFlow({ payload: { id } }: ReturnType<typeof A.removalCodeRequested>) {
  try {
    const maskedPhone: string = yield call(sendPasskeyRemovalCode, id);
    yield put(A.removalCodeSent({ id, maskedPhone }));
  } catch (error) {
    yield put(A.passkeyEditFailed({ id, error: refusalText(error, M.codeNotSent) }));
  }
}

export function* removeWithCodeFlow({ payload: { id, securityCode } }: ReturnType<typeof A.removalCodeSubmitted>) {
  try {
    yield* removed(id, { code: securityCode });
  } catch (error) {
    yield put(A.passkeyEditFailed({ id, error: refusalText(error, M.removeFailed) }));
  }
}
