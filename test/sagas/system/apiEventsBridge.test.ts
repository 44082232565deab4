import { buffers, channel, type Channel } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { createApiEventBus } from '../../../src/api/transport/events';
import { selectAlerts, systemActions } from '../../../src/features/system/index';
import { apiEventsBridge, type MaintenanceEvent, type RequestEvent } from '../../../src/features/system/sagas/apiEventsBridge';
import { newId } from '../../../src/shared/ids';
import { now } from '../../../src/shared/time/clock';
import { sessionActions, serverSessionExpired } from '../../../src/features/session/index';
import { stateAfter, testReducer } from '../../support/testStore';
import { putActions, runUntilFinished, settle, untilFinished } from '../../support/sagaServices';

function routes() {
  return {
    maintenance: channel<MaintenanceEvent>(buffers.expanding()),
    requests: channel<RequestEvent>(buffers.expanding()),
  };
}

function drain<T extends object>(ch: Channel<T>): T[] {
  const taken: T[] = [];
  ch.flush((items) => {
    if (Array.isArray(items)) taken.push(...items);
  });
  return taken;
}

const alert = { severity: 'error' as const, code: 'MM5000', message: 'Ledger down' };

describe('apiEventsBridge', () => {
  it('sessionRejected (a data call answered 401): a signed-in user is taken to login; otherwise nothing (issue 25)', async () => {
    const run = async (state: ReturnType<typeof testReducer>) => {
      const bus = createApiEventBus();
      const tester = expectSaga(untilFinished, apiEventsBridge, bus, routes()).withReducer(testReducer, state);
      const { finish } = runUntilFinished(tester);
      bus.emit({ type: 'sessionRejected', url: '/gateway/institutional/moneymovement/api/v1/security/sessions' });
      return finish();
    };
    const signedIn = await run(stateAfter(sessionActions.signedIn({ username: 'demo.plain', via: 'signIn' })));
    expect(putActions(signedIn.allEffects).map((a) => a.type)).toEqual([serverSessionExpired.type]);
    const signedOut = await run(stateAfter());
    expect(putActions(signedOut.allEffects)).toEqual([]);
  });

  it('turns errorReported into alertRaised with the provided id and time', async () => {
    const bus = createApiEventBus();
    const tester = expectSaga(untilFinished, apiEventsBridge, bus, routes())
      .withReducer(testReducer)
      .provide([
        [matchers.call.fn(newId), 'alert-1'],
        [matchers.call.fn(now), 1_700_000_000_000],
      ])
      .put(systemActions.alertRaised({ alert: { ...alert, id: 'alert-1', raisedAt: 1_700_000_000_000 } }));
    const { finish } = runUntilFinished(tester);
    bus.emit({ type: 'errorReported', alert, url: '/gateway/x' });
    const { storeState } = await finish();
    expect(selectAlerts(storeState)).toHaveLength(1);
  });

  it('does not repeat an alert that is already open (parallel calls failing alike)', async () => {
    const bus = createApiEventBus();
    let ids = 0;
    const tester = expectSaga(untilFinished, apiEventsBridge, bus, routes())
      .withReducer(testReducer)
      .provide({
        call(effect, next) {
          if (effect.fn === newId) return `alert-${(ids += 1)}`;
          if (effect.fn === now) return 1000;
          return next();
        },
      });
    const { finish } = runUntilFinished(tester);
    bus.emit({ type: 'errorReported', alert, url: '/gateway/a' });
    bus.emit({ type: 'errorReported', alert, url: '/gateway/b' });
    bus.emit({ type: 'errorReported', alert: { ...alert, code: 'MM5001' }, url: '/gateway/c' });
    const { storeState } = await finish();
    expect(selectAlerts(storeState).map((a) => a.code)).toEqual(['MM5000', 'MM5001']);
  });

  it('hands maintenance events to the maintenance channel and request events to the spinner channel, without actions', async () => {
    const bus = createApiEventBus();
    const r = routes();
    const { finish } = runUntilFinished(expectSaga(untilFinished, apiEventsBridge, bus, r).withReducer(testReducer));
    bus.emit({ type: 'requestStarted', id: 1, url: '/gateway/a', requestId: 'r-1', background: false });
    bus.emit({ type: 'requestStarted', id: 2, url: '/gateway/public/status', requestId: 'r-2', background: true });
    bus.emit({ type: 'maintenanceDetected', url: '/gateway/a' });
    bus.emit({ type: 'requestSettled', id: 1, url: '/gateway/a', requestId: 'r-1', background: false });
    bus.emit({ type: 'requestSettled', id: 2, url: '/gateway/public/status', requestId: 'r-2', background: true });
    bus.emit({ type: 'requestBlocked', url: '/gateway/b' });
    await settle();
    expect(drain(r.maintenance)).toEqual([{ type: 'maintenanceDetected', url: '/gateway/a' }]);
    expect(drain(r.requests)).toEqual([
      { type: 'requestStarted', id: 1, url: '/gateway/a', requestId: 'r-1', background: false },
      { type: 'requestSettled', id: 1, url: '/gateway/a', requestId: 'r-1', background: false },
    ]);
    const { effects } = await finish();
    const toStore = (effects.put ?? []).filter((e: { payload: { channel?: unknown } }) => !e.payload.channel);
    expect(toStore).toEqual([]);
  });

  it('stops listening to the bus when cancelled', async () => {
    const bus = createApiEventBus();
    const unsubscribed = jest.fn();
    const subscribe = bus.subscribe.bind(bus);
    bus.subscribe = (listener) => {
      const off = subscribe(listener);
      return () => {
        unsubscribed();
        off();
      };
    };
    await runUntilFinished(expectSaga(untilFinished, apiEventsBridge, bus, routes())).finish(); // cancelled by the finish
    expect(unsubscribed).toHaveBeenCalledTimes(1);
  });
});
