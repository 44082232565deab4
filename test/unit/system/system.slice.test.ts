import { featureKey } from '../../../src/api/contract/featureService';
import { ALL_FLAGS_OFF, systemActions, systemReducer } from '../../../src/features/system/index';

describe('system slice additions', () => {
  it('notificationsRequested marks the notifications pending; loaded and failed settle them', () => {
    const pending = systemReducer(undefined, systemActions.notificationsRequested());
    expect(pending.notifications.status).toBe('pending');
    const loaded = systemReducer(pending, systemActions.notificationsLoaded({ items: [{ id: 'n1', message: 'Hi', severity: 'low' }] }));
    expect(loaded.notifications).toEqual({ status: 'succeeded', items: [{ id: 'n1', message: 'Hi', severity: 'low' }] });
    expect(systemReducer(loaded, systemActions.notificationsFailed()).notifications).toEqual({ status: 'failed', items: [] });
  });

  it("a batch's answers count while the flags load; every flag's values replace them at the end; a stray answer changes nothing", () => {
    const idle = systemReducer(undefined, { type: '@@init' });
    expect(systemReducer(idle, systemActions.flagsAnswered({ values: { CCLogin: true } }))).toBe(idle);
    const pending = systemReducer(idle, systemActions.flagsRequested());
    const first = systemReducer(pending, systemActions.flagsAnswered({ values: { MarketMaker: true, CCLogin: false } }));
    const answered = systemReducer(first, systemActions.flagsAnswered({ values: { aa: true } }));
    expect(answered.flags.answered).toEqual({ MarketMaker: true, CCLogin: false, aa: true });
    expect(answered.flags.values).toEqual(ALL_FLAGS_OFF); // what the portal reads waits for every flag
    const loaded = systemReducer(answered, systemActions.flagsLoaded({ values: { ...ALL_FLAGS_OFF, MarketMaker: true, aa: true } }));
    expect(loaded.flags.answered).toEqual({ ...ALL_FLAGS_OFF, MarketMaker: true, aa: true });
    expect(systemReducer(loaded, systemActions.flagsAnswered({ values: { CCLogin: true } }))).toBe(loaded);
    expect(systemReducer(loaded, systemActions.flagsRequested()).flags.answered).toEqual({});
  });

  it('action types read as system events', () => {
    expect(systemActions.notificationsRequested.type).toBe('system/notificationsRequested');
  });

  it('the flag service key is {appnumber}-{type}-{flag}', () => {
    expect(featureKey('4242', 'flag', 'MarketMaker')).toBe('4242-flag-MarketMaker');
    expect(featureKey('4242', 'notification', 'client')).toBe('4242-notification-client');
  });
});
