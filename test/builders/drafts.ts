// What the drafts pipeline's tests share (test/sagas/drafts/): the clock's instant, the sign-in and
// the starting account's events, and the saga run with the tab's store and the clock provided.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import { accountsActions } from '../../src/features/accounts/index';
import { draftsSaga } from '../../src/features/drafts/drafts.sagas';
import { sessionDraftStore, type DraftStore } from '../../src/features/drafts/storage';
import { sessionActions } from '../../src/features/session/index';
import { navigateTo } from '../../src/shared/navigation';
import { now } from '../../src/shared/time/clock';
import { testReducer, type TestState } from '../support/testStore';
import { untilFinished } from '../support/sagaServices';

/** The clock's instant in the drafts tests. */
export const T0 = 1_800_000_000_000;
export const signedIn = (username = 'ana') => sessionActions.signedIn({ username, via: 'signIn' });
export const started = (acctNum = 'C1') => accountsActions.accountSelected({ acctNum, source: 'start' });

/** The drafts saga over `state`, the tab's store `store` (null: none), the clock at T0, navigation absorbed. */
export function tester(state: TestState, store: DraftStore | null) {
  const providers: StaticProvider[] = [
    [matchers.call.fn(sessionDraftStore), store],
    [matchers.call.fn(now), T0],
    [matchers.call.fn(navigateTo), undefined],
  ];
  return expectSaga(untilFinished, draftsSaga).withReducer(testReducer, state).provide(providers);
}
