// Seeded feature flags and client notifications.
import type { FeatureFlag } from '../../../src/api/contract/featureFlags';
import type { NotificationSeverity } from '../domain/platform/notifications';

export const DEFAULT_FLAGS: Record<FeatureFlag, boolean> = {
  CCLogin: false,
  MarketMaker: true,
  'try-another-way': false,
  aa: true,
  a2a: false,
  'mm-sdai': true,
  disEnabled: true,
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

const HOUR_MS = 60 * 60 * 1000;

/** The notification centre's seeded notifications (issue 27): to everyone, or to one firm's users; `ageMs` before the seed's time. */
export const DEFAULT_USER_NOTIFICATIONS: ReadonlyArray<{ firmId: string | null; title: string; message: string; severity: NotificationSeverity; ageMs: number }> = [
  {
    firmId: null,
    title: 'Statements ready',
    message: 'Your account statements for last month are ready in DOCUMENTS.',
    severity: 'green',
    ageMs: 50 * HOUR_MS,
  },
  {
    firmId: null,
    title: 'Holiday wire cut-off',
    message: 'Wires requested on December 24 must reach us by 1:00 pm ET to be sent that day. Details: link=[https://status.example.com/holidays]',
    severity: 'yellow',
    ageMs: 3 * HOUR_MS,
  },
  {
    firmId: 'F-4001',
    title: 'Approval policy updated',
    message: 'Your firm administrator changed who may approve transfers. Review the requests waiting in ACTION ITEMS.',
    severity: 'blue',
    ageMs: 1 * HOUR_MS,
  },
];
