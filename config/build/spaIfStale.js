// `npm start`'s first step (issue 29): runs the SPA's production build (`npm run build`) unless dist/
// was built by this script from exactly the inputs there are now. The inputs: every file under src/
// and config/, the two webpack configurations, package.json, the lockfiles (package-lock.json and
// npm's node_modules/.package-lock.json, rewritten by every install) and tsconfig.json, by content
// (SHA-256), with BUILD_VERSION (the one variable the production build reads). Their digest is kept
// in dist/.build-inputs after a build; webpack empties dist/ on every build (output.clean), so a
// build made any other way leaves no digest and the next start builds again. Digest taken before
// the build: a file changed while webpack ran makes the next start build again, never the reverse.
const { spawnSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const INPUTS = ['src', 'config', 'webpack.config.js', 'webpack.prerender.js', 'package.json', 'package-lock.json', 'node_modules/.package-lock.json', 'tsconfig.json'];
const DIGEST_FILE = path.join(ROOT, 'dist', '.build-inputs');

/** Every file under `relative` (or itself) in `root`, sorted, as paths from it. */
function filesOf(root, relative) {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [relative];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => filesOf(root, path.join(relative, entry.name)));
}

/** The SHA-256 of the build's inputs under `root`: each file's path and content, and BUILD_VERSION. */
function inputsDigest(root, env) {
  const hash = crypto.createHash('sha256');
  hash.update(`BUILD_VERSION=${env.BUILD_VERSION ?? ''}\0`);
  for (const file of INPUTS.flatMap((input) => filesOf(root, input))) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function main() {
  const digest = inputsDigest(ROOT, process.env);
  const built = fs.existsSync(DIGEST_FILE) && fs.existsSync(path.join(ROOT, 'dist', 'index.html')) ? fs.readFileSync(DIGEST_FILE, 'utf8').trim() : '';
  if (built === digest) {
    console.log('dist/ is up to date with its sources: no SPA build needed.');
    return;
  }
  const run = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  fs.writeFileSync(DIGEST_FILE, `${digest}\n`);
}

if (require.main === module) main();
else module.exports = { inputsDigest };
