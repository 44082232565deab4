// `npm run test:e2e` needs the production build of what is checked out, never an older one: this
// builds the SPA (`npm run build`) unless dist/ was built by this script from exactly the inputs
// there are now, so a run after a build (or a second run) does not build again.
//
// The inputs: every file git would commit (tracked or new, .gitignore applied; a deleted one
// counts as changed) except the tests, the docs and CI's script, which the build never reads; the
// installed packages (node_modules/.package-lock.json, npm's record of what it installed); Node's
// version and the build's one setting (BUILD_VERSION). Their SHA-256 is written to dist/ after a
// build succeeds; webpack empties dist/ (output.clean) at every build, so any other build — or one
// that failed — leaves no stamp, and the next run builds. Without git, it always builds.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const STAMP = path.join(ROOT, 'dist', '.inputs.sha256');
const NOT_READ_BY_THE_BUILD = /^(test|docs|\.ci)\/|^[^/]+\.md$/;

function inputsHash(): string | null {
  let listed: string;
  try {
    listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
  } catch {
    return null;
  }
  const files = [...new Set(listed.split('\0').filter((f) => f && !NOT_READ_BY_THE_BUILD.test(f)))].sort();
  const hash = createHash('sha256');
  hash.update(`node ${process.version}\0BUILD_VERSION=${process.env.BUILD_VERSION ?? ''}\0`);
  for (const file of [...files, 'node_modules/.package-lock.json']) {
    const full = path.join(ROOT, file);
    hash.update(`${file}\0`);
    hash.update(fs.existsSync(full) && fs.statSync(full).isFile() ? fs.readFileSync(full) : '(none)');
    hash.update('\0');
  }
  return hash.digest('hex');
}

const before = inputsHash();
const stamped = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, 'utf8').trim() : null;
if (before !== null && stamped === before && fs.existsSync(path.join(ROOT, 'dist', 'index.html'))) {
  process.stdout.write('dist/ is the build of these sources: not built again.\n');
  process.exit(0);
}
const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
// A file changed while webpack ran: its build may hold either version, so it gets no stamp.
const after = inputsHash();
if (after !== null && after === before) fs.writeFileSync(STAMP, `${after}\n`);
