// The session feature's root saga and the inactivity pipeline (registered by the signed-in chunk,
// ADR 0012) over the real reducers, with the browser's events on a test channel and virtual time:
// what a signed-in user lives through when idle, active, or in two tabs.
import type { AnyAction } from '@reduxjs/toolkit';
import { buffers, channel } from 'redux-saga';
import { all, call, race, take } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import type { AppConfig } from '../../../src/api/contract/config';
import { checkLoginStatus, deleteSession, type LoginStatus } from '../../../src/api/endpoints/session.api';
import { announceActivity, announceLogout } from '../../../src/features/session/crossTab';
import { extendSessionClicked, selectIsSignedIn, selectSessionTimeout, sessionActions, timeoutLogOutClicked } from '../../../src/features/session/index';
import { inactivitySaga, sessionSaga } from '../../../src/features/session/entry';
import { createSessionEventChannel, type SessionEvent } from '../../../src/features/session/sagas/sessionEvents';
import { navigateTo } from '../../../src/shared/navigation';
import { stateAfter, testReducer } from '../../support/testStore';
import { settle, virtualClock } from '../../support/sagaServices';
import { configLoaded, testConfig } from '../../builders/config';

const SIGNED_IN: LoginStatus = { signedIn: true, data: { loggedIn: true, username: 'demo.plain', firstName: 'Dana', lastName: 'Plain' } };
const NOT_LOGGED_IN: LoginStatus = { signedIn: false, text: 'Not Logged In' };
const STOP = { type: 'test/stopped' };
const IDLE_MS = 780_000;
const KEEP_ALIVE_AFTER_MS = 300_000;
const START = 1_000_000;

const CHUNK_ARRIVED = { type: 'test/signedInChunkArrived' };

/** The chunk with the inactivity pipeline arrives with the session saga, or when `lateChunk`, later. */
function* inactivityArrives(lateChunk: boolean) {
  if (lateChunk) yield take(CHUNK_ARRIVED.type);
  yield call(inactivitySaga);
}

function* untilStopped(lateChunk: boolean) {
  yield race({ run: all([call(sessionSaga), call(inactivityArrives, lateChunk)]), stop: take(STOP.type) });
}

/** The portal at start-up, with `startup` as the answer of the first login-status check. */
function portal(overrides: Partial<AppConfig> = {}, startup: LoginStatus = SIGNED_IN, { lateChunk = false } = {}) {
  const config = testConfig({ inactivityTimeoutMs: IDLE_MS, sessionCountdownSeconds: 120, activityDebounceMs: 5000, sessionKeepAliveMs: KEEP_ALIVE_AFTER_MS, ...overrides });
  const clock = virtualClock(START);
  const events = channel<SessionEvent>(buffers.expanding(16));
  const closeEvents = jest.spyOn(events, 'close');
  const answers: Array<LoginStatus | Error> = [startup];
  const log = {
    actions: [] as AnyAction[],
    checks: [] as Array<{ background?: boolean } | undefined>,
    announced: [] as number[],
    channelsOpened: 0,
    deletes: 0,
    logoutsAnnounced: 0,
    navigations: [] as string[],
  };
  let latest = stateAfter(configLoaded(config));
  const reducer = (state: typeof latest | undefined, action: AnyAction) => {
    log.actions.push(action);
    latest = testReducer(state, action);
    return latest;
  };
  const tester = expectSaga(untilStopped, lateChunk)
    .withReducer(reducer, latest)
    .provide([
      ...clock.providers,
      [matchers.call.fn(createSessionEventChannel), dynamic(() => ((log.channelsOpened += 1), events))],
      [
        matchers.call.fn(checkLoginStatus),
        dynamic(({ args }: { args: unknown[] }) => {
          log.checks.push(args[0] as { background?: boolean } | undefined);
          const next = answers.shift() ?? SIGNED_IN;
          if (next instanceof Error) throw next;
          return next;
        }),
      ],
      [matchers.call.fn(announceActivity), dynamic(({ args }: { args: unknown[] }) => void log.announced.push(Number(args[0])))],
      [matchers.call.fn(announceLogout), dynamic(() => void (log.logoutsAnnounced += 1))],
      [matchers.call.fn(deleteSession), dynamic(() => void (log.deletes += 1))],
      [matchers.call.fn(navigateTo), dynamic(({ args }: { args: unknown[] }) => void log.navigations.push(String(args[0])))],
    ]);
  const run = tester.run({ timeout: false }); // the test ends it: finish() dispatches STOP
  return {
    clock,
    log,
    answers,
    state: () => latest,
    dispatch: (action: AnyAction) => tester.dispatch(action),
    /** Something happening in the browser (a click here, a message from another tab). */
    async emit(event: SessionEvent) {
      events.put(event);
      await settle();
    },
    closeEvents,
    /** Types of the session events so far, without the ticks (see `ticks`). */
    story: () => log.actions.map((a) => a.type).filter((t) => t.startsWith('session/') && t !== 'session/timeoutTicked'),
    ticks: () => log.actions.filter((a) => a.type === 'session/timeoutTicked').map((a) => (a.payload as { secondsLeft: number }).secondsLeft),
    async finish() {
      tester.dispatch(STOP);
      await run;
    },
  };
}

