// The transfer area is for custody, sub-custody and collateral accounts only (spec part 1 §4: the
// transfer route "needs … an account of type custody, sub-custody or collateral"): the gateway
// refuses a transfer from a market-maker account with the spec's text (part 1 §6), whatever the
// entitlements say — not only the SPA's route guard — and stores nothing.
import { randomUUID } from 'node:crypto';
import { TRANSFER_PATHS as PATHS } from '../../src/api/contract/transfers';
import { ACTIONS } from '../../mock-server/src/domain/accounts/entitlements';
import { ACCOUNTS, answer, domainOf, post, userId } from './support/accounts';
import { count, gatewayForThisFile, signIn } from './support/testGateway';

const gateway = gatewayForThisFile();
const TABLES = ['transfers', 'ledger_entries', 'approval_requests'] as const;
const rows = () => TABLES.map((t) => count(gateway.db, t));
const NOT_ENTITLED = { status: { code: '403', text: 'You are not entitled to view this page.' }, data: null };

const bodies = (accountNumber: string) =>
  [
    ['wire v1', PATHS.wireOutV1, { requestId: randomUUID(), accountNumber, accountInstructionId: randomUUID(), asset: 'USD', amount: '10' }],
    ['wire v2', PATHS.wireOutV2, { requestId: randomUUID(), accountNumber, accountInstructionId: randomUUID(), asset: 'USD', amount: '10' }],
    ['digital asset v2', PATHS.digitalAssetOutV2, { requestId: randomUUID(), accountNumber, asset: 'FIDD', amount: '10', addressId: randomUUID() }],
    ['digital asset v3', PATHS.digitalAssetOutV3, { requestId: randomUUID(), accountNumber, asset: 'FIDD', amount: '10', addressId: randomUUID() }],
  ] as const;

describe('a transfer from a market-maker account', () => {
  it('is refused with 403 and the spec’s text even when the transfer actions are granted on it, storing nothing', async () => {
    const mixed = userId(gateway.db, 'demo.mixed');
    domainOf(gateway.db, gateway.clock).entitlements.grant(mixed, ACCOUNTS.mixedMarketMaker, [ACTIONS.wireTransferCreate, ACTIONS.digitalAssetTransferCreate]);
    const cookie = await signIn(gateway.app, 'demo.mixed');
    const before = rows();
    for (const [name, path, body] of bodies(ACCOUNTS.mixedMarketMaker)) {
      const res = await post(gateway.app, path, body, cookie);
      expect([name, res.statusCode, answer(res)]).toEqual([name, 403, NOT_ENTITLED]);
    }
    expect(rows()).toEqual(before);
  });

  it('while the same user’s custody account passes the access check (to the call’s own rules)', async () => {
    const cookie = await signIn(gateway.app, 'demo.mixed');
    for (const [name, path, body] of bodies(ACCOUNTS.mixedCustody)) {
      const res = await post(gateway.app, path, body, cookie);
      expect([name, answer(res).status.text]).not.toEqual([name, NOT_ENTITLED.status.text]);
    }
  });
});
