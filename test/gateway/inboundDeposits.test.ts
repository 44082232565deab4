// Inbound deposit review (contract/actionItems.ts inboundReview): Yes stores the originator's
// travel-rule data and credits the ledger; No marks it UNRECOGNIZED and never credits; every rule
// of the originator form (spec part 1 §5) refused with its text and nothing stored; who may review.
import type { FastifyInstance } from 'fastify';
import { ACTION_ITEM_TEXTS as T } from '../../src/api/contract/actionItems';
import { ACTIONS } from '../../mock-server/src/domain/accounts/entitlements';
import { ACCOUNTS, domainOf, post, refusedKeeping } from './support/accounts';
import { DEPOSITS, PATHS, REQUESTS, decidedItem, decisionState, individual, listOf, review } from './support/actionItems';
import { gatewayForThisFile, signIn } from './support/testGateway';

const gateway = gatewayForThisFile();
const app = (): FastifyInstance => gateway.app;
const balance = (account: string, symbol: string) => domainOf(gateway.db, gateway.clock).ledger.balance(account, symbol);

const refused = refusedKeeping(() => ({ decisions: decisionState(gateway.db), btc: balance(ACCOUNTS.pensionCustody, 'BTC') }));

describe('Yes: the originator form', () => {
  it('stores the travel-rule data, credits the ledger with the amount (settled) and audits the review', async () => {
    const cookie = await signIn(app(), 'demo.maker');
    const before = balance(ACCOUNTS.pensionCustody, 'BTC');
    const item = decidedItem(await review(app(), cookie, DEPOSITS.btc042, individual({ addressLine2: 'Floor 3', firstName: 'José' })));
    expect(item).toMatchObject({ status: 'APPROVED', actionable: false, checkerName: 'Elena Vasquez' });
    expect(item.inboundDeposit?.travelRuleData).toEqual({
      disposition: null, selfManaged: false, vaspName: 'Coastal Digital Exchange', partyType: 'INDIVIDUAL', firstName: 'José', lastName: 'Lovelace',
      entityName: null, countryCode: 'US', country: 'United States of America', addressLine1: '12 Hudson Street', addressLine2: 'Floor 3', city: 'New York',
      stateCode: 'NY', state: 'NY', zipCode: '10013', beneficiaryAccount: ACCOUNTS.pensionCustody, createdBy: 'Elena Vasquez', createdTime: expect.any(Number),
    });
    const after = balance(ACCOUNTS.pensionCustody, 'BTC');
    expect(after.available - before.available).toBe(42_000_000n);
    expect(after.total - before.total).toBe(42_000_000n);
    expect(gateway.db.prepare('SELECT decision FROM action_item_decisions WHERE reference_id = ?').pluck().all(DEPOSITS.btc042)).toEqual(['CONFIRMED']);
  });

  it('an entity from another country with a region, self-hosted: no custody provider; fields of the other party type are not kept', async () => {
    const cookie = await signIn(app(), 'demo.checker');
    const form = { partyType: 'ENTITY', entityName: 'Zürich Treasury AG', firstName: 'Ignored', countryCode: 'CH', addressLine1: 'Bahnhofstrasse 1', city: 'Zürich', state: 'Zürich', zipCode: '8001', selfManaged: true, vaspName: 'Ignored too' };
    const data = decidedItem(await review(app(), cookie, DEPOSITS.eth155, form)).inboundDeposit?.travelRuleData;
    expect(data).toMatchObject({ partyType: 'ENTITY', entityName: 'Zürich Treasury AG', firstName: null, country: 'Switzerland', state: 'Zürich', stateCode: null, selfManaged: true, vaspName: null });
  });

  // Spec part 1 §5, the inbound deposit form: each rule, its text.
  it.each([
    ['address line 1 missing', { addressLine1: '' }, 'body.addressLine1: Address must be valid'],
    ['address line 1 over 70', { addressLine1: 'a'.repeat(71) }, 'body.addressLine1: Address must be valid'],
    ['address line 2 over 70', { addressLine2: 'a'.repeat(71) }, 'body.addressLine2: Address must be valid'],
    ['city missing', { city: '' }, 'body.city: City must be valid'],
    ['city over 35', { city: 'a'.repeat(36) }, 'body.city: City must be valid'],
    ['city with a digit', { city: 'Area 51' }, 'body.city: City must be valid'],
    ['postal code missing', { zipCode: '' }, 'body.zipCode: Postal code must be valid'],
    ['postal code over 16', { zipCode: '1'.repeat(17) }, 'body.zipCode: Postal code must be valid'],
    ['postal code with a hyphen', { zipCode: '10013-1234' }, 'body.zipCode: Postal code must be valid'],
    ['custody provider missing (not self-hosted)', { vaspName: '' }, 'body.vaspName: Custody Provider must be valid'],
    ['custody provider over 100', { vaspName: 'a'.repeat(101) }, 'body.vaspName: Custody Provider must be valid'],
    ['custody provider with a comma', { vaspName: 'Coastal, Inc' }, 'body.vaspName: Custody Provider must be valid'],
    ['first name missing', { firstName: '' }, 'body.firstName: First Name must be valid'],
    ['first name with a digit', { firstName: 'Ada2' }, 'body.firstName: First Name must be valid'],
    ['last name over 100', { lastName: 'a'.repeat(101) }, 'body.lastName: Last Name must be valid'],
    ['institution missing', { partyType: 'ENTITY', entityName: '' }, 'body.entityName: Institution must be valid'],
    ['institution over 100', { partyType: 'ENTITY', entityName: 'a'.repeat(101) }, 'body.entityName: Institution must be valid'],
    ['a US address without a state', { stateCode: undefined }, 'body.stateCode: Error: Required.'],
    ['a US state that is none', { stateCode: 'XX' }, 'body.stateCode: Error: Required.'],
    ['another country without a region', { countryCode: 'GB', stateCode: undefined }, 'body.state: Region name must be valid'],
    ['a region over 35', { countryCode: 'GB', state: 'a'.repeat(36) }, 'body.state: Region name must be valid'],
    ['an unknown party type', { partyType: 'TRUST' }, 'body.partyType: Error: Required.'],
    ['no country', { countryCode: '' }, 'body.countryCode: Error: Required.'],
    ['a country that is none', { countryCode: 'ZZ', state: 'Nowhere' }, 'body.countryCode: Error: Required.'],
  ])('refuses %s (400, nothing stored, nothing credited)', async (_name, change, text) => {
    const cookie = await signIn(app(), 'demo.maker');
    await refused(() => review(app(), cookie, DEPOSITS.btc042, { ...individual(), ...change }), 400, text);
  });

  it('refuses malformed bodies: two forms, none, unknown fields, wrong types (400)', async () => {
    const cookie = await signIn(app(), 'demo.maker');
    const send = (body: object) => post(app(), PATHS.inboundReview, body, cookie);
    await refused(() => send({ referenceId: DEPOSITS.btc042, travelRuleData: [individual(), individual()] }), 400, /travelRuleData/);
    await refused(() => send({ referenceId: DEPOSITS.btc042, travelRuleData: [] }), 400, /travelRuleData/);
    await refused(() => send({ referenceId: DEPOSITS.btc042, travelRuleData: [{ ...individual(), ssn: '123' }] }), 400, /unknown field/);
    await refused(() => send({ referenceId: DEPOSITS.btc042, travelRuleData: [{ ...individual(), selfManaged: 'no' }] }), 400, /selfManaged/);
    await refused(() => send({ referenceId: DEPOSITS.btc042, travelRuleData: [{ disposition: 'UNRECOGNIZED', firstName: 'Ada' }] }), 400, `body.${T.declineCarriesNothingElse}`);
    await refused(() => send({ referenceId: DEPOSITS.btc042, travelRuleData: [{ disposition: 'RECOGNIZED' }] }), 400, /disposition/);
  });
});

