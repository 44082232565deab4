import { featureKey } from '../../../src/api/contract/featureService';
import { systemActions, systemReducer } from '../../../src/features/system/index';

describe('system slice additions', () => {
  it('notificationsRequested marks the notifications pending; loaded and failed settle them', () => {
    const pending = systemReducer(undefined, systemActions.notificationsRequested());
    expect(pending.notifications.status).toBe('pending');
    const loaded = systemReducer(pending, systemActions.notificationsLoaded({ items: [{ id: 'n1', message: 'Hi', severity: 'low' }] }));
    expect(loaded.notifications).toEqual({ status: 'succeeded', items: [{ id: 'n1', message: 'Hi', severity: 'low' }] });
    expect(systemReducer(loaded, systemActions.notificationsFailed()).notifications).toEqual({ status: 'failed', items: [] });
  });

  it('action types read as system events', () => {
    expect(systemActions.notificationsRequested.type).toBe('system/notificationsRequested');
  });

  it('the flag service key is {appnumber}-{type}-{flag}', () => {
    expect(featureKey('4242', 'flag', 'MarketMaker')).toBe('4242-flag-MarketMaker');
    expect(featureKey('4242', 'notification', 'client')).toBe('4242-notification-client');
  });
});
