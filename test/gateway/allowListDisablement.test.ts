// Issue 25, disablement that completes: PENDING_DISABLEMENT used to have no way out (every
// digital-asset send of the account refused for good). The custodian's video identity verification
// is recorded through the control API ("Complete disablement"), and only there: the account's
// allow-list is then DISABLED, takes direct addresses, and its admin may enable it again. Refusals
// (not pending, unknown account, bad input, no control token) change nothing.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AccountDetailsDto } from '../../src/api/contract/accountsGateway';
import { SAVED_INSTRUCTION_PATHS as SI, type SavedDigitalAssetInstructionDto } from '../../src/api/contract/savedInstructions';
import { TRANSFER_PATHS, TRANSFER_REFUSAL_TEXTS as T, type TransferDto } from '../../src/api/contract/transfers';
import { DAY_MS, notActiveYetText } from '../../src/shared/validation/activationPeriod';
import { ALLOW_LIST_CONTROL_PATHS } from '../../mock-server/src/control/allowListRoutes';
import { ACCOUNTS, NO_SUCH_ACCOUNT, PATHS, dataOf, expectRefusal, post } from './support/accounts';
import { signedSubmit } from './support/stepUp';
import { decide, decidedItem } from './support/actionItems';
import { T0, XHR, count, gatewayForThisFile, signIn, startGateway, stopGateways } from './support/testGateway';

const gateway = gatewayForThisFile();
const app = (): FastifyInstance => gateway.app;
afterEach(stopGateways);

