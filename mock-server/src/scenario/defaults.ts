// Seeded feature flags and client notifications.
import type { FeatureFlag } from '../../../src/api/contract/featureFlags';
import type { NotificationSeverity } from '../domain/platform/notifications';

export const DEFAULT_FLAGS: Record<FeatureFlag, boolean> = {
  CCLogin: false,
  MarketMaker: true,
  'try-another-way': false,
  aa: true,
  a2a: false,
  'mm-sdai': false,
  disEnabled: false,
  oldCookieBanner: false,
  newCookieBanner: true,
  'eu-trvl-rule': false,
  'wire-out-v2': false,
  'multi-account-types': true,
  'am.activityv3.enabled': true,
  'am.activityfilters.enabled': false,
  'am.mm.enabled': false,
  stablecoinTerms: true,
};

export const DEFAULT_NOTIFICATIONS: ReadonlyArray<{ message: string; severity: NotificationSeverity }> = [
  {
    severity: 'blue',
    message:
      'Scheduled maintenance: the portal will be unavailable on Saturday from 6:00 am to 8:00 am ET. ' +
      'Details: link=[https://status.example.com/maintenance]',
  },
  {
    severity: 'yellow',
    message: 'Wire requests received after 4:00 pm ET may be processed on the next business day.',
  },
];
