// GET …/asset-manager/external, POST …/positions/detail/external, POST …/balance/history and GET
// …/digitalasset/price/latest/external: answers the contract's guards accept, holdings derived
// from the ledger, and the demo data each user shows.
import {
  BALANCE_HISTORY_MAX_DAYS,
  isBalanceHistory,
  isLatestPriceDto,
  isPositionsDto,
  isSecurityList,
  type BalancePointDto,
  type LatestPriceDto,
  type PositionsDto,
  type SecurityDto,
} from '../../src/api/contract/accountsGateway';
import { gunzipSync } from 'node:zlib';
import { acceptsGzip } from '../../mock-server/src/routes/balances';
import { addDays, easternDate } from '../../mock-server/src/domain/platform/easternTime';
import { parseDecimal } from '../../mock-server/src/domain/platform/money';
import { ACCOUNTS, PATHS, answer, dataOf, domainOf, get, post } from './support/accounts';
import { T0, XHR, gatewayForThisFile, signIn } from './support/testGateway';

const gateway = gatewayForThisFile();
const DAY = 24 * 3_600_000;

const positions = async (cookie: string, account: string) => dataOf<PositionsDto>(await post(gateway.app, PATHS.positions, { accountIdFilter: account }, cookie));
const history = async (cookie: string, account: string, days: number) =>
  dataOf<BalancePointDto[]>(await post(gateway.app, PATHS.balanceHistory, { accountNumber: account, days }, cookie));
const latest = (cookie: string, query: string) => get(gateway.app, `${PATHS.latestPrice}?${query}`, cookie);
const cents = (value: string) => parseDecimal(value, 2) as bigint;

