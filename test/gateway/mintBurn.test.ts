// Mint & Burn (contract/mintBurn.ts): the mint wire details, the burn address history and burn
// address generation for market-maker accounts — answers, the seeded demo history, idempotency per
// request id, addresses never shared between accounts, access (session, firm, entitlement, account
// type) and bad input. Addresses are checked with js-sha3 (support/eip55.ts), not the gateway's keccak.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  BURN_COST_BASIS_VALUE,
  MINT_BURN_ASSET,
  MINT_BURN_PATHS,
  isHistoricalAddressList,
  isInboundAddressDto,
  isMintAccountDetailsDto,
  type HistoricalAddressDto,
  type MintAccountDetailsDto,
} from '../../src/api/contract/mintBurn';
import { openDatabase } from '../../mock-server/src/db/database';
import { AjvCompiler } from '@fastify/ajv-compiler';
import { InboundDepositAddressRequestSchema } from '../../src/api/contract/schemas/transfers';
import { deriveBurnAddress } from '../../mock-server/src/domain/mintBurn/burnAddressDerivation';
import { ACTIONS } from '../../mock-server/src/domain/accounts/entitlements';
import { ensureMasterSecret } from '../../mock-server/src/domain/mintBurn/secrets';
import { MARKET_MAKER } from '../../mock-server/src/scenario/entitlements';
import { seedScenario } from '../../mock-server/src/scenario/seed';
import { ACCOUNTS, FORBIDDEN, NO_SUCH_ACCOUNT, UNAUTHORIZED, answer, dataOf, domainOf, post, userId } from './support/accounts';
import { isEip55 } from './support/eip55';
import { T0, TEST_SCENARIO, count, gatewayForThisFile, passwordAuthentication, sessionCookie, signIn } from './support/testGateway';

const MASTER_HEX = '5c1e0f3a9b27d4c8e6f01a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f';
const MASTER = Buffer.from(MASTER_HEX, 'hex');
const gateway = gatewayForThisFile({ burnMasterSecret: MASTER_HEX });

const PATHS = MINT_BURN_PATHS;
/** The inbound address request's schema, compiled as the gateway compiles it (app.ts). */
const isInboundAddressRequest = AjvCompiler()({}, { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: false } })({
  schema: InboundDepositAddressRequestSchema,
  method: 'POST',
  url: PATHS.inboundAddress,
  httpPart: 'body',
});
const MM_ACCOUNTS = [ACCOUNTS.mmPrimary, ACCOUNTS.mmSecondary, ACCOUNTS.mixedMarketMaker] as const;
const USER_OF: Record<(typeof MM_ACCOUNTS)[number], string> = {
  [ACCOUNTS.mmPrimary]: 'demo.mm',
  [ACCOUNTS.mmSecondary]: 'demo.mm',
  [ACCOUNTS.mixedMarketMaker]: 'demo.mixed',
};
/** A market-maker account the tests open for demo.mm's firm: no mint details, no burn address. */
const NEW_MM_ACCOUNT = 'M52008139';

const notEntitled = (action: string) => ({ status: { code: '403', text: `You are not entitled to ${action} on this account` }, data: null });
const NO_HISTORY = { status: { code: 'MM1030', text: 'No historical addresses found' }, data: null };
const REQUEST_ID_USED = { status: { code: '409', text: 'Request id already used' }, data: null };

const app = () => gateway.app;
const mintDetailsBody = (accountNumber: string) => ({ accountNumber });
const historyBody = (accountNumber: string) => ({ accountNumber, asset: MINT_BURN_ASSET });
const generateBody = (accountNumber: string, requestId: string = randomUUID()) => ({
  requestId,
  costBasisValue: BURN_COST_BASIS_VALUE,
  asset: MINT_BURN_ASSET,
  accountNumber,
});

const mintDetails = async (cookie: string, account: string) => dataOf<MintAccountDetailsDto>(await post(app(), PATHS.mintAccountDetails, mintDetailsBody(account), cookie));
const history = async (cookie: string, account: string) => dataOf<HistoricalAddressDto[]>(await post(app(), PATHS.historicalAddresses, historyBody(account), cookie));
const generate = async (cookie: string, account: string, requestId?: string) =>
  dataOf<HistoricalAddressDto>(await post(app(), PATHS.inboundAddress, generateBody(account, requestId), cookie));

