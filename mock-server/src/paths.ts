// Where the gateway finds things in the repository.
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const CONFIG_DIR = path.join(REPO_ROOT, 'config');
export const DIST_DIR = path.join(REPO_ROOT, 'dist');
export const STATIC_DIR = path.join(REPO_ROOT, 'mock-server', 'static');
export const CONTROL_PANEL_DIR = path.join(REPO_ROOT, 'mock-server', 'src', 'control', 'panel');
export const DATA_FILE = path.join(REPO_ROOT, 'mock-server', '.data', 'gateway.sqlite');