describe('No: declined', () => {
  it('marks it UNRECOGNIZED, credits nothing, and it is never credited later', async () => {
    const cookie = await signIn(app(), 'demo.checker');
    const entries = decisionState(gateway.db).entries;
    const before = balance(ACCOUNTS.pensionCustody, 'ETH');
    const item = decidedItem(await review(app(), cookie, DEPOSITS.eth155, { disposition: 'UNRECOGNIZED' }));
    expect(item).toMatchObject({ status: 'REJECTED', checkerName: 'Marcus Holloway', inboundDeposit: { travelRuleData: { disposition: 'UNRECOGNIZED', partyType: null } } });
    expect(balance(ACCOUNTS.pensionCustody, 'ETH')).toEqual(before);
    expect(decisionState(gateway.db).entries).toBe(entries);
    expect(gateway.db.prepare('SELECT status, disposition, ledger_entry_id AS entry FROM inbound_deposits WHERE id = ?').get(DEPOSITS.eth155)).toEqual({ status: 'DECLINED', disposition: 'UNRECOGNIZED', entry: null });
    // Irreversible: a later Yes is refused, and the database refuses to change a decided deposit.
    await refused(() => review(app(), cookie, DEPOSITS.eth155, individual()), 409, 'This request was already rejected by Marcus Holloway.');
    expect(() => gateway.db.prepare("UPDATE inbound_deposits SET status = 'PENDING', disposition = NULL, travel_rule = NULL, decided_at = NULL WHERE id = ?").run(DEPOSITS.eth155)).toThrow(/does not change/);
    expect(balance(ACCOUNTS.pensionCustody, 'ETH')).toEqual(before);
  });

  it('the seeded declined deposit is not on the ledger; the confirmed one is a deposit of its amount', () => {
    const row = (id: string) => gateway.db.prepare('SELECT amount, ledger_entry_id AS entry FROM inbound_deposits WHERE id = ?').get(id) as { amount: string; entry: number | null };
    expect(row(DEPOSITS.declined).entry).toBeNull();
    const confirmed = row(DEPOSITS.confirmed);
    expect(gateway.db.prepare('SELECT kind, amount FROM ledger_entries WHERE id = ?').get(confirmed.entry)).toEqual({ kind: 'deposit', amount: confirmed.amount });
  });
});

