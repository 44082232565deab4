// Saved wire and digital asset instructions, the allow-list settings and the bank lookups
// (contract/savedInstructions.ts): happy paths, the seeded demo data, every bad input → 4xx with the
// shared validator's message and nothing stored, uniqueness, maxima, PENDING_DISABLEMENT,
// entitlements, another firm's instruction, idempotency by sdaiUUID.
import type { FastifyInstance } from 'fastify';
import {
  SAVED_INSTRUCTION_PATHS as PATHS,
  SDAI_UPDATED_TEXT,
  type SavedWireInstructionPageDto,
  type SavedDigitalAssetInstructionDto,
  type SavedWireInstructionDto,
} from '../../src/api/contract/savedInstructions';
import { isSavedDigitalAssetInstructionDto, isSavedDigitalAssetInstructionList, isSavedWireInstructionPage } from '../../src/api/contract/savedInstructionGuards';
import { INSTRUCTION_MESSAGES as M } from '../../src/shared/validation/savedInstructionMessages';
import { isValidAbaRoutingNumber } from '../../src/shared/validation/codecs/abaRoutingNumber';
import { isBicForm } from '../../src/shared/validation/codecs/bankCodes';
import { ACTIONS } from '../../mock-server/src/domain/accounts/entitlements';
import { EntitlementStore } from '../../mock-server/src/domain/accounts/entitlements';
import { wireIdOf } from '../../mock-server/src/domain/instructions/wireInstructions';
import { DEMO_BANKS } from '../../mock-server/src/scenario/banks';
import { usWireForm } from '../builders/wireInstructionForms';
import { ACCOUNTS, FORBIDDEN, answer, dataOf, get, post, refusedKeeping, userId } from './support/accounts';
import { ethAddressBody } from './support/instructions';
import { XHR, count, gatewayForThisFile, signIn } from './support/testGateway';

const gateway = gatewayForThisFile();
const app = (): FastifyInstance => gateway.app;
const TABLES = ['wire_instructions', 'address_instructions', 'approval_requests', 'instruction_audit', 'account_settings'] as const;
const rows = () => TABLES.map((t) => count(gateway.db, t));

const US_WIRE = {
  ...usWireForm({ nickname: 'New York Payables', routingNumber: '021001208', bankAcccountNumber: '99881234567', entityName: 'Harborline Capital Partners LP' }),
  fdasAccountNumber: ACCOUNTS.plainCustody,
};
const IBAN_WIRE = {
  ...US_WIRE,
  nickname: 'Frankfurt EUR Account',
  bankLocation: 'NON_US',
  routingNumber: undefined,
  bankAcccountNumber: undefined,
  bankBic: 'DEUTDEFF',
  accountType: 'IBAN',
  bankIBAN: 'DE89 3704 0044 0532 0130 00',
  country: 'DE',
  city: 'Frankfurt',
  beneficiaryUSState: undefined,
  beneficiaryUSZip: undefined,
  beneficiaryNonUSZip: '60325',
};

const list = async (cookie: string, account: string = ACCOUNTS.plainCustody) =>
  dataOf<SavedWireInstructionPageDto>(await get(app(), `${PATHS.wireInstructions}?fdasAccountNumber=${account}&page=1&count=20`, cookie));
const addresses = async (cookie: string, account: string = ACCOUNTS.plainCustody) =>
  dataOf<SavedDigitalAssetInstructionDto[]>(await post(app(), PATHS.addressList, { accountNumber: account }, cookie));

/** Sends, expects the status and text, and that no row was written. */
const refused = refusedKeeping(rows);

