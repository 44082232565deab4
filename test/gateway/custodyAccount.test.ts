// POST …/api/v2/custodyaccount (spec part 2 §7; issue 27): the custody account as the custodian
// records it — the account and the firm holding it — for a custody, sub-custody or collateral
// account of the user's firm; a market-maker account, another firm's account, none, or a bad body
// are refused, each with its text.
import fc from 'fast-check';
import { ACCOUNTS_GATEWAY_PATHS as PATHS, isCustodyAccountDto, type CustodyAccountDto } from '../../src/api/contract/accountsGateway';
import { ACCOUNTS, FORBIDDEN, NO_SUCH_ACCOUNT, UNAUTHORIZED, answer, dataOf, post } from './support/accounts';
import { gatewayForThisFile, signIn } from './support/testGateway';

const gateway = gatewayForThisFile();
const app = () => gateway.app;

describe('the custody account call', () => {
  it('answers each custody-family account of the firm with the firm that holds it', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const answers: CustodyAccountDto[] = [];
    for (const accountNumber of [ACCOUNTS.plainCustody, ACCOUNTS.plainSubCustody, ACCOUNTS.plainCollateral]) {
      const data = dataOf<CustodyAccountDto>(await post(app(), PATHS.custodyAccount, { accountNumber }, cookie));
      expect(isCustodyAccountDto(data)).toBe(true);
      answers.push(data);
    }
    expect(answers.map((a) => [a.accountNumber, a.accountType, a.firmId])).toEqual([
      [ACCOUNTS.plainCustody, 'CUSTODY', 'F-1001'],
      [ACCOUNTS.plainSubCustody, 'SUB_CUSTODY', 'F-1001'],
      [ACCOUNTS.plainCollateral, 'COLLATERAL', 'F-1001'],
    ]);
    expect(answers[0]?.firmLegalName).toMatch(/\S/);
  });

  it('refuses a market-maker account, another firm’s account, one that does not exist, and no session', async () => {
    const mixed = await signIn(app(), 'demo.mixed');
    const mm = await post(app(), PATHS.custodyAccount, { accountNumber: ACCOUNTS.mixedMarketMaker }, mixed);
    expect([mm.statusCode, answer(mm).status.text]).toEqual([403, 'You are not entitled to view this page.']);
    for (const accountNumber of [ACCOUNTS.plainCustody, NO_SUCH_ACCOUNT]) {
      const res = await post(app(), PATHS.custodyAccount, { accountNumber }, mixed);
      expect([res.statusCode, answer(res)]).toEqual([403, FORBIDDEN]);
    }
    const none = await post(app(), PATHS.custodyAccount, { accountNumber: ACCOUNTS.plainCustody });
    expect([none.statusCode, answer(none)]).toEqual([401, UNAUTHORIZED]);
  });

  it('answers any other body with a 400, never a 5xx (fast-check)', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const bodies = fc.oneof(
      fc.jsonValue(),
      fc.record({ accountNumber: fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant(` ${ACCOUNTS.plainCustody}`)) }),
      fc.record({ accountNumber: fc.constant(ACCOUNTS.plainCustody), extra: fc.jsonValue() }),
    );
    for (const body of fc.sample(bodies, { numRuns: 60, seed: 20_261_129 })) {
      const res = await app().inject({ method: 'POST', url: PATHS.custodyAccount, headers: { 'x-requested-with': 'XMLHttpRequest', cookie, 'content-type': 'application/json' }, payload: JSON.stringify(body) ?? 'null' });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});
