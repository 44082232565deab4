// The application configuration files (config/app-config.{mock,production}.json) and the overrides
// set through the control API, merged on every read.
import fs from 'node:fs';
import path from 'node:path';
import { type AppConfig, configProblems, pushLifetimeMs } from '../../../../src/api/contract/config';

export type AppConfigVariant = 'mock' | 'production';
export const CONFIG_VERSION_PATTERN = /^[A-Za-z0-9._-]{1,40}$/;

function loadConfigFile(file: string): AppConfig {
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  const problems = configProblems(parsed);
  if (problems.length > 0) throw new Error(`${file} is not a valid configuration: ${problems.join('; ')}`);
  return parsed as AppConfig;
}

export class AppConfigService {
  private readonly files: Record<AppConfigVariant, AppConfig>;
  private overrides: Partial<AppConfig> = {};

  constructor(configDir: string) {
    this.files = {
      mock: loadConfigFile(path.join(configDir, 'app-config.mock.json')),
      production: loadConfigFile(path.join(configDir, 'app-config.production.json')),
    };
    // A push lives as long as the SPA polls for it; the gateway sends one kind of push, so both
    // builds must poll alike (overrides apply to both).
    if (pushLifetimeMs(this.files.mock) !== pushLifetimeMs(this.files.production)) {
      throw new Error(`${configDir}: app-config.mock.json and app-config.production.json must poll a push alike (pushPollLimit × pushPollIntervalMs): a push lives as long as the SPA polls for it`);
    }
  }

  /** How long a push sent now lives: the SPA's poll window in the configuration served (contract/config.ts pushLifetimeMs). */
  pushLifetimeMs(): number {
    return pushLifetimeMs(this.effective('production'));
  }

  /** 'mock' serves the mock file; any other build version serves the production file. */
  static variantFor(version: string): AppConfigVariant {
    return version === 'mock' ? 'mock' : 'production';
  }

  effective(variant: AppConfigVariant): AppConfig {
    return { ...this.files[variant], ...this.overrides };
  }

  currentOverrides(): Partial<AppConfig> {
    return { ...this.overrides };
  }

  /** Adds overrides; refused (returns the problems) when a merged configuration would be invalid. */
  applyOverrides(partial: Partial<AppConfig>): string[] {
    const next = { ...this.overrides, ...partial };
    const problems = (['mock', 'production'] as const).flatMap((variant) =>
      configProblems({ ...this.files[variant], ...next }),
    );
    if (problems.length > 0) return [...new Set(problems)];
    this.overrides = next;
    return [];
  }

  clearOverrides(): void {
    this.overrides = {};
  }

  /** App numbers the flag service answers to. */
  appNumbers(): Set<string> {
    return new Set([this.effective('mock').appNumber, this.effective('production').appNumber]);
  }
}
