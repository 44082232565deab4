// Shared settings of the end-to-end run: the gateway `npm start` runs, on a port of its own.
export const E2E_PORT = Number(process.env.E2E_PORT || 8181);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const PORTAL_URL = `${BASE_URL}/institutional`;
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const DEMO_PASSWORD = 'Demo!Pass-2026';
