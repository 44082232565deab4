import fs from 'node:fs';
import { stopGateway } from '../../support/gatewayProcess';
import { STATE_FILE } from './globalSetup';

export default async function globalTeardown(): Promise<void> {
  if (!fs.existsSync(STATE_FILE)) return;
  await stopGateway(JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as { pid: number; dataDir: string });
  fs.rmSync(STATE_FILE, { force: true });
}
