import fs from 'node:fs';
import { STATE_FILE } from './globalSetup';

export default async function globalTeardown(): Promise<void> {
  if (!fs.existsSync(STATE_FILE)) return;
  const { pid, dataDir } = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as { pid: number; dataDir: string };
  try {
    process.kill(-pid, 'SIGTERM'); // the whole process group (tsx + node)
  } catch {
    // already gone
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(STATE_FILE, { force: true });
}
