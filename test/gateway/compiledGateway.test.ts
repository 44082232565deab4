// The gateway as `npm start` runs it (issue 29): compiled by mock-server/build.js into dist-gateway/
// and run by plain Node. It still finds what it reads from disk (the migrations beside the bundle;
// config/, mock-server/static/ and the control panel from the repository's root: paths.ts), starts
// the audit thread from its compiled file, and a stack trace names the TypeScript source.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { AUDIT_MIGRATIONS_DIR, readMigrations } from '../../mock-server/src/db/migrate';
import { openSqlite } from '../../mock-server/src/db/sqlite';
import { exited } from '../support/gatewayProcess';

const ROOT = path.resolve(__dirname, '..', '..');
// Built into a folder of this run's own (mock-server/build.js --outdir), never over dist-gateway/:
// a developer's `npm start` may be running that one. One folder below the root, as paths.ts needs.
const OUT = `.gateway-build-test-${process.pid}`;
const MAIN = path.join(OUT, 'main.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function runCompiled(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--enable-source-maps', MAIN], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', SEED_DEMO: 'false', SERVE_SPA: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function untilUp(baseUrl: string, child: ChildProcess, said: () => string): Promise<void> {
  const deadline = Date.now() + 50_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${baseUrl}/gateway/public/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The compiled gateway did not answer on ${baseUrl} (exit code ${child.exitCode}):\n${said()}`);
}

const appliedVersions = (file: string) => {
  const db = openSqlite(file, { readonly: true });
  try {
    return db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all();
  } finally {
    db.close();
  }
};

let dataDir: string;
let baseUrl: string;
let gateway: ChildProcess;
let output = '';

beforeAll(async () => {
  execFileSync(process.execPath, ['mock-server/build.js', '--outdir', OUT], { cwd: ROOT, stdio: 'pipe' });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'icp-compiled-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  gateway = runCompiled({ PORT: String(port), DB_FILE: path.join(dataDir, 'gateway.sqlite') });
  gateway.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  gateway.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await untilUp(baseUrl, gateway, () => output);
}, 90_000);

afterAll(async () => {
  if (gateway.exitCode === null) {
    gateway.kill('SIGKILL');
    await exited(gateway);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(path.join(ROOT, OUT), { recursive: true, force: true });
});

describe('the compiled gateway (node dist-gateway/main.js)', () => {
  it('is a bundle with the audit thread beside it, the migrations copied next to them, and source maps', () => {
    for (const file of ['main.js', 'main.js.map', 'auditWorker.js', 'auditWorker.js.map']) expect(fs.existsSync(path.join(ROOT, OUT, file))).toBe(true);
    expect(fs.readdirSync(path.join(ROOT, OUT, 'migrations')).sort()).toEqual(readMigrations().map((m) => m.name));
    const map = JSON.parse(fs.readFileSync(path.join(ROOT, OUT, 'main.js.map'), 'utf8')) as { sources: string[] };
    expect(map.sources).toContain('../mock-server/src/main.ts');
    // Packages are required from node_modules, not copied in (better-sqlite3's addon among them).
    expect(fs.readFileSync(path.join(ROOT, MAIN), 'utf8')).toContain('require("better-sqlite3")');
  });

  it('serves the files it reads from the repository: the control panel, the configuration, the static scripts', async () => {
    const panel = await fetch(`${baseUrl}/__mock/`);
    expect(panel.status).toBe(200);
    expect(await panel.text()).toContain('<!doctype html>');
    const config = await fetch(`${baseUrl}/institutional/config/mock/app-config.json`);
    expect(config.status).toBe(200);
    expect(await config.json()).toEqual(expect.objectContaining({ environment: 'mock', appNumber: 'AP119604' }));
    expect((await fetch(`${baseUrl}/institutional/vendor/consent.js`)).status).toBe(200);
  });

  it('stops on SIGTERM leaving both databases migrated: the gateway\'s and the audit thread\'s', async () => {
    gateway.kill('SIGTERM');
    await exited(gateway);
    expect(gateway.exitCode).toBe(0);
    expect(appliedVersions(path.join(dataDir, 'gateway.sqlite'))).toEqual(readMigrations().map((m) => m.version));
    expect(appliedVersions(path.join(dataDir, 'gateway.audit.sqlite'))).toEqual(readMigrations(AUDIT_MIGRATIONS_DIR).map((m) => m.version));
    expect(output).toContain('Reference gateway listening.');
  }, 20_000);

  it('builds only into a folder directly below the root (paths.ts finds the root as its parent)', () => {
    for (const name of ['../outside', 'a/b', '..', '']) {
      expect(() => execFileSync(process.execPath, ['mock-server/build.js', '--outdir', name], { cwd: ROOT, stdio: 'pipe' })).toThrow(/--outdir takes one folder name/);
    }
  });

  it('names the TypeScript file and line in a stack trace (source maps)', async () => {
    const refused = runCompiled({ PORT: '1', DB_FILE: path.join(dataDir, 'refused.sqlite'), TRUST_PROXY: 'true' });
    let stderr = '';
    refused.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await exited(refused);
    expect(refused.exitCode).toBe(1);
    expect(stderr).toContain('TRUST_PROXY=true would take any client');
    expect(stderr).toMatch(/mock-server\/src\/http\/transport\.ts:\d+:\d+/);
  }, 20_000);
});
