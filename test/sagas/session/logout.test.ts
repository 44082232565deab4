import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { deleteSession } from '../../../src/api/endpoints/session.api';
import {
  loggedOutElsewhere,
  logoutRequested,
  selectIsSignedIn,
  selectSessionChecked,
  selectTimeoutDialogOpen,
  serverSessionExpired,
  sessionActions,
  sessionTimeoutActions,
} from '../../../src/features/session/index';
import { announceLogout } from '../../../src/features/session/crossTab';
import { loadCrossTab, logoutSaga } from '../../../src/features/session/sagas/logout';
import { systemActions } from '../../../src/features/system/index';
import { navigateTo } from '../../../src/shared/navigation';
import { LOCAL_KEYS } from '../../../src/shared/storage';
import { now } from '../../../src/shared/time/clock';
import { testReducer, type TestState } from '../../support/testStore';
import { deferred, runDispatching, runUntilFinished, settle, untilFinished } from '../../support/sagaServices';

const signedIn = (): TestState => {
  const state = testReducer(undefined, sessionActions.signedIn({ username: 'demo.plain', via: 'signIn' }));
  return testReducer(state, sessionTimeoutActions.timeoutWarningShown({ secondsLeft: 10 }));
};

function fillLocalStorage() {
  window.localStorage.clear();
  window.localStorage.setItem(LOCAL_KEYS.rememberedUsernames, '["demo.plain"]');
  window.localStorage.setItem(LOCAL_KEYS.cookieConsent, 'accepted');
  window.localStorage.setItem(LOCAL_KEYS.lastAccount, 'ACC-1');
  window.localStorage.setItem(LOCAL_KEYS.activityTimestamp, '5');
  window.localStorage.setItem('something.else', 'x');
}

const localEntries = () =>
  Object.fromEntries(Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i) ?? '').map((k) => [k, window.localStorage.getItem(k)]));

beforeEach(fillLocalStorage);

describe('logout', () => {
  it.each([
    ['LOG OUT', logoutRequested()],
    ['Log Out in the timeout dialog', sessionTimeoutActions.timeoutDialogClosed({ outcome: 'LOGOUT' })],
    ['the countdown reaching 0', sessionTimeoutActions.timeoutDialogClosed({ outcome: 'TIMEOUT' })],
    ['the server session gone', serverSessionExpired()],
  ])('%s: deletes the session, clears local storage but the kept keys, tells the other tabs, goes to login', async (_name, trigger) => {
    const order: string[] = [];
    const tester = expectSaga(untilFinished, logoutSaga)
      .withReducer(testReducer, signedIn())
      .provide([
        [matchers.call.fn(deleteSession), dynamic(() => void order.push(`deleteSession with ${window.localStorage.length} local entries`))],
        [matchers.call.fn(now), 4_242],
        [matchers.call.fn(navigateTo), dynamic(() => void order.push('navigate'))],
      ])
      .call(deleteSession)
      .call(announceLogout, 4_242)
      .put(sessionActions.loggedOut())
      .call(navigateTo, '/login', { replace: true });
    const { storeState } = await runDispatching(tester, trigger);
    expect(order).toEqual(['deleteSession with 5 local entries', 'navigate']); // the server first, then the local clean-up
    expect(localEntries()).toEqual({
      [LOCAL_KEYS.rememberedUsernames]: '["demo.plain"]',
      [LOCAL_KEYS.cookieConsent]: 'accepted',
      [LOCAL_KEYS.logout]: '4242', // the other tabs' signal
    });
    expect(selectIsSignedIn(storeState)).toBe(false);
    expect(selectSessionChecked(storeState)).toBe(true);
    expect(selectTimeoutDialogOpen(storeState)).toBe(false);
  });

  it("the cross-tab channel's chunk failing to load: the logout key alone tells the other tabs, and the logout completes", async () => {
    const tester = expectSaga(untilFinished, logoutSaga)
      .withReducer(testReducer, signedIn())
      .provide([
        [matchers.call.fn(deleteSession), undefined],
        [matchers.call.fn(now), 5_151],
        [matchers.call.fn(loadCrossTab), dynamic(() => Promise.reject(new Error('ChunkLoadError')))],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .not.call.fn(announceLogout)
      .put(sessionActions.loggedOut())
      .call(navigateTo, '/login', { replace: true });
    const { storeState } = await runDispatching(tester, logoutRequested());
    expect(window.localStorage.getItem(LOCAL_KEYS.logout)).toBe('5151');
    expect(selectIsSignedIn(storeState)).toBe(false);
  });

  it('Extend Session does not log out', async () => {
    const tester = expectSaga(untilFinished, logoutSaga)
      .withReducer(testReducer, signedIn())
      .provide([[matchers.call.fn(deleteSession), undefined]])
      .not.call.fn(deleteSession)
      .not.put(sessionActions.loggedOut());
    await runDispatching(tester, sessionTimeoutActions.timeoutDialogClosed({ outcome: 'EXTEND_SESSION' }));
    expect(window.localStorage.getItem(LOCAL_KEYS.lastAccount)).toBe('ACC-1');
  });

  it('a logout in another tab is mirrored: logged out and to login, without calling the server or clearing again', async () => {
    const tester = expectSaga(untilFinished, logoutSaga)
      .withReducer(testReducer, signedIn())
      .provide([
        [matchers.call.fn(deleteSession), undefined],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .not.call.fn(deleteSession)
      .not.call.fn(announceLogout)
      .put(sessionActions.loggedOut())
      .call(navigateTo, '/login', { replace: true });
    const { storeState } = await runDispatching(tester, loggedOutElsewhere());
    expect(selectIsSignedIn(storeState)).toBe(false);
    expect(window.localStorage.getItem(LOCAL_KEYS.lastAccount)).toBe('ACC-1'); // left to the tab that logged out
  });

  it('a second LOG OUT while the first is still deleting the session starts nothing more', async () => {
    const server = deferred<void>();
    let deletes = 0;
    const tester = expectSaga(untilFinished, logoutSaga)
      .withReducer(testReducer, signedIn())
      .provide([
        [matchers.call.fn(deleteSession), dynamic(() => ((deletes += 1), server.promise))],
        [matchers.call.fn(navigateTo), undefined],
      ]);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(logoutRequested());
    await settle();
    tester.dispatch(logoutRequested());
    tester.dispatch(sessionTimeoutActions.timeoutDialogClosed({ outcome: 'TIMEOUT' }));
    server.resolve();
    const { effects } = await finish();
    expect(deletes).toBe(1);
    expect((effects.put ?? []).filter((e) => e.payload.action.type === sessionActions.loggedOut.type)).toHaveLength(1);
  });

  it('during maintenance the user stays on /unavailable (the maintenance pipeline goes to login later)', async () => {
    const down = testReducer(signedIn(), systemActions.maintenanceDetected({ at: 1 }));
    const tester = expectSaga(untilFinished, logoutSaga)
      .withReducer(testReducer, down)
      .provide([
        [matchers.call.fn(deleteSession), undefined],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .put(sessionActions.loggedOut())
      .not.call.fn(navigateTo);
    const { storeState } = await runDispatching(tester, logoutRequested());
    expect(selectIsSignedIn(storeState)).toBe(false);
  });
});
