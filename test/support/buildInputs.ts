// What the production build is made from, as one SHA-256 (freshBuild.ts compares it with the one
// dist/ was built from): every file git would commit (tracked or new, .gitignore applied; a
// deleted one counts as changed) except the tests, the docs and CI's script, which the build never
// reads; the installed packages (node_modules/.package-lock.json, npm's record of what it
// installed); Node's version and the build's one setting (BUILD_VERSION). Null without git.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const NOT_READ_BY_THE_BUILD = /^(test|docs|\.ci)\/|^[^/]+\.md$/;

export function buildInputsHash(root: string, env: NodeJS.ProcessEnv = process.env): string | null {
  let listed: string;
  try {
    listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
  const files = [...new Set(listed.split('\0').filter((f) => f && !NOT_READ_BY_THE_BUILD.test(f)))].sort();
  const hash = createHash('sha256');
  hash.update(`node ${process.version}\0BUILD_VERSION=${env.BUILD_VERSION ?? ''}\0`);
  for (const file of [...files, 'node_modules/.package-lock.json']) {
    const full = path.join(root, file);
    hash.update(`${file}\0`);
    hash.update(fs.existsSync(full) && fs.statSync(full).isFile() ? fs.readFileSync(full) : '(none)');
    hash.update('\0');
  }
  return hash.digest('hex');
}
