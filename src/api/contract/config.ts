// The application configuration file (config/app-config.*.json), served by the gateway and loaded
// once at boot. Shared with the gateway so both agree on its shape: the schema of
// schemas/platform.ts (its descriptions say what each field holds).
import type { Static } from '@sinclair/typebox';
import type { AppConfigSchema } from './schemas/platform';

/** The configuration (config/app-config.*.json). */
export type AppConfig = Static<typeof AppConfigSchema>;

/**
 * How long a push sign-in request lives: exactly as long as the SPA polls for it, the one rule that
 * ties the two (docs/gateway.md "Security", docs/spec-choices.md). The SPA polls at once, then after
 * each interval, at most pushPollLimit times (features/auth/sagas/pushPolling.ts), so its last poll
 * comes (pushPollLimit − 1) × pushPollIntervalMs after its first or later, and its first comes after
 * the push was sent. A push that lives that long is over by the SPA's last poll, which therefore
 * reads APPROVED, DECLINED or EXPIRED: an approval given in time is always read, and one given
 * later is refused (the gateway fixes the expiry when it sends the push).
 */
export function pushLifetimeMs(config: Pick<AppConfig, 'pushPollLimit' | 'pushPollIntervalMs'>): number {
  return Math.max(0, config.pushPollLimit - 1) * config.pushPollIntervalMs;
}

/** More actions than this would make a session log file of hundreds of megabytes. */
export const MAX_ACTION_LOG_SIZE = 5000;

const NUMBER_FIELDS = [
  'pushPollLimit',
  'pushPollIntervalMs',
  'inactivityTimeoutMs',
  'sessionCountdownSeconds',
  'activityDebounceMs',
  'spinnerDelayMs',
  'maintenancePollIntervalMs',
  'sessionKeepAliveMs',
  'actionLogSize',
] as const;
const STRING_FIELDS = ['gatewayBaseUrl', 'identityHost', 'appNumber', 'cookieConsentScriptUrl', 'traderUiUrl'] as const;

/** Checks an untrusted value is a complete AppConfig; returns the problems found (empty = valid). */
export function configProblems(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return ['configuration is not an object'];
  const v = value as Record<string, unknown>;
  const problems: string[] = [];
  if (v.environment !== 'mock' && v.environment !== 'production') problems.push('environment must be mock or production');
  STRING_FIELDS.forEach((f) => typeof v[f] !== 'string' && problems.push(`${f} must be a string`));
  NUMBER_FIELDS.forEach((f) => {
    const n = v[f];
    if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) problems.push(`${f} must be a non-negative number`);
  });
  const limit = v.pushPollLimit;
  if (typeof limit === 'number' && (!Number.isInteger(limit) || limit < 1)) problems.push('pushPollLimit must be a whole number of at least 1');
  const size = v.actionLogSize;
  if (typeof size === 'number' && (!Number.isInteger(size) || size > MAX_ACTION_LOG_SIZE)) {
    problems.push(`actionLogSize must be a whole number from 0 to ${MAX_ACTION_LOG_SIZE}`);
  }
  return problems;
}