const click = { type: 'localActivity' } as const;

afterEach(() => jest.restoreAllMocks());

describe('idle → dialog → countdown → TIMEOUT', () => {
  it('after 13 idle minutes the dialog counts 120 s down each second, then logs out and goes to login', async () => {
    const p = portal();
    await p.clock.advance(0);
    expect(p.story()).toEqual(['session/signedIn']);
    await p.clock.advance(IDLE_MS - 1);
    expect(selectSessionTimeout(p.state())).toEqual({ open: false, secondsLeft: 0 });
    await p.clock.advance(1);
    expect(selectSessionTimeout(p.state())).toEqual({ open: true, secondsLeft: 120 });
    await p.clock.advance(1000);
    expect(selectSessionTimeout(p.state())).toEqual({ open: true, secondsLeft: 119 });
    await p.clock.advance(59_000);
    expect(selectSessionTimeout(p.state()).secondsLeft).toBe(60);
    expect(selectIsSignedIn(p.state())).toBe(true);
    await p.clock.advance(60_000);
    expect(p.ticks()).toEqual(Array.from({ length: 120 }, (_, i) => 119 - i));
    expect(p.story()).toEqual([
      'session/signedIn',
      'session/timeoutWarningShown',
      'session/timeoutDialogClosed',
      'session/loggedOut',
    ]);
    expect(p.log.actions.find((a) => a.type === 'session/timeoutDialogClosed')?.payload).toEqual({ outcome: 'TIMEOUT' });
    expect(selectSessionTimeout(p.state()).open).toBe(false);
    expect(selectIsSignedIn(p.state())).toBe(false);
    expect(p.log.deletes).toBe(1);
    expect(p.log.logoutsAnnounced).toBe(1);
    expect(p.log.navigations).toEqual(['/login']);
    expect(p.closeEvents).toHaveBeenCalled(); // no more listening once logged out
    expect(p.clock.pending()).toEqual([]); // and no timer left running
    await p.finish();
  });

  it('takes every timing from the configuration', async () => {
    const p = portal({ inactivityTimeoutMs: 1500, sessionCountdownSeconds: 3 });
    await p.clock.advance(1499);
    expect(selectSessionTimeout(p.state()).open).toBe(false);
    await p.clock.advance(1);
    expect(selectSessionTimeout(p.state())).toEqual({ open: true, secondsLeft: 3 });
    await p.clock.advance(3000);
    expect(p.ticks()).toEqual([2, 1, 0]);
    expect(selectIsSignedIn(p.state())).toBe(false);
    await p.finish();
  });
});

