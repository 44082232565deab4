// Builds the gateway for a test: in-memory database seeded with the demo scenario, a fixed clock,
// no rate limit and no logger unless the test asks for them. Demo passwords are hashed with a cheap
// scrypt cost so the suite stays fast; the cost sits in each hash, so verification is the same code.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { LOGIN_FLOWS, LOGIN_HEADERS } from '../../../src/api/contract/identity';
import { buildApp, type BuildAppOptions } from '../../../mock-server/src/app';
import { openDatabase, type Db } from '../../../mock-server/src/db/database';
import { createClock, type Clock } from '../../../mock-server/src/domain/platform/clock';
import { ensureMasterSecret } from '../../../mock-server/src/domain/mintBurn/secrets';
import { DEMO_PASSWORD } from '../../../mock-server/src/scenario/demoUsers';
import { seedScenario, type ScenarioOptions } from '../../../mock-server/src/scenario/seed';

export const T0 = Date.parse('2026-03-02T15:00:00Z');
/** Cheap demo hashes, and the seeded ledger history ending at T0 (the same balances on every reset). */
export const TEST_SCENARIO: ScenarioOptions = { passwordCost: { N: 1024, r: 8, p: 1 }, asOf: T0, busyDesk: false };
/** TEST_SCENARIO with the busy desk's thousands of records (demo.busy). */
export const BUSY_TEST_SCENARIO: ScenarioOptions = { ...TEST_SCENARIO, busyDesk: true };
export const XHR = { 'x-requested-with': 'XMLHttpRequest' } as const;
export const PASSWORD_PATH = '/user/factor/password/authentication';
export const LOGIN_PATH = '/user/session/login';
export const STATUS_PATH = '/gateway/institutional/status';
export const COUNTRY_LIST_PATH = '/gateway/institutional/moneymovement/api/v1/lookup/address/country/list';
/** The device-risk token the SPA would send (32 hex digits). */
export const TMX_TOKEN = '5f0c2a9e4b7d41c8a3e6f1029b8d7c54';
/** The login flow headers of a sign-in (event login, sub-event fdas_login). */
export const LOGIN_FLOW_HEADERS = {
  [LOGIN_HEADERS.event]: LOGIN_FLOWS.Non2FAforLogin.event,
  [LOGIN_HEADERS.subEvent]: LOGIN_FLOWS.Non2FAforLogin.subEvent,
  [LOGIN_HEADERS.deviceRiskToken]: TMX_TOKEN,
};

export interface TestGateway {
  app: FastifyInstance;
  db: Db;
  clock: Clock;
}

const open: TestGateway[] = [];

export async function startGateway(options: Partial<BuildAppOptions> = {}): Promise<TestGateway> {
  const db = options.db ?? openDatabase(':memory:');
  if (!options.db) seedScenario(db, TEST_SCENARIO);
  const clock = options.clock ?? createClock(T0);
  const app = await buildApp({ rateLimit: false, apiRateLimit: false, scenario: TEST_SCENARIO, passwordCost: TEST_SCENARIO.passwordCost, ...options, db, clock });
  const gateway = { app, db, clock };
  open.push(gateway);
  return gateway;
}

export interface FileGatewayOptions {
  /** The burn master secret (64 hex digits), as BURN_MASTER_SECRET gives it; default: a random one. */
  burnMasterSecret?: string;
  /** Default TEST_SCENARIO. */
  scenario?: ScenarioOptions;
}

/**
 * One gateway for a whole test file, restored before each test by the control API's reset (every
 * data table, the outbox, maintenance, faults, overrides) with the clock fixed at T0 again. Building
 * the app (schema compilation) is the costly part of a test; files with many flow tests use this.
 */
export function gatewayForThisFile(options: FileGatewayOptions = {}): TestGateway {
  const gateway = {} as TestGateway;
  beforeAll(async () => {
    const db = openDatabase(':memory:');
    if (options.burnMasterSecret !== undefined) ensureMasterSecret(db, options.burnMasterSecret);
    const scenario = options.scenario ?? TEST_SCENARIO;
    seedScenario(db, scenario);
    const clock = createClock(T0);
    const app = await buildApp({ rateLimit: false, apiRateLimit: false, scenario, passwordCost: scenario.passwordCost, db, clock });
    Object.assign(gateway, { app, db, clock });
  });
  beforeEach(async () => {
    const reset = await gateway.app.inject({ method: 'POST', url: '/__mock/reset' });
    if (reset.statusCode !== 200) throw new Error(`reset failed: ${reset.body}`);
    gateway.clock.fix(T0);
  });
  afterAll(async () => {
    await gateway.app.close();
    gateway.db.close();
  });
  return gateway;
}

/** Closes every gateway started by the test (call from afterEach). */
export async function stopGateways(): Promise<void> {
  for (const { app, db } of open.splice(0)) {
    await app.close();
    db.close();
  }
}

/** `icp_session=<id>` from a response's Set-Cookie, or undefined. */
export function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const first = all.find((c) => c.startsWith('icp_session='));
  return first?.split(';')[0];
}

export function passwordAuthentication(app: FastifyInstance, username: string, password = DEMO_PASSWORD, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: PASSWORD_PATH,
    headers: { ...XHR, ...(cookie ? { cookie } : {}) },
    payload: { requestBaseInfo: {}, username, password },
  });
}

export function sessionLogin(app: FastifyInstance, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: LOGIN_PATH,
    headers: { ...XHR, ...LOGIN_FLOW_HEADERS, ...(cookie ? { cookie } : {}) },
    payload: { requestBaseInfo: {} },
  });
}

/** Signs in a user without a second factor; returns the full session's cookie. */
export async function signIn(app: FastifyInstance, username = 'demo.plain'): Promise<string> {
  const first = await passwordAuthentication(app, username);
  const login = await sessionLogin(app, sessionCookie(first));
  const cookie = sessionCookie(login);
  if (!cookie) throw new Error(`Sign-in of ${username} failed: ${login.body}`);
  signedInUsers.set(cookie, username);
  return cookie;
}

/** Whose session each cookie signIn made is (a step-up reads that user's code: support/stepUp.ts). */
const signedInUsers = new Map<string, string>();
export function usernameOfCookie(cookie: string): string {
  const username = signedInUsers.get(cookie);
  if (!username) throw new Error('not a cookie signIn made');
  return username;
}

export function loginStatus(app: FastifyInstance, cookie?: string) {
  return app.inject({ method: 'POST', url: STATUS_PATH, headers: { ...XHR, ...(cookie ? { cookie } : {}) } });
}

export function countryList(app: FastifyInstance, cookie?: string) {
  return app.inject({ method: 'GET', url: COUNTRY_LIST_PATH, headers: cookie ? { cookie } : {} });
}

export function count(db: Db, table: string): number {
  return db.prepare(`SELECT COUNT(*) FROM "${table}"`).pluck().get() as number;
}
