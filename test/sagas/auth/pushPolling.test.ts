import { AxiosError } from 'axios';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import { pushLifetimeMs } from '../../../src/api/contract/config';
import type { PushStatus } from '../../../src/api/contract/identity';
import { getPushStatus } from '../../../src/api/endpoints/userAccess.api';
import { deleteSession } from '../../../src/api/endpoints/session.api';
import { authActions, selectAuthStatus, selectPushPollCount, userAccessActions } from '../../../src/features/auth/index';
import { selectPushChallengeId } from '../../../src/features/auth/userAccess.selectors';
import { updateRememberedUsername } from '../../../src/features/auth/rememberedUsernames';
import { pushPollingSaga, tryAnotherWay, watchPush } from '../../../src/features/auth/sagas/pushPolling';
import { selectIsSignedIn, selectSession, sessionActions } from '../../../src/features/session/index';
import { selectAlerts, systemActions } from '../../../src/features/system/index';
import { navigateTo } from '../../../src/shared/navigation';
import { stateAfter, testReducer } from '../../support/testStore';
import { DELAY_FN, instantDelays, manualClock, runUntilFinished, settle, shellProviders, untilFinished, virtualClock } from '../../support/sagaServices';
import { configLoaded, testConfig } from '../../builders/config';
import { flagsLoaded, flagsOn } from '../../builders/flags';

const CHALLENGE = 'a'.repeat(32);
const LIMIT = 3;
const INTERVAL = 1_000;
const config = testConfig({ pushPollLimit: LIMIT, pushPollIntervalMs: INTERVAL });
const awaitingPush = (flags = flagsLoaded()) =>
  stateAfter(configLoaded(config), flags, authActions.signInSubmitted({ username: 'demo.push', remember: false, flow: 'login' }),
      authActions.pushChallengeStarted({ challengeId: CHALLENGE }),
      sessionActions.secondFactorStarted({ username: 'demo.push', inReview: true }));

/** getPushStatus answering these statuses in turn (the last one again after that). */
function answers(...statuses: PushStatus[]) {
  let polls = 0;
  return {
    provider: {
      call(effect: { fn: unknown }, next: () => unknown) {
        if (effect.fn !== getPushStatus) return next();
        polls += 1;
        return statuses[Math.min(polls, statuses.length) - 1];
      },
    },
    polls: () => polls,
  };
}

const common: StaticProvider[] = [...shellProviders, [matchers.call.fn(deleteSession), undefined], [matchers.call.fn(updateRememberedUsername), undefined]];

describe('push polling', () => {
  it('APPROVED: counted polls, pushApproved, signed in, /dashboard', async () => {
    const status = answers('PENDING', 'APPROVED');
    const { storeState } = await expectSaga(watchPush)
      .withReducer(testReducer, awaitingPush())
      .provide([status.provider, instantDelays, ...common])
      .call(getPushStatus, CHALLENGE)
      .put(userAccessActions.pushPolled({ count: 1, status: 'PENDING' }))
      .call(DELAY_FN, INTERVAL)
      .put(userAccessActions.pushPolled({ count: 2, status: 'APPROVED' }))
      .put(userAccessActions.pushApproved())
      .put(sessionActions.signedIn({ username: 'demo.push', via: 'signIn' }))
      .call(navigateTo, '/dashboard')
      .not.call.fn(deleteSession)
      .run();
    expect(status.polls()).toBe(2);
    expect(selectIsSignedIn(storeState)).toBe(true);
    expect(selectAuthStatus(storeState)).toBe('signedIn');
  });

  it('DECLINED: the banner, logged out, /login', async () => {
    const { storeState } = await expectSaga(watchPush)
      .withReducer(testReducer, awaitingPush())
      .provide([answers('DECLINED').provider, instantDelays, ...common])
      .put(userAccessActions.pushDeclined())
      .put(
        systemActions.alertRaised({
          alert: {
            id: 'alert-1',
            raisedAt: 1_000,
            severity: 'error',
            title: 'Error',
            message: '- User has rejected Two Factor Authentication. Please log in again.',
          },
        }),
      )
      .call(deleteSession)
      .put(sessionActions.loggedOut())
      .call(navigateTo, '/login')
      .not.put.actionType(sessionActions.signedIn.type)
      .run();
    expect(selectAlerts(storeState)).toHaveLength(1);
    expect(selectSession(storeState).status).toBe('signedOut');
  });

  it('the poll limit: exactly pushPollLimit polls, then the timed-out banner, logged out, /login', async () => {
    const status = answers('PENDING');
    const { storeState } = await expectSaga(watchPush)
      .withReducer(testReducer, awaitingPush())
      .provide([status.provider, instantDelays, ...common])
      .put(userAccessActions.pushPolled({ count: LIMIT, status: 'PENDING' }))
      .not.put(userAccessActions.pushPolled({ count: LIMIT + 1, status: 'PENDING' }))
      .put(userAccessActions.pushTimedOut())
      .call(deleteSession)
      .call(navigateTo, '/login')
      .run();
    expect(status.polls()).toBe(LIMIT);
    expect(selectPushPollCount(storeState)).toBe(LIMIT);
    expect(selectAlerts(storeState)).toEqual([
      expect.objectContaining({ severity: 'error', title: 'Error', message: '- Two Factor Authentication timed out. Please log in again.' }),
    ]);
  });

  it("the polls cover the push's whole life (one rule with the gateway, pushLifetimeMs): the first at once, the last (limit − 1) × interval later", async () => {
    const clock = virtualClock();
    const polledAt: number[] = [];
    const tester = expectSaga(untilFinished, watchPush)
      .withReducer(testReducer, awaitingPush())
      .provide([
        {
          call(effect, next) {
            if (effect.fn !== getPushStatus) return next();
            polledAt.push(clock.now());
            return 'PENDING';
          },
        },
        ...clock.providers,
        ...common,
      ])
      .put(userAccessActions.pushTimedOut());
    const { finish } = runUntilFinished(tester);
    const start = clock.now();
    await clock.advance(pushLifetimeMs(config));
    expect(polledAt.map((t) => t - start)).toEqual([0, INTERVAL, 2 * INTERVAL]);
    expect((polledAt.at(-1) as number) - start).toBe(pushLifetimeMs(config));
    await clock.advance(INTERVAL); // the last pause, then the limit
    await finish();
  });

  it('EXPIRED ends like the limit: the timed-out banner at once', async () => {
    const status = answers('EXPIRED');
    await expectSaga(watchPush)
      .withReducer(testReducer, awaitingPush())
      .provide([status.provider, instantDelays, ...common])
      .put(userAccessActions.pushTimedOut())
      .run();
    expect(status.polls()).toBe(1);
  });

  it('a failed poll ends the attempt (the interceptor showed the banner): logged out, /login', async () => {
    const notFound = new AxiosError('Request failed with status code 404', AxiosError.ERR_BAD_REQUEST);
    await expectSaga(watchPush)
      .withReducer(testReducer, awaitingPush())
      .provide([
        {
          call(effect, next) {
            if (effect.fn === getPushStatus) throw notFound;
            return next();
          },
        },
        ...common,
      ])
      .put.actionType(userAccessActions.pushFailed.type)
      .not.put.actionType(systemActions.alertRaised.type)
      .call(navigateTo, '/login')
      .run();
  });

  it('cancelled while waiting: no more polls, no banner, no navigation', async () => {
    const clock = manualClock();
    const status = answers('PENDING');
    const tester = expectSaga(untilFinished, pushPollingSaga)
      .withReducer(testReducer, awaitingPush())
      .provide([status.provider, clock.provider, ...common])
      .not.put.actionType(userAccessActions.pushTimedOut.type)
      .not.call.fn(navigateTo);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(userAccessActions.pushPageOpened());
    await settle();
    expect(status.polls()).toBe(1);
    expect(clock.pending()).toEqual([INTERVAL]);
    tester.dispatch(userAccessActions.pushCancelled());
    await settle();
    await clock.elapse(INTERVAL); // the interval ends after the cancel: nothing follows
    await finish();
    expect(status.polls()).toBe(1);
  });

  it('no challenge awaiting an answer: nothing is polled', async () => {
    await expectSaga(watchPush).withReducer(testReducer, stateAfter(configLoaded(config))).provide([...common]).not.call.fn(getPushStatus).run();
  });
});

