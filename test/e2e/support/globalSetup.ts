// Starts the reference gateway exactly as `npm start` does (built SPA + gateway), with a database
// file of its own, and waits until it answers.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BASE_URL, E2E_PORT } from './env';

const ROOT = path.resolve(__dirname, '../../..');
export const STATE_FILE = path.join(os.tmpdir(), `icp-e2e-gateway-${E2E_PORT}.json`);

async function waitUntilUp(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${BASE_URL}/gateway/public/status`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The gateway did not start on ${BASE_URL}`);
}

export default async function globalSetup(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` first (npm run test:e2e does).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'icp-e2e-'));
  const logFile = path.join(dataDir, 'gateway.log');
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(E2E_PORT), HOST: '127.0.0.1', DB_FILE: path.join(dataDir, 'gateway.sqlite') },
    stdio: ['ignore', out, out],
    detached: true,
  });
  child.unref();
  fs.writeFileSync(STATE_FILE, JSON.stringify({ pid: child.pid, dataDir, logFile }));
  await waitUntilUp(Date.now() + 60_000);
}