/** What the burn tables hold (a call that must store nothing leaves it as it was). */
const stored = () => ({ addresses: count(gateway.db, 'burn_addresses'), requests: count(gateway.db, 'burn_address_requests') });
const indexOf = (address: string) =>
  gateway.db.prepare('SELECT account_number AS account, derivation_index AS i FROM burn_addresses WHERE wallet_address = ?').get(address);

/** Every call with a valid body for `account`, as [name, path, body]. */
const mintBurnCalls = (account: string) =>
  [
    ['mint details', PATHS.mintAccountDetails, mintDetailsBody(account)],
    ['history', PATHS.historicalAddresses, historyBody(account)],
    ['generate', PATHS.inboundAddress, generateBody(account)],
  ] as const;

function openNewMarketMakerAccount(): void {
  gateway.db
    .prepare(
      "INSERT INTO accounts (account_number, firm_id, short_name, display_name, account_type, display_order) VALUES (?, 'F-2001', 'MLM New', 'Meridian Liquidity – New Desk', 'MARKET_MAKER', 3)",
    )
    .run(NEW_MM_ACCOUNT);
  domainOf(gateway.db, gateway.clock).entitlements.grant(userId(gateway.db, 'demo.mm'), NEW_MM_ACCOUNT, MARKET_MAKER);
}