describe('"Try another way" (flag try-another-way)', () => {
  it('on, while the push is awaited: the phone choice as for an SMS user (no longer in review), /user-access/identity/select-phone', async () => {
    const { storeState } = await expectSaga(tryAnotherWay)
      .withReducer(testReducer, awaitingPush(flagsOn('try-another-way')))
      .provide([...common])
      .put(userAccessActions.anotherWayStarted())
      .put(sessionActions.secondFactorStarted({ username: 'demo.push', inReview: false }))
      .call(navigateTo, '/user-access/identity/select-phone')
      .not.call.fn(deleteSession)
      .run();
    expect(selectAuthStatus(storeState)).toBe('choosingPhone');
    expect(selectPushChallengeId(storeState)).toBeNull();
    expect(selectSession(storeState)).toEqual({ status: 'secondFactor', username: 'demo.push' });
  });

  it('off (the link is not shown): a stray click changes nothing', async () => {
    const { storeState } = await expectSaga(tryAnotherWay)
      .withReducer(testReducer, awaitingPush())
      .provide([...common])
      .not.put.actionType(userAccessActions.anotherWayStarted.type)
      .not.call.fn(navigateTo)
      .run();
    expect(selectAuthStatus(storeState)).toBe('awaitingPush');
  });

  it('on, but no push is awaited (the attempt ended meanwhile): nothing changes', async () => {
    await expectSaga(tryAnotherWay)
      .withReducer(testReducer, stateAfter(configLoaded(config), flagsOn('try-another-way')))
      .provide([...common])
      .not.put.actionType(userAccessActions.anotherWayStarted.type)
      .not.call.fn(navigateTo)
      .run();
  });

  it('the click while polling: the polling stops (no more polls, no time-out, no logout) and the phone choice opens', async () => {
    const clock = manualClock();
    const status = answers('PENDING');
    const tester = expectSaga(untilFinished, pushPollingSaga)
      .withReducer(testReducer, awaitingPush(flagsOn('try-another-way')))
      .provide([status.provider, clock.provider, ...common])
      .put(userAccessActions.anotherWayStarted())
      .call(navigateTo, '/user-access/identity/select-phone')
      .not.put.actionType(userAccessActions.pushTimedOut.type)
      .not.call.fn(deleteSession);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(userAccessActions.pushPageOpened());
    await settle();
    expect(status.polls()).toBe(1);
    tester.dispatch(userAccessActions.tryAnotherWayClicked());
    await settle();
    await clock.elapse(INTERVAL); // the interval ends after the click: nothing follows
    const { storeState } = await finish();
    expect(status.polls()).toBe(1);
    expect(selectAuthStatus(storeState)).toBe('choosingPhone');
  });
});
