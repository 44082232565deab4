// The configuration file's content (spec part 1 §7) for tests, and the event that loads it.
import type { AppConfig } from '../../src/api/contract/config';
import { systemActions } from '../../src/features/system/index';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    environment: 'mock',
    gatewayBaseUrl: 'https://gw.test',
    identityHost: 'https://id.test',
    appNumber: '4242',
    cookieConsentScriptUrl: 'https://consent.test/script.js',
    traderUiUrl: 'https://trader.test',
    pushPollLimit: 10,
    pushPollIntervalMs: 2000,
    inactivityTimeoutMs: 780000,
    sessionCountdownSeconds: 120,
    activityDebounceMs: 5000,
    spinnerDelayMs: 500,
    maintenancePollIntervalMs: 5000,
    sessionKeepAliveMs: 300000,
    actionLogSize: 100,
    ...overrides,
  };
}

/** The event that puts a configuration in place. */
export const configLoaded = (overrides: Partial<AppConfig> = {}) => systemActions.configLoaded({ config: testConfig(overrides) });