describe('seeded demo data', () => {
  it('lists active and pending wire instructions, newest first, masked to the last 4', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const page = await list(cookie);
    expect(page.items.map((w) => [w.nickname, w.status, w.accountNumber])).toEqual([
      ['Fund II Payroll', 'PENDING', 'XXXXXX9931'],
      ['London GBP Settlement', 'ACTIVE', 'XXXXXXXXXXXXXXXXXX5432'],
      ['Harborline Operating', 'ACTIVE', 'XXXXXXXX6710'],
    ]);
    expect(page.totalRecords).toBe(3);
    expect(isSavedWireInstructionPage(page)).toBe(true);
    expect(page.items.every((w) => w.processInstanceId.length === 36)).toBe(true);
  });

  it('lists the allow-list addresses of demo.maker’s and demo.ie’s firms', async () => {
    expect((await addresses(await signIn(app(), 'demo.maker'), ACCOUNTS.pensionCustody)).map((a) => [a.nickname, a.status])).toEqual([
      ['Northgate ETH hot', 'PENDING'],
      ['Northgate BTC vault', 'ACTIVE'],
    ]);
    const ie = await addresses(await signIn(app(), 'demo.ie'), ACCOUNTS.irelandCustody);
    expect(ie.map((a) => a.network)).toEqual(['Ethereum']);
    expect(isSavedDigitalAssetInstructionList(ie)).toBe(true);
  });

  it('has a bank directory whose codes pass the shared rules (the twelve Federal Reserve Banks included)', () => {
    for (const b of DEMO_BANKS) expect(b.kind === 'ABA' ? isValidAbaRoutingNumber(b.code) : isBicForm(b.code)).toBe(true);
    expect(DEMO_BANKS.filter((b) => b.name.startsWith('Federal Reserve Bank of') && b.kind === 'ABA')).toHaveLength(12);
  });
});

