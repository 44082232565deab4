/** @jest-environment node */
// The production build's inputs (test/support/buildInputs.ts): `npm run test:e2e` builds again
// exactly when their hash differs from the one dist/ was built from.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildInputsHash } from '../../support/buildInputs';

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const hash = () => buildInputsHash(root, {});

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-inputs-'));
  execFileSync('git', ['init', '-q'], { cwd: root });
  write('.gitignore', 'node_modules/\ndist/\n');
  write('src/app.ts', 'export const a = 1;\n');
  write('webpack.config.js', 'module.exports = {};\n');
  write('test/app.test.ts', 'it("works", () => {});\n');
  write('docs/notes.md', '# Notes\n');
  write('README.md', '# Portal\n');
  write('node_modules/.package-lock.json', '{"lockfileVersion":3}\n');
  execFileSync('git', ['add', '-A'], { cwd: root });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it('is the same for the same sources', () => {
  expect(hash()).toMatch(/^[0-9a-f]{64}$/);
  expect(hash()).toBe(hash());
});

it('changes when a source, the build config or the installed packages change', () => {
  const changes: Array<[string, string]> = [
    ['src/app.ts', 'export const a = 2;\n'],
    ['webpack.config.js', 'module.exports = { mode: "production" };\n'],
    ['node_modules/.package-lock.json', '{"lockfileVersion":3,"packages":{}}\n'],
  ];
  for (const [file, text] of changes) {
    const before = hash();
    write(file, text);
    expect(hash()).not.toBe(before);
  }
});

it('changes when a new file is added (not yet in git) or a tracked one deleted', () => {
  const before = hash();
  write('src/new.ts', 'export {};\n');
  const added = hash();
  expect(added).not.toBe(before);
  fs.rmSync(path.join(root, 'src/app.ts'));
  expect(hash()).not.toBe(added);
});

it('changes with BUILD_VERSION, which the build writes into the bundle', () => {
  expect(buildInputsHash(root, { BUILD_VERSION: '9.9.9' })).not.toBe(hash());
});

it('stays the same when only tests, docs, the build output or ignored files change', () => {
  const before = hash();
  write('test/app.test.ts', 'it("still works", () => {});\n');
  write('test/new.test.ts', 'it("new", () => {});\n');
  write('docs/notes.md', '# Notes, edited\n');
  write('README.md', '# Portal, edited\n');
  write('dist/index.html', '<!doctype html>\n');
  write('node_modules/pkg/index.js', 'module.exports = 1;\n');
  expect(hash()).toBe(before);
});

it('is null outside a git work tree (then the build always runs)', () => {
  fs.rmSync(path.join(root, '.git'), { recursive: true, force: true });
  expect(hash()).toBeNull();
});
