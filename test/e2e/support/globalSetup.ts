// Starts the reference gateway exactly as `npm start` does, once for the whole e2e run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startGateway } from '../../support/gatewayProcess';
import { E2E_PORT } from './env';

export const STATE_FILE = path.join(os.tmpdir(), `icp-e2e-gateway-${E2E_PORT}.json`);

export default async function globalSetup(): Promise<void> {
  // Many sign-ins from one address in a few minutes: lift the per-IP sign-in rate limit.
  const gateway = await startGateway(E2E_PORT, { SIGNIN_RATE_LIMIT: '1000' });
  fs.writeFileSync(STATE_FILE, JSON.stringify({ pid: gateway.pid, dataDir: gateway.dataDir }));
}
