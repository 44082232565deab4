// "Accounts and securities load once, after the user is authenticated" (spec part 1 §4):
//   1. take session/signedIn (or find the user authenticated already: see below)
//   2. skip when the resource is already loading or loaded (a second authentication event)
//   3. run the load, abandoned if the user logs out meanwhile (the reducers have cleared the state)
// Logout resets the status to idle, so the next sign-in loads again.
import { call, race, select, take } from 'redux-saga/effects';
import type { LoadStatus } from '../../../shared/loadStatus';
import { selectIsSignedIn, sessionActions } from '../../session/index';
import type { AccountsState } from '../accounts.slice';

type StatusSelector = (state: { accounts: AccountsState }) => LoadStatus;

export function* loadOncePerSession(selectStatus: StatusSelector, load: () => Generator) {
  // This saga starts with the signed-in chunk, which may arrive after session/signedIn.
  let authenticatedAlready: boolean = yield select(selectIsSignedIn);
  while (true) {
    if (!authenticatedAlready) yield take(sessionActions.signedIn);
    authenticatedAlready = false;
    const status: LoadStatus = yield select(selectStatus);
    if (status === 'pending' || status === 'succeeded') continue;
    yield race({ loaded: call(load), loggedOut: take(sessionActions.loggedOut) });
  }
}
