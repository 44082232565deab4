// POST …/firm/account (v2, v3), …/firm/account/fetch and …/account/entitlements; and, for every
// account call, the guards: full session, the account held by the user's firm (another firm's and
// none at all answer alike), entitlements, input schemas.
import fc from 'fast-check';
import {
  enabledNetworksOf,
  isAccountDetailsDto,
  isEntitlementsDto,
  isFirmList,
  type AccountDetailsDto,
  type EntitlementsDto,
  type FirmDto,
} from '../../src/api/contract/accountsGateway';
import { ACTIONS } from '../../mock-server/src/domain/accounts/entitlements';
import { CUSTODY_CHECKER, CUSTODY_FULL, CUSTODY_MAKER, MARKET_MAKER, VIEW_ONLY } from '../../mock-server/src/scenario/entitlements';
import { control } from './support/control';
import {
  ACCOUNTS,
  FORBIDDEN,
  NO_SUCH_ACCOUNT,
  PATHS,
  UNAUTHORIZED,
  accountCalls,
  answer,
  dataOf,
  domainOf,
  get,
  post,
  userId,
} from './support/accounts';
import { count, gatewayForThisFile, passwordAuthentication, sessionCookie, signIn } from './support/testGateway';

const gateway = gatewayForThisFile();

const firms = async (username: string, path: string = PATHS.firmAccountsV3) => {
  const res = await post(gateway.app, path, {}, await signIn(gateway.app, username));
  return dataOf<FirmDto[]>(res);
};
const detailsOf = async (cookie: string, accountNumber: string) => dataOf<AccountDetailsDto>(await post(gateway.app, PATHS.accountDetails, { accountNumber }, cookie));
const actionNames = async (cookie: string, account: string) =>
  dataOf<EntitlementsDto>(await post(gateway.app, PATHS.entitlements, { fdasAccountId: account }, cookie)).actions.map((a) => a.actionName);

describe('firm accounts (v2 and v3)', () => {
  it("lists only the user's firm with its accounts in display order", async () => {
    const data = await firms('demo.plain');
    expect(isFirmList(data)).toBe(true);
    expect(data).toEqual([
      {
        firmId: 'F-1001',
        firmLegalName: 'Harborline Capital Partners LP',
        accounts: [
          { accountNumber: 'C40017238', shortName: 'HCP Custody', displayName: 'Harborline Capital – Main Custody', accountType: 'CUSTODY' },
          { accountNumber: 'S40017246', shortName: 'HCP Sub-Custody', displayName: 'Harborline Capital – Fund II Sub-Custody', accountType: 'SUB_CUSTODY' },
          { accountNumber: 'L40017254', shortName: 'HCP Collateral', displayName: 'Harborline Capital – Prime Collateral', accountType: 'COLLATERAL' },
          { accountNumber: 'C40017262', shortName: 'HCP Research Basket', displayName: 'Harborline Capital – Research Basket', accountType: 'CUSTODY' },
        ],
      },
    ]);
  });

  it('shows each demo user their own firm only, with its accounts by type', async () => {
    const expected: Array<[string, string, string[]]> = [
      ['demo.mm', 'F-2001', ['MARKET_MAKER', 'MARKET_MAKER']],
      ['demo.mixed', 'F-3001', ['MARKET_MAKER', 'CUSTODY']],
      ['demo.viewer', 'F-4001', ['CUSTODY', 'CUSTODY']],
      ['demo.ie', 'F-5001', ['CUSTODY']],
      ['demo.noaccts', 'F-6001', []], // a firm without accounts is listed with none
    ];
    for (const [username, firmId, types] of expected) {
      const data = await firms(username);
      expect(isFirmList(data)).toBe(true);
      expect([username, data.map((f) => f.firmId), data[0]?.accounts.map((a) => a.accountType)]).toEqual([username, [firmId], types]);
    }
  });

  it('answers v2 exactly as v3', async () => {
    for (const username of ['demo.plain', 'demo.mixed', 'demo.noaccts']) {
      expect(await firms(username, PATHS.firmAccountsV2)).toEqual(await firms(username, PATHS.firmAccountsV3));
    }
  });

  it('leaves out an account the user holds no action on', async () => {
    const { entitlements } = domainOf(gateway.db, gateway.clock);
    const viewer = userId(gateway.db, 'demo.viewer');
    entitlements.revoke(viewer, ACCOUNTS.pensionReserve, ACTIONS.dashboard);
    const [firm] = await firms('demo.viewer');
    expect(firm?.accounts.map((a) => a.accountNumber)).toEqual([ACCOUNTS.pensionCustody]);
  });

  it('takes an empty body as well as {}', async () => {
    const cookie = await signIn(gateway.app, 'demo.plain');
    const res = await gateway.app.inject({ method: 'POST', url: PATHS.firmAccountsV3, headers: { 'x-requested-with': 'XMLHttpRequest', cookie } });
    expect(isFirmList(dataOf(res))).toBe(true);
  });
});

