// Starts the reference gateway exactly as `npm start` does, once for the whole e2e run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startGateway } from '../../support/gatewayProcess';
import { E2E_PORT } from './env';

export const STATE_FILE = path.join(os.tmpdir(), `icp-e2e-gateway-${E2E_PORT}.json`);

export default async function globalSetup(): Promise<void> {
  // As `npm start` runs it, default limits included: each test's POST /__mock/reset also resets the
  // per-address sign-in rate limit, so many sign-ins from one address need no special environment.
  const gateway = await startGateway(E2E_PORT);
  fs.writeFileSync(STATE_FILE, JSON.stringify({ pid: gateway.pid, dataDir: gateway.dataDir }));
}
