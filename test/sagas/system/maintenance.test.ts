import { buffers, channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { MaintenanceError } from '../../../src/api/transport/errors';
import { closeGateway, isGatewayDown, openGateway } from '../../../src/api/transport/gate';
import { getPublicStatus } from '../../../src/api/endpoints/system.api';
import { selectGatewayDown, systemActions } from '../../../src/features/system/index';
import type { MaintenanceEvent } from '../../../src/features/system/sagas/apiEventsBridge';
import { maintenancePipeline, maintenanceSaga } from '../../../src/features/system/sagas/maintenance';
import { currentPath, navigateTo } from '../../../src/shared/navigation';
import { now } from '../../../src/shared/time/clock';
import { observedReducer, testReducer } from '../../support/testStore';
import { deferred, DELAY_FN, instantDelays, manualClock, runUntilFinished, settle, untilFinished } from '../../support/sagaServices';

afterEach(openGateway);

const POLL_MS = 5000;

describe('maintenancePipeline', () => {
  it('down → gateway closed and /unavailable → polls → healthy → gateway open and /login', async () => {
    const { storeState } = await expectSaga(maintenancePipeline, POLL_MS)
      .withReducer(testReducer)
      .provide([
        [matchers.call.fn(now), 1_000],
        [matchers.call.fn(navigateTo), undefined],
        [matchers.call.fn(currentPath), '/unavailable'],
        instantDelays,
        [matchers.call.fn(getPublicStatus), 'UP'],
      ])
      .put(systemActions.maintenanceDetected({ at: 1_000 }))
      .call(closeGateway)
      .call(navigateTo, '/unavailable')
      .call(DELAY_FN, POLL_MS)
      .call(getPublicStatus)
      .call(openGateway)
      .put(systemActions.gatewayRecovered())
      .call(navigateTo, '/login')
      .run();
    expect(selectGatewayDown(storeState)).toBe(false);
    expect(isGatewayDown()).toBe(false);
  });

  it('while polling, the gateway is closed and the state says down since the detection', async () => {
    const reducer = observedReducer();
    const status = deferred<'UP'>();
    const run = expectSaga(maintenancePipeline, POLL_MS)
      .withReducer(reducer.reducer)
      .provide([
        [matchers.call.fn(now), 1_000],
        [matchers.call.fn(navigateTo), undefined],
        [matchers.call.fn(currentPath), '/unavailable'],
        instantDelays,
        [matchers.call.fn(getPublicStatus), status.promise],
      ])
      .run({ timeout: false });
    await settle();
    expect(isGatewayDown()).toBe(true); // every request but the status check is now refused
    expect(selectGatewayDown(reducer.latest())).toBe(true);
    expect(reducer.latest().system.maintenance.since).toBe(1_000);
    status.resolve('UP');
    await run;
    expect(isGatewayDown()).toBe(false);
  });

  it('a failing status check keeps polling until one is healthy', async () => {
    let checks = 0;
    const { effects } = await expectSaga(maintenancePipeline, POLL_MS)
      .withReducer(testReducer)
      .provide([
        [matchers.call.fn(now), 1_000],
        [matchers.call.fn(navigateTo), undefined],
        [matchers.call.fn(currentPath), '/unavailable'],
        instantDelays,
        {
          call(effect, next) {
            if (effect.fn !== getPublicStatus) return next();
            checks += 1;
            if (checks === 1) throw new MaintenanceError('/gateway/public/status');
            if (checks === 2) throw new Error('Network Error');
            return 'UP';
          },
        },
      ])
      .put(systemActions.gatewayRecovered())
      .call(navigateTo, '/login')
      .run();
    expect(checks).toBe(3);
    const delays = (effects.call ?? []).filter((e: { payload: { fn: unknown } }) => e.payload.fn === DELAY_FN);
    expect(delays).toHaveLength(3);
  });

  it('does not send the user to login when they are no longer on /unavailable', async () => {
    await expectSaga(maintenancePipeline, POLL_MS)
      .withReducer(testReducer)
      .provide([
        [matchers.call.fn(now), 1_000],
        [matchers.call.fn(navigateTo), undefined],
        [matchers.call.fn(currentPath), '/documents'],
        instantDelays,
        [matchers.call.fn(getPublicStatus), 'UP'],
      ])
      .put(systemActions.gatewayRecovered())
      .not.call(navigateTo, '/login')
      .run();
  });

  it('never opens the gateway while every check fails', async () => {
    const clock = manualClock();
    let checks = 0;
    const tester = expectSaga(untilFinished, maintenancePipeline, POLL_MS)
      .withReducer(testReducer)
      .provide([
        [matchers.call.fn(now), 1_000],
        [matchers.call.fn(navigateTo), undefined],
        clock.provider,
        {
          call(effect, next) {
            if (effect.fn !== getPublicStatus) return next();
            checks += 1;
            throw new MaintenanceError('/gateway/public/status');
          },
        },
      ])
      .not.call(openGateway)
      .not.put(systemActions.gatewayRecovered());
    const { finish } = runUntilFinished(tester);
    for (let poll = 0; poll < 4; poll += 1) await clock.elapse(POLL_MS);
    expect(checks).toBe(4);
    expect(clock.pending()).toEqual([POLL_MS]); // and the next poll is scheduled
    expect(isGatewayDown()).toBe(true);
    await finish();
  });
});

describe('maintenanceSaga (leading)', () => {
  it('repeated 503s while a pipeline runs start only one pipeline', async () => {
    const events = channel<MaintenanceEvent>(buffers.none());
    const status = deferred<'UP'>();
    const event: MaintenanceEvent = { type: 'maintenanceDetected', url: '/gateway/a' };
    const tester = expectSaga(untilFinished, maintenanceSaga, events, POLL_MS)
      .withReducer(testReducer)
      .provide([
        [matchers.call.fn(now), 1_000],
        [matchers.call.fn(navigateTo), undefined],
        [matchers.call.fn(currentPath), '/unavailable'],
        instantDelays,
        [matchers.call.fn(getPublicStatus), status.promise],
      ]);
    const { finish } = runUntilFinished(tester);
    events.put(event);
    await settle();
    events.put(event); // in-flight calls answering 503 too
    events.put(event);
    await settle();
    status.resolve('UP');
    const { effects } = await finish();
    const calls = (fn: unknown) => (effects.call ?? []).filter((e: { payload: { fn: unknown } }) => e.payload.fn === fn).length;
    const puts = (type: string) => (effects.put ?? []).filter((e: { payload: { action: { type: string } } }) => e.payload.action.type === type).length;
    expect(puts(systemActions.maintenanceDetected.type)).toBe(1);
    expect(calls(closeGateway)).toBe(1);
    expect(calls(getPublicStatus)).toBe(1);
  });

  it('a new maintenance after recovery starts a new pipeline', async () => {
    const events = channel<MaintenanceEvent>(buffers.none());
    const tester = expectSaga(untilFinished, maintenanceSaga, events, POLL_MS)
      .withReducer(testReducer)
      .provide([
        [matchers.call.fn(now), 1_000],
        [matchers.call.fn(navigateTo), undefined],
        [matchers.call.fn(currentPath), '/unavailable'],
        instantDelays,
        [matchers.call.fn(getPublicStatus), 'UP'],
      ]);
    const { finish } = runUntilFinished(tester);
    events.put({ type: 'maintenanceDetected', url: '/gateway/a' });
    await settle();
    events.put({ type: 'maintenanceDetected', url: '/gateway/b' });
    const { effects } = await finish();
    const recovered = (effects.put ?? []).filter(
      (e: { payload: { action: { type: string } } }) => e.payload.action.type === systemActions.gatewayRecovered.type,
    );
    expect(recovered).toHaveLength(2);
  });
});
