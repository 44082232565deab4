// The notification centre's pipelines (issue 27) through its root saga with the real reducers and
// providers: the list loads as the saga starts (at sign-in) and on Try Again (a failure kept in state);
// opening the panel loads, marks the unread ones read (shown as New while it stays open), and a
// failed marking leaves them unread; a dismissal answers the list, a failed one says which, and a
// double click asks once.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { dismissNotification, getNotifications, markNotificationsRead } from '../../../src/api/endpoints/notifications.api';
import { notificationCentreActions as A } from '../../../src/features/notificationCentre/index';
import { notificationCentreSaga } from '../../../src/features/notificationCentre/entry';
import {
  selectDismissFailed,
  selectNotificationsStatus,
  selectPanelNotifications,
  selectUnreadCount,
} from '../../../src/features/notificationCentre/notificationCentre.selectors';
import { aNotification, listOf } from '../../builders/notifications';
import { gatewayError } from '../../builders/savedInstructions';
import { deferred, settle } from '../../support/async';
import { callsOf, runDispatching, runUntilFinished, untilFinished } from '../../support/sagaServices';
import { stateAfter, testReducer } from '../../support/testStore';


const NEW = aNotification('U-2');
const OLD = aNotification('U-1', { read: true });
const READ_LIST = listOf([{ ...NEW, read: true }, OLD]);

const run = (provide: StaticProvider[], ...actions: Parameters<typeof runDispatching>[1][]) =>
  runDispatching(expectSaga(untilFinished, notificationCentreSaga).withReducer(testReducer, stateAfter()).provide(provide), ...actions);

describe('loading', () => {
  it('loads the list as it starts (at sign-in): the items and the unread count', async () => {
    const { storeState, effects } = await run([[matchers.call.fn(getNotifications), listOf([NEW, OLD])]]);
    expect(callsOf(effects, getNotifications)).toEqual([[]]);
    expect(selectUnreadCount(storeState)).toBe(1);
    expect(selectPanelNotifications(storeState).map((n) => [n.id, n.isNew])).toEqual([
      ['U-2', true],
      ['U-1', false],
    ]);
  });

  it('keeps a failure, and Try Again loads again', async () => {
    let answers = 0;
    const provide: StaticProvider[] = [
      [matchers.call.fn(getNotifications), dynamic(() => (answers++ === 0 ? Promise.reject(gatewayError(500, 'Internal Server Error')) : Promise.resolve(listOf([NEW]))))],
    ];
    const failed = await run(provide);
    expect(selectNotificationsStatus(failed.storeState)).toBe('failed');
    answers = 0;
    const retried = await run(provide, A.retryRequested());
    expect(selectNotificationsStatus(retried.storeState)).toBe('succeeded');
    expect(selectUnreadCount(retried.storeState)).toBe(1);
  });
});

describe('opening the panel', () => {
  it('loads, marks the unread ones read, and shows them as New while it stays open', async () => {
    const { storeState, effects } = await run(
      [
        [matchers.call.fn(getNotifications), listOf([NEW, OLD])],
        [matchers.call.fn(markNotificationsRead), READ_LIST],
      ],
      A.panelOpened(),
    );
    expect(callsOf(effects, markNotificationsRead)).toEqual([[['U-2']]]);
    expect(selectUnreadCount(storeState)).toBe(0);
    expect(selectPanelNotifications(storeState).map((n) => [n.id, n.read, n.isNew])).toEqual([
      ['U-2', true, true],
      ['U-1', true, false],
    ]);
    // Closed, nothing is new any more.
    expect(selectPanelNotifications(testReducer(storeState, A.panelClosed())).map((n) => n.isNew)).toEqual([false, false]);
  });

  it('asks nothing more when everything is read', async () => {
    const { effects } = await run([[matchers.call.fn(getNotifications), listOf([OLD])]], A.panelOpened());
    expect(callsOf(effects, markNotificationsRead)).toEqual([]);
  });

  it('leaves them unread when marking fails (the badge keeps its count)', async () => {
    const { storeState } = await run(
      [
        [matchers.call.fn(getNotifications), listOf([NEW, OLD])],
        [matchers.call.fn(markNotificationsRead), throwError(gatewayError(503, 'Service Unavailable'))],
      ],
      A.panelOpened(),
    );
    expect(selectUnreadCount(storeState)).toBe(1);
    expect(selectNotificationsStatus(storeState)).toBe('succeeded');
  });
});

describe('dismissing', () => {
  const opened = stateAfter(A.listLoaded(listOf([NEW, OLD])), A.panelOpened());
  /** The saga's load as it starts answers the same list. */
  const loaded: StaticProvider = [matchers.call.fn(getNotifications), listOf([NEW, OLD])];

  it('answers the list without it', async () => {
    const tester = expectSaga(untilFinished, notificationCentreSaga)
      .withReducer(testReducer, opened)
      .provide([loaded, [matchers.call.fn(dismissNotification), listOf([OLD])]]);
    const { storeState, effects } = await runDispatching(tester, A.dismissClicked({ id: 'U-2' }));
    expect(callsOf(effects, dismissNotification)).toEqual([['U-2']]);
    expect(selectPanelNotifications(storeState).map((n) => n.id)).toEqual(['U-1']);
    expect(selectUnreadCount(storeState)).toBe(0);
  });

  it('says which one failed, and keeps it listed', async () => {
    const tester = expectSaga(untilFinished, notificationCentreSaga)
      .withReducer(testReducer, opened)
      .provide([loaded, [matchers.call.fn(dismissNotification), throwError(gatewayError(404, 'Not Found'))]]);
    const { storeState } = await runDispatching(tester, A.dismissClicked({ id: 'U-2' }));
    expect(selectDismissFailed(storeState)).toBe('U-2');
    expect(selectPanelNotifications(storeState).map((n) => n.id)).toEqual(['U-2', 'U-1']);
  });

  it('asks once for a double click while the call runs', async () => {
    const answer = deferred<ReturnType<typeof listOf>>();
    const tester = expectSaga(untilFinished, notificationCentreSaga)
      .withReducer(testReducer, opened)
      .provide([loaded, [matchers.call.fn(dismissNotification), dynamic(() => answer.promise)]]);
    const { finish } = runUntilFinished(tester);
    tester.dispatch(A.dismissClicked({ id: 'U-2' }));
    await settle();
    tester.dispatch(A.dismissClicked({ id: 'U-2' }));
    await settle();
    answer.resolve(listOf([OLD]));
    const { effects, storeState } = await finish();
    expect(callsOf(effects, dismissNotification)).toEqual([['U-2']]);
    expect(selectPanelNotifications(storeState).map((n) => n.id)).toEqual(['U-1']);
  });
});
