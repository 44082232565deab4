// GET …/lookup/address/country/list
import { isCountryList } from '../../src/api/contract/accountsGateway';
import { COUNTRIES } from '../../mock-server/src/domain/platform/countries';
import { COUNTRY_LIST_PATH, countryList, signIn, startGateway, stopGateways } from './support/testGateway';

afterEach(stopGateways);

it('needs a full session', async () => {
  const { app } = await startGateway();
  const res = await countryList(app);
  expect(res.statusCode).toBe(401);
  expect(JSON.parse(res.body)).toEqual({ status: { code: '401', text: 'Unauthorized' }, data: null });
});

it('lists every ISO 3166 country with USA first, then by name', async () => {
  const { app } = await startGateway();
  const res = await countryList(app, await signIn(app));
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = JSON.parse(res.body) as { status: unknown; data: { name: string; codeTwo: string }[] };
  expect(body.status).toEqual({ code: '000000', text: 'SUCCESS' });
  expect(isCountryList(body.data)).toBe(true); // the contract's CountryDto
  expect(body.data).toHaveLength(249);
  expect(body.data[0]).toEqual({ name: 'United States of America', codeTwo: 'US' });
  const rest = body.data.slice(1).map((c) => c.name);
  expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
  const codes = body.data.map((c) => c.codeTwo);
  expect(new Set(codes).size).toBe(249);
  codes.forEach((c) => expect(c).toMatch(/^[A-Z]{2}$/));
  expect(codes).toEqual(expect.arrayContaining(['GB', 'IE', 'DE', 'JP', 'AX', 'SS', 'ZW']));
  expect(codes).not.toContain('XK'); // user-assigned, not ISO 3166-1
});

it('agrees with the region names the runtime knows for each code', () => {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  for (const { codeTwo } of COUNTRIES) expect(names.of(codeTwo)).not.toBe(codeTwo);
});

it('refuses a query (400)', async () => {
  const { app } = await startGateway();
  const res = await app.inject({ method: 'GET', url: `${COUNTRY_LIST_PATH}?country=US`, headers: { cookie: await signIn(app) } });
  expect(res.statusCode).toBe(400);
  expect(JSON.parse(res.body).status.text).toBe("querystring has an unknown field 'country'");
});