describe('wire instructions', () => {
  it('creates a US and an IBAN instruction as PENDING with a maker-checker request and audit records', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const us = dataOf<SavedWireInstructionDto>(await post(app(), PATHS.wireInstructions, US_WIRE, cookie));
    expect(us).toMatchObject({ nickname: US_WIRE.nickname, status: 'PENDING', routingNumber: '021001208', accountNumber: 'XXXXXXX4567', bankLocation: 'US' });
    const iban = dataOf<SavedWireInstructionDto>(await post(app(), PATHS.wireInstructions, IBAN_WIRE, cookie));
    expect(iban).toMatchObject({ beneficiaryBankBic: 'DEUTDEFF', routingNumber: null, accountNumber: `${'X'.repeat(18)}3000`, status: 'PENDING' });
    const request = gateway.db
      .prepare('SELECT kind, status, maker_id AS makerId FROM approval_requests WHERE id = ?')
      .get(us.processInstanceId);
    expect(request).toEqual({ kind: 'CHECKER_APPROVAL_WIRE_INSTRUCTION', status: 'PENDING', makerId: userId(gateway.db, 'demo.plain') });
    expect(gateway.db.prepare("SELECT count(*) FROM instruction_audit WHERE action = 'WIRE_INSTRUCTION_CREATED'").pluck().get()).toBe(2);
    expect((await list(cookie)).totalRecords).toBe(5);
  });

  it.each<[string, Record<string, unknown>, number, string | RegExp]>([
    ['a missing field', { ...US_WIRE, city: undefined }, 400, "body is missing the field 'city'"],
    ['a wrong type', { ...US_WIRE, routingNumber: 21001208 }, 400, 'body.routingNumber must be of type string'],
    ['a 10 KB string', { ...US_WIRE, address: 'a'.repeat(10_240) }, 400, /must NOT have more than 100 characters/],
    ['an unknown field', { ...US_WIRE, extra: 1 }, 400, "body has an unknown field 'extra'"],
    ['a bad routing checksum', { ...US_WIRE, routingNumber: '021001209' }, 400, `body.routingNumber: ${M.routingNumber}`],
    ['a routing number no bank has', { ...US_WIRE, routingNumber: '123456780' }, 400, `body.routingNumber: ${M.bicNotFound}`],
    ['a short nickname', { ...US_WIRE, nickname: 'abc' }, 400, `body.nickname: ${M.nicknameLength}`],
    ['a nickname starting with :', { ...US_WIRE, nickname: ':Payables' }, 400, `body.nickname: ${M.cannotStartWith(':')}`],
    ['a bad IBAN checksum', { ...IBAN_WIRE, bankIBAN: 'DE89 3704 0044 0532 0130 01' }, 400, `body.bankIBAN: ${M.ibanInvalid}`],
    ['a BIC ending XXX', { ...IBAN_WIRE, bankBic: 'DEUTDEFFXXX' }, 400, `body.bankBic: ${M.bicEndsWithXxx}`],
    ['a BIC no bank has', { ...IBAN_WIRE, bankBic: 'ABCDDEFF' }, 400, `body.bankBic: ${M.bicNotFound}`],
    ['an intermediary account without BIC', { ...US_WIRE, intermediaryBankAccount: '12345678' }, 400, `body.intermediaryBankBic: ${M.intermediaryBicRequired}`],
    ['a US zip of 4 digits', { ...US_WIRE, beneficiaryUSZip: '1000' }, 400, `body.beneficiaryUSZip: ${M.usZip}`],
    ['additional bank details of 141', { ...US_WIRE, additionalBankDetails: 'x'.repeat(141) }, 400, `body.additionalBankDetails: ${M.tooLong(140)}`],
    ['additional bank details outside SWIFT characters', { ...US_WIRE, additionalBankDetails: 'Pay €100' }, 400, `body.additionalBankDetails: ${M.bankDetailsCharacters}`],
    ['a second further credit without its name', { ...US_WIRE, furtherCredit: 'yes', furtherCreditAccountNumber: '55667788', furtherCreditAccountType: 'Brokerage',
      furtherCreditAccountName: 'Omnibus', furtherCredit2: 'yes', furtherCredit2AccountNumber: '99887766', furtherCredit2AccountType: 'Sub' }, 400, `body.furtherCredit2AccountName: ${M.required}`],
    ['a second further credit neither yes nor no', { ...US_WIRE, furtherCredit2: 'maybe' }, 400, 'body.furtherCredit2 must be one of yes, no'],
    ['a duplicate nickname (any case)', { ...US_WIRE, nickname: 'harborline operating' }, 409, M.nicknameTaken],
    ["another firm's account", { ...US_WIRE, fdasAccountNumber: ACCOUNTS.pensionCustody }, 403, 'Forbidden'],
  ])('refuses %s and stores nothing', async (_name, body, status, text) => {
    const cookie = await signIn(app(), 'demo.plain');
    await refused(() => post(app(), PATHS.wireInstructions, body, cookie), status, text);
  });

  it('creates once per requestId and user: a create sent again answers the same instruction, another form or user does not', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const body = { ...US_WIRE, requestId: '2f1c6a52-8d0e-4c57-9d7a-5b8e1f0c9a11' };
    const created = dataOf<SavedWireInstructionDto>(await post(app(), PATHS.wireInstructions, body, cookie));
    const before = rows();
    // A timed-out create that landed, then the user's retry: the same instruction, not 'Nickname already in use'.
    expect(dataOf(await post(app(), PATHS.wireInstructions, body, cookie))).toEqual(created);
    expect(rows()).toEqual(before);
    await refused(() => post(app(), PATHS.wireInstructions, { ...body, nickname: 'Another nickname' }, cookie), 409, 'Request id already used');
    await refused(() => post(app(), PATHS.wireInstructions, { ...body, fdasAccountNumber: ACCOUNTS.plainSubCustody }, cookie), 409, 'Request id already used');
    // Another key is another create: the nickname rule applies again.
    await refused(() => post(app(), PATHS.wireInstructions, { ...body, requestId: '7d3b1e44-0c2a-4f6e-8b19-3a5c7e9d2f00' }, cookie), 409, M.nicknameTaken);
    // The key is the user's own: another user's same key names another instruction.
    expect(created.accountInstructionId).toBe(wireIdOf(userId(gateway.db, 'demo.plain'), body.requestId));
    expect(wireIdOf(userId(gateway.db, 'demo.push'), body.requestId)).not.toBe(created.accountInstructionId);
  });

  it('refuses a requestId that is not a UUID and stores nothing', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    await refused(() => post(app(), PATHS.wireInstructions, { ...US_WIRE, requestId: 'again' }, cookie), 400, /body.requestId must match pattern/);
  });

  it('refuses beyond the account maximum (maxWireInstructionsPermitted)', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    dataOf(await post(app(), PATHS.wireInstructions, US_WIRE, cookie));
    dataOf(await post(app(), PATHS.wireInstructions, IBAN_WIRE, cookie));
    await refused(() => post(app(), PATHS.wireInstructions, { ...US_WIRE, nickname: 'Sixth instruction' }, cookie), 409, 'This account already has the maximum of 5 wire instructions.');
  });

  it('needs FDAS_AM_SICreate: demo.checker and demo.viewer get 403', async () => {
    for (const user of ['demo.checker', 'demo.viewer']) {
      const cookie = await signIn(app(), user);
      await refused(
        () => post(app(), PATHS.wireInstructions, { ...US_WIRE, fdasAccountNumber: ACCOUNTS.pensionCustody }, cookie),
        403,
        `You are not entitled to ${ACTIONS.wireInstructionCreate} on this account`,
      );
    }
  });

  it('checks nickname uniqueness per account', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const check = async (nickname: string, account: string) =>
      dataOf<{ available: boolean }>(await get(app(), `${PATHS.wireNicknameValidate}?nickname=${encodeURIComponent(nickname)}&fdasAccountNumber=${account}`, cookie));
    expect(await check('Harborline Operating', ACCOUNTS.plainCustody)).toEqual({ available: false });
    expect(await check('Harborline Operating', ACCOUNTS.plainSubCustody)).toEqual({ available: true });
  });

  it("deletes an instruction (status/disable); another firm's is 404 and unchanged", async () => {
    const maker = await signIn(app(), 'demo.maker');
    const [pending] = (await list(maker, ACCOUNTS.pensionCustody)).items;
    const plain = await signIn(app(), 'demo.plain');
    await refused(() => post(app(), PATHS.wireDisable, { accountInstructionId: pending?.accountInstructionId }, plain), 404, 'Instruction not found');
    const res = await post(app(), PATHS.wireDisable, { accountInstructionId: pending?.accountInstructionId }, maker);
    expect(answer(res)).toEqual({ status: { code: '000000', text: 'Instruction deleted successfully.' }, data: null });
    expect((await list(maker, ACCOUNTS.pensionCustody)).items.map((w) => w.nickname)).toEqual(['Northgate Operations']);
    await refused(() => post(app(), PATHS.wireDisable, { accountInstructionId: pending?.accountInstructionId }, maker), 404, 'Instruction not found');
  });
});

