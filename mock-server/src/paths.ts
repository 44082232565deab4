// Where the gateway finds things in the repository. Run from source (tsx, the tests) this file is
// mock-server/src/paths.ts; compiled (mock-server/build.js) it is part of dist-gateway/main.js, one
// folder below the root.
import path from 'node:path';

const compiled = path.extname(__filename) === '.js';
export const REPO_ROOT = compiled ? path.resolve(__dirname, '..') : path.resolve(__dirname, '..', '..');
export const CONFIG_DIR = path.join(REPO_ROOT, 'config');
export const DIST_DIR = path.join(REPO_ROOT, 'dist');
export const STATIC_DIR = path.join(REPO_ROOT, 'mock-server', 'static');
export const CONTROL_PANEL_DIR = path.join(REPO_ROOT, 'mock-server', 'src', 'control', 'panel');
export const DATA_FILE = path.join(REPO_ROOT, 'mock-server', '.data', 'gateway.sqlite');
