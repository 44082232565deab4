import fs from 'node:fs';
import { stopGateway } from '../../support/gatewayProcess';
import { STATE_FILE } from './globalSetup';

export default async function globalTeardown(): Promise<void> {
  if (!fs.existsSync(STATE_FILE)) return;
  const gateways = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as Array<{ pid: number; dataDir: string }>;
  await Promise.all(gateways.map((gateway) => stopGateway(gateway)));
  fs.rmSync(STATE_FILE, { force: true });
}