const DIRECT_BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const completePath = (accountNumber: string) => ALLOW_LIST_CONTROL_PATHS.completeDisablement.replace(':accountNumber', accountNumber);
const complete = (accountNumber: string, payload?: unknown, target: FastifyInstance = app(), headers: Record<string, string> = {}) =>
  target.inject({ method: 'POST', url: completePath(accountNumber), headers: { ...XHR, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
const pendingDisablements = async () =>
  (JSON.parse((await app().inject({ method: 'GET', url: ALLOW_LIST_CONTROL_PATHS.pendingDisablement })).body) as { accounts: Array<{ accountNumber: string }> }).accounts.map(
    (a) => a.accountNumber,
  );
const detailsOf = async (cookie: string, accountNumber: string) => dataOf<AccountDetailsDto>(await post(app(), PATHS.accountDetails, { accountNumber }, cookie));
const directSend = (cookie: string, accountNumber: string = ACCOUNTS.plainCollateral) =>
  signedSubmit(app(), TRANSFER_PATHS.digitalAssetOutV3, { requestId: randomUUID(), accountNumber, asset: 'BTC', amount: '0.01', address: DIRECT_BTC }, cookie);
/** What a completion may change. */
const allowListState = () => ({
  settings: gateway.db.prepare('SELECT account_number, sdai_status, aa_activation_period FROM account_settings ORDER BY account_number').all(),
  audit: count(gateway.db, 'instruction_audit'),
});

describe('completing a disablement (the control API records the video identity verification)', () => {
  it('moves PENDING_DISABLEMENT to DISABLED: the admin sees it, and a direct address is accepted', async () => {
    const plain = await signIn(app(), 'demo.plain');
    expect(await pendingDisablements()).toEqual([ACCOUNTS.plainCollateral]);
    expect(await detailsOf(plain, ACCOUNTS.plainCollateral)).toMatchObject({ aaEnabled: 'PENDING_DISABLEMENT', canEnableSDAI: false, canEditSDAI: false, canDisableSDAI: false });
    expectRefusal(await directSend(plain), 409, T.allowListDisabling);

    const res = await complete(ACCOUNTS.plainCollateral);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ accountNumber: ACCOUNTS.plainCollateral, aaEnabled: 'DISABLED', aaActivationPeriod: null });
    expect(await pendingDisablements()).toEqual([]);
    expect(await detailsOf(plain, ACCOUNTS.plainCollateral)).toMatchObject({ aaEnabled: 'DISABLED', aaActivationPeriod: null, canEnableSDAI: true });
    const transfer = dataOf<TransferDto>(await directSend(plain));
    expect(transfer).toMatchObject({ kind: 'DIGITAL_ASSET', asset: 'BTC', status: 'SUBMITTED', destination: { nickname: null } });
    // Audited as the custodian's, with no user of the portal.
    expect(gateway.db.prepare("SELECT account_number AS account, user_id AS userId, detail FROM instruction_audit WHERE action = 'SDAI_DISABLEMENT_COMPLETED'").all()).toEqual([
      { account: ACCOUNTS.plainCollateral, userId: null, detail: JSON.stringify({ verification: 'video identity verification' }) },
    ]);
  });

  it('the whole path: the admin disables an ENABLED allow-list in the portal, the custodian completes it; a waiting address keeps its time', async () => {
    // demo.maker's address approved under Northgate's ENABLED allow-list (3 Days).
    const maker = await signIn(app(), 'demo.maker');
    const created = dataOf<SavedDigitalAssetInstructionDto>(
      await post(
        app(),
        SI.addressCreate,
        { accountNumber: ACCOUNTS.pensionCustody, sdaiUUID: randomUUID(), nickname: 'Northgate ETH cold', network: 'Ethereum', recipientAddress: '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb', destination: 'Self-Managed Wallet', beneficiaryFullName: 'Northgate Asset Management', walletOwnerFullName: 'Northgate Asset Management' },
        maker,
      ),
    );
    const checker = await signIn(app(), 'demo.checker');
    decidedItem(await decide(app(), checker, created.processInstanceId, 'APPROVE'));
    expect((await post(app(), SI.sdaiDisable, { accountNumber: ACCOUNTS.pensionCustody, disableSDAI: true }, checker)).statusCode).toBe(200);
    expect(await pendingDisablements()).toEqual([ACCOUNTS.plainCollateral, ACCOUNTS.pensionCustody]);
    expect((await complete(ACCOUNTS.pensionCustody)).statusCode).toBe(200);
    expect(await detailsOf(checker, ACCOUNTS.pensionCustody)).toMatchObject({ aaEnabled: 'DISABLED', canEnableSDAI: true });
    // The cooling-off already promised stays: the saved address waits for its time, DISABLED or not.
    const send = { requestId: randomUUID(), accountNumber: ACCOUNTS.pensionCustody, asset: 'ETH', amount: '0.5', addressId: created.addressId };
    expectRefusal(await post(app(), TRANSFER_PATHS.digitalAssetOutV3, send, maker), 409, notActiveYetText(T0 + 3 * DAY_MS));
  });

  it.each<[string, () => string, unknown, number, RegExp]>([
    ['an ENABLED allow-list', () => ACCOUNTS.plainCustody, undefined, 409, /C40017238 is ENABLED: only PENDING_DISABLEMENT can be completed/],
    ['a DISABLED allow-list', () => ACCOUNTS.plainSubCustody, undefined, 409, /is DISABLED/],
    ['an account no firm holds', () => NO_SUCH_ACCOUNT, undefined, 404, /No account C99999999/],
    ['a malformed account number', () => 'c4001-7254', undefined, 400, /accountNumber/],
    ['a body with fields', () => ACCOUNTS.plainCollateral, { verified: true }, 400, /empty/],
  ])('refuses %s and changes nothing', async (_name, account, payload, status, error) => {
    const before = allowListState();
    const res = await complete(account(), payload);
    expect(res.statusCode).toBe(status);
    expect((JSON.parse(res.body) as { error: string }).error).toMatch(error);
    expect(allowListState()).toEqual(before);
  });

  it('a completed one cannot be completed twice (409)', async () => {
    expect((await complete(ACCOUNTS.plainCollateral)).statusCode).toBe(200);
    const before = allowListState();
    expect((await complete(ACCOUNTS.plainCollateral)).statusCode).toBe(409);
    expect(allowListState()).toEqual(before);
  });

  it('only the control API completes it: with a control token, a call without it is refused and changes nothing', async () => {
    const token = 'a-control-token-of-32-characters';
    const guarded = await startGateway({ controlToken: token });
    const status = () => guarded.db.prepare('SELECT sdai_status FROM account_settings WHERE account_number = ?').pluck().get(ACCOUNTS.plainCollateral);
    expect((await complete(ACCOUNTS.plainCollateral, undefined, guarded.app)).statusCode).toBe(401);
    expect((await complete(ACCOUNTS.plainCollateral, undefined, guarded.app, { 'x-control-token': 'not-the-control-token-at-all!!!!' })).statusCode).toBe(401);
    expect(status()).toBe('PENDING_DISABLEMENT');
    expect((await complete(ACCOUNTS.plainCollateral, undefined, guarded.app, { 'x-control-token': token })).statusCode).toBe(200);
    expect(status()).toBe('DISABLED');
  });
});
