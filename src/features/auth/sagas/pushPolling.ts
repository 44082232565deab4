// Push polling (spec part 1 §4, §7, §8; design: a loop bounded by the poll limit, each step a race):
//   1. auth/pushPageOpened: the push page shows while a push challenge awaits its answer
//   2. up to config.pushPollLimit times, race { the status call — and while still PENDING, a delay
//      of config.pushPollIntervalMs } against auth/pushCancelled (the page left, or Cancel)
//   3. each answer: auth/pushPolled {count, status}
//   4. APPROVED → auth/pushApproved → session/signedIn → /dashboard
//      DECLINED → auth/pushDeclined → banner 'Error' '- User has rejected …' → log out → /login
//      the limit reached (or EXPIRED) → auth/pushTimedOut → banner 'Error' '- … timed out …' → log out → /login
//      a failed call (the interceptor shows its banner) → auth/pushFailed → log out → /login
//   5. "Try another way" (issue 27, only while the flag try-another-way is on): auth/tryAnotherWayClicked
//      → auth/anotherWayStarted (the race of step 2 ends: no more polls) → session/secondFactorStarted
//      → /user-access/identity/select-phone, where oneTimeCode.ts goes on as for an SMS user. The
//      gateway withdraws the push when the first code is sent, so the push cannot complete it then.
// The one rule with the gateway (src/api/contract/config.ts pushLifetimeMs): the first poll goes at
// once and each next one an interval after the answer, so the polls span (pushPollLimit − 1) ×
// pushPollIntervalMs at least — exactly how long the gateway lets a push live. The last poll thus
// reads a final status (an approval given in time is never left unread), and a limit reached while
// still PENDING (the gateway's clock held) ends the half-open session, so a later answer completes
// nothing.
// takeLatest: a page that mounts again (React StrictMode, back and forth) restarts the loop;
// takeLeading for "Try another way" (a double click is harmless).
import { call, delay, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AppConfig } from '../../../api/contract/config';
import type { PushStatus } from '../../../api/contract/identity';
import { deleteSession, getPushStatus } from '../../../api/index';
import type { AlertInput } from '../../../shared/alerts/types';
import { navigateTo } from '../../../shared/navigation';
import { sessionActions } from '../../session/index';
import { selectFlag, selectLoadedConfig } from '../../system/index';
import { raiseAlert } from '../../system/entry';
import { selectAuthStatus, selectSignInRequest } from '../auth.selectors';
import { selectPushChallengeId } from '../userAccess.selectors';
import { failure } from '../failures';
import { AUTH_ROUTES } from '../flows';
import { completeSignIn } from './signIn';
import { userAccessActions } from '../userAccess.slice';
import { USER_ACCESS_MESSAGES } from '../userAccessMessages';

/** One poll: the status, then (still pending) the pause before the next one. */
export function* pollOnce(challengeId: string, intervalMs: number) {
  const status: PushStatus = yield call(getPushStatus, challengeId);
  if (status === 'PENDING') yield delay(intervalMs);
  return status;
}

/** The attempt is over: the half-open session ends and the user starts again at login. */
export function* abandonSignIn(alert?: AlertInput) {
  if (alert) yield call(raiseAlert, alert);
  yield call(deleteSession);
  yield put(sessionActions.loggedOut());
  yield call(navigateTo, AUTH_ROUTES.login);
}

export function* watchPush() {
  const challengeId: string | null = yield select(selectPushChallengeId);
  const status: string = yield select(selectAuthStatus);
  if (!challengeId || status !== 'awaitingPush') return; // nothing to wait for: the page says so
  const { pushPollLimit, pushPollIntervalMs }: AppConfig = yield select(selectLoadedConfig);

  for (let count = 1; count <= pushPollLimit; count += 1) {
    let outcome: { polled?: PushStatus; cancelled?: unknown };
    try {
      outcome = yield race({
        polled: call(pollOnce, challengeId, pushPollIntervalMs),
        cancelled: take([userAccessActions.pushCancelled, userAccessActions.anotherWayStarted]),
      });
    } catch (error) {
      yield put(userAccessActions.pushFailed(failure(error)));
      yield call(abandonSignIn);
      return;
    }
    if (outcome.polled === undefined) return; // cancelled: no more polls
    yield put(userAccessActions.pushPolled({ count, status: outcome.polled }));
    if (outcome.polled === 'APPROVED') {
      yield put(userAccessActions.pushApproved());
      yield call(completeSignIn);
      return;
    }
    if (outcome.polled === 'DECLINED') {
      yield put(userAccessActions.pushDeclined());
      yield call(abandonSignIn, { severity: 'error', ...USER_ACCESS_MESSAGES.pushDeclined });
      return;
    }
    if (outcome.polled === 'EXPIRED') break;
  }
  yield put(userAccessActions.pushTimedOut());
  yield call(abandonSignIn, { severity: 'error', ...USER_ACCESS_MESSAGES.pushTimedOut });
}

/** Step 5: the push is no longer awaited; the phone choice and the code, as for an SMS user. */
export function* tryAnotherWay() {
  const offered: boolean = yield select(selectFlag, 'try-another-way');
  const status: string = yield select(selectAuthStatus);
  if (!offered || status !== 'awaitingPush') return; // no link to click: nothing changes
  const { username }: ReturnType<typeof selectSignInRequest> = yield select(selectSignInRequest);
  yield put(userAccessActions.anotherWayStarted());
  yield put(sessionActions.secondFactorStarted({ username, inReview: false }));
  yield call(navigateTo, AUTH_ROUTES.selectPhone);
}

export function* pushPollingSaga() {
  yield takeLatest(userAccessActions.pushPageOpened, watchPush);
  yield takeLeading(userAccessActions.tryAnotherWayClicked, tryAnotherWay);
}