describe('securities', () => {
  it('lists every supported asset once, with the spec sample data', async () => {
    const list = dataOf<SecurityDto[]>(await get(gateway.app, PATHS.securities, await signIn(gateway.app)));
    expect(isSecurityList(list)).toBe(true);
    expect(list).toHaveLength(506);
    expect(new Set(list.map((s) => s.display.symbol)).size).toBe(506);
    const bySymbol = new Map(list.map((s) => [s.display.symbol, s]));
    expect(bySymbol.get('USD')).toMatchObject({
      type: 'fiat', status: 'ACTIVE', decimalPrecision: { full: 2, truncated: 2 }, maxDigits: 12, network: null, fees: { currency: 'USD', withdraw: 0 },
    });
    expect(bySymbol.get('BTC')).toMatchObject({
      type: 'commodity', decimalPrecision: { full: 8 }, network: { name: 'Bitcoin', asset: 'BTC' }, fees: { currency: 'USD', withdraw: 15 },
      transferLimits: { minValue: 0.00001 },
    });
    expect(bySymbol.get('ETH')).toMatchObject({ decimalPrecision: { full: 18 }, transferLimits: { minValue: 0.00000001 }, fees: { withdraw: 15 } });
    const fidd = bySymbol.get('FIDD');
    const eth = bySymbol.get('ETH');
    expect([fidd?.decimalPrecision, fidd?.transferLimits.minValue, fidd?.network]).toEqual([eth?.decimalPrecision, eth?.transferLimits.minValue, eth?.network]);
    expect(bySymbol.get('LTC')).toMatchObject({ transferLimits: { minValue: 0.0001 }, fees: { withdraw: 15 } });
    expect(bySymbol.get('XLM')?.status).toBe('DISABLED');
    expect(bySymbol.get('BTC')?.uiConfig.warningMessages.deposit).toMatch(/Bitcoin network/);
    expect(bySymbol.get('A500')).toMatchObject({ status: 'ACTIVE', type: 'commodity', network: { name: 'Ethereum', asset: 'ETH' } });
  });

  it('goes gzipped to a client that takes gzip, the same list once unzipped', async () => {
    const cookie = await signIn(gateway.app);
    const plain = await get(gateway.app, PATHS.securities, cookie);
    const zipped = await gateway.app.inject({ method: 'GET', url: PATHS.securities, headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('refuses a query (400) and needs a session (401)', async () => {
    expect((await get(gateway.app, `${PATHS.securities}?symbol=BTC`, await signIn(gateway.app))).statusCode).toBe(400);
    expect((await get(gateway.app, PATHS.securities)).statusCode).toBe(401);
  });
});

describe('positions', () => {
  it("answer demo.plain's main custody account: USD, BTC, ETH, FIDD, LTC, by dollar value", async () => {
    const data = await positions(await signIn(gateway.app), ACCOUNTS.plainCustody);
    expect(isPositionsDto(data)).toBe(true);
    expect(data.positions.map((p) => p.asset).sort()).toEqual(['BTC', 'ETH', 'FIDD', 'LTC', 'USD']);
    const values = data.positions.map((p) => cents(p.fiatEquivalents.total.valueString));
    expect(values).toEqual([...values].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    for (const p of data.positions) {
      expect(p.assetSymbol).toBe(p.asset);
      expect(p.marketPrice?.asOf).toBe('2026-03-02T15:00:00Z');
      expect([p.available.asset, p.unsettled.asset, p.total.asset]).toEqual([p.asset, p.asset, p.asset]);
      expect(p.total.value).toBe(Number(p.total.valueString));
      expect(p.fiatEquivalents.total.valueString).toMatch(/^-?\d+\.\d{2}$/);
    }
    const usd = data.positions.find((p) => p.asset === 'USD');
    expect(usd?.change).toBeNull();
    expect(usd?.marketPrice?.value).toBe(1);
    const btc = data.positions.find((p) => p.asset === 'BTC');
    expect(btc?.change?.today.percent).not.toBe(0);
    expect(btc?.total.valueString).toMatch(/^\d+\.\d{8}$/);
    // a pending BTC deposit and a pending LTC buy
    expect(Number(btc?.unsettled.value)).toBeGreaterThan(0);
    expect(Number(data.positions.find((p) => p.asset === 'LTC')?.unsettled.value)).toBeGreaterThan(0);
    const eth = data.positions.find((p) => p.asset === 'ETH');
    expect(eth?.total.valueString).toMatch(/^\d+\.\d{18}$/);
    expect(eth?.total.truncatedValueString).toMatch(/^\d+\.\d{8}$/);
    expect(eth?.total.valueString.startsWith(eth?.total.truncatedValueString ?? 'x')).toBe(true);
  });

  it('sum up in the summary to the cent, with shares summing to 100.00', async () => {
    const cookie = await signIn(gateway.app);
    for (const account of [ACCOUNTS.plainCustody, ACCOUNTS.plainSubCustody, ACCOUNTS.researchBasket]) {
      const { positions: list, accountSummary } = await positions(cookie, account);
      const total = list.reduce((sum, p) => sum + cents(p.fiatEquivalents.total.valueString), 0n);
      expect(Math.round(accountSummary.totalFiatValue * 100)).toBe(Number(total));
      const shares = accountSummary.allocations.reduce((sum, a) => sum + Math.round(a.percent * 100), 0);
      expect(shares).toBe(10_000);
      expect(accountSummary.allocations.map((a) => a.assetSymbol)).toEqual(list.filter((p) => p.fiatEquivalents.total.value > 0).map((p) => p.asset));
      for (const p of list) {
        const [a, u, t] = [p.fiatEquivalents.available, p.unsettled, p.total].map((x) => x.valueString);
        expect(a).toMatch(/^\d+\.\d{2}$/);
        const places = t?.split('.')[1]?.length ?? 0;
        expect((parseDecimal(p.available.valueString, places) as bigint) + (parseDecimal(u as string, places) as bigint)).toBe(parseDecimal(t as string, places));
      }
    }
  });

  it('carry a disabled-asset alert for XLM only', async () => {
    const { positions: list } = await positions(await signIn(gateway.app), ACCOUNTS.plainSubCustody);
    const xlm = list.find((p) => p.asset === 'XLM');
    expect(xlm?.disabledAssetAlert).toMatch(/^Stellar Lumens \(XLM\) is disabled: deposits and withdrawals are not available/);
    expect(list.filter((p) => p.asset !== 'XLM').every((p) => p.disabledAssetAlert === null)).toBe(true);
  });

  it('answer 500-odd positions for the Research Basket (the dashboard must stay fast)', async () => {
    const data = await positions(await signIn(gateway.app), ACCOUNTS.researchBasket);
    expect(isPositionsDto(data)).toBe(true);
    expect(data.positions.length).toBeGreaterThanOrEqual(500);
    expect(data.positions.filter((p) => /^A\d{3}$/.test(p.asset))).toHaveLength(500);
    expect(data.accountSummary.allocations).toHaveLength(data.positions.length);
  });

  it('answer for market-maker accounts too (FIDD and USD); the SPA just does not ask', async () => {
    const mm = await positions(await signIn(gateway.app, 'demo.mm'), ACCOUNTS.mmPrimary);
    expect(isPositionsDto(mm)).toBe(true);
    expect(mm.positions.map((p) => p.asset).sort()).toEqual(['FIDD', 'USD']);
    // a mint in progress: FIDD pending, its USD held
    expect(Number(mm.positions.find((p) => p.asset === 'FIDD')?.unsettled.value)).toBeGreaterThan(0);
  });

  it("hold what the scenario gives each demo user's accounts", async () => {
    const expected: Array<[string, string, string[]]> = [
      ['demo.plain', ACCOUNTS.plainCollateral, ['BTC', 'USD']],
      ['demo.mm', ACCOUNTS.mmSecondary, ['FIDD', 'USD']],
      ['demo.mixed', ACCOUNTS.mixedMarketMaker, ['FIDD', 'USD']],
      ['demo.mixed', ACCOUNTS.mixedCustody, ['BTC', 'ETH', 'FIDD', 'USD']],
      ['demo.maker', ACCOUNTS.pensionCustody, ['BTC', 'ETH', 'FIDD', 'LTC', 'USD']],
      ['demo.checker', ACCOUNTS.pensionReserve, ['BTC', 'ETH', 'USD']],
      ['demo.viewer', ACCOUNTS.pensionCustody, ['BTC', 'ETH', 'FIDD', 'LTC', 'USD']],
      ['demo.ie', ACCOUNTS.irelandCustody, ['BTC', 'ETH', 'FIDD', 'LTC', 'USD']],
    ];
    for (const [username, account, assets] of expected) {
      const data = await positions(await signIn(gateway.app, username), account);
      expect(isPositionsDto(data)).toBe(true);
      expect([username, account, data.positions.map((p) => p.asset).sort()]).toEqual([username, account, assets]);
      expect(data.accountSummary.totalFiatValue).toBeGreaterThan(100_000);
    }
  });

  it('follow the ledger: a deposit booked now shows at once, worth its amount at the latest price', async () => {
    const cookie = await signIn(gateway.app);
    const before = await positions(cookie, ACCOUNTS.plainCollateral);
    domainOf(gateway.db, gateway.clock).ledger.record({ accountNumber: ACCOUNTS.plainCollateral, symbol: 'ETH', kind: 'deposit', amount: '2' });
    const after = await positions(cookie, ACCOUNTS.plainCollateral);
    const eth = after.positions.find((p) => p.asset === 'ETH');
    expect(before.positions.find((p) => p.asset === 'ETH')).toBeUndefined();
    expect(eth?.total.valueString).toBe('2.000000000000000000');
    expect(eth?.fiatEquivalents.total.value).toBeCloseTo(2 * (eth?.marketPrice?.value ?? 0), 2);
    expect(eth?.change?.allTime.gain).toBe(0);
    expect(cents(String(after.accountSummary.totalFiatValue.toFixed(2))) - cents(before.accountSummary.totalFiatValue.toFixed(2))).toBe(
      cents(eth?.fiatEquivalents.total.valueString ?? ''),
    );
  });

  it('are empty for a time before the account existed', async () => {
    gateway.clock.fix(T0 - 400 * DAY);
    const data = await positions(await signIn(gateway.app), ACCOUNTS.plainCustody);
    expect(data).toEqual({ positions: [], accountSummary: { totalFiatValue: 0, allocations: [] } });
  });
});

describe('balance history', () => {
  it('has one point per US/Eastern day up to today, the last equal to the positions total', async () => {
    const cookie = await signIn(gateway.app);
    const points = await history(cookie, ACCOUNTS.plainCustody, 30);
    expect(isBalanceHistory(points)).toBe(true);
    expect(points).toHaveLength(30);
    expect(points.at(-1)?.date).toBe(easternDate(T0));
    points.forEach((p, i) => expect(p.date).toBe(addDays(easternDate(T0), i - 29)));
    const { accountSummary } = await positions(cookie, ACCOUNTS.plainCustody);
    expect(points.at(-1)?.totalFiatValue).toBe(accountSummary.totalFiatValue);
    expect(new Set(points.map((p) => p.totalFiatValue)).size).toBeGreaterThan(20); // prices move
  });

  it('leaves out the days before the account existed', async () => {
    const cookie = await signIn(gateway.app);
    const points = await history(cookie, ACCOUNTS.researchBasket, BALANCE_HISTORY_MAX_DAYS);
    expect(points).toHaveLength(121); // opened 120 days before T0
    expect(points[0]?.totalFiatValue).toBe(3_000_000); // the day of its funding wire, before any asset
    expect(points.at(-1)?.totalFiatValue).toBe((await positions(cookie, ACCOUNTS.researchBasket)).accountSummary.totalFiatValue);
    expect(await history(cookie, ACCOUNTS.plainCustody, 1)).toHaveLength(1);
  });

  it('is derived from the ledger: yesterday moves with an entry booked yesterday, not with one booked today', async () => {
    const cookie = await signIn(gateway.app);
    const before = await history(cookie, ACCOUNTS.plainCollateral, 3);
    const { ledger } = domainOf(gateway.db, gateway.clock);
    ledger.record({ accountNumber: ACCOUNTS.plainCollateral, symbol: 'USD', kind: 'deposit', amount: '1000.25', bookedAt: T0 - DAY });
    ledger.record({ accountNumber: ACCOUNTS.plainCollateral, symbol: 'USD', kind: 'deposit', amount: '5', bookedAt: T0 - 1000 });
    const after = await history(cookie, ACCOUNTS.plainCollateral, 3);
    const diff = after.map((p, i) => Math.round((p.totalFiatValue - (before[i]?.totalFiatValue ?? 0)) * 100));
    expect(diff).toEqual([0, 100_025, 100_525]);
  });

  it('is empty before the account existed', async () => {
    gateway.clock.fix(T0 - 400 * DAY);
    expect(await history(await signIn(gateway.app), ACCOUNTS.plainCustody, 30)).toEqual([]);
  });
});

describe('latest price', () => {
  it('quotes an asset in USD with its full precision, as of the minute, the same price as the positions', async () => {
    const cookie = await signIn(gateway.app);
    gateway.clock.fix(T0 + 42_123);
    const data = dataOf<LatestPriceDto>(await latest(cookie, 'from=BTC&to=USD'));
    expect(isLatestPriceDto(data)).toBe(true);
    expect(data).toMatchObject({ from: 'BTC', to: 'USD', asOf: '2026-03-02T15:00:00Z' });
    expect(data.price.valueString).toMatch(/^\d+\.\d{2,8}$/);
    expect(data.price.value).toBe(Number(data.price.valueString));
    const btc = (await positions(cookie, ACCOUNTS.plainCustody)).positions.find((p) => p.asset === 'BTC');
    expect(data.price.value).toBe(btc?.marketPrice?.value);
  });

  it('keeps a sub-dollar price to its 8 places, not rounded to cents (XLM about 0.1185, not 0.12)', async () => {
    const cookie = await signIn(gateway.app);
    const { prices } = domainOf(gateway.db, gateway.clock);
    const data = dataOf<LatestPriceDto>(await latest(cookie, 'from=XLM&to=USD'));
    const exact = prices.at('XLM', Date.parse(data.asOf));
    expect(parseDecimal(data.price.valueString, 8)).toBe(exact);
    expect(data.price.valueString).toMatch(/^0\.1\d{3,7}$/);
    expect(data.price.value).toBe(Number(exact) / 1e8);
    expect(Math.round(data.price.value * 100) / 100).not.toBe(data.price.value);
  });

  it('moves with the clock', async () => {
    const cookie = await signIn(gateway.app);
    const now = dataOf<LatestPriceDto>(await latest(cookie, 'from=ETH&to=USD'));
    gateway.clock.advance(10 * 60_000); // within the session's idle timeout
    const later = dataOf<LatestPriceDto>(await latest(cookie, 'from=ETH&to=USD'));
    expect(later.asOf).toBe('2026-03-02T15:10:00Z');
    expect(later.price.value).not.toBe(now.price.value);
  });

  it('is 1.00 for USD and the $1 stablecoin', async () => {
    const cookie = await signIn(gateway.app);
    for (const asset of ['USD', 'FIDD']) expect(dataOf<LatestPriceDto>(await latest(cookie, `from=${asset}&to=USD`)).price).toEqual({ value: 1, valueString: '1.00' });
  });

  it('answers 404 for an unknown asset and 400 for a malformed query', async () => {
    const cookie = await signIn(gateway.app);
    const unknown = await latest(cookie, 'from=DOGE&to=USD');
    expect(unknown.statusCode).toBe(404);
    expect(answer(unknown)).toEqual({ status: { code: '404', text: 'Unknown asset: DOGE' }, data: null });
    for (const [query, message] of [
      ['from=BTC&to=EUR', 'querystring.to must be one of USD'],
      ['from=BTC', "querystring is missing the field 'to'"],
      ['to=USD', "querystring is missing the field 'from'"],
      ['from=btc&to=USD', 'querystring.from must match pattern'],
      ['from=BTC&to=USD&x=1', "querystring has an unknown field 'x'"],
    ]) {
      const res = await latest(cookie, query as string);
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect(answer(res).status.text).toContain(message);
    }
  });
});

describe('compressed answers', () => {
  const postWith = (cookie: string, account: string, acceptEncoding: string) =>
    gateway.app.inject({ method: 'POST', url: PATHS.positions, headers: { ...XHR, cookie, 'accept-encoding': acceptEncoding }, payload: { accountIdFilter: account } });

  it('sends a large answer gzipped to a client that takes gzip, the same JSON once unzipped', async () => {
    const cookie = await signIn(gateway.app);
    const plain = await post(gateway.app, PATHS.positions, { accountIdFilter: ACCOUNTS.researchBasket }, cookie);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await postWith(cookie, ACCOUNTS.researchBasket, 'gzip, deflate, br');
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('sends it as it is when gzip is refused (q=0) or not offered, and a small answer always as it is', async () => {
    const cookie = await signIn(gateway.app);
    for (const encoding of ['gzip;q=0', 'br', 'identity']) {
      const res = await postWith(cookie, ACCOUNTS.researchBasket, encoding);
      expect([encoding, res.headers['content-encoding']]).toEqual([encoding, undefined]);
      expect(isPositionsDto(answer(res).data)).toBe(true);
    }
    const small = await postWith(cookie, ACCOUNTS.plainCollateral, 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(isPositionsDto(answer(small).data)).toBe(true);
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.5', true],
    ['*', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['gzip; q=0.0', false],
    ['br, deflate', false],
    ['', false],
    [undefined, false],
  ] as const)('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