describe('account details', () => {
  it("describes demo.plain's main custody account", async () => {
    const data = await detailsOf(await signIn(gateway.app, 'demo.plain'), ACCOUNTS.plainCustody);
    expect(isAccountDetailsDto(data)).toBe(true);
    expect(data).toEqual({
      accountType: 'CUSTODY',
      selectedAccountId: 'C40017238',
      aaEnabled: 'ENABLED',
      transparentAddressEnabled: true,
      maxAAPermitted: 5,
      maxWireInstructionsPermitted: 5,
      aaActivationPeriod: '3 Days',
      toaInEnabledAssets: [
        { fullName: 'Bitcoin', symbol: 'BTC', network: 'Bitcoin' },
        { fullName: 'Ethereum', symbol: 'ETH', network: 'Ethereum' },
        { fullName: 'FIDD Digital Dollar', symbol: 'FIDD', network: 'Ethereum' },
        { fullName: 'Litecoin', symbol: 'LTC', network: 'Litecoin' },
      ],
      toaOutEnabledAssets: data.toaInEnabledAssets,
      enabledAssets: ['USD', 'BTC', 'ETH', 'FIDD', 'LTC'],
      enabledNetworks: ['Bitcoin', 'Ethereum', 'Litecoin'],
      canEnableSDAI: false,
      canEditSDAI: true,
      canDisableSDAI: true,
      firmCountry: 'US',
    });
    expect(data.enabledNetworks).toEqual(enabledNetworksOf(data.toaOutEnabledAssets));
  });

  it('has no activation period while the allow-list is disabled, and only then may it be enabled', async () => {
    const cookie = await signIn(gateway.app, 'demo.plain');
    const sub = await detailsOf(cookie, ACCOUNTS.plainSubCustody);
    expect(sub).toMatchObject({ accountType: 'SUB_CUSTODY', aaEnabled: 'DISABLED', aaActivationPeriod: null, canEnableSDAI: true, canEditSDAI: false, canDisableSDAI: false });
    const collateral = await detailsOf(cookie, ACCOUNTS.plainCollateral);
    expect(collateral).toMatchObject({ aaEnabled: 'PENDING_DISABLEMENT', aaActivationPeriod: '3 Days', canEnableSDAI: false, canEditSDAI: false, canDisableSDAI: false });
  });

  it('gives the allow-list switches only to a user with the admin action', async () => {
    const switches = async (username: string) => {
      const d = await detailsOf(await signIn(gateway.app, username), ACCOUNTS.pensionCustody);
      return [d.canEnableSDAI, d.canEditSDAI, d.canDisableSDAI];
    };
    expect(await switches('demo.checker')).toEqual([false, true, true]);
    expect(await switches('demo.maker')).toEqual([false, false, false]);
    expect(await switches('demo.viewer')).toEqual([false, false, false]);
  });

  it('lists USD and FIDD for a market-maker account, FIDD on account', async () => {
    const data = await detailsOf(await signIn(gateway.app, 'demo.mm'), ACCOUNTS.mmPrimary);
    expect(isAccountDetailsDto(data)).toBe(true);
    expect(data).toMatchObject({ accountType: 'MARKET_MAKER', enabledAssets: ['USD', 'FIDD'], enabledNetworks: ['Ethereum'] });
    expect(data.toaOutEnabledAssets.map((a) => a.symbol)).toEqual(['FIDD']);
  });

  it('carries the business unit only while eu-trvl-rule is on', async () => {
    const ie = await signIn(gateway.app, 'demo.ie');
    expect(await detailsOf(ie, ACCOUNTS.irelandCustody)).not.toHaveProperty('businessUnit');
    await control(gateway.app, 'POST', '/__mock/flags', { 'eu-trvl-rule': true });
    const withUnit = await detailsOf(ie, ACCOUNTS.irelandCustody);
    expect(isAccountDetailsDto(withUnit)).toBe(true);
    expect(withUnit.businessUnit).toBe('EU');
    expect((await detailsOf(await signIn(gateway.app, 'demo.plain'), ACCOUNTS.plainCustody)).businessUnit).toBe('US');
  });

  it("names the firm's country, which the digital asset instruction form's account number rule needs (ADR 0013)", async () => {
    expect((await detailsOf(await signIn(gateway.app, 'demo.ie'), ACCOUNTS.irelandCustody)).firmCountry).toBe('IE');
    expect((await detailsOf(await signIn(gateway.app, 'demo.plain'), ACCOUNTS.plainCustody)).firmCountry).toBe('US');
  });
});

