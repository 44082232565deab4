// Shared settings of the end-to-end run. Each jest worker drives a gateway of its own (as
// `npm start` runs it, with a database of its own), so a test that switches a flag, fixes the
// clock, injects a fault or resets the data touches only its own worker's gateway. Worker n
// (JEST_WORKER_ID, 1 when run in band) uses E2E_PORT + 2(n − 1); the port after it is left for
// the tests that start a gateway of their own (productionStart.e2e.ts).
const FIRST_PORT = Number(process.env.E2E_PORT || 8181);

/** The port of worker n's gateway (globalSetup.ts starts one per worker). */
export const workerPort = (worker: number): number => FIRST_PORT + 2 * (worker - 1);

/** This worker's gateway. */
export const E2E_PORT = workerPort(Number(process.env.JEST_WORKER_ID || 1));
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const PORTAL_URL = `${BASE_URL}/institutional`;
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const DEMO_PASSWORD = 'Demo!Pass-2026';
