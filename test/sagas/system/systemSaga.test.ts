// The system feature wired to the real API layer (configured instances, interceptors, gate) over
// a scripted network: what a user lives through when the gateway goes into maintenance.
import type { AnyAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { configureApi, gatewayHttp } from '../../../src/api/transport/client';
import { GatewayDownError, MaintenanceError } from '../../../src/api/transport/errors';
import { apiEvents, createApiEventBus } from '../../../src/api/transport/events';
import { isGatewayDown, openGateway } from '../../../src/api/transport/gate';
import { FEATURE_FLAGS, selectAlerts, selectFlag, selectGatewayDown, selectNotifications, selectSpinnerVisible, systemActions } from '../../../src/features/system/index';
import { systemSaga } from '../../../src/features/system/entry';
import { newId } from '../../../src/shared/ids';
import { currentPath, navigateTo } from '../../../src/shared/navigation';
import { now } from '../../../src/shared/time/clock';
import { signedIn } from '../../../src/features/session/session.events';
import { scriptedAdapter, type Reply } from '../../unit/api/support';
import { observedReducer, stateAfter } from '../../support/testStore';
import { manualClock, runUntilFinished, settle, untilFinished } from '../../support/sagaServices';
import { configLoaded, testConfig } from '../../builders/config';

afterEach(openGateway);

const ACCOUNTS = '/gateway/institutional/moneymovement/api/v2/firm/account';

function portal(before: AnyAction[] = []) {
  const world = { maintenance: false };
  const bus = createApiEventBus();
  const config = testConfig({ spinnerDelayMs: 500, maintenancePollIntervalMs: 5000 });
  const { gateway } = configureApi(config, bus);
  const network = scriptedAdapter((request): Reply => {
    const url = request.url ?? '';
    if (world.maintenance) return { status: 503, body: 'In Maintenance' };
    if (url === '/gateway/public/status') return { status: 200, body: 'UP' };
    if (url.includes('feature?key=4242-flag-MarketMaker')) return { status: 200, body: { data: true, status: [] } };
    if (url.includes('/api/v1/feature?key=')) return { status: 200, body: { data: null, status: [] } };
    if (url.includes('feature/fetch?key=4242-notification-client')) {
      return { status: 200, body: { data: [{ id: 'n1', message: 'Welcome', severity: 'blue' }], status: [] } };
    }
    if (url === ACCOUNTS && request.method === 'get') return { status: 500, statusText: 'Internal Server Error', body: { status: { code: 'MM5000', text: 'Ledger down' } } };
    return { status: 200, body: { status: { code: '000000', text: 'SUCCESS' }, data: [] } };
  });
  gateway.defaults.adapter = network.adapter;

  const clock = manualClock();
  const store = observedReducer();
  const navigations: string[] = [];
  let ids = 0;
  const tester = expectSaga(untilFinished, systemSaga, bus)
    .withReducer(store.reducer, stateAfter(configLoaded(config), ...before))
    .provide([
      clock.provider,
      [matchers.call.fn(navigateTo), dynamic(({ args }: { args: unknown[] }) => void navigations.push(String(args[0])))],
      [matchers.call.fn(currentPath), dynamic(() => navigations.at(-1) ?? '/dashboard')],
      [matchers.call.fn(newId), dynamic(() => `alert-${(ids += 1)}`)],
      [matchers.call.fn(now), 1_000],
    ]);
  const { finish } = runUntilFinished(tester);
  return { world, network, clock, state: store.latest, navigations, finish, dispatch: (action: AnyAction) => tester.dispatch(action) };
}

async function settleAll() {
  for (let i = 0; i < 5; i += 1) await settle();
}

describe('systemSaga', () => {
  it('once the shell has painted, loads the flags and the client notifications (not before)', async () => {
    const { state, network, clock, finish, dispatch } = portal();
    await settleAll();
    const featureCalls = () => network.requests.filter((r) => (r.url ?? '').includes('/feature'));
    expect(featureCalls()).toEqual([]);
    dispatch(systemActions.shellPainted());
    await settleAll();
    // Nothing in the task that painted: each batch of four flag calls, and the notifications' call,
    // goes out in a task of its own (delay(0) before each).
    expect(featureCalls()).toEqual([]);
    const flagCalls = () => network.requests.filter((r) => (r.url ?? '').includes('/api/v1/feature?key=')).length;
    for (let sent = 4; sent - 4 < FEATURE_FLAGS.length; sent += 4) {
      await clock.elapse(0);
      await settleAll();
      expect(flagCalls()).toBe(Math.min(sent, FEATURE_FLAGS.length));
    }
    expect(selectFlag(state(), 'MarketMaker')).toBe(true);
    expect(selectFlag(state(), 'CCLogin')).toBe(false);
    expect(selectNotifications(state())).toEqual([{ id: 'n1', message: 'Welcome', severity: 'blue' }]);
    await finish();
  });

  it('a start-up check that found the user signed in starts them without waiting for the paint (the accounts wait for a flag)', async () => {
    const { state, network, clock, finish, dispatch } = portal();
    await settleAll();
    dispatch(signedIn({ username: 'demo.plain', via: 'startupCheck' }));
    await settleAll();
    await clock.elapse(0);
    await settleAll();
    expect(network.requests.filter((r) => (r.url ?? '').includes('feature?key=4242-flag-multi-account-types'))).toHaveLength(1);
    expect(network.requests.filter((r) => (r.url ?? '').includes('feature/fetch?key=4242-notification-client'))).toHaveLength(1);
    // The paint that follows starts nothing again.
    dispatch(systemActions.shellPainted());
    for (let i = 0; i < 4; i += 1) {
      await clock.elapse(0);
      await settleAll();
    }
    expect(network.requests.filter((r) => (r.url ?? '').includes('feature?key=4242-flag-multi-account-types'))).toHaveLength(1);
    expect(selectFlag(state(), 'MarketMaker')).toBe(true);
    await finish();
  });

  it('a shell that painted before the sagas started (a page rendered from nothing: boot) starts them a task after the start', async () => {
    const { network, clock, finish } = portal([systemActions.shellPainted()]);
    await settleAll();
    // Not in the sagas' first task: the start-up check's call goes out first.
    expect(network.requests.filter((r) => (r.url ?? '').includes('/feature'))).toEqual([]);
    await clock.elapse(0);
    await settleAll();
    await clock.elapse(0);
    await settleAll();
    expect(network.requests.filter((r) => (r.url ?? '').includes('feature?key=4242-flag-multi-account-types'))).toHaveLength(1);
    expect(network.requests.filter((r) => (r.url ?? '').includes('feature/fetch?key=4242-notification-client'))).toHaveLength(1);
    await finish();
  });

  it('an HTTP error anywhere becomes one alert in the store', async () => {
    const { state, finish } = portal();
    await settleAll();
    await expect(gatewayHttp().get(ACCOUNTS)).rejects.toMatchObject({ response: { status: 500 } });
    await settleAll();
    expect(selectAlerts(state())).toEqual([{ id: 'alert-1', raisedAt: 1_000, severity: 'error', code: 'MM5000', message: 'Ledger down' }]);
    await finish();
  });

  it('a slow call shows the spinner after the delay and hides it when answered', async () => {
    const { state, clock, finish } = portal();
    await settleAll();
    let answer!: () => void;
    gatewayHttp().defaults.adapter = (config) =>
      new Promise((resolve) => {
        answer = () => resolve({ config, status: 200, statusText: '', headers: {}, data: '{"data":[],"status":{"code":"000000","text":"SUCCESS"}}' });
      });
    const call = gatewayHttp().post(ACCOUNTS);
    await settleAll();
    expect(selectSpinnerVisible(state())).toBe(false);
    await clock.elapse(500);
    expect(selectSpinnerVisible(state())).toBe(true);
    answer();
    await call;
    await settleAll();
    expect(selectSpinnerVisible(state())).toBe(false);
    await finish();
  });

  it("maintenance: 503 'In Maintenance' → /unavailable, requests blocked → poll → healthy → /login", async () => {
    const { world, network, clock, state, navigations, finish } = portal();
    await settleAll();

    world.maintenance = true;
    await expect(gatewayHttp().post(ACCOUNTS)).rejects.toBeInstanceOf(MaintenanceError);
    await settleAll();
    expect(selectGatewayDown(state())).toBe(true);
    expect(isGatewayDown()).toBe(true);
    expect(navigations).toEqual(['/unavailable']);

    const reached = network.requests.length;
    await expect(gatewayHttp().post(ACCOUNTS)).rejects.toBeInstanceOf(GatewayDownError);
    expect(network.requests).toHaveLength(reached); // blocked before the network

    await clock.elapse(5000); // the poll: still in maintenance
    await settleAll();
    expect(network.requests.at(-1)?.url).toBe('/gateway/public/status');
    expect(selectGatewayDown(state())).toBe(true);

    world.maintenance = false;
    await clock.elapse(5000); // the poll: healthy
    await settleAll();
    expect(selectGatewayDown(state())).toBe(false);
    expect(isGatewayDown()).toBe(false);
    expect(navigations).toEqual(['/unavailable', '/login']);
    await expect(gatewayHttp().post(ACCOUNTS)).resolves.toMatchObject({ status: 200 });
    expect(selectAlerts(state())).toEqual([]); // maintenance never shows an error banner
    await finish();
  });
});

describe('systemSaga on the app-wide event bus', () => {
  it('without a bus of its own it listens to the one the configured API emits on', async () => {
    const alert = { severity: 'error' as const, code: 'MM5000', message: 'Ledger down' };
    const tester = expectSaga(untilFinished, systemSaga)
      .withReducer(observedReducer().reducer, stateAfter(configLoaded()))
      .provide([
        [matchers.call.fn(newId), 'alert-1'],
        [matchers.call.fn(now), 1_000],
      ]);
    const { finish } = runUntilFinished(tester);
    await settle();
    apiEvents.emit({ type: 'errorReported', alert, url: '/gateway/x' });
    const { storeState } = await finish();
    expect(selectAlerts(storeState)).toEqual([{ ...alert, id: 'alert-1', raisedAt: 1_000 }]);
  });
});
