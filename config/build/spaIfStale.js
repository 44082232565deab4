// `npm start`'s first step (issue 29): runs the SPA's production build (`npm run build`) unless dist/
// was built by this script from exactly the inputs there are now. The inputs: every file under src/
// and config/, the two webpack configurations, package.json, the lockfiles (package-lock.json and
// npm's node_modules/.package-lock.json, rewritten by every install) and tsconfig.json, by content
// (SHA-256), with BUILD_VERSION (the one variable the production build reads). Their digest is kept
// after a build in .spa-build-inputs (git-ignored; not in dist/, which the gateway serves) with the
// SHA-256 of the dist/index.html that build wrote: a build made any other way since writes another
// index.html (every script it loads is named by its content), and the next start builds again.
// Digest taken before the build: a file changed while webpack ran makes the next start build again,
// never the reverse.
const { spawnSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const INPUTS = ['src', 'config', 'webpack.config.js', 'webpack.prerender.js', 'package.json', 'package-lock.json', 'node_modules/.package-lock.json', 'tsconfig.json'];
const STAMP_FILE = path.join(ROOT, '.spa-build-inputs');
const INDEX_FILE = path.join(ROOT, 'dist', 'index.html');

const sha256 = (bytes) => crypto.createHash('sha256').update(bytes).digest('hex');

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
  const stamp = () => `${digest} ${sha256(fs.readFileSync(INDEX_FILE))}`;
  const built = fs.existsSync(STAMP_FILE) && fs.existsSync(INDEX_FILE) ? fs.readFileSync(STAMP_FILE, 'utf8').trim() : '';
  if (built !== '' && built === stamp()) {
    console.log('dist/ is up to date with its sources: no SPA build needed.');
    return;
  }
  const run = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  fs.writeFileSync(STAMP_FILE, `${stamp()}\n`);
}

if (require.main === module) main();
else module.exports = { inputsDigest };
