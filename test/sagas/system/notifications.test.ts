import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { fetchClientNotifications } from '../../../src/api/endpoints/system.api';
import { selectNotifications, systemActions, type ClientNotification } from '../../../src/features/system/index';
import { loadNotifications } from '../../../src/features/system/sagas/notifications';
import { testReducer } from '../../support/testStore';

const items: ClientNotification[] = [{ id: 'n1', message: 'Scheduled maintenance on Sunday', severity: 'yellow' }];

describe('loadNotifications', () => {
  it('loads the client notifications of the app', async () => {
    const { storeState } = await expectSaga(loadNotifications, '4242')
      .withReducer(testReducer)
      .provide([[matchers.call(fetchClientNotifications, '4242'), items]])
      .put(systemActions.notificationsRequested())
      .put(systemActions.notificationsLoaded({ items }))
      .run();
    expect(selectNotifications(storeState)).toEqual(items);
    expect(storeState.system.notifications.status).toBe('succeeded');
  });

  it('a failed call ends in notificationsFailed with no notifications', async () => {
    const { storeState } = await expectSaga(loadNotifications, '4242')
      .withReducer(testReducer)
      .provide([[matchers.call.fn(fetchClientNotifications), throwError(new Error('HTTP 502'))]])
      .put(systemActions.notificationsFailed())
      .not.put.actionType(systemActions.notificationsLoaded.type)
      .run();
    expect(selectNotifications(storeState)).toEqual([]);
    expect(storeState.system.notifications.status).toBe('failed');
  });
});
