// Action items (contract/actionItems.ts): the lists a user sees and what is actionable for whom,
// and the maker-checker decisions — approving executes the request, rejecting releases it, the
// maker never decides their own, the authorize action is read at decision time, one decision per
// request, every bad input → 4xx with its message and nothing changed, another firm's items 404.
import type { FastifyInstance } from 'fastify';
import { ACTION_ITEM_TEXTS as T, type ActionItemDto } from '../../src/api/contract/actionItems';
import { SAVED_INSTRUCTION_PATHS as SI } from '../../src/api/contract/savedInstructions';
import { ACTIONS, EntitlementStore } from '../../mock-server/src/domain/accounts/entitlements';
import { InstructionRecords } from '../../mock-server/src/domain/instructions/instructionRecords';
import { TransferLifecycle } from '../../mock-server/src/domain/transfers/transferLifecycle';
import { ACCOUNTS, domainOf, expectRefusal, post, refusedKeeping, userId } from './support/accounts';
import { DEPOSITS, PATHS, REQUESTS, SUBJECTS, decide, decidedItem, decisionState, listOf } from './support/actionItems';
import { T0, gatewayForThisFile, signIn } from './support/testGateway';
import { usWireForm } from '../builders/wireInstructionForms';

const gateway = gatewayForThisFile();
const app = (): FastifyInstance => gateway.app;
const byId = (items: ActionItemDto[], id: string) => items.find((i) => i.referenceId === id);
const statusOf = (table: string, id: string) => gateway.db.prepare(`SELECT status FROM ${table} WHERE id = ?`).pluck().get(id);

/** Calls, expects the refusal, and that nothing a decision writes changed. */
const refused = refusedKeeping(() => decisionState(gateway.db));