/** An ABA routing number's checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
const abaChecksumOk = (aba: string) => {
  const d = [...aba].map(Number);
  const at = (i: number) => d[i] ?? Number.NaN;
  return aba.length === 9 && (3 * (at(0) + at(3) + at(6)) + 7 * (at(1) + at(4) + at(7)) + (at(2) + at(5) + at(8))) % 10 === 0;
};
const valueOf = (pairs: { label: string; value: string }[], label: string) => pairs.find((p) => p.label === label)?.value;

describe('mint account details', () => {
  it("answers Meridian Primary's wire instructions and the provider's bank account", async () => {
    const data = await mintDetails(await signIn(app(), 'demo.mm'), ACCOUNTS.mmPrimary);
    expect(isMintAccountDetailsDto(data)).toBe(true);
    expect(data).toEqual({
      wireInstructions: {
        forTheBenefitOf: [
          { label: 'Beneficiary Name', value: 'Harbor Digital Trust Company' },
          { label: 'Beneficiary Account Number', value: '4471009322' },
          { label: 'SWIFT Code', value: 'HDTCUS33' },
        ],
        forFinalCreditTo: [
          { label: 'Account Name', value: 'Meridian Liquidity – Primary Market Making' },
          { label: 'Account Number', value: 'M52008113' },
          { label: 'Reference', value: 'FIDD MINT M52008113' },
        ],
      },
      bankAccountDetails: [
        { label: 'Bank Name', value: 'Commonwealth Harbor Bank, N.A.' },
        { label: 'Bank Address', value: '75 State Street, Boston, MA 02109, United States' },
        { label: 'ABA Routing Number', value: '011074258' },
        { label: 'SWIFT Code', value: 'CWHBUS33' },
        { label: 'Account Name', value: 'Harbor Digital Trust Company' },
        { label: 'Account Number', value: '4471009322' },
      ],
    });
  });

  it('names each market-maker account in For Final Credit to, with well-formed bank codes and unique labels', async () => {
    for (const account of MM_ACCOUNTS) {
      const data = await mintDetails(await signIn(app(), USER_OF[account]), account);
      expect(isMintAccountDetailsDto(data)).toBe(true);
      const { forTheBenefitOf, forFinalCreditTo } = data.wireInstructions;
      expect([account, forFinalCreditTo.map((p) => p.value)]).toEqual([account, expect.arrayContaining([account])]);
      expect(valueOf(forFinalCreditTo, 'Reference')).toContain(account);
      for (const list of [forTheBenefitOf, forFinalCreditTo, data.bankAccountDetails]) {
        expect(list.length).toBeGreaterThan(0);
        expect(new Set(list.map((p) => p.label)).size).toBe(list.length);
      }
      expect(abaChecksumOk(valueOf(data.bankAccountDetails, 'ABA Routing Number') ?? '')).toBe(true);
      for (const bic of [valueOf(forTheBenefitOf, 'SWIFT Code'), valueOf(data.bankAccountDetails, 'SWIFT Code')]) {
        expect(bic).toMatch(/^[A-Z]{4}US[A-Z0-9]{2}([A-Z0-9]{3})?$/);
      }
    }
  });

  it('answers 404 for a market-maker account with no mint details on file', async () => {
    openNewMarketMakerAccount();
    const res = await post(app(), PATHS.mintAccountDetails, mintDetailsBody(NEW_MM_ACCOUNT), await signIn(app(), 'demo.mm'));
    expect([res.statusCode, answer(res)]).toEqual([404, { status: { code: '404', text: 'No mint account details for this account' }, data: null }]);
  });
});

describe('burn address history', () => {
  it('answers MM1030 for demo.mmnew, a seeded market maker that never burned (the empty state), and generating fills it', async () => {
    const cookie = await signIn(app(), 'demo.mmnew');
    const empty = await post(app(), PATHS.historicalAddresses, historyBody('M97001015'), cookie);
    expect([empty.statusCode, answer(empty)]).toEqual([200, NO_HISTORY]);
    expect((await mintDetails(cookie, 'M97001015')).bankAccountDetails.length).toBeGreaterThan(0);
    const made = await generate(cookie, 'M97001015');
    expect(await history(cookie, 'M97001015')).toEqual([made]);
  });

  it('lists the seeded addresses of each market-maker account newest first, derived from the master secret, in EIP-55 case, before now', async () => {
    for (const account of MM_ACCOUNTS) {
      const list = await history(await signIn(app(), USER_OF[account]), account);
      expect(isHistoricalAddressList(list)).toBe(true);
      expect([account, list.length >= 2 && list.length <= 3]).toEqual([account, true]);
      const oldestFirst = [...list].reverse();
      expect(oldestFirst.map((a) => a.walletAddress)).toEqual(oldestFirst.map((_, i) => deriveBurnAddress(MASTER, MINT_BURN_ASSET, account, i)));
      for (const a of list) {
        expect([a.walletAddress, isEip55(a.walletAddress)]).toEqual([a.walletAddress, true]);
        expect(Date.parse(a.availableDate)).toBeLessThan(T0);
      }
      const dates = list.map((a) => Date.parse(a.availableDate));
      expect(dates).toEqual([...dates].sort((x, y) => y - x));
      expect(new Set(dates).size).toBe(dates.length);
    }
  });

  it("dates the seeded addresses around the account's ledger: one before every burn, none before the account's first entry", () => {
    const ledger = gateway.db.prepare<[string], { first: number; burns: string | null }>(
      `SELECT MIN(booked_at) AS first,
         (SELECT group_concat(booked_at) FROM ledger_entries b WHERE b.account_number = l.account_number AND b.symbol = 'FIDD'
            AND b.kind = 'trade' AND b.amount LIKE '-%' AND b.description = 'Burn FIDD') AS burns
       FROM ledger_entries l WHERE account_number = ?`,
    );
    const generatedAt = gateway.db.prepare<[string], number>('SELECT available_at FROM burn_addresses WHERE account_number = ? ORDER BY available_at').pluck();
    for (const account of MM_ACCOUNTS) {
      const { first, burns } = ledger.get(account) as { first: number; burns: string | null };
      const burnTimes = (burns ?? '').split(',').filter(Boolean).map(Number);
      const times = generatedAt.all(account) as number[];
      expect([account, burnTimes.length > 0]).toEqual([account, true]);
      expect(times[0]).toBeGreaterThan(first);
      for (const burn of burnTimes) expect([account, burn, times.some((t) => t < burn)]).toEqual([account, burn, true]);
    }
  });

  it('answers MM1030 with no data (HTTP 200) for a market-maker account without burn addresses, then lists the first one generated', async () => {
    openNewMarketMakerAccount();
    const cookie = await signIn(app(), 'demo.mm');
    const res = await post(app(), PATHS.historicalAddresses, historyBody(NEW_MM_ACCOUNT), cookie);
    expect([res.statusCode, answer(res)]).toEqual([200, NO_HISTORY]);
    const created = await generate(cookie, NEW_MM_ACCOUNT);
    expect(created.walletAddress).toBe(deriveBurnAddress(MASTER, MINT_BURN_ASSET, NEW_MM_ACCOUNT, 0));
    expect(await history(cookie, NEW_MM_ACCOUNT)).toEqual([created]);
  });

  it('does not list an address generated after a clock set back', async () => {
    const cookie = await signIn(app(), 'demo.mm');
    const [newest, middle, oldest] = await history(cookie, ACCOUNTS.mmPrimary);
    gateway.clock.fix(Date.parse(middle?.availableDate ?? '') - 1);
    expect(await history(cookie, ACCOUNTS.mmPrimary)).toEqual([oldest]);
    gateway.clock.fix(T0);
    expect(await history(cookie, ACCOUNTS.mmPrimary)).toEqual([newest, middle, oldest]);
  });
});

describe('generating a burn address', () => {
  it('answers a new address at the next index, dated now by the gateway clock, and lists it first', async () => {
    const cookie = await signIn(app(), 'demo.mm');
    const before = await history(cookie, ACCOUNTS.mmPrimary);
    gateway.clock.fix(T0 + 1_234);
    const res = await post(app(), PATHS.inboundAddress, generateBody(ACCOUNTS.mmPrimary), cookie);
    const created = dataOf<HistoricalAddressDto>(res);
    expect(isInboundAddressDto(created)).toBe(true);
    expect(created).toEqual({ walletAddress: deriveBurnAddress(MASTER, MINT_BURN_ASSET, ACCOUNTS.mmPrimary, before.length), availableDate: '2026-03-02T15:00:01.234Z' });
    expect(isEip55(created.walletAddress)).toBe(true);
    expect(before.map((a) => a.walletAddress)).not.toContain(created.walletAddress);
    expect(await history(cookie, ACCOUNTS.mmPrimary)).toEqual([created, ...before]);
  });

  it('lists newest first: by date, and of two generated at the same instant the later first', async () => {
    const cookie = await signIn(app(), 'demo.mm');
    const seeded = await history(cookie, ACCOUNTS.mmSecondary);
    const a = await generate(cookie, ACCOUNTS.mmSecondary);
    gateway.clock.advance(60_000);
    const b = await generate(cookie, ACCOUNTS.mmSecondary);
    const c = await generate(cookie, ACCOUNTS.mmSecondary);
    expect(b.availableDate).toBe(c.availableDate);
    expect(await history(cookie, ACCOUNTS.mmSecondary)).toEqual([c, b, a, ...seeded]);
  });

  it('answers the same address for the same request id and body, storing one', async () => {
    const cookie = await signIn(app(), 'demo.mm');
    const before = stored();
    const requestId = randomUUID();
    const first = await post(app(), PATHS.inboundAddress, generateBody(ACCOUNTS.mmPrimary, requestId), cookie);
    gateway.clock.advance(5 * 60_000);
    const again = await post(app(), PATHS.inboundAddress, generateBody(ACCOUNTS.mmPrimary, requestId), cookie);
    const upperCase = await post(app(), PATHS.inboundAddress, generateBody(ACCOUNTS.mmPrimary, requestId.toUpperCase()), cookie);
    expect(first.statusCode).toBe(200);
    expect([again.statusCode, again.body]).toEqual([200, first.body]);
    expect([upperCase.statusCode, upperCase.body]).toEqual([200, first.body]);
    expect(stored()).toEqual({ addresses: before.addresses + 1, requests: before.requests + 1 });
    // Another request id is another address.
    const other = await generate(cookie, ACCOUNTS.mmPrimary);
    expect(other.walletAddress).not.toBe(dataOf<HistoricalAddressDto>(first).walletAddress);
  });

  it('refuses a used request id with another body (409), storing nothing', async () => {
    const cookie = await signIn(app(), 'demo.mm');
    const requestId = randomUUID();
    await generate(cookie, ACCOUNTS.mmPrimary, requestId);
    const before = stored();
    const secondaryBefore = await history(cookie, ACCOUNTS.mmSecondary);
    const otherAccount = await post(app(), PATHS.inboundAddress, generateBody(ACCOUNTS.mmSecondary, requestId), cookie);
    expect([otherAccount.statusCode, answer(otherAccount)]).toEqual([409, REQUEST_ID_USED]);
    expect(stored()).toEqual(before);
    expect(await history(cookie, ACCOUNTS.mmSecondary)).toEqual(secondaryBefore);
  });

  it("scopes request ids per user: another firm's user reusing one simply makes a new address (never 409)", async () => {
    const requestId = randomUUID();
    const mine = await generate(await signIn(app(), 'demo.mm'), ACCOUNTS.mmPrimary, requestId);
    const before = stored();
    const mixed = await signIn(app(), 'demo.mixed');
    const otherFirm = await post(app(), PATHS.inboundAddress, generateBody(ACCOUNTS.mixedMarketMaker, requestId), mixed);
    const theirs = dataOf<HistoricalAddressDto>(otherFirm);
    expect(theirs.walletAddress).not.toBe(mine.walletAddress);
    expect(stored()).toEqual({ addresses: before.addresses + 1, requests: before.requests + 1 });
    // And it is theirs now: the same id and body again answers their address.
    const again = await post(app(), PATHS.inboundAddress, generateBody(ACCOUNTS.mixedMarketMaker, requestId), mixed);
    expect([again.statusCode, again.body]).toEqual([200, otherFirm.body]);
  });

  it('never gives two accounts the same address: 20 generated on each of two accounts are disjoint, and unseen before', async () => {
    const cookie = await signIn(app(), 'demo.mm');
    const seeded = new Set((gateway.db.prepare('SELECT wallet_address FROM burn_addresses').pluck().all() as string[]).map((a) => a.toLowerCase()));
    const made: Record<string, string[]> = { [ACCOUNTS.mmPrimary]: [], [ACCOUNTS.mmSecondary]: [] };
    for (let i = 0; i < 20; i++) {
      for (const account of [ACCOUNTS.mmPrimary, ACCOUNTS.mmSecondary]) made[account]?.push((await generate(cookie, account)).walletAddress);
    }
    const primary = new Set(made[ACCOUNTS.mmPrimary]?.map((a) => a.toLowerCase()));
    const secondary = new Set(made[ACCOUNTS.mmSecondary]?.map((a) => a.toLowerCase()));
    expect([primary.size, secondary.size]).toEqual([20, 20]);
    expect([...primary].filter((a) => secondary.has(a) || seeded.has(a))).toEqual([]);
    expect([...secondary].filter((a) => seeded.has(a))).toEqual([]);
    for (const a of [...(made[ACCOUNTS.mmPrimary] ?? []), ...(made[ACCOUNTS.mmSecondary] ?? [])]) expect([a, isEip55(a)]).toEqual([a, true]);
    expect(indexOf(made[ACCOUNTS.mmSecondary]?.[19] ?? '')).toEqual({ account: ACCOUNTS.mmSecondary, i: 21 }); // 2 seeded + 20
  });

  it('is refused by the database when an address would be shared (in any case) or an index repeated', () => {
    const [address] = gateway.db.prepare("SELECT wallet_address FROM burn_addresses WHERE account_number = 'M52008113'").pluck().all() as string[];
    const insert = gateway.db.prepare('INSERT INTO burn_addresses (account_number, asset, derivation_index, wallet_address, available_at) VALUES (?, ?, ?, ?, ?)');
    expect(() => insert.run(ACCOUNTS.mmSecondary, 'FIDD', 99, address?.toLowerCase(), T0)).toThrow(/UNIQUE constraint failed: burn_addresses.wallet_address/);
    expect(() => insert.run(ACCOUNTS.mmPrimary, 'FIDD', 0, deriveBurnAddress(MASTER, 'FIDD', 'X', 0), T0)).toThrow(/UNIQUE constraint failed/);
    expect(() => insert.run(ACCOUNTS.mixedCustody, 'FIDD', 0, deriveBurnAddress(MASTER, 'FIDD', 'X', 1), T0)).toThrow(/market-maker accounts only/);
  });

  it('is deterministic: a reset restores the same history, and the same master secret gives the same addresses', async () => {
    const read = async () => {
      const histories: HistoricalAddressDto[][] = [];
      for (const account of MM_ACCOUNTS) histories.push(await history(await signIn(app(), USER_OF[account]), account));
      return histories;
    };
    const seeded = await read();
    const cookie = await signIn(app(), 'demo.mm');
    const firstGenerated = await generate(cookie, ACCOUNTS.mmPrimary);
    await generate(cookie, ACCOUNTS.mmSecondary);
    expect((await app().inject({ method: 'POST', url: '/__mock/reset' })).statusCode).toBe(200);
    gateway.clock.fix(T0);
    expect(await read()).toEqual(seeded);
    expect(await generate(await signIn(app(), 'demo.mm'), ACCOUNTS.mmPrimary)).toEqual(firstGenerated);

    // Another database seeded with the same secret holds the same burn history.
    const twin = openDatabase(':memory:');
    ensureMasterSecret(twin, MASTER_HEX);
    seedScenario(twin, TEST_SCENARIO);
    const rows = (db: typeof twin) => db.prepare('SELECT account_number, derivation_index, wallet_address, available_at FROM burn_addresses ORDER BY id').all();
    expect((await app().inject({ method: 'POST', url: '/__mock/reset' })).statusCode).toBe(200);
    expect(rows(twin)).toEqual(rows(gateway.db));
    twin.close();
  });
});

describe('access', () => {
  it('needs a full session: 401 without one and at password level', async () => {
    const passwordLevel = sessionCookie(await passwordAuthentication(app(), 'demo.sms'));
    expect(passwordLevel).toBeDefined();
    for (const cookie of [undefined, passwordLevel]) {
      for (const [name, path, body] of mintBurnCalls(ACCOUNTS.mmPrimary)) {
        const res = await post(app(), path, body, cookie);
        expect([name, res.statusCode, answer(res)]).toEqual([name, 401, UNAUTHORIZED]);
      }
    }
  });

  it("answers another firm's account exactly as one that does not exist (403), storing nothing", async () => {
    const cookie = await signIn(app(), 'demo.mixed');
    const before = stored();
    const missing = mintBurnCalls(NO_SUCH_ACCOUNT);
    for (const [i, [name, path, body]] of mintBurnCalls(ACCOUNTS.mmPrimary).entries()) {
      const foreign = await post(app(), path, body, cookie);
      const none = await post(app(), path, missing[i]?.[2], cookie);
      expect([name, foreign.statusCode, answer(foreign)]).toEqual([name, 403, FORBIDDEN]);
      expect([name, none.statusCode, none.body, none.headers['content-length']]).toEqual([name, 403, foreign.body, foreign.headers['content-length']]);
    }
    expect(stored()).toEqual(before);
  });

  // The generate call's path on a custody account is the custody deposit address (transferLifecycle's inbound address tests).
  const mintBurnOnlyCalls = (account: string) => mintBurnCalls(account).filter(([name]) => name !== 'generate');

  it('refuses a custody account with the 403 of the missing action, even when the action was granted on it', async () => {
    const expected = [notEntitled(ACTIONS.marketMakerWireCreate), notEntitled(ACTIONS.marketMakerTransferCreate)];
    const check = async () => {
      const cookie = await signIn(app(), 'demo.mixed');
      for (const [i, [name, path, body]] of mintBurnOnlyCalls(ACCOUNTS.mixedCustody).entries()) {
        const res = await post(app(), path, body, cookie);
        expect([name, res.statusCode, answer(res)]).toEqual([name, 403, expected[i]]);
      }
    };
    const before = stored();
    await check();
    domainOf(gateway.db, gateway.clock).entitlements.grant(userId(gateway.db, 'demo.mixed'), ACCOUNTS.mixedCustody, MARKET_MAKER);
    await check();
    expect(stored()).toEqual(before);
  });

  it('refuses users without the market-maker actions on their own accounts (403)', async () => {
    const before = stored();
    const cases: Array<[string, string]> = [
      ['demo.viewer', ACCOUNTS.pensionCustody],
      ['demo.maker', ACCOUNTS.pensionCustody],
      ['demo.checker', ACCOUNTS.pensionReserve],
      ['demo.plain', ACCOUNTS.plainCustody],
    ];
    for (const [username, account] of cases) {
      const cookie = await signIn(app(), username);
      for (const [name, path, body] of mintBurnOnlyCalls(account)) {
        const res = await post(app(), path, body, cookie);
        expect([username, name, res.statusCode, answer(res).status.text]).toEqual([username, name, 403, expect.stringMatching(/^You are not entitled to FDAS_MM_/)]);
      }
    }
    expect(stored()).toEqual(before);
  });

  it('needs FDAS_MM_WireCreate for the mint details and FDAS_MM_TOACreate for the burn calls', async () => {
    const { entitlements } = domainOf(gateway.db, gateway.clock);
    const mm = userId(gateway.db, 'demo.mm');
    entitlements.revoke(mm, ACCOUNTS.mmPrimary, ACTIONS.marketMakerTransferCreate);
    entitlements.revoke(mm, ACCOUNTS.mmSecondary, ACTIONS.marketMakerWireCreate);
    const cookie = await signIn(app(), 'demo.mm');
    const before = stored();
    for (const [name, path, body] of mintBurnCalls(ACCOUNTS.mmPrimary).slice(1)) {
      const res = await post(app(), path, body, cookie);
      expect([name, res.statusCode, answer(res)]).toEqual([name, 403, notEntitled(ACTIONS.marketMakerTransferCreate)]);
    }
    expect(isMintAccountDetailsDto(await mintDetails(cookie, ACCOUNTS.mmPrimary))).toBe(true);
    const mint = await post(app(), PATHS.mintAccountDetails, mintDetailsBody(ACCOUNTS.mmSecondary), cookie);
    expect([mint.statusCode, answer(mint)]).toEqual([403, notEntitled(ACTIONS.marketMakerWireCreate)]);
    expect(isHistoricalAddressList(await history(cookie, ACCOUNTS.mmSecondary))).toBe(true);
    expect(stored()).toEqual(before);
  });

  it("refuses every Mint & Burn call while the MarketMaker flag is off (403, the spec's text), storing nothing; on again, they answer", async () => {
    const cookie = await signIn(app(), 'demo.mm');
    const before = stored();
    gateway.db.prepare("INSERT INTO feature_flags (name, value) VALUES ('MarketMaker', 0) ON CONFLICT(name) DO UPDATE SET value = 0").run();
    for (const [name, path, body] of mintBurnCalls(ACCOUNTS.mmPrimary)) {
      const res = await post(app(), path, body, cookie);
      expect([name, res.statusCode, answer(res)]).toEqual([name, 403, { status: { code: '403', text: 'You are not entitled to view this page.' }, data: null }]);
    }
    expect(stored()).toEqual(before);
    gateway.db.prepare("UPDATE feature_flags SET value = 1 WHERE name = 'MarketMaker'").run();
    for (const [name, path, body] of mintBurnCalls(ACCOUNTS.mmPrimary)) expect([name, (await post(app(), path, body, cookie)).statusCode]).toEqual([name, 200]);
  });

  it('needs the request header of a state-changing call (403 without), storing nothing', async () => {
    const cookie = await signIn(app(), 'demo.mm');
    const before = stored();
    const res = await app().inject({ method: 'POST', url: PATHS.inboundAddress, headers: { cookie }, payload: generateBody(ACCOUNTS.mmPrimary) });
    expect([res.statusCode, answer(res).status.text]).toEqual([403, 'Missing request header']);
    expect(stored()).toEqual(before);
  });
});

describe('bad input', () => {
  const uuid = '3f2b8c1e-9d4a-4e7b-a6c5-0b1d2e3f4a5b';
  const good = generateBody(ACCOUNTS.mmPrimary, uuid);
  const badBodies: Array<[string, unknown, string]> = [
    [PATHS.inboundAddress, { ...good, costBasisValue: '1.0' }, 'body.costBasisValue must be one of 1.00'],
    [PATHS.inboundAddress, { ...good, costBasisValue: '1.000' }, 'body.costBasisValue must be one of 1.00'],
    [PATHS.inboundAddress, { ...good, costBasisValue: ' 1.00' }, 'body.costBasisValue must be one of 1.00'],
    [PATHS.inboundAddress, { ...good, costBasisValue: 1 }, 'body.costBasisValue must be of type string'],
    [PATHS.inboundAddress, { ...good, asset: 'BTC' }, 'body.asset must be one of FIDD'],
    [PATHS.inboundAddress, { ...good, asset: 'fidd' }, 'body.asset must match pattern'],
    [PATHS.inboundAddress, { ...good, requestId: 'not-a-uuid' }, 'body.requestId must match pattern'],
    [PATHS.inboundAddress, { ...good, requestId: uuid.replace(/-/g, '') }, 'body.requestId must match pattern'],
    [PATHS.inboundAddress, { ...good, requestId: `${uuid}0` }, 'body.requestId must NOT have more than 36 characters'],
    [PATHS.inboundAddress, { ...good, requestId: `{${uuid}}` }, 'body.requestId must'],
    [PATHS.inboundAddress, { ...good, requestId: 'a'.repeat(10_000) }, 'body.requestId must NOT have more than 36 characters'],
    [PATHS.inboundAddress, { ...good, requestId: 42 }, 'body.requestId must be of type string'],
    [PATHS.inboundAddress, { ...good, accountNumber: 'm52008113' }, 'body.accountNumber must match pattern'],
    [PATHS.inboundAddress, { ...good, accountNumber: 'M'.repeat(21) }, 'body.accountNumber must match pattern'],
    [PATHS.inboundAddress, { ...good, extra: true }, "body has an unknown field 'extra'"],
    [PATHS.inboundAddress, { costBasisValue: '1.00', asset: 'FIDD', accountNumber: ACCOUNTS.mmPrimary }, "body is missing the field 'requestId'"],
    [PATHS.inboundAddress, { requestId: uuid, asset: 'FIDD', accountNumber: ACCOUNTS.mmPrimary }, "body is missing the field 'costBasisValue'"],
    [PATHS.inboundAddress, [good], 'body must be of type object'],
    [PATHS.inboundAddress, {}, "body is missing the field 'requestId'"],
    [PATHS.historicalAddresses, { accountNumber: ACCOUNTS.mmPrimary, asset: 'BTC' }, 'body.asset must be one of FIDD'],
    [PATHS.historicalAddresses, { accountNumber: ACCOUNTS.mmPrimary }, "body is missing the field 'asset'"],
    [PATHS.historicalAddresses, { accountNumber: ACCOUNTS.mmPrimary, asset: 'FIDD', page: 1 }, "body has an unknown field 'page'"],
    [PATHS.historicalAddresses, { accountNumber: 52008113, asset: 'FIDD' }, 'body.accountNumber must be of type string'],
    [PATHS.mintAccountDetails, { accountNumber: ACCOUNTS.mmPrimary, asset: 'FIDD' }, "body has an unknown field 'asset'"],
    [PATHS.mintAccountDetails, {}, "body is missing the field 'accountNumber'"],
    [PATHS.mintAccountDetails, { accountNumber: "M5' OR 1=1 --" }, 'body.accountNumber must match pattern'],
  ];

  it('refuses each malformed body with 400 and a message, storing nothing', async () => {
    const cookie = await signIn(app(), 'demo.mm');
    const before = stored();
    for (const [path, body, message] of badBodies) {
      const res = await post(app(), path, body, cookie);
      const reply = answer(res);
      expect([path, body, res.statusCode, reply.status.code, reply.data]).toEqual([path, body, 400, '400', null]);
      expect([path, body, reply.status.text]).toEqual([path, body, expect.stringContaining(message)]);
    }
    expect(stored()).toEqual(before);
    expect(count(gateway.db, 'burn_address_requests')).toBe(0); // the seeded history has no requests: none were made here
  });

  it('refuses malformed JSON (400) and a body over the limit (413), storing nothing', async () => {
    const cookie = await signIn(app(), 'demo.mm');
    const before = stored();
    const raw = (payload: string) =>
      app().inject({ method: 'POST', url: PATHS.inboundAddress, headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', cookie }, payload });
    const broken = await raw('{"requestId": ');
    expect([broken.statusCode, answer(broken)]).toEqual([400, { status: { code: '400', text: 'The request body is not valid JSON' }, data: null }]);
    const huge = await raw(JSON.stringify({ ...good, padding: 'x'.repeat(70 * 1024) }));
    expect([huge.statusCode, answer(huge).status.code]).toEqual([413, '413']);
    expect(stored()).toEqual(before);
  });

  // The generate call's path is also the custody deposit address, so its schema takes any cost basis
  // and asset code; the market-maker values ('1.00', FIDD) are checked once the account is known.
  it("agrees with the contract's request guard on any body for the user's own account: 400 exactly when the guard refuses it; another account's 403; never a 5xx", async () => {
    const cookie = await signIn(app(), 'demo.mm');
    const field = <T>(good: T, ...bad: fc.Arbitrary<unknown>[]) => fc.oneof({ arbitrary: fc.constant(good), weight: 3 }, ...bad.map((b) => ({ arbitrary: b, weight: 1 })));
    const body = fc.record(
      {
        requestId: field(uuid, fc.uuid().map((u) => u.toUpperCase()), fc.string({ maxLength: 40 }), fc.constant(null)),
        costBasisValue: field('1.00', fc.constantFrom('1', '1.0', '1.000', '01.00', '2.00'), fc.double()),
        asset: field('FIDD', fc.constantFrom('BTC', 'fidd', 'ETH', '')),
        accountNumber: field(ACCOUNTS.mmPrimary, fc.constantFrom(ACCOUNTS.mixedMarketMaker, NO_SUCH_ACCOUNT, ''), fc.string({ maxLength: 25 }), fc.integer()),
        extra: fc.jsonValue(),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const before = stored();
        const res = await post(app(), PATHS.inboundAddress, payload, cookie);
        expect(res.statusCode).toBeLessThan(500);
        // The shape every inbound address request has (its schema), then whose account it is.
        const p = payload as Record<string, unknown>;
        const shaped = isInboundAddressRequest(structuredClone(p)) === true;
        const own = shaped && p.accountNumber === ACCOUNTS.mmPrimary;
        // Mint & Burn's own rule: the cost basis is exactly 1.00 and the asset FIDD.
        const burnRule = p.costBasisValue === BURN_COST_BASIS_VALUE && p.asset === MINT_BURN_ASSET;
        const expected = !shaped ? 400 : !own ? 403 : burnRule ? 200 : 400;
        expect([payload, res.statusCode]).toEqual([payload, expected]);
        if (expected !== 200) expect(stored()).toEqual(before);
      }),
      { numRuns: 80, seed: 20_261_126 }, // a fixed set of bodies: the same cost and reach on every run
    );
  });
});