describe('who may review', () => {
  it('a viewer (403), another firm (404), a request instead of a deposit (400), no session (401)', async () => {
    await refused(async () => review(app(), await signIn(app(), 'demo.viewer'), DEPOSITS.btc042, individual()), 403, `You are not entitled to ${ACTIONS.digitalAssetTransferCreate} on this account`);
    await refused(async () => review(app(), await signIn(app(), 'demo.viewer'), DEPOSITS.btc042, { disposition: 'UNRECOGNIZED' }), 403, /not entitled/);
    await refused(async () => review(app(), await signIn(app(), 'demo.plain'), DEPOSITS.btc042, individual()), 404, T.notFound);
    await refused(async () => review(app(), await signIn(app(), 'demo.checker'), REQUESTS.custodianSweep, individual()), 400, `body.referenceId: ${T.notADeposit}`);
    await refused(() => review(app(), '', DEPOSITS.btc042, individual()), 401, 'Unauthorized');
  });

  it("demo.plain reviews their own firm's deposit; it leaves Pending for History", async () => {
    const cookie = await signIn(app(), 'demo.plain');
    decidedItem(await review(app(), cookie, DEPOSITS.plainLtc, individual()));
    expect((await listOf(app(), cookie, 'PENDING')).some((i) => i.referenceId === DEPOSITS.plainLtc)).toBe(false);
    expect((await listOf(app(), cookie, 'HISTORY')).find((i) => i.referenceId === DEPOSITS.plainLtc)?.status).toBe('APPROVED');
  });
});