describe('the lists', () => {
  it("demo.checker's Pending tab: every kind of the firm's waiting items, oldest first, each actionable", async () => {
    const items = await listOf(app(), await signIn(app(), 'demo.checker'), 'PENDING');
    expect(new Set(items.map((i) => i.requestType))).toEqual(new Set(['ALLOWED_ADDRESS', 'CREATE_WIRE_INSTRUCTION', 'CRYPTO_INBOUND', 'WIRE_OUTBOUND', 'CRYPTO_OUTBOUND']));
    expect(items.every((i) => i.status === 'PENDING' && i.actionable && [ACCOUNTS.pensionCustody, ACCOUNTS.pensionReserve].includes(i.accountNumber as never))).toBe(true);
    expect(items.map((i) => i.createdTime)).toEqual([...items.map((i) => i.createdTime)].sort((a, b) => a - b));
    expect(byId(items, DEPOSITS.plainLtc)).toBeUndefined(); // another firm's

    const sweep = byId(items, REQUESTS.custodianSweep);
    expect(sweep).toMatchObject({
      requestType: 'CREATE_WIRE_INSTRUCTION', approvalKind: 'CHECKER_APPROVAL_WIRE_INSTRUCTION', createdBy: 'Elena Vasquez', checkerName: null,
      accountName: 'Northgate Pension – Digital Assets Custody', description: 'Wire instruction Custodian Sweep', beneficiaryAccount: 'XXXXXX9284',
    });
    expect(sweep?.wireInstruction).toMatchObject({
      nickname: 'Custodian Sweep', bankLocation: 'US', bankRoutingNumber: '011000015', accountNumber: 'XXXXXX9284', accountType: 'ACCT',
      beneficiaryType: 'ENT', beneficiary: { entityName: 'Northgate Asset Management', city: 'Philadelphia', state: 'PA', zipCode: '19103' },
      beneficiaryCountry: 'US', maker: { firstName: 'Elena', lastName: 'Vasquez' }, checkerName: null, furtherCredit1: null,
    });
    expect(sweep?.wireInstruction?.bankDetails).toMatch(/Boston/); // the Federal Reserve Bank of Boston's routing number

    expect(byId(items, REQUESTS.northgateEthHot)).toMatchObject({
      requestType: 'ALLOWED_ADDRESS', destination: 'INSTITUTION', institutionName: 'Bridgeport Custody Services', beneficiaryName: 'Northgate Asset Management',
      allowedAddressDetail: { allowedAddress: { nickname: 'Northgate ETH hot', network: 'Ethereum', address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359' } },
    });
    expect(byId(items, REQUESTS.wireOut)).toMatchObject({
      requestType: 'WIRE_OUTBOUND', description: 'Wire TR-5A1C0E21 to Northgate Operations', quantity: { asset: 'USD', valueString: '250000.00' },
      beneficiaryName: 'Northgate Operations', beneficiaryAccount: 'XXXXXXXX6789',
    });
    expect(byId(items, REQUESTS.btcOut)).toMatchObject({
      requestType: 'CRYPTO_OUTBOUND', accountNumber: ACCOUNTS.pensionReserve, quantity: { asset: 'BTC', valueString: '1.25000000' },
      recipientAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', beneficiaryName: null, description: 'BTC transfer TR-5A1C0E22 to bc1qw5…f3t4',
    });
    expect(byId(items, DEPOSITS.btc042)).toMatchObject({
      requestType: 'CRYPTO_INBOUND', approvalKind: null, createdBy: null, asset: 'BTC', quantity: { asset: 'BTC', valueString: '0.42000000', truncatedValueString: '0.42000000' },
      inboundDeposit: { network: 'Bitcoin', fromAddress: 'bc1qapuxysfk3nymqgf2u8wdytgzhe6cp6q8tgtsng', travelRuleData: null },
    });
  });

  it('demo.viewer sees the same items, none actionable; demo.maker may review deposits but not decide their own requests', async () => {
    const checker = await listOf(app(), await signIn(app(), 'demo.checker'), 'PENDING');
    const viewer = await listOf(app(), await signIn(app(), 'demo.viewer'), 'PENDING');
    expect(viewer.map((i) => i.referenceId)).toEqual(checker.map((i) => i.referenceId));
    expect(viewer.some((i) => i.actionable)).toBe(false);
    const maker = await listOf(app(), await signIn(app(), 'demo.maker'), 'PENDING');
    expect(maker.filter((i) => i.actionable).every((i) => i.requestType === 'CRYPTO_INBOUND')).toBe(true);
    expect(byId(maker, REQUESTS.custodianSweep)?.actionable).toBe(false);
    expect(byId(maker, DEPOSITS.btc042)?.actionable).toBe(true);
  });

  it('History: the decided items, newest decision first, with the checker, the comments and the travel-rule data', async () => {
    const items = await listOf(app(), await signIn(app(), 'demo.checker'), 'HISTORY');
    expect(items.every((i) => i.status !== 'PENDING' && !i.actionable)).toBe(true);
    const decided = items.map((i) => i.decidedTime ?? 0);
    expect(decided).toEqual([...decided].sort((a, b) => b - a));
    expect(byId(items, REQUESTS.northgateOperations)).toMatchObject({ status: 'APPROVED', checkerName: 'Marcus Holloway', comments: 'Verified with the beneficiary bank' });
    expect(byId(items, REQUESTS.oldPayroll)).toMatchObject({ status: 'REJECTED', checkerName: 'Marcus Holloway', comments: 'Account closed, use Northgate Operations' });
    expect(byId(items, REQUESTS.wireOutApproved)).toMatchObject({ requestType: 'WIRE_OUTBOUND', status: 'APPROVED', comments: 'Quarterly distribution, confirmed' });
    expect(byId(items, REQUESTS.btcOutRejected)).toMatchObject({ requestType: 'CRYPTO_OUTBOUND', status: 'REJECTED', comments: 'Above the desk limit, split it' });
    expect(byId(items, DEPOSITS.declined)).toMatchObject({ status: 'REJECTED', checkerName: 'Marcus Holloway', inboundDeposit: { travelRuleData: { disposition: 'UNRECOGNIZED', beneficiaryAccount: ACCOUNTS.pensionCustody } } });
    expect(byId(items, DEPOSITS.confirmed)?.inboundDeposit?.travelRuleData).toMatchObject({
      disposition: null, partyType: 'ENTITY', entityName: 'Blue Harbor Capital LLC', country: 'United States of America', stateCode: 'MA', selfManaged: false,
      vaspName: 'Anchorwell Digital Trust', createdBy: 'Elena Vasquez',
    });
  });

  it('refuses a user who views no account (403, the spec text), a missing session (401) and a bad tab (400)', async () => {
    expectRefusal(await post(app(), PATHS.list, { tab: 'PENDING' }, await signIn(app(), 'demo.noaccts')), 403, T.notEntitled);
    expectRefusal(await post(app(), PATHS.list, { tab: 'PENDING' }), 401, 'Unauthorized');
    const cookie = await signIn(app(), 'demo.checker');
    expectRefusal(await post(app(), PATHS.list, { tab: 'ALL' }, cookie), 400, /tab/);
    expectRefusal(await post(app(), PATHS.list, { tab: 'PENDING', extra: 1 }, cookie), 400, /unknown field/);
  });
});

describe('transfers', () => {
  const available = (symbol: string, account: string = ACCOUNTS.pensionCustody) => domainOf(gateway.db, gateway.clock).ledger.balance(account, symbol).available;
  const transferStatus = (referenceId: string) => gateway.db.prepare('SELECT status FROM transfers WHERE reference_id = ?').pluck().get(referenceId);

  it('approving a pending wire releases it to be sent (SUBMITTED); its hold stays until it settles', async () => {
    const cookie = await signIn(app(), 'demo.checker');
    const usd = available('USD');
    expect(decidedItem(await decide(app(), cookie, REQUESTS.wireOut, 'APPROVE')).status).toBe('APPROVED');
    expect(transferStatus(SUBJECTS.wireOut)).toBe('SUBMITTED');
    expect(available('USD')).toBe(usd);
    expect(gateway.db.prepare('SELECT count(*) FROM action_item_decisions WHERE reference_id = ?').pluck().get(REQUESTS.wireOut)).toBe(1);
  });

  it('rejecting a pending BTC send releases its holds: the amount and the 15 USD fee are available again', async () => {
    const cookie = await signIn(app(), 'demo.checker');
    const reserve = ACCOUNTS.pensionReserve;
    const [btc, usd] = [available('BTC', reserve), available('USD', reserve)];
    expect(decidedItem(await decide(app(), cookie, REQUESTS.btcOut, 'REJECT', 'Wrong address')).comments).toBe('Wrong address');
    expect(transferStatus(SUBJECTS.btcOut)).toBe('REJECTED');
    expect(available('BTC', reserve) - btc).toBe(125_000_000n);
    expect(available('USD', reserve) - usd).toBe(1_500n);
  });

  it('a transfer cancelled before a decision (its destination retired) is withdrawn: in neither tab, deciding it 409', async () => {
    const lifecycle = new TransferLifecycle(gateway.db, domainOf(gateway.db, gateway.clock).ledger, new InstructionRecords(gateway.db));
    lifecycle.cancelPending({ accountNumber: ACCOUNTS.pensionReserve, kind: 'DIGITAL_ASSET' }, userId(gateway.db, 'demo.maker'), T0);
    expect(transferStatus(SUBJECTS.btcOut)).toBe('CANCELLED');
    expect(byId(await listOf(app(), await signIn(app(), 'demo.checker'), 'PENDING'), REQUESTS.btcOut)).toBeUndefined();
    await refused(async () => decide(app(), await signIn(app(), 'demo.checker'), REQUESTS.btcOut, 'APPROVE'), 409, T.withdrawn);
  });

  it('the maker never approves their own transfer; a viewer is refused too', async () => {
    await refused(async () => decide(app(), await signIn(app(), 'demo.maker'), REQUESTS.wireOut, 'APPROVE'), 403, T.ownRequest);
    await refused(async () => decide(app(), await signIn(app(), 'demo.viewer'), REQUESTS.wireOut, 'APPROVE'), 403, `You are not entitled to ${ACTIONS.wireTransferAuthorize} on this account`);
  });
});

describe('approving and rejecting', () => {
  it('approving a wire instruction makes it ACTIVE, records the checker, time and comments, and one audit record', async () => {
    gateway.clock.fix(Date.parse('2026-03-02T16:30:00Z'));
    const cookie = await signIn(app(), 'demo.checker');
    const item = decidedItem(await decide(app(), cookie, REQUESTS.custodianSweep, 'APPROVE', 'Checked, thanks.'));
    expect(item).toMatchObject({ status: 'APPROVED', actionable: false, checkerName: 'Marcus Holloway', comments: 'Checked, thanks.', decidedTime: Date.parse('2026-03-02T16:30:00Z') / 1000 });
    expect(statusOf('wire_instructions', SUBJECTS.custodianSweep)).toBe('ACTIVE');
    expect(gateway.db.prepare('SELECT decision, user_id AS userId, comments FROM action_item_decisions WHERE reference_id = ?').all(REQUESTS.custodianSweep)).toEqual([
      { decision: 'APPROVED', userId: userId(gateway.db, 'demo.checker'), comments: 'Checked, thanks.' },
    ]);
    // It leaves Pending for History, and the saved list shows it active.
    expect(byId(await listOf(app(), cookie, 'PENDING'), REQUESTS.custodianSweep)).toBeUndefined();
    expect(byId(await listOf(app(), cookie, 'HISTORY'), REQUESTS.custodianSweep)?.status).toBe('APPROVED');
  });

  it("a wire instruction's request shows what the maker gave: both further credits, the beneficiary bank's BIC and address, the additional bank details; once decided, the checker's comments", async () => {
    const maker = await signIn(app(), 'demo.maker');
    const body = {
      ...usWireForm({ nickname: 'Frankfurt Omnibus', entityName: 'Northgate Asset Management' }),
      bankLocation: 'NON_US', bankBic: 'DEUTDEFF', accountType: 'IBAN', bankIBAN: 'DE89 3704 0044 0532 0130 00', country: 'DE', city: 'Frankfurt',
      beneficiaryUSState: undefined, beneficiaryUSZip: undefined, beneficiaryNonUSZip: '60325',
      furtherCredit: 'yes', furtherCreditAccountNumber: '55667788', furtherCreditAccountType: 'Brokerage', furtherCreditAccountName: 'Omnibus',
      furtherCredit2: 'yes', furtherCredit2AccountNumber: '99887766', furtherCredit2AccountType: 'Sub-account', furtherCredit2AccountName: 'Fund II',
      additionalBankDetails: 'Attn: payments desk (ref 2041/B)',
      // Sent although the form hides it for a non-US bank: never checked, so never kept.
      routingNumber: '021000021',
      fdasAccountNumber: ACCOUNTS.pensionCustody,
    };
    const created = await post(app(), SI.wireInstructions, body, maker);
    expect(created.statusCode).toBe(200);
    const { processInstanceId } = (created.json() as { data: { processInstanceId: string } }).data;
    const stored = gateway.db.prepare('SELECT form FROM wire_instructions WHERE nickname = ?').pluck().get('Frankfurt Omnibus') as string;
    expect(JSON.parse(stored)).toMatchObject({ furtherCredit2: 'yes', additionalBankDetails: body.additionalBankDetails });
    expect(JSON.parse(stored)).not.toHaveProperty('routingNumber');

    const checker = await signIn(app(), 'demo.checker');
    const item = byId(await listOf(app(), checker, 'PENDING'), processInstanceId);
    expect(item?.wireInstruction).toMatchObject({
      bicNumber: 'DEUTDEFF', beneficiaryBankBic: 'DEUTDEFF', bankRoutingNumber: null, accountType: 'IBAN',
      bankInfoDetails: { institutionName: 'Deutsche Bank AG', legalAddressLine1: 'Taunusanlage 12', city: 'Frankfurt am Main', countryCode: 'DE', zip: '60325' },
      furtherCredit1: { accountNumber: 'XXXX7788', accountType: 'Brokerage', name: 'Omnibus' },
      furtherCredit2: { accountNumber: 'XXXX7766', accountType: 'Sub-account', name: 'Fund II' },
      additionalBankDetails: 'Attn: payments desk (ref 2041/B)', comments: null,
    });
    decidedItem(await decide(app(), checker, processInstanceId, 'REJECT', 'Use the EUR account.'));
    expect(byId(await listOf(app(), checker, 'HISTORY'), processInstanceId)?.wireInstruction).toMatchObject({ checkerName: 'Marcus Holloway', comments: 'Use the EUR account.' });
  });

  it('a US instruction: no beneficiary bank BIC, the bank of the routing number in its US shape, no second further credit without a first', async () => {
    const checker = await signIn(app(), 'demo.checker');
    const sweep = byId(await listOf(app(), checker, 'PENDING'), REQUESTS.custodianSweep);
    expect(sweep?.wireInstruction).toMatchObject({
      beneficiaryBankBic: null, furtherCredit1: null, furtherCredit2: null, additionalBankDetails: null, comments: null,
      bankInfoDetails: { bankName: expect.stringMatching(/Boston/), stateCode: 'MA' },
    });
  });

  it('approving without comments is allowed; rejecting an address needs them and makes it INACTIVE', async () => {
    const cookie = await signIn(app(), 'demo.checker');
    await refused(() => decide(app(), cookie, REQUESTS.northgateEthHot, 'REJECT'), 400, 'body.comments: Error: Required.');
    await refused(() => decide(app(), cookie, REQUESTS.northgateEthHot, 'REJECT', '   '), 400, 'body.comments: Error: Required.');
    const item = decidedItem(await decide(app(), cookie, REQUESTS.northgateEthHot, 'REJECT', 'Unknown custodian'));
    expect(item).toMatchObject({ status: 'REJECTED', comments: 'Unknown custodian' });
    expect(statusOf('address_instructions', SUBJECTS.northgateEthHot)).toBe('INACTIVE');
    expect(decidedItem(await decide(app(), cookie, REQUESTS.custodianSweep, 'APPROVE')).comments).toBeNull();
  });

  it.each([
    ['a character outside the set', 'Wrong #account', 'body.comments: Accepted characters are letters (a-z, A-Z), numbers (0-9), and the following symbols & , . - $'],
    ['a line break', 'one\ntwo', 'body.comments: Accepted characters are letters (a-z, A-Z), numbers (0-9), and the following symbols & , . - $'],
    ['46 characters', 'a'.repeat(46), 'body.comments: Error: Must be 45 characters or fewer.'],
    ['not a string', 12, /comments must be of type string/],
    ['201 characters', 'a'.repeat(201), /comments must NOT have more than 200 characters/],
  ])('refuses comments with %s (400, nothing changes)', async (_name, comments, text) => {
    const cookie = await signIn(app(), 'demo.checker');
    await refused(() => post(app(), PATHS.update, { referenceId: REQUESTS.custodianSweep, response: 'APPROVE', comments }, cookie), 400, text);
  });

  it('the maker never decides their own request, whatever they hold (403, nothing changes)', async () => {
    await refused(async () => decide(app(), await signIn(app(), 'demo.maker'), REQUESTS.custodianSweep, 'APPROVE'), 403, T.ownRequest);
    // demo.plain holds the authorize actions, and made Fund II Payroll.
    await refused(async () => decide(app(), await signIn(app(), 'demo.plain'), REQUESTS.fundIIPayroll, 'APPROVE'), 403, T.ownRequest);
    await refused(async () => decide(app(), await signIn(app(), 'demo.plain'), REQUESTS.fundIIPayroll, 'REJECT', 'Withdrawn'), 403, T.ownRequest);
  });

  it('the authorize action is read at decision time: revoked after sign-in → 403 and the item is no longer actionable', async () => {
    const cookie = await signIn(app(), 'demo.checker');
    expect(byId(await listOf(app(), cookie, 'PENDING'), REQUESTS.custodianSweep)?.actionable).toBe(true);
    new EntitlementStore(gateway.db).revoke(userId(gateway.db, 'demo.checker'), ACCOUNTS.pensionCustody, ACTIONS.wireInstructionAuthorize);
    await refused(() => decide(app(), cookie, REQUESTS.custodianSweep, 'APPROVE'), 403, `You are not entitled to ${ACTIONS.wireInstructionAuthorize} on this account`);
    expect(byId(await listOf(app(), cookie, 'PENDING'), REQUESTS.custodianSweep)?.actionable).toBe(false);
    // The other kinds still are.
    expect(decidedItem(await decide(app(), cookie, REQUESTS.northgateEthHot, 'APPROVE')).status).toBe('APPROVED');
  });

  it('a viewer is refused (403); another firm and an unknown id look alike (404)', async () => {
    await refused(async () => decide(app(), await signIn(app(), 'demo.viewer'), REQUESTS.custodianSweep, 'APPROVE'), 403, `You are not entitled to ${ACTIONS.wireInstructionAuthorize} on this account`);
    const plain = await signIn(app(), 'demo.plain');
    await refused(() => decide(app(), plain, REQUESTS.custodianSweep, 'APPROVE'), 404, T.notFound);
    await refused(() => decide(app(), plain, 'a0000000-0000-4000-8000-000000000000', 'APPROVE'), 404, T.notFound);
  });

  it('a decided request is decided once: the second answer names the first decision (409)', async () => {
    const cookie = await signIn(app(), 'demo.checker');
    decidedItem(await decide(app(), cookie, REQUESTS.custodianSweep, 'APPROVE'));
    await refused(() => decide(app(), cookie, REQUESTS.custodianSweep, 'REJECT', 'Changed my mind'), 409, 'This request was already approved by Marcus Holloway.');
    await refused(() => decide(app(), cookie, REQUESTS.oldPayroll, 'APPROVE'), 409, 'This request was already rejected by Marcus Holloway.');
  });

  it('a request whose instruction the maker deleted is withdrawn: in neither tab, and deciding it is refused (409)', async () => {
    const maker = await signIn(app(), 'demo.maker');
    expect((await post(app(), SI.wireDisable, { accountInstructionId: SUBJECTS.custodianSweep }, maker)).statusCode).toBe(200);
    const checker = await signIn(app(), 'demo.checker');
    expect(byId(await listOf(app(), checker, 'PENDING'), REQUESTS.custodianSweep)).toBeUndefined();
    expect(byId(await listOf(app(), checker, 'HISTORY'), REQUESTS.custodianSweep)).toBeUndefined();
    await refused(() => decide(app(), checker, REQUESTS.custodianSweep, 'APPROVE'), 409, T.withdrawn);
  });

  it('an inbound deposit is not approved (400); bad bodies are 400; without a session 401', async () => {
    const cookie = await signIn(app(), 'demo.checker');
    await refused(() => decide(app(), cookie, DEPOSITS.btc042, 'APPROVE'), 400, `body.referenceId: ${T.depositIsReviewed}`);
    await refused(() => post(app(), PATHS.update, { referenceId: REQUESTS.custodianSweep, response: 'MAYBE' }, cookie), 400, /response/);
    await refused(() => post(app(), PATHS.update, { referenceId: REQUESTS.custodianSweep }, cookie), 400, /response/);
    await refused(() => post(app(), PATHS.update, { referenceId: '', response: 'APPROVE' }, cookie), 400, /referenceId/);
    await refused(() => post(app(), PATHS.update, { referenceId: REQUESTS.custodianSweep, response: 'APPROVE', checker: 'me' }, cookie), 400, /unknown field/);
    await refused(() => post(app(), PATHS.update, { referenceId: REQUESTS.custodianSweep, response: 'APPROVE' }), 401, 'Unauthorized');
  });
});
