// Starts the reference gateway exactly as `npm start` does, once per jest worker of the e2e run
// (env.ts: worker n's port), each with a database of its own, all at once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startGateway, stopGateway, type GatewayProcess } from '../../support/gatewayProcess';
import { workerPort } from './env';

export const STATE_FILE = path.join(os.tmpdir(), `icp-e2e-gateways-${workerPort(1)}.json`);

/** jest passes its global config: only maxWorkers is read here. */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  // jest runs at most maxWorkers workers (1 with --runInBand, where the tests run as worker 1).
  const workers = Math.max(1, globalConfig.maxWorkers);
  // As `npm start` runs it, default limits included: each test's POST /__mock/reset also resets the
  // per-address sign-in rate limit, so many sign-ins from one address need no special environment.
  const started = await Promise.allSettled(Array.from({ length: workers }, (_, i) => startGateway(workerPort(i + 1))));
  const up = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    // One did not start: stop the others, so no gateway outlives the run that cannot happen.
    await Promise.all(up.map((gateway) => stopGateway(gateway)));
    throw failed.reason;
  }
  fs.writeFileSync(STATE_FILE, JSON.stringify(up.map(({ pid, dataDir }: GatewayProcess) => ({ pid, dataDir }))));
}
