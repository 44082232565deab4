/** @jest-environment node */
// npm start's SPA step builds only when the build's inputs changed (config/build/spaIfStale.js):
// what counts as an input, by content.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inputsDigest } from '../../../config/build/spaIfStale';

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'icp-spa-inputs-'));
  write('src/index.tsx', 'boot();');
  write('src/app/store.ts', 'export const store = 1;');
  write('config/app-config.production.json', '{}');
  write('webpack.config.js', 'module.exports = {};');
  write('package.json', '{"version":"0.1.0"}');
  write('package-lock.json', '{}');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the digest of the SPA build inputs', () => {
  it('is the same for the same files and BUILD_VERSION (a touch without a change is no change)', () => {
    const before = inputsDigest(root, {});
    write('src/app/store.ts', 'export const store = 1;');
    expect(inputsDigest(root, {})).toBe(before);
  });

  it.each([
    ['a source file changed', () => write('src/app/store.ts', 'export const store = 2;')],
    ['a source file added', () => write('src/app/extra.ts', '')],
    ['a source file renamed', () => fs.renameSync(path.join(root, 'src/app/store.ts'), path.join(root, 'src/app/store2.ts'))],
    ['a configuration file changed', () => write('config/app-config.production.json', '{"a":1}')],
    ['the webpack configuration changed', () => write('webpack.config.js', 'module.exports = { mode: "none" };')],
    ['the lockfile changed', () => write('package-lock.json', '{"lockfileVersion":3}')],
    ['npm installed something (node_modules/.package-lock.json)', () => write('node_modules/.package-lock.json', '{}')],
  ])('changes when %s', (_what, change) => {
    const before = inputsDigest(root, {});
    change();
    expect(inputsDigest(root, {})).not.toBe(before);
  });

  it('changes with BUILD_VERSION, and not with what the build does not read (tests, docs, the gateway)', () => {
    const before = inputsDigest(root, {});
    expect(inputsDigest(root, { BUILD_VERSION: '2' })).not.toBe(before);
    write('test/unit/x.test.ts', '');
    write('docs/architecture.md', '');
    write('mock-server/src/main.ts', '');
    expect(inputsDigest(root, { PORT: '4501' })).toBe(before);
  });
});