describe('entitlements, per user and account', () => {
  it("gives each demo user the scenario's actions on each account", async () => {
    const expected: Array<[string, string[], readonly string[]]> = [
      ['demo.plain', [ACCOUNTS.plainCustody, ACCOUNTS.plainSubCustody, ACCOUNTS.plainCollateral, ACCOUNTS.researchBasket], CUSTODY_FULL],
      ['demo.mm', [ACCOUNTS.mmPrimary, ACCOUNTS.mmSecondary], MARKET_MAKER],
      ['demo.mixed', [ACCOUNTS.mixedMarketMaker], MARKET_MAKER],
      ['demo.mixed', [ACCOUNTS.mixedCustody], CUSTODY_FULL],
      ['demo.maker', [ACCOUNTS.pensionCustody, ACCOUNTS.pensionReserve], CUSTODY_MAKER],
      ['demo.checker', [ACCOUNTS.pensionCustody, ACCOUNTS.pensionReserve], CUSTODY_CHECKER],
      ['demo.viewer', [ACCOUNTS.pensionCustody, ACCOUNTS.pensionReserve], VIEW_ONLY],
      ['demo.ie', [ACCOUNTS.irelandCustody], CUSTODY_FULL],
    ];
    for (const [username, accounts, actions] of expected) {
      const cookie = await signIn(gateway.app, username);
      for (const account of accounts) {
        const data = dataOf<EntitlementsDto>(await post(gateway.app, PATHS.entitlements, { fdasAccountId: account }, cookie));
        expect(isEntitlementsDto(data)).toBe(true);
        expect([username, account, data.actions.map((a) => a.actionName).sort()]).toEqual([username, account, [...actions].sort()]);
        for (const action of data.actions) expect(action.permissions.length).toBeGreaterThan(0);
      }
    }
  });

  it('demo.viewer: the dashboard and no create or authorize action', async () => {
    const names = await actionNames(await signIn(gateway.app, 'demo.viewer'), ACCOUNTS.pensionCustody);
    expect(names).toEqual(['FDAS_AS_INST_DASHBOARD']);
  });

  it('demo.mm and demo.mixed: the market-maker wire and transfer creates (Mint and Burn), on market-maker accounts only', async () => {
    const mm = await actionNames(await signIn(gateway.app, 'demo.mm'), ACCOUNTS.mmPrimary);
    expect(mm).toEqual(expect.arrayContaining(['FDAS_AS_INST_DASHBOARD', 'FDAS_MM_WireCreate', 'FDAS_MM_TOACreate']));
    expect(mm.filter((n) => !n.startsWith('FDAS_MM_') && n !== 'FDAS_AS_INST_DASHBOARD')).toEqual([]);
    const mixed = await signIn(gateway.app, 'demo.mixed');
    expect(await actionNames(mixed, ACCOUNTS.mixedMarketMaker)).toEqual(expect.arrayContaining(['FDAS_MM_WireCreate', 'FDAS_MM_TOACreate']));
    expect((await actionNames(mixed, ACCOUNTS.mixedCustody)).filter((n) => n.startsWith('FDAS_MM_'))).toEqual([]);
  });

  it('answers the permissions of each action', async () => {
    const data = dataOf<EntitlementsDto>(await post(gateway.app, PATHS.entitlements, { fdasAccountId: ACCOUNTS.plainCustody }, await signIn(gateway.app, 'demo.plain')));
    expect(data.actions.find((a) => a.actionName === 'FDAS_AS_INST_DASHBOARD')?.permissions).toEqual(['VIEW']);
    expect(data.actions.find((a) => a.actionName === 'FDAS_AM_SIAuthorize')?.permissions).toEqual(['AUTHORIZE']);
  });

  it('is an empty list (no access) for an account of the firm the user holds nothing on', async () => {
    const { entitlements } = domainOf(gateway.db, gateway.clock);
    entitlements.revoke(userId(gateway.db, 'demo.viewer'), ACCOUNTS.pensionReserve, ACTIONS.dashboard);
    const cookie = await signIn(gateway.app, 'demo.viewer');
    expect(await actionNames(cookie, ACCOUNTS.pensionReserve)).toEqual([]);
  });

  it("cannot be granted on another firm's account (the database refuses it)", async () => {
    const { entitlements } = domainOf(gateway.db, gateway.clock);
    expect(() => entitlements.grant(userId(gateway.db, 'demo.plain'), ACCOUNTS.pensionCustody, [ACTIONS.dashboard])).toThrow(/user's firm/);
  });
});

describe('every account call', () => {
  const calls = accountCalls(ACCOUNTS.plainCustody);

  /** Every call of the contract with a valid request, signed in or not. */
  const everyCall = (cookie?: string) => [
    ...calls.map(([, url, payload]) => post(gateway.app, url, payload, cookie)),
    post(gateway.app, PATHS.firmAccountsV2, {}, cookie),
    post(gateway.app, PATHS.firmAccountsV3, {}, cookie),
    get(gateway.app, PATHS.securities, cookie),
    get(gateway.app, `${PATHS.latestPrice}?from=BTC&to=USD`, cookie),
    get(gateway.app, PATHS.countries, cookie),
  ];

  it('needs a session: 401 without one, for all nine calls', async () => {
    const answers = await Promise.all(everyCall());
    expect(answers).toHaveLength(9);
    for (const res of answers) expect([res.statusCode, answer(res)]).toEqual([401, UNAUTHORIZED]);
  });

  it('needs a full session: 401 at password level (a second factor pending)', async () => {
    const cookie = sessionCookie(await passwordAuthentication(gateway.app, 'demo.sms'));
    expect(cookie).toBeDefined();
    for (const res of await Promise.all(everyCall(cookie))) expect([res.statusCode, answer(res)]).toEqual([401, UNAUTHORIZED]);
  });

  it('answers all nine with a full session (the control for the two above)', async () => {
    for (const res of await Promise.all(everyCall(await signIn(gateway.app, 'demo.plain')))) expect(res.statusCode).toBe(200);
  });

  it("answers another firm's account exactly as an account that does not exist (403, nothing leaked)", async () => {
    const cookie = await signIn(gateway.app, 'demo.plain');
    const missingCalls = accountCalls(NO_SUCH_ACCOUNT);
    for (const [i, [name, url, payload]] of accountCalls(ACCOUNTS.pensionCustody).entries()) {
      const foreign = await post(gateway.app, url, payload, cookie);
      const missing = await post(gateway.app, url, missingCalls[i]?.[2], cookie);
      expect([name, foreign.statusCode, answer(foreign)]).toEqual([name, 403, FORBIDDEN]);
      expect(missing.statusCode).toBe(foreign.statusCode);
      expect(missing.body).toBe(foreign.body);
      expect(missing.headers['content-length']).toBe(foreign.headers['content-length']);
    }
  });

  it("needs FDAS_AS_INST_DASHBOARD for positions and history (403), any action for details, nothing for the entitlement list", async () => {
    const { entitlements } = domainOf(gateway.db, gateway.clock);
    const maker = userId(gateway.db, 'demo.maker');
    entitlements.revoke(maker, ACCOUNTS.pensionCustody, ACTIONS.dashboard);
    const cookie = await signIn(gateway.app, 'demo.maker');
    const notEntitled = { status: { code: '403', text: 'You are not entitled to FDAS_AS_INST_DASHBOARD on this account' }, data: null };
    for (const [, url, payload] of accountCalls(ACCOUNTS.pensionCustody).slice(2)) {
      const res = await post(gateway.app, url, payload, cookie);
      expect(res.statusCode).toBe(403);
      expect(answer(res)).toEqual(notEntitled);
    }
    expect(isAccountDetailsDto(await detailsOf(cookie, ACCOUNTS.pensionCustody))).toBe(true); // still holds create actions
    expect(await actionNames(cookie, ACCOUNTS.pensionCustody)).not.toContain('FDAS_AS_INST_DASHBOARD');

    const viewer = userId(gateway.db, 'demo.viewer');
    entitlements.revoke(viewer, ACCOUNTS.pensionCustody, ACTIONS.dashboard);
    const viewerCookie = await signIn(gateway.app, 'demo.viewer');
    const details = await post(gateway.app, PATHS.accountDetails, { accountNumber: ACCOUNTS.pensionCustody }, viewerCookie);
    expect(details.statusCode).toBe(403);
    expect(answer(details)).toEqual({ status: { code: '403', text: 'You are not entitled to this account' }, data: null });
  });

  it('needs the request header of a state-changing call (403 without)', async () => {
    const cookie = await signIn(gateway.app, 'demo.plain');
    const res = await gateway.app.inject({ method: 'POST', url: PATHS.accountDetails, headers: { cookie }, payload: { accountNumber: ACCOUNTS.plainCustody } });
    expect(res.statusCode).toBe(403);
    expect(answer(res).status.text).toBe('Missing request header');
  });
});

describe('bad input', () => {
  const badBodies: Array<[string, string, unknown, string]> = [
    ['details', PATHS.accountDetails, {}, "body is missing the field 'accountNumber'"],
    ['details', PATHS.accountDetails, { accountNumber: ACCOUNTS.plainCustody, extra: 1 }, "body has an unknown field 'extra'"],
    ['details', PATHS.accountDetails, { accountNumber: 40017238 }, 'body.accountNumber must be of type string'],
    ['details', PATHS.accountDetails, { accountNumber: 'c40017238' }, 'body.accountNumber must match pattern'],
    ['details', PATHS.accountDetails, { accountNumber: "C4' OR 1=1 --" }, 'body.accountNumber must match pattern'],
    ['details', PATHS.accountDetails, { accountNumber: 'C'.repeat(21) }, 'body.accountNumber must match pattern'],
    ['details', PATHS.accountDetails, { fdasAccountId: ACCOUNTS.plainCustody }, "body is missing the field 'accountNumber'"],
    ['entitlements', PATHS.entitlements, { accountNumber: ACCOUNTS.plainCustody }, "body is missing the field 'fdasAccountId'"],
    ['entitlements', PATHS.entitlements, { fdasAccountId: ACCOUNTS.plainCustody, accountNumber: ACCOUNTS.plainCustody }, "body has an unknown field 'accountNumber'"],
    ['entitlements', PATHS.entitlements, { fdasAccountId: null }, 'body.fdasAccountId must be of type string'],
    ['positions', PATHS.positions, { accountIdFilter: [ACCOUNTS.plainCustody] }, 'body.accountIdFilter must be of type string'],
    ['positions', PATHS.positions, [], 'body must be of type object'],
    ['history', PATHS.balanceHistory, { accountNumber: ACCOUNTS.plainCustody }, "body is missing the field 'days'"],
    ['history', PATHS.balanceHistory, { accountNumber: ACCOUNTS.plainCustody, days: 0 }, 'body.days must be >= 1'],
    ['history', PATHS.balanceHistory, { accountNumber: ACCOUNTS.plainCustody, days: 366 }, 'body.days must be <= 365'],
    ['history', PATHS.balanceHistory, { accountNumber: ACCOUNTS.plainCustody, days: 1.5 }, 'body.days must be of type integer'],
    ['history', PATHS.balanceHistory, { accountNumber: ACCOUNTS.plainCustody, days: '30' }, 'body.days must be of type integer'],
    ['firms v3', PATHS.firmAccountsV3, { firmId: 'F-1001' }, "body has an unknown field 'firmId'"],
    ['firms v2', PATHS.firmAccountsV2, { x: 1 }, "body has an unknown field 'x'"],
  ];

  it('refuses each malformed body with 400 and a message, storing nothing', async () => {
    const cookie = await signIn(gateway.app, 'demo.plain');
    const entries = count(gateway.db, 'ledger_entries');
    for (const [name, url, payload, message] of badBodies) {
      const res = await post(gateway.app, url, payload, cookie);
      const body = answer(res);
      expect([name, payload, res.statusCode, body.status.code, body.data]).toEqual([name, payload, 400, '400', null]);
      expect([name, payload, body.status.text]).toEqual([name, payload, expect.stringContaining(message)]);
    }
    expect(count(gateway.db, 'ledger_entries')).toBe(entries);
  });

  it('refuses malformed JSON with 400, not 500', async () => {
    const cookie = await signIn(gateway.app, 'demo.plain');
    const res = await gateway.app.inject({
      method: 'POST',
      url: PATHS.positions,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', cookie },
      payload: '{"accountIdFilter": ',
    });
    expect(res.statusCode).toBe(400);
    expect(answer(res)).toEqual({ status: { code: '400', text: 'The request body is not valid JSON' }, data: null });
  });

  it('never answers a 5xx to any body, signed in', async () => {
    const cookie = await signIn(gateway.app, 'demo.plain');
    const urls = [PATHS.firmAccountsV2, PATHS.firmAccountsV3, PATHS.accountDetails, PATHS.entitlements, PATHS.positions, PATHS.balanceHistory];
    const fields = fc.constantFrom('accountNumber', 'fdasAccountId', 'accountIdFilter', 'days', 'x');
    const values = fc.oneof(fc.jsonValue(), fc.constantFrom(...Object.values(ACCOUNTS), NO_SUCH_ACCOUNT), fc.integer({ min: -5, max: 400 }));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), fc.dictionary(fields, values), async (url, body) => {
        const res = await post(gateway.app, url, body, cookie);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 80 },
    );
  });
});
