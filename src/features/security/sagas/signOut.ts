// Sign-out pipeline of the SECURITY page (issue 25): one other session, or all of them. The gateway
// ends them (their next call gets 401); this page only asks, then shows what it answered.
//   1. security/signOutClicked {sessionId} | signOutOthersConfirmed; one at a time (takeLeading)
//   2. put security/signOutRequested {target}
//   3. endSession(sessionId) | endOtherSessions()
//   4. put security/signOutSucceeded {target, ended}: the row(s) leave the list, 'Signed out of n sessions.'
//      | put security/signOutFailed {target, error}: a 404 (that session had ended meanwhile, or was
//        never the user's) says so; any other failure, 'The session could not be signed out…'
//   5. put security/reloadRequested: the lists as the gateway has them now (the new events too)
import { call, put } from 'redux-saga/effects';
import type { EndedSessionsDto } from '../../../api/contract/security';
import { endOtherSessions, endSession, httpStatusOf } from '../../../api/index';
import { SECURITY_MESSAGES as M } from '../messages';
import { securityActions as A, type SignOutTarget } from '../security.slice';

type Asked = ReturnType<typeof A.signOutClicked> | ReturnType<typeof A.signOutOthersConfirmed>;

export function* signOut(action: Asked) {
  const target: SignOutTarget = A.signOutClicked.match(action) ? { kind: 'one', sessionId: action.payload.sessionId } : { kind: 'others' };
  yield put(A.signOutRequested({ target }));
  try {
    const { ended }: EndedSessionsDto = yield target.kind === 'one' ? call(endSession, target.sessionId) : call(endOtherSessions);
    yield put(A.signOutSucceeded({ target, ended }));
  } catch (error) {
    yield put(A.signOutFailed({ target, error: httpStatusOf(error) === 404 ? M.alreadyEnded : M.signOutFailed }));
  }
  yield put(A.reloadRequested());
}
