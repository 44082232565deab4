// The SECURITY page's pipelines through the feature's root saga with the real reducers and
// providers: the page's loads (both lists, a failure each, Try Again, leaving the page), and the
// sign-outs (one other session, all of them after the confirmation, a 404, any other failure, a
// double click). Each run is ended by the test (runUntilFinished): no real time is waited for.
import type { AnyAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { getPasskeys } from '../../../src/api/endpoints/passkeys.api';
import { endOtherSessions, endSession, getSecurityEvents, getSessions } from '../../../src/api/endpoints/security.api';
import { MalformedResponseError } from '../../../src/api/transport/errors';
import {
  securityActions as A,
  selectConfirmingOthers,
  selectSecurityEvents,
  selectSessions,
  selectSessionsStatus,
  selectSignOut,
} from '../../../src/features/security/index';
import { securitySaga } from '../../../src/features/security/entry';
import { gatewayError } from '../../builders/savedInstructions';
import { EVENTS, SESSIONS, pageReadyEvents } from '../../builders/security';
import { deferred, settle } from '../../support/async';
import { callsOf, runDispatching, runUntilFinished, untilFinished } from '../../support/sagaServices';
import { observedReducer, stateAfter, testReducer, type TestState } from '../../support/testStore';


/** The page loads the passkeys too (issue 26: sagas/passkeys.ts, tested in passkeys.test.ts). */
const noPasskeys: StaticProvider = [matchers.call.fn(getPasskeys), { passkeys: [] }];

const lists: StaticProvider[] = [
  [matchers.call.fn(getSecurityEvents), { events: EVENTS }],
  [matchers.call.fn(getSessions), { sessions: SESSIONS }],
];

/** Runs the root saga from `state`, dispatching `actions` one after another, until the test ends it. */
function run(state: TestState, provide: StaticProvider[], ...actions: AnyAction[]) {
  return runDispatching(expectSaga(untilFinished, securitySaga).withReducer(testReducer, state).provide([...provide, noPasskeys]), ...actions);
}

describe('page loads', () => {
  it('opening the page loads the events and the sessions', async () => {
    const { storeState, effects } = await run(stateAfter(), lists, A.pageOpened());
    expect(callsOf(effects, getSecurityEvents)).toEqual([[]]);
    expect(callsOf(effects, getSessions)).toEqual([[]]);
    expect(selectSecurityEvents(storeState)).toEqual({ status: 'succeeded', items: EVENTS });
    expect(selectSessionsStatus(storeState)).toBe('succeeded');
    expect(selectSessions(storeState)).toEqual(SESSIONS);
  });

  it('each list fails on its own: a refused events load, a malformed sessions answer', async () => {
    const failing: StaticProvider[] = [
      [matchers.call.fn(getSecurityEvents), throwError(gatewayError(500, 'Internal Server Error'))],
      [matchers.call.fn(getSessions), { sessions: SESSIONS }],
    ];
    const events = await run(stateAfter(), failing, A.pageOpened());
    expect(selectSecurityEvents(events.storeState).status).toBe('failed');
    expect(selectSessionsStatus(events.storeState)).toBe('succeeded');
    const malformed: StaticProvider[] = [
      [matchers.call.fn(getSecurityEvents), { events: EVENTS }],
      [matchers.call.fn(getSessions), throwError(new MalformedResponseError('/x', 200, 'data'))],
    ];
    const sessions = await run(stateAfter(), malformed, A.pageOpened());
    expect(selectSessionsStatus(sessions.storeState)).toBe('failed');
    expect(selectSecurityEvents(sessions.storeState).status).toBe('succeeded');
  });

  it('Try Again loads both again; a reload keeps the loaded lists on screen until its answer', async () => {
    const answer = deferred<{ sessions: typeof SESSIONS }>();
    const { storeState, effects } = await run(
      stateAfter(...pageReadyEvents()),
      [[matchers.call.fn(getSessions), dynamic(() => answer.promise)], [matchers.call.fn(getSecurityEvents), { events: [] }]],
      A.reloadRequested(),
    );
    expect(callsOf(effects, getSessions)).toHaveLength(1);
    expect(selectSessionsStatus(storeState)).toBe('succeeded');
    expect(selectSessions(storeState)).toEqual(SESSIONS);
    expect(selectSecurityEvents(storeState)).toEqual({ status: 'succeeded', items: [] });
  });

  it('nothing loads while the page is closed; leaving it cancels the loads in flight', async () => {
    const closed = await run(stateAfter(), lists, A.reloadRequested());
    expect(callsOf(closed.effects, getSessions)).toEqual([]);
    const answer = deferred<{ sessions: typeof SESSIONS }>();
    const left = await run(stateAfter(), [[matchers.call.fn(getSessions), dynamic(() => answer.promise)], lists[0] as StaticProvider], A.pageOpened(), A.pageClosed());
    answer.resolve({ sessions: SESSIONS });
    await settle();
    expect(selectSessionsStatus(left.storeState)).toBe('pending');
  });

  it('signing out of the portal forgets everything', () => {
    const state = stateAfter(...pageReadyEvents(), { type: 'session/loggedOut' });
    expect(selectSessions(state)).toEqual([]);
    expect(selectSecurityEvents(state).status).toBe('idle');
  });
});

describe('Sign out', () => {
  const OTHER = SESSIONS[1]?.id as string;

  it('one other session: asks the gateway by its public id, the row leaves, "Signed out of 1 session.", the lists load again', async () => {
    const { storeState, effects } = await run(
      stateAfter(...pageReadyEvents()),
      [[matchers.call.fn(endSession), { ended: 1 }], [matchers.call.fn(getSessions), { sessions: [SESSIONS[0], SESSIONS[2]] }], lists[0] as StaticProvider],
      A.signOutClicked({ sessionId: OTHER }),
    );
    expect(callsOf(effects, endSession)).toEqual([[OTHER]]);
    expect(callsOf(effects, endOtherSessions)).toEqual([]);
    expect(selectSignOut(storeState)).toEqual({ status: 'succeeded', target: { kind: 'one', sessionId: OTHER }, ended: 1 });
    expect(selectSessions(storeState).map((s) => s.id)).toEqual([SESSIONS[0]?.id, SESSIONS[2]?.id]);
    expect(callsOf(effects, getSessions)).toHaveLength(1);
    expect(callsOf(effects, getSecurityEvents)).toHaveLength(1);
  });

  it('all other sessions: only after the confirmation, once however often clicked; only this session stays', async () => {
    const answer = deferred<{ ended: number }>();
    const observed = observedReducer();
    const tester = expectSaga(untilFinished, securitySaga)
      .withReducer(observed.reducer, stateAfter(...pageReadyEvents(), A.signOutOthersClicked()))
      .provide([[matchers.call.fn(endOtherSessions), dynamic(() => answer.promise)], [matchers.call.fn(getSessions), { sessions: [SESSIONS[0]] }], lists[0] as StaticProvider, noPasskeys]);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(A.signOutOthersConfirmed());
    await settle();
    tester.dispatch(A.signOutOthersConfirmed()); // a double click: ignored while the first runs
    await settle();
    expect(selectSignOut(observed.latest())).toEqual({ status: 'pending', target: { kind: 'others' } });
    expect(selectConfirmingOthers(observed.latest())).toBe(true);
    answer.resolve({ ended: 2 });
    await settle();
    const { storeState, effects } = await finish();
    expect(callsOf(effects, endOtherSessions)).toEqual([[]]);
    expect(selectSignOut(storeState)).toEqual({ status: 'succeeded', target: { kind: 'others' }, ended: 2 });
    expect(selectConfirmingOthers(storeState)).toBe(false);
    expect(selectSessions(storeState).map((s) => s.current)).toEqual([true]);
  });

  it('Cancel closes the confirmation and signs nothing out', async () => {
    const { storeState, effects } = await run(stateAfter(...pageReadyEvents(), A.signOutOthersClicked()), lists, A.signOutOthersCancelled());
    expect(selectConfirmingOthers(storeState)).toBe(false);
    expect(callsOf(effects, endOtherSessions)).toEqual([]);
  });

  it('a 404 (that session had ended meanwhile): says so and loads the list as it is now', async () => {
    const { storeState, effects } = await run(
      stateAfter(...pageReadyEvents()),
      [[matchers.call.fn(endSession), throwError(gatewayError(404, 'Not Found'))], [matchers.call.fn(getSessions), { sessions: [SESSIONS[0]] }], lists[0] as StaticProvider],
      A.signOutClicked({ sessionId: OTHER }),
    );
    expect(selectSignOut(storeState)).toEqual({ status: 'failed', target: { kind: 'one', sessionId: OTHER }, error: 'That session had already ended.' });
    expect(callsOf(effects, getSessions)).toHaveLength(1);
    expect(selectSessions(storeState).map((s) => s.id)).toEqual([SESSIONS[0]?.id]);
  });

  it('any other failure: asks to try again; the confirmation closes', async () => {
    const { storeState } = await run(
      stateAfter(...pageReadyEvents(), A.signOutOthersClicked()),
      [[matchers.call.fn(endOtherSessions), throwError(new Error('Network Error'))], ...lists],
      A.signOutOthersConfirmed(),
    );
    expect(selectSignOut(storeState)).toEqual({ status: 'failed', target: { kind: 'others' }, error: 'The session could not be signed out. Please try again.' });
    expect(selectConfirmingOthers(storeState)).toBe(false);
    expect(selectSessions(storeState)).toHaveLength(3);
  });

  it('an answer for a sign-out no longer running changes nothing', () => {
    const target = { kind: 'one', sessionId: OTHER } as const;
    const state = stateAfter(...pageReadyEvents(), A.signOutSucceeded({ target, ended: 1 }), A.signOutFailed({ target, error: 'x' }));
    expect(selectSignOut(state)).toEqual({ status: 'idle' });
    const running = stateAfter(...pageReadyEvents(), A.signOutRequested({ target }), A.signOutSucceeded({ target: { kind: 'others' }, ended: 2 }));
    expect(selectSignOut(running)).toEqual({ status: 'pending', target });
    const another = stateAfter(...pageReadyEvents(), A.signOutRequested({ target }), A.signOutSucceeded({ target: { kind: 'one', sessionId: 'c'.repeat(32) }, ended: 1 }));
    expect(selectSignOut(another)).toEqual({ status: 'pending', target });
    expect(selectSessions(state)).toHaveLength(3);
  });
});