describe('digital asset instructions and the allow-list', () => {
  it('creates a PENDING instruction once per sdaiUUID (a replay answers the same one, another body is a conflict)', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const body = ethAddressBody();
    const created = dataOf<SavedDigitalAssetInstructionDto>(await post(app(), PATHS.addressCreate, body, cookie));
    expect(created).toMatchObject({ nickname: body.nickname, status: 'PENDING', network: 'Ethereum' });
    expect(isSavedDigitalAssetInstructionDto(created)).toBe(true);
    const before = rows();
    expect(dataOf(await post(app(), PATHS.addressCreate, body, cookie))).toEqual(created);
    expect(rows()).toEqual(before);
    await refused(() => post(app(), PATHS.addressCreate, { ...body, nickname: 'Another nickname' }, cookie), 409, 'Request id already used');
  });

  it.each<[string, (b: ReturnType<typeof ethAddressBody>) => Record<string, unknown>, number, string | RegExp]>([
    ['a bad checksum', (b) => ({ ...b, recipientAddress: '0xd1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb' }), 400, `body.recipientAddress: ${M.invalidAddress}`],
    ['a BTC address on Ethereum', (b) => ({ ...b, recipientAddress: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2' }), 400, `body.recipientAddress: ${M.invalidAddress}`],
    ['a network the account does not send on', (b) => ({ ...b, network: 'Stellar' }), 400, `body.network: ${M.required}`],
    ['a missing sdaiUUID', ({ sdaiUUID: _u, ...b }) => b, 400, "body is missing the field 'sdaiUUID'"],
    ['a 10 KB nickname', (b) => ({ ...b, nickname: 'n'.repeat(10_240) }), 400, /must NOT have more than 100 characters/],
    ['a duplicate nickname', (b) => ({ ...b, nickname: 'eth TREASURY' }), 409, M.nicknameTaken],
    ["another firm's account", (b) => ({ ...b, accountNumber: ACCOUNTS.irelandCustody }), 403, 'Forbidden'],
    // Found by the contract fuzz (issue 28): these were booked into the allow-list as sent.
    ['a NUL in the beneficiary name', (b) => ({ ...b, beneficiaryFullName: 'Harbor\u0000line' }), 400, `body.beneficiaryFullName: ${M.specialCharacters}`],
    ['an escape sequence in the wallet owner name', (b) => ({ ...b, walletOwnerFullName: '\u001b[31mOwner' }), 400, `body.walletOwnerFullName: ${M.specialCharacters}`],
    ['a place of business that is no country', (b) => ({ ...b, placeOfBusiness: '-0' }), 400, `body.placeOfBusiness: ${M.country}`],
  ])('refuses %s and stores nothing', async (_name, change, status, text) => {
    const cookie = await signIn(app(), 'demo.plain');
    await refused(() => post(app(), PATHS.addressCreate, change(ethAddressBody()), cookie), status, text);
  });

  it('requires the recipient account number for an Ireland firm', async () => {
    const cookie = await signIn(app(), 'demo.ie');
    const body = { ...ethAddressBody(), accountNumber: ACCOUNTS.irelandCustody };
    await refused(() => post(app(), PATHS.addressCreate, body, cookie), 400, `body.recipientAccountNumber: ${M.required}`);
    dataOf(await post(app(), PATHS.addressCreate, { ...body, recipientAccountNumber: 'LBAM00912' }, cookie));
  });

  it('refuses new instructions while PENDING_DISABLEMENT (the collateral account)', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    await refused(() => post(app(), PATHS.addressCreate, { ...ethAddressBody(), accountNumber: ACCOUNTS.plainCollateral }, cookie), 409, 'Saved Digital Asset Instructions are being disabled.');
  });

  it('refuses beyond maxAAPermitted', async () => {
    gateway.db.prepare('UPDATE account_settings SET max_aa_permitted = 3 WHERE account_number = ?').run(ACCOUNTS.plainCustody);
    const cookie = await signIn(app(), 'demo.plain');
    await refused(() => post(app(), PATHS.addressCreate, ethAddressBody(), cookie), 409, 'This account already has the maximum of 3 digital asset instructions.');
  });

  it('needs the digital asset create action', async () => {
    new EntitlementStore(gateway.db).revoke(userId(gateway.db, 'demo.plain'), ACCOUNTS.plainCustody, ACTIONS.digitalAssetInstructionCreate);
    const cookie = await signIn(app(), 'demo.plain');
    await refused(() => post(app(), PATHS.addressCreate, ethAddressBody(), cookie), 403, `You are not entitled to ${ACTIONS.digitalAssetInstructionCreate} on this account`);
  });

  it("deletes an address; another firm's is 404", async () => {
    const maker = await signIn(app(), 'demo.maker');
    const [first] = await addresses(maker, ACCOUNTS.pensionCustody);
    const ie = await signIn(app(), 'demo.ie');
    await refused(() => post(app(), PATHS.addressDelete, { addressId: first?.addressId }, ie), 404, 'Instruction not found');
    expect(answer(await post(app(), PATHS.addressDelete, { addressId: first?.addressId }, maker)).status.text).toBe('Instruction deleted successfully.');
    expect(await addresses(maker, ACCOUNTS.pensionCustody)).toHaveLength(1);
  });

  it('enables, edits and disables the allow-list (admin action and state checked)', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    const account = ACCOUNTS.plainSubCustody;
    const periods = dataOf<{ periods: string[] }>(await post(app(), PATHS.activationPeriods, { accountNumber: account }, cookie));
    expect(periods.periods).toEqual(['1 Day', '3 Days', '7 Days']);
    await refused(() => post(app(), PATHS.sdaiConfig, { accountNumber: account, activationPeriod: '3 Days', disclosureAcknowledged: false }, cookie), 400, 'body.disclosureAcknowledged must be one of true');
    await refused(() => post(app(), PATHS.sdaiConfig, { accountNumber: account, activationPeriod: '2 Days', disclosureAcknowledged: true }, cookie), 400, /activationPeriod must be one of/);
    await refused(() => post(app(), PATHS.sdaiDisable, { accountNumber: account, disableSDAI: true }, cookie), 409, /cannot be changed/);
    expect(dataOf(await post(app(), PATHS.sdaiConfig, { accountNumber: account, activationPeriod: '1 Day', disclosureAcknowledged: true }, cookie))).toEqual({
      accountNumber: account, aaEnabled: 'ENABLED', aaActivationPeriod: '1 Day',
    });
    const edit = await app().inject({ method: 'PUT', url: PATHS.sdaiConfig, headers: { ...XHR, cookie }, payload: { accountNumber: account, activationPeriod: '7 Days' } });
    expect(answer(edit).status.text).toBe(SDAI_UPDATED_TEXT);
    expect(dataOf(await post(app(), PATHS.sdaiDisable, { accountNumber: account, disableSDAI: true }, cookie))).toMatchObject({ aaEnabled: 'PENDING_DISABLEMENT' });
    const maker = await signIn(app(), 'demo.maker');
    await refused(() => post(app(), PATHS.sdaiDisable, { accountNumber: ACCOUNTS.pensionCustody, disableSDAI: true }, maker), 403, `You are not entitled to ${ACTIONS.allowListAdmin} on this account`);
  });
});

