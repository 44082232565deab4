// `npm run test:e2e` needs the production build of what is checked out, never an older one: this
// builds the SPA (`npm run build`) unless dist/ was built by this script from exactly the inputs
// there are now (buildInputs.ts), so a run after a build (or a second run) does not build again.
// The inputs' hash is written to dist/ after a build succeeds; webpack empties dist/
// (output.clean) at every build, so any other build — or one that failed — leaves no stamp, and
// the next run builds. Without git, it always builds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildInputsHash } from './buildInputs';

const ROOT = path.resolve(__dirname, '../..');
const STAMP = path.join(ROOT, 'dist', '.inputs.sha256');

const before = buildInputsHash(ROOT);
const stamped = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, 'utf8').trim() : null;
if (before !== null && stamped === before && fs.existsSync(path.join(ROOT, 'dist', 'index.html'))) {
  process.stdout.write('dist/ is the build of these sources: not built again.\n');
  process.exit(0);
}
const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
// A file changed while webpack ran: its build may hold either version, so it gets no stamp.
const after = buildInputsHash(ROOT);
if (after !== null && after === before) fs.writeFileSync(STAMP, `${after}\n`);