describe('activity', () => {
  it('a click resets the idle timer, records the activity and tells the other tabs', async () => {
    const p = portal();
    await p.clock.advance(700_000);
    await p.emit(click);
    expect(p.log.actions.filter((a) => a.type === 'session/activityRecorded').map((a) => a.payload)).toEqual([{ at: START + 700_000 }]);
    expect(p.log.announced).toEqual([START + 700_000]);
    await p.clock.advance(IDLE_MS - 1); // 13 minutes after the start have long passed…
    expect(selectSessionTimeout(p.state()).open).toBe(false);
    await p.clock.advance(1); // …but only now are they 13 minutes after the click
    expect(selectSessionTimeout(p.state()).open).toBe(true);
    await p.finish();
  });

  it('is debounced: at most one activityRecorded per 5 s window, however many clicks and keys', async () => {
    const p = portal();
    await p.clock.advance(10_000);
    for (let i = 0; i < 20; i += 1) await p.emit(click);
    await p.clock.advance(4_999);
    await p.emit(click);
    expect(p.log.announced).toEqual([START + 10_000]);
    await p.clock.advance(1);
    await p.emit(click);
    await p.emit(click);
    expect(p.log.announced).toEqual([START + 10_000, START + 15_000]);
    expect(p.story().filter((t) => t === 'session/activityRecorded')).toHaveLength(2);
    await p.finish();
  });

  it('activity in another tab resets the timer here, without being broadcast again', async () => {
    const p = portal();
    await p.clock.advance(700_000);
    await p.emit({ type: 'activity', at: START + 700_000 });
    expect(p.log.actions.filter((a) => a.type === 'session/activityDetectedElsewhere').map((a) => a.payload)).toEqual([
      { at: START + 700_000 },
    ]);
    expect(p.log.announced).toEqual([]);
    await p.clock.advance(IDLE_MS - 1);
    expect(selectSessionTimeout(p.state()).open).toBe(false);
    await p.clock.advance(1);
    expect(selectSessionTimeout(p.state()).open).toBe(true);
    await p.finish();
  });

  it('keeps the server session alive: re-checks the login status when active and not in touch for 5 minutes', async () => {
    const p = portal();
    await p.clock.advance(60_000);
    await p.emit(click); // 1 minute after the start-up check: nothing to do
    expect(p.log.checks).toEqual([undefined]);
    await p.clock.advance(KEEP_ALIVE_AFTER_MS);
    await p.emit(click); // 6 minutes after: a background check
    expect(p.log.checks).toEqual([undefined, { background: true }]);
    await p.clock.advance(10_000);
    await p.emit(click); // the check just happened
    expect(p.log.checks).toHaveLength(2);
    expect(selectIsSignedIn(p.state())).toBe(true);
    await p.finish();
  });

  it('a keep-alive check that finds the session gone logs out', async () => {
    const p = portal();
    p.answers.push(NOT_LOGGED_IN); // after the start-up check's
    await p.clock.advance(KEEP_ALIVE_AFTER_MS + 1);
    await p.emit(click);
    await settle();
    expect(p.story()).toContain('session/serverSessionExpired');
    expect(selectIsSignedIn(p.state())).toBe(false);
    expect(p.log.navigations).toEqual(['/login']);
    await p.finish();
  });
});

describe('the dialog', () => {
  async function openDialog(p: ReturnType<typeof portal>) {
    await p.clock.advance(IDLE_MS);
    expect(selectSessionTimeout(p.state()).open).toBe(true);
  }

  it('Extend Session: closes with EXTEND_SESSION, re-checks the login, and the timer starts again (in every tab)', async () => {
    const p = portal();
    await openDialog(p);
    await p.clock.advance(30_000);
    p.dispatch(extendSessionClicked());
    await settle();
    const extendedAt = START + IDLE_MS + 30_000;
    expect(p.log.actions.find((a) => a.type === 'session/timeoutDialogClosed')?.payload).toEqual({ outcome: 'EXTEND_SESSION' });
    expect(p.log.checks).toEqual([undefined, undefined]); // start-up, then the re-check (with the spinner)
    expect(p.log.announced).toEqual([extendedAt]);
    expect(selectSessionTimeout(p.state()).open).toBe(false);
    expect(selectIsSignedIn(p.state())).toBe(true);
    await p.clock.advance(IDLE_MS - 1);
    expect(selectSessionTimeout(p.state()).open).toBe(false);
    await p.clock.advance(1);
    expect(selectSessionTimeout(p.state())).toEqual({ open: true, secondsLeft: 120 });
    await p.finish();
  });

  it('Extend Session when the server session has ended: logs out', async () => {
    const p = portal();
    p.answers.push(NOT_LOGGED_IN);
    await openDialog(p);
    p.dispatch(extendSessionClicked());
    await settle();
    expect(p.story().slice(-3)).toEqual(['session/timeoutDialogClosed', 'session/serverSessionExpired', 'session/loggedOut']);
    expect(p.log.deletes).toBe(1);
    expect(p.log.navigations).toEqual(['/login']);
    await p.finish();
  });

  it('Extend Session when the re-check gets no answer: stays signed in', async () => {
    const p = portal();
    p.answers.push(new Error('Network Error'));
    await openDialog(p);
    p.dispatch(extendSessionClicked());
    await settle();
    expect(selectIsSignedIn(p.state())).toBe(true);
    expect(p.clock.pending()).toEqual([IDLE_MS]);
    await p.finish();
  });

  it('Log Out: closes with LOGOUT and logs out', async () => {
    const p = portal();
    await openDialog(p);
    p.dispatch(timeoutLogOutClicked());
    await settle();
    expect(p.log.actions.find((a) => a.type === 'session/timeoutDialogClosed')?.payload).toEqual({ outcome: 'LOGOUT' });
    expect(selectIsSignedIn(p.state())).toBe(false);
    expect(p.log.deletes).toBe(1);
    expect(p.log.checks).toHaveLength(1); // no re-check
    await p.finish();
  });

  it('clicks and keys while it is open extend nothing: only its buttons decide', async () => {
    const p = portal({ sessionCountdownSeconds: 5 });
    await openDialog(p);
    await p.emit(click);
    await p.clock.advance(2000);
    await p.emit(click);
    expect(p.story()).not.toContain('session/activityRecorded');
    expect(selectSessionTimeout(p.state())).toEqual({ open: true, secondsLeft: 3 });
    await p.clock.advance(3000);
    expect(p.log.actions.find((a) => a.type === 'session/timeoutDialogClosed')?.payload).toEqual({ outcome: 'TIMEOUT' });
    await p.finish();
  });

  it('activity in another tab (the user extended there) closes it here as EXTEND_SESSION', async () => {
    const p = portal();
    await openDialog(p);
    await p.emit({ type: 'activity', at: START + IDLE_MS + 5 });
    expect(p.log.actions.find((a) => a.type === 'session/timeoutDialogClosed')?.payload).toEqual({ outcome: 'EXTEND_SESSION' });
    expect(p.log.checks).toHaveLength(1); // the other tab re-checked
    expect(p.clock.pending()).toEqual([IDLE_MS]);
    await p.finish();
  });

  it('a logout in another tab while it is open: closed and logged out here', async () => {
    const p = portal();
    await openDialog(p);
    await p.emit({ type: 'logout', at: 5 });
    expect(selectSessionTimeout(p.state()).open).toBe(false);
    expect(selectIsSignedIn(p.state())).toBe(false);
    expect(p.log.deletes).toBe(0);
    await p.finish();
  });
});