describe('lookups', () => {
  it('finds banks by routing number and by BIC, checks IBANs and wallet addresses', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    expect(dataOf(await get(app(), `${PATHS.bankByRouting}?routingNumber=011000015`, cookie))).toMatchObject({ bankName: 'Federal Reserve Bank of Boston', stateCode: 'MA' });
    expect(answer(await get(app(), `${PATHS.bankByRouting}?routingNumber=123456789`, cookie)).status.text).toBe(M.routingNumber);
    expect(dataOf(await get(app(), `${PATHS.bankByBic}?transitNumber=UBSWCHZH80A&transitIdentifierType=BIC`, cookie))).toMatchObject({ countryCode: 'CH' });
    const missing = await get(app(), `${PATHS.bankByBic}?transitNumber=ABCDDEFF&transitIdentifierType=BIC`, cookie);
    expect([missing.statusCode, answer(missing).status.text]).toEqual([404, M.bicNotFound]);
    expect(dataOf(await post(app(), PATHS.ibanValidate, { iban: 'GB82 WEST 1234 5698 7654 32' }, cookie))).toEqual({ valid: true });
    const bad = await post(app(), PATHS.ibanValidate, { iban: 'GB82 WEST 1234 5698 7654 33' }, cookie);
    expect([bad.statusCode, answer(bad).status.text]).toEqual([400, M.ibanInvalid]);
    expect(dataOf(await get(app(), `${PATHS.walletAddressValidate}?blockchain=BTC&address=bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0`, cookie))).toEqual({ valid: true });
    expect(dataOf(await get(app(), `${PATHS.walletAddressValidate}?token=LTC&address=1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2`, cookie))).toEqual({ valid: false });
    const institutions = dataOf<{ name: string }[]>(await get(app(), PATHS.institutions, cookie));
    expect(institutions.at(-1)?.name).toBe('Other');
  });

  it('checks a non-US form (not shown in the spec) and an address nickname; lists institutions per account', async () => {
    const cookie = await signIn(app(), 'demo.plain');
    expect(dataOf(await post(app(), PATHS.nonUsWireValidate, IBAN_WIRE, cookie))).toEqual({ valid: true });
    await refused(() => post(app(), PATHS.nonUsWireValidate, US_WIRE, cookie), 400, 'body.bankLocation must be NON_US');
    await refused(() => post(app(), PATHS.nonUsWireValidate, { ...IBAN_WIRE, bankIBAN: 'GB82 WEST 1234 5698 7654 33' }, cookie), 400, `body.bankIBAN: ${M.ibanInvalid}`);
    const nickname = async (n: string) => dataOf(await post(app(), PATHS.addressNicknameValidate, { nickname: n, accountNumber: ACCOUNTS.plainCustody }, cookie));
    expect([await nickname('ETH TREASURY'), await nickname('ETH reserve')]).toEqual([{ available: false }, { available: true }]);
    const listed = dataOf<{ id: string }[]>(await post(app(), PATHS.institutionList, { accountNumber: ACCOUNTS.plainCustody }, cookie));
    expect(listed.at(-1)?.id).toBe('OTHER');
    expect(answer(await post(app(), PATHS.institutionList, { accountNumber: ACCOUNTS.irelandCustody }, cookie))).toEqual(FORBIDDEN);
  });

  it('answers 401 without a session', async () => {
    expect((await get(app(), `${PATHS.bankByRouting}?routingNumber=011000015`)).statusCode).toBe(401);
    expect((await post(app(), PATHS.addressList, { accountNumber: ACCOUNTS.plainCustody })).statusCode).toBe(401);
  });

  it("refuses another firm's account on the lists", async () => {
    const cookie = await signIn(app(), 'demo.plain');
    expect(answer(await post(app(), PATHS.addressList, { accountNumber: ACCOUNTS.irelandCustody }, cookie))).toEqual(FORBIDDEN);
  });
});

