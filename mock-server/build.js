// Compiles the reference gateway for `npm start` (issue 29): esbuild bundles mock-server/src/main.ts
// and the audit thread's entry (its Worker is started by path: domain/audit/auditStore.ts) into
// dist-gateway/ beside the SPA's dist/, as CommonJS for Node, with linked source maps (run it with
// `node --enable-source-maps` and a stack trace names the TypeScript lines). Packages stay
// external — better-sqlite3's native addon among them — and are required from node_modules at run
// time. What the gateway reads from disk beside its own code: the migrations, copied next to the
// bundle (db/migrate.ts reads them from its own folder); config/, dist/, mock-server/static/ and the
// control panel it finds from the repository's root (paths.ts).
// Always rebuilds: esbuild takes well under a second, less than deciding whether it needs to.
// Usage: node mock-server/build.js [--outdir <name>] — into dist-gateway/, or into another folder
// directly below the root (paths.ts finds the root as the bundle's parent): the tests build into a
// folder of their own, never over the dist-gateway/ a developer's `npm start` may be running.
const fs = require('node:fs');
const path = require('node:path');
const esbuild = require('esbuild');

const ROOT = path.resolve(__dirname, '..');
const SRC = path.join(ROOT, 'mock-server', 'src');

async function buildGateway(outDir) {
  fs.rmSync(outDir, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: {
      main: path.join(SRC, 'main.ts'),
      auditWorker: path.join(SRC, 'domain', 'audit', 'auditWorker.ts'),
    },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    target: 'node20.9',
    format: 'cjs',
    packages: 'external',
    sourcemap: 'linked',
    // The source map's paths are relative to the map; its sources are read from the repository.
    sourcesContent: false,
    logLevel: 'warning',
  });
  for (const dir of ['migrations', 'auditMigrations']) {
    fs.cpSync(path.join(SRC, 'db', dir), path.join(outDir, dir), { recursive: true });
  }
}

/** The output folder: `dist-gateway`, or `--outdir <name>` (one plain name: a folder directly below the root). */
function outDirOf(args) {
  const at = args.indexOf('--outdir');
  if (at === -1) return path.join(ROOT, 'dist-gateway');
  const name = args[at + 1] ?? '';
  if (!/^[\w.-]+$/.test(name) || name === '.' || name === '..') throw new Error(`--outdir takes one folder name below the repository's root, not "${name}"`);
  return path.join(ROOT, name);
}

Promise.resolve()
  .then(() => buildGateway(outDirOf(process.argv.slice(2))))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
