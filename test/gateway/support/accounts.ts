// Calls of the accounts and balances endpoints, and the demo accounts the tests use.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ACCOUNTS_GATEWAY_PATHS as PATHS } from '../../../src/api/contract/accountsGateway';
import type { GatewayResponse } from '../../../src/api/contract/responses';
import type { Db } from '../../../mock-server/src/db/database';
import type { Clock } from '../../../mock-server/src/domain/platform/clock';
import { EntitlementStore } from '../../../mock-server/src/domain/accounts/entitlements';
import { Ledger } from '../../../mock-server/src/domain/accounts/ledger';
import { PriceBook } from '../../../mock-server/src/domain/accounts/prices';
import { SecurityCatalog } from '../../../mock-server/src/domain/accounts/securities';
import { XHR } from './testGateway';

export { PATHS };

export const ACCOUNTS = {
  /** demo.plain's firm (F-1001) */
  plainCustody: 'C40017238',
  plainSubCustody: 'S40017246',
  plainCollateral: 'L40017254',
  researchBasket: 'C40017262',
  /** demo.mm's firm (F-2001) */
  mmPrimary: 'M52008113',
  mmSecondary: 'M52008121',
  /** demo.mixed's firm (F-3001) */
  mixedMarketMaker: 'M63004417',
  mixedCustody: 'C63004425',
  /** demo.maker / checker / viewer's firm (F-4001) */
  pensionCustody: 'C74002019',
  pensionReserve: 'C74002027',
  /** demo.ie's firm (F-5001) */
  irelandCustody: 'C85006631',
  /** demo.strict / demo.strict2's firm (F-9001): four-eyes on every transfer */
  strictCustody: 'C91005218',
} as const;

/** A well-formed account number no firm holds. */
export const NO_SUCH_ACCOUNT = 'C99999999';

export const UNAUTHORIZED = { status: { code: '401', text: 'Unauthorized' }, data: null };
export const FORBIDDEN = { status: { code: '403', text: 'Forbidden' }, data: null };

export const post = (app: FastifyInstance, url: string, payload: unknown, cookie?: string) =>
  app.inject({ method: 'POST', url, headers: { ...XHR, ...(cookie ? { cookie } : {}) }, payload: payload as object });

export const get = (app: FastifyInstance, url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

export const answer = <T>(res: LightMyRequestResponse) => JSON.parse(res.body) as GatewayResponse<T>;

/** The successful answer's data (fails the test on anything else). */
export function dataOf<T>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  const body = answer<T>(res);
  expect(body.status).toEqual({ code: '000000', text: 'SUCCESS' });
  return body.data as T;
}

/** Every account call with a valid request for `account`, as [name, call]. */
export const accountCalls = (account: string) =>
  [
    ['details', PATHS.accountDetails, { accountNumber: account }],
    ['entitlements', PATHS.entitlements, { fdasAccountId: account }],
    ['positions', PATHS.positions, { accountIdFilter: account }],
    ['balance history', PATHS.balanceHistory, { accountNumber: account, days: 30 }],
  ] as const;

/** The domain objects on a test gateway's database (what the routes use). */
export function domainOf(db: Db, clock: Clock) {
  const securities = new SecurityCatalog(db);
  const prices = new PriceBook(db);
  return { securities, prices, ledger: new Ledger(db, clock, prices, securities), entitlements: new EntitlementStore(db) };
}

export const userId = (db: Db, username: string) => db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(username) as number;

/** A refusal in the gateway's shape: the status, the text (exact or matched) and no data. */
export function expectRefusal(res: LightMyRequestResponse, status: number, text: string | RegExp): void {
  expect(res.statusCode).toBe(status);
  const body = answer(res);
  if (typeof text === 'string') expect(body.status.text).toBe(text);
  else expect(body.status.text).toMatch(text);
  expect(body.data).toBeNull();
}

/**
 * A test file's refusal check: `refused(call, status, text)` expects the call refused (expectRefusal)
 * and `state()` — what the file's calls could change: rows, balances, decisions — the same after it.
 */
export function refusedKeeping(state: () => unknown) {
  return async (call: () => Promise<LightMyRequestResponse>, status: number, text: string | RegExp): Promise<void> => {
    const before = state();
    expectRefusal(await call(), status, text);
    expect(state()).toEqual(before);
  };
}