describe('other tabs', () => {
  it('a logout there is mirrored here without calling the server', async () => {
    const p = portal();
    await p.clock.advance(1000);
    await p.emit({ type: 'logout', at: 77 });
    expect(p.story()).toEqual(['session/signedIn', 'session/loggedOutElsewhere', 'session/loggedOut']);
    expect(p.log.deletes).toBe(0);
    expect(p.log.logoutsAnnounced).toBe(0);
    expect(p.log.navigations).toEqual(['/login']);
    expect(p.closeEvents).toHaveBeenCalled();
    await p.finish();
  });

  it('an account change there becomes session/accountChangedElsewhere', async () => {
    const p = portal();
    await p.emit({ type: 'accountChanged', acctNum: 'ACC-9' });
    expect(p.log.actions.filter((a) => a.type === 'session/accountChangedElsewhere').map((a) => a.payload)).toEqual([{ acctNum: 'ACC-9' }]);
    await p.finish();
  });
});

describe('only while signed in', () => {
  it('not signed in: no listening and no timer; from the sign-in on, both; after logout, neither', async () => {
    const p = portal({}, NOT_LOGGED_IN);
    await p.clock.advance(IDLE_MS * 2);
    expect(p.log.channelsOpened).toBe(0);
    expect(p.clock.pending()).toEqual([]);
    expect(selectSessionTimeout(p.state()).open).toBe(false);

    p.dispatch(sessionActions.signedIn({ username: 'demo.plain', via: 'signIn' }));
    await settle();
    expect(p.log.channelsOpened).toBe(1);
    expect(p.clock.pending()).toEqual([IDLE_MS]);

    p.dispatch(sessionActions.loggedOut());
    await settle();
    expect(p.closeEvents).toHaveBeenCalled();
    expect(p.clock.pending()).toEqual([]);
    await p.finish();
  });

  it('the pipeline arriving after the sign-in (its chunk loads at authentication) starts watching at once', async () => {
    const p = portal({}, SIGNED_IN, { lateChunk: true });
    await p.clock.advance(0);
    expect(p.story()).toEqual(['session/signedIn']);
    expect(p.log.channelsOpened).toBe(0);
    p.dispatch(CHUNK_ARRIVED);
    await settle();
    expect(p.log.channelsOpened).toBe(1);
    expect(p.clock.pending()).toEqual([IDLE_MS]);
    await p.clock.advance(IDLE_MS);
    expect(selectSessionTimeout(p.state())).toEqual({ open: true, secondsLeft: 120 });
    await p.finish();
  });

  it('a push sign-in waiting for its second factor is not signed in yet', async () => {
    const p = portal({}, NOT_LOGGED_IN);
    p.dispatch(sessionActions.secondFactorStarted({ username: 'demo.push', inReview: true }));
    await p.clock.advance(IDLE_MS);
    expect(p.log.channelsOpened).toBe(0);
    await p.finish();
  });
});
