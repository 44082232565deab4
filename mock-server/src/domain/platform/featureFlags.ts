// Feature flags the portal reads and the flag service's key grammar. The flag list is the
// contract's (src/api/contract/featureFlags.ts), shared with the SPA.
import { FEATURE_FLAGS, type FeatureFlag, isFeatureFlag } from '../../../../src/api/contract/featureFlags';
import type { Db } from '../../db/database';

export interface ServiceKey {
  appNumber: string;
  type: 'flag' | 'notification';
  name: string;
}

export function parseServiceKey(key: string): ServiceKey | null {
  const match = /^([A-Za-z0-9]{1,20})-(flag|notification)-([A-Za-z0-9._-]{1,64})$/.exec(key);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  return { appNumber: match[1], type: match[2] as ServiceKey['type'], name: match[3] };
}

export class FeatureFlagStore {
  private readonly selectOne;
  private readonly selectAll;
  private readonly upsert;

  constructor(private readonly db: Db) {
    this.selectOne = db.prepare<[string], { value: 0 | 1 }>('SELECT value FROM feature_flags WHERE name = ?');
    this.selectAll = db.prepare<[], { name: string; value: 0 | 1 }>('SELECT name, value FROM feature_flags ORDER BY name');
    this.upsert = db.prepare<[string, number]>(
      'INSERT INTO feature_flags (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value',
    );
  }

  /** The flag's value, or null when the flag is unknown. Known flags never set are off. */
  get(name: string): boolean | null {
    if (!isFeatureFlag(name)) return null;
    return this.selectOne.get(name)?.value === 1;
  }

  all(): Record<FeatureFlag, boolean> {
    const stored = new Map(this.selectAll.all().map((row) => [row.name, row.value === 1]));
    return Object.fromEntries(FEATURE_FLAGS.map((f) => [f, stored.get(f) ?? false])) as Record<FeatureFlag, boolean>;
  }

  /** Sets several flags in one transaction. */
  set(values: Partial<Record<FeatureFlag, boolean>>): void {
    this.db.transaction(() => {
      for (const [name, value] of Object.entries(values)) {
        if (!isFeatureFlag(name)) throw new Error(`Unknown feature flag: ${name}`);
        this.upsert.run(name, value ? 1 : 0);
      }
    })();
  }
}
