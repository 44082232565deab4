// Events that put the system state the shell reads in place.
import type { AppConfig } from '../../../src/api/contract/config';
import { ALL_FLAGS_OFF, type FeatureFlag } from '../../../src/features/system/flags';
import { systemActions } from '../../../src/features/system/system.slice';

export const testConfig: AppConfig = {
  environment: 'mock',
  gatewayBaseUrl: '',
  identityHost: '',
  appNumber: 'AP123',
  cookieConsentScriptUrl: 'https://consent.example.com/consent.js',
  traderUiUrl: 'https://trader.example.com',
  pushPollLimit: 30,
  pushPollIntervalMs: 2000,
  inactivityTimeoutMs: 780000,
  sessionCountdownSeconds: 120,
  activityDebounceMs: 5000,
  spinnerDelayMs: 500,
  maintenancePollIntervalMs: 10000,
  sessionKeepAliveMs: 300000,
};

export const configLoaded = (overrides: Partial<AppConfig> = {}) =>
  systemActions.configLoaded({ config: { ...testConfig, ...overrides } });

export const flagsOn = (...flags: FeatureFlag[]) =>
  systemActions.flagsLoaded({ values: { ...ALL_FLAGS_OFF, ...Object.fromEntries(flags.map((f) => [f, true])) } });