describe('a draft kept across a 401 and submitted again (issue 28: drafts)', () => {
  const ENDED = 'icp_session=0123456789abcdef0123456789abcdef';

  it('a wire create answered 401 stores nothing; the restored draft is stored once; submitted once more it is refused', async () => {
    await refused(() => post(app(), PATHS.wireInstructions, US_WIRE, ENDED), 401, 'Unauthorized');
    const cookie = await signIn(app(), 'demo.plain');
    dataOf(await post(app(), PATHS.wireInstructions, US_WIRE, cookie));
    await refused(() => post(app(), PATHS.wireInstructions, US_WIRE, cookie), 409, M.nicknameTaken);
  });

  it('a digital asset create answered 401 stores nothing; the restored draft (a new sdaiUUID) is stored once, then refused', async () => {
    const body = ethAddressBody({ nickname: 'ETH restored' });
    await refused(() => post(app(), PATHS.addressCreate, body, ENDED), 401, 'Unauthorized');
    const cookie = await signIn(app(), 'demo.plain');
    dataOf(await post(app(), PATHS.addressCreate, { ...body, sdaiUUID: ethAddressBody().sdaiUUID }, cookie));
    await refused(() => post(app(), PATHS.addressCreate, { ...body, sdaiUUID: ethAddressBody().sdaiUUID }, cookie), 409, M.nicknameTaken);
  });
});
