// The gateway's stateful parts, built once per app and handed to the routes.
import type { Db } from './db/database';
import { AppConfigService } from './domain/appConfig';
import type { Clock } from './domain/clock';
import { FaultInjector } from './domain/faults';
import { FeatureFlagStore } from './domain/featureFlags';
import { MaintenanceSwitch } from './domain/maintenance';
import { ClientNotificationStore } from './domain/notifications';
import { SessionStore } from './domain/sessions';
import { UserDirectory } from './domain/users';

export interface GatewayServices {
  db: Db;
  clock: Clock;
  users: UserDirectory;
  sessions: SessionStore;
  flags: FeatureFlagStore;
  notifications: ClientNotificationStore;
  appConfig: AppConfigService;
  maintenance: MaintenanceSwitch;
  faults: FaultInjector;
}

export function createServices(options: { db: Db; clock: Clock; configDir: string; sessionIdleTimeoutMs?: number }): GatewayServices {
  const { db, clock } = options;
  return {
    db,
    clock,
    users: new UserDirectory(db),
    sessions: new SessionStore(db, clock, options.sessionIdleTimeoutMs),
    flags: new FeatureFlagStore(db),
    notifications: new ClientNotificationStore(db),
    appConfig: new AppConfigService(options.configDir),
    maintenance: new MaintenanceSwitch(),
    faults: new FaultInjector(),
  };
}
