// The production start, as a process (the compiled mock-server/src/main.ts, startup.ts): with NODE_ENV=production
// the gateway seeds no demo users (they share a published password) and prints no password; a
// database holding part of the scenario is refused with a clear message, never wiped.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase } from '../../mock-server/src/db/database';
import { GATEWAY_ARGS, ROOT, exited, startGateway, stopGateway } from '../support/gatewayProcess';
import { DEMO_PASSWORD, E2E_PORT } from './support/env';

const PORT = E2E_PORT + 1;

it('with NODE_ENV=production seeds no demo users and prints no password', async () => {
  const gateway = await startGateway(PORT, { NODE_ENV: 'production', SEED_DEMO: '' });
  try {
    expect((await fetch(`${gateway.baseUrl}/gateway/public/status`)).ok).toBe(true);
    const printed = fs.readFileSync(path.join(gateway.dataDir, 'gateway.log'), 'utf8');
    expect(printed).toContain('Demo scenario: not seeded and not shown');
    expect(printed).not.toContain(DEMO_PASSWORD);
    expect(printed).not.toContain('demo.plain');
    // The demo password signs nobody in: demo.plain gets the answer of a user who does not exist.
    const signIn = async (username: string) =>
      (await fetch(`${gateway.baseUrl}/user/factor/password/authentication`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ requestBaseInfo: {}, username, password: DEMO_PASSWORD }),
      }).then(async (res) => [res.status, await res.text()]));
    const [demo, nobody] = [await signIn('demo.plain'), await signIn('nobody.here')];
    expect(demo).toEqual(nobody);
    // The gateway holds its database exclusively: stopped first, then read.
    const gone = exited(gateway.child);
    process.kill(-gateway.pid, 'SIGTERM');
    await gone;
    const db = new Database(path.join(gateway.dataDir, 'gateway.sqlite'), { readonly: true });
    expect(db.prepare('SELECT COUNT(*) FROM users').pluck().get()).toBe(0);
    db.close();
  } finally {
    await stopGateway(gateway);
  }
});

it('refuses to start on a database holding part of the scenario, and leaves it as it was', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'icp-gateway-'));
  try {
    const file = path.join(dataDir, 'gateway.sqlite');
    const db = openDatabase(file);
    db.prepare("INSERT INTO firms (id, legal_name, country_code) VALUES ('F-9', 'A Real Firm', 'US')").run();
    db.close();
    const child = spawn(process.execPath, GATEWAY_ARGS, {
      cwd: ROOT,
      env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DB_FILE: file, SEED_DEMO: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain(`${file}: The database holds data but not the whole demo scenario (no rows in users, identities, securities`);
    expect(output).toContain('It is neither seeded over nor wiped.');
    const after = new Database(file, { readonly: true });
    expect(after.prepare('SELECT id FROM firms').pluck().all()).toEqual(['F-9']);
    expect(after.prepare('SELECT COUNT(*) FROM users').pluck().get()).toBe(0);
    after.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
