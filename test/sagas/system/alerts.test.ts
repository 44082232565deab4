import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { systemActions, selectAlerts } from '../../../src/features/system/index';
import { alertsSaga, raiseAlert } from '../../../src/features/system/sagas/alerts';
import { newId } from '../../../src/shared/ids';
import { now } from '../../../src/shared/time/clock';
import { testReducer } from '../../support/testStore';
import { DELAY_FN, instantDelays, manualClock, runDispatching, runUntilFinished, settle, untilFinished } from '../../support/sagaServices';

const success = { id: 'a-1', raisedAt: 100, severity: 'success' as const, message: 'Instruction added successfully.' };
const failure = { id: 'a-2', raisedAt: 100, severity: 'error' as const, code: 'MM1', message: 'Ledger down' };

describe('raiseAlert', () => {
  it('puts alertRaised with the provided id and time', async () => {
    const { storeState, returnValue } = await expectSaga(raiseAlert, { severity: 'warning', code: 'W1', message: 'Careful' })
      .withReducer(testReducer)
      .provide([
        [matchers.call.fn(newId), 'id-7'],
        [matchers.call.fn(now), 1234],
      ])
      .put(systemActions.alertRaised({ alert: { severity: 'warning', code: 'W1', message: 'Careful', id: 'id-7', raisedAt: 1234 } }))
      .run();
    expect(selectAlerts(storeState)).toEqual([{ severity: 'warning', code: 'W1', message: 'Careful', id: 'id-7', raisedAt: 1234 }]);
    expect(returnValue).toMatchObject({ id: 'id-7' });
  });
});

describe('alert expiry', () => {
  it('a success alert expires after 5 s', async () => {
    const tester = expectSaga(untilFinished, alertsSaga)
      .withReducer(testReducer)
      .provide([instantDelays])
      .call(DELAY_FN, 5000)
      .put(systemActions.alertExpired({ id: 'a-1' }));
    const { storeState } = await runDispatching(tester, systemActions.alertRaised({ alert: success }));
    expect(selectAlerts(storeState)).toEqual([]);
  });

  it('an error or warning alert stays: no timer, no expiry', async () => {
    const warning = { ...failure, id: 'a-4', severity: 'warning' as const };
    const tester = expectSaga(untilFinished, alertsSaga)
      .withReducer(testReducer)
      .provide([instantDelays])
      .not.call.fn(DELAY_FN)
      .not.put.actionType(systemActions.alertExpired.type);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(systemActions.alertRaised({ alert: failure }));
    tester.dispatch(systemActions.alertRaised({ alert: warning }));
    const { storeState } = await finish();
    expect(selectAlerts(storeState)).toEqual([failure, warning]);
  });

  it('a success alert dismissed before its 5 s produces no expiry', async () => {
    const clock = manualClock();
    const tester = expectSaga(untilFinished, alertsSaga)
      .withReducer(testReducer)
      .provide([clock.provider])
      .not.put.actionType(systemActions.alertExpired.type);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(systemActions.alertRaised({ alert: success }));
    await settle();
    expect(clock.pending()).toEqual([5000]); // the timer runs…
    tester.dispatch(systemActions.alertDismissed({ id: 'a-1' }));
    await settle();
    await clock.elapse(5000); // …and its end, after the dismissal, changes nothing
    const { storeState } = await finish();
    expect(selectAlerts(storeState)).toEqual([]);
  });

  it('a success alert still open after 5 s expires even when another was dismissed', async () => {
    const clock = manualClock();
    const other = { ...success, id: 'a-3' };
    const tester = expectSaga(untilFinished, alertsSaga)
      .withReducer(testReducer)
      .provide([clock.provider])
      .put(systemActions.alertExpired({ id: 'a-1' }))
      .not.put(systemActions.alertExpired({ id: 'a-3' }));
    const { finish } = runUntilFinished(tester);
    tester.dispatch(systemActions.alertRaised({ alert: success }));
    tester.dispatch(systemActions.alertRaised({ alert: other }));
    await settle();
    tester.dispatch(systemActions.alertDismissed({ id: 'a-3' }));
    await settle();
    await clock.elapse(5000);
    const { storeState } = await finish();
    expect(selectAlerts(storeState)).toEqual([]);
  });

  it('clearing all alerts stops the timers', async () => {
    const clock = manualClock();
    const tester = expectSaga(untilFinished, alertsSaga)
      .withReducer(testReducer)
      .provide([clock.provider])
      .not.put.actionType(systemActions.alertExpired.type);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(systemActions.alertRaised({ alert: success }));
    await settle();
    expect(clock.pending()).toEqual([5000]);
    tester.dispatch(systemActions.alertsCleared());
    await settle();
    await clock.elapse(5000);
    await finish();
  });
});
