// Issue 27, the allow-list's flags (spec part 2 §6 names them; the reading is docs/spec-choices.md):
// `aa` off closes the allow-list's settings (enable, edit, disable), `disEnabled` off closes the
// disable, `mm-sdai` off closes a market-maker account's saved addresses (list, create, delete).
// Each is read by the address book inside the transaction that would change the state; a refusal
// is a 403 with its text and changes nothing. First the rules without HTTP, then the routes.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FeatureFlag } from '../../src/api/contract/featureFlags';
import {
  SAVED_ADDRESS_FLAG_TEXTS as T,
  SAVED_INSTRUCTION_PATHS as SI,
  type DigitalAssetInstructionFormValues,
  type SavedDigitalAssetInstructionDto,
} from '../../src/api/contract/savedInstructions';
import { AccountDirectory } from '../../mock-server/src/domain/accounts/accounts';
import { ACTIONS, EntitlementStore } from '../../mock-server/src/domain/accounts/entitlements';
import { AddressInstructionBook } from '../../mock-server/src/domain/instructions/addressInstructions';
import { allowListFlagRefusal, marketMakerAddressesClosed, type FlagReader } from '../../mock-server/src/domain/instructions/allowListFlags';
import { InstructionRecords } from '../../mock-server/src/domain/instructions/instructionRecords';
import { DEFAULT_FLAGS } from '../../mock-server/src/scenario/defaults';
import { ACCOUNTS, PATHS, dataOf, post, refusedKeeping, userId } from './support/accounts';
import { control } from './support/control';
import { ethAddressBody } from './support/instructions';
import { XHR, count, gatewayForThisFile, signIn } from './support/testGateway';

const gateway = gatewayForThisFile();
const app = (): FastifyInstance => gateway.app;

/** What a saved-address or allow-list call could change. */
const TABLES = ['address_instructions', 'approval_requests', 'instruction_audit', 'transfers'] as const;
const state = () => ({
  rows: TABLES.map((t) => count(gateway.db, t)),
  addresses: gateway.db.prepare('SELECT id, status FROM address_instructions ORDER BY id').all(),
  settings: gateway.db.prepare('SELECT account_number, sdai_status, aa_activation_period FROM account_settings ORDER BY account_number').all(),
});
const refused = refusedKeeping(state);

const reader = (values: Partial<Record<FeatureFlag, boolean | null>>): FlagReader => ({ get: (name) => values[name as FeatureFlag] ?? null });
const setFlags = async (values: Partial<Record<FeatureFlag, boolean>>) => expect((await control(app(), 'POST', '/__mock/flags', values)).statusCode).toBe(200);
const book = (flags: FlagReader) => new AddressInstructionBook(gateway.db, gateway.clock, new InstructionRecords(gateway.db), new AccountDirectory(gateway.db), flags);
const admin = () => ({ id: userId(gateway.db, 'demo.plain'), actions: [{ actionName: ACTIONS.allowListAdmin, permissions: ['UPDATE'] }] });
/** demo.mm may create and delete saved addresses on its primary market-maker account (the demo's market-maker role holds no such action). */
const grantMarketMakerAddresses = () => new EntitlementStore(gateway.db).grant(userId(gateway.db, 'demo.mm'), ACCOUNTS.mmPrimary, [ACTIONS.digitalAssetInstructionCreate]);
const mmAddressBody = () => ethAddressBody({ accountNumber: ACCOUNTS.mmPrimary, nickname: 'Meridian FIDD settlement', beneficiaryFullName: 'Meridian Liquidity Markets LLC' });

describe('the seeded flags', () => {
  it('aa, disEnabled and mm-sdai are on: the allow-list is managed and disabled as before, market makers keep their saved addresses', () => {
    expect([DEFAULT_FLAGS.aa, DEFAULT_FLAGS.disEnabled, DEFAULT_FLAGS['mm-sdai']]).toEqual([true, true, true]);
  });
});

describe('the rules (no HTTP)', () => {
  it.each([
    ['aa off', { aa: false, disEnabled: true }, ['allowListOff', 'allowListOff', 'allowListOff']],
    ['aa missing or unreadable', { disEnabled: true }, ['allowListOff', 'allowListOff', 'allowListOff']],
    ['aa on, disEnabled off', { aa: true, disEnabled: false }, [null, null, 'disablingOff']],
    ['aa on, disEnabled missing', { aa: true }, [null, null, 'disablingOff']],
    ['both on', { aa: true, disEnabled: true }, [null, null, null]],
  ] as const)('allowListFlagRefusal with %s: enable, edit, disable', (_name, values, expected) => {
    const flags = reader(values);
    expect((['enable', 'edit', 'disable'] as const).map((change) => allowListFlagRefusal(flags, change))).toEqual(expected);
  });

  it('marketMakerAddressesClosed: only a market-maker account, only while mm-sdai is off or missing', () => {
    expect(marketMakerAddressesClosed(reader({ 'mm-sdai': false }), 'MARKET_MAKER')).toBe(true);
    expect(marketMakerAddressesClosed(reader({}), 'MARKET_MAKER')).toBe(true);
    expect(marketMakerAddressesClosed(reader({ 'mm-sdai': true }), 'MARKET_MAKER')).toBe(false);
    for (const type of ['CUSTODY', 'SUB_CUSTODY', 'COLLATERAL'] as const) expect(marketMakerAddressesClosed(reader({}), type)).toBe(false);
  });

  it('configure: a flag refusal comes before the state check and changes nothing; with both on the change is booked', () => {
    const before = state();
    expect(book(reader({ aa: false, disEnabled: true })).configure(ACCOUNTS.plainSubCustody, admin(), { kind: 'enable', activationPeriod: '1 Day' })).toEqual({ kind: 'allowListOff' });
    expect(book(reader({ aa: true, disEnabled: false })).configure(ACCOUNTS.plainCustody, admin(), { kind: 'disable' })).toEqual({ kind: 'disablingOff' });
    expect(state()).toEqual(before);
    const flags = reader({ aa: true, disEnabled: true });
    expect(book(flags).configure(ACCOUNTS.plainSubCustody, admin(), { kind: 'disable' })).toEqual({ kind: 'notAllowedNow' });
    expect(book(flags).configure(ACCOUNTS.plainSubCustody, { ...admin(), actions: [] }, { kind: 'enable', activationPeriod: '1 Day' })).toEqual({ kind: 'notAllowedNow' });
    expect(state()).toEqual(before);
    expect(book(flags).configure(ACCOUNTS.plainCustody, admin(), { kind: 'disable' })).toMatchObject({ kind: 'changed', state: { aaEnabled: 'PENDING_DISABLEMENT' } });
  });

  it('create and remove on a market-maker account: refused while mm-sdai is off (nothing stored), booked while it is on', () => {
    const mm = { accountNumber: ACCOUNTS.mmPrimary, accountType: 'MARKET_MAKER' as const };
    const { accountNumber: _a, ...body } = mmAddressBody();
    const form: DigitalAssetInstructionFormValues = { ...body, destination: 'Self-Managed Wallet' };
    const user = userId(gateway.db, 'demo.mm');
    const before = state();
    expect(book(reader({ 'mm-sdai': false })).create(mm, form, user)).toEqual({ kind: 'marketMakerClosed' });
    expect(state()).toEqual(before);
    const created = book(reader({ 'mm-sdai': true })).create(mm, form, user);
    expect(created).toMatchObject({ kind: 'created', instruction: { status: 'PENDING', network: 'Ethereum' } });
    const id = created.kind === 'created' ? created.instruction.addressId : '';
    const afterCreate = state();
    expect(book(reader({})).remove(id, mm, user)).toEqual({ kind: 'marketMakerClosed' });
    expect(state()).toEqual(afterCreate);
    expect(book(reader({ 'mm-sdai': true })).remove(id, mm, user)).toEqual({ kind: 'removed' });
    // A custody account's addresses never depend on mm-sdai.
    expect(book(reader({})).create({ accountNumber: ACCOUNTS.plainCustody, accountType: 'CUSTODY' }, { ...form, nickname: 'Custody ETH', sdaiUUID: randomUUID() }, userId(gateway.db, 'demo.plain'))).toMatchObject({ kind: 'created' });
  });
});

describe('aa: the allow-list settings (POST / PUT …/config/sdai, POST …/sdai/disable)', () => {
  const enable = (cookie: string) => post(app(), SI.sdaiConfig, { accountNumber: ACCOUNTS.plainSubCustody, activationPeriod: '3 Days', disclosureAcknowledged: true }, cookie);
  const edit = (cookie: string) => app().inject({ method: 'PUT', url: SI.sdaiConfig, headers: { ...XHR, cookie }, payload: { accountNumber: ACCOUNTS.plainCustody, activationPeriod: '7 Days' } });
  const disable = (cookie: string) => post(app(), SI.sdaiDisable, { accountNumber: ACCOUNTS.plainCustody, disableSDAI: true }, cookie);

  it('off: enable, edit and disable are refused with 403 and its text, nothing changed; the state stays readable', async () => {
    await setFlags({ aa: false });
    const cookie = await signIn(app(), 'demo.plain');
    await refused(() => enable(cookie), 403, T.allowListOff);
    await refused(() => edit(cookie), 403, T.allowListOff);
    await refused(() => disable(cookie), 403, T.allowListOff);
    expect(dataOf(await post(app(), PATHS.accountDetails, { accountNumber: ACCOUNTS.plainCustody }, cookie))).toMatchObject({ aaEnabled: 'ENABLED', aaActivationPeriod: '3 Days' });
    // Saved instructions themselves are not the allow-list's settings: aa leaves them alone.
    expect(dataOf<SavedDigitalAssetInstructionDto>(await post(app(), SI.addressCreate, ethAddressBody(), cookie))).toMatchObject({ status: 'PENDING' });
  });

  it('on: enable, edit and disable are booked', async () => {
    await setFlags({ aa: true });
    const cookie = await signIn(app(), 'demo.plain');
    expect(dataOf(await enable(cookie))).toMatchObject({ aaEnabled: 'ENABLED', aaActivationPeriod: '3 Days' });
    expect((await edit(cookie)).statusCode).toBe(200);
    expect(dataOf(await disable(cookie))).toMatchObject({ aaEnabled: 'PENDING_DISABLEMENT' });
  });
});

describe('disEnabled: disabling the allow-list', () => {
  const disable = (cookie: string) => post(app(), SI.sdaiDisable, { accountNumber: ACCOUNTS.plainCustody, disableSDAI: true }, cookie);

  it('off: the disable is refused with 403 and its text, pending addresses and sends untouched; enable and edit still work', async () => {
    await setFlags({ disEnabled: false });
    const cookie = await signIn(app(), 'demo.plain');
    await refused(() => disable(cookie), 403, T.disablingOff);
    const edit = await app().inject({ method: 'PUT', url: SI.sdaiConfig, headers: { ...XHR, cookie }, payload: { accountNumber: ACCOUNTS.plainCustody, activationPeriod: '1 Day' } });
    expect(edit.statusCode).toBe(200);
  });

  it('on: the disable is booked (PENDING_DISABLEMENT)', async () => {
    await setFlags({ disEnabled: true });
    expect(dataOf(await disable(await signIn(app(), 'demo.plain')))).toMatchObject({ aaEnabled: 'PENDING_DISABLEMENT' });
  });
});

describe('mm-sdai: saved addresses of a market-maker account', () => {
  const list = (cookie: string, accountNumber: string = ACCOUNTS.mmPrimary) => post(app(), SI.addressList, { accountNumber }, cookie);

  it('off: list, create and delete are refused with the spec\'s 403 text, nothing stored; a custody account is unaffected', async () => {
    grantMarketMakerAddresses();
    const mm = await signIn(app(), 'demo.mm');
    const created = dataOf<SavedDigitalAssetInstructionDto>(await post(app(), SI.addressCreate, mmAddressBody(), mm));
    await setFlags({ 'mm-sdai': false });
    await refused(() => list(mm), 403, T.marketMakerClosed);
    await refused(() => post(app(), SI.addressListV3, { accountNumber: ACCOUNTS.mmPrimary }, mm), 403, T.marketMakerClosed);
    await refused(() => post(app(), SI.addressCreate, mmAddressBody(), mm), 403, T.marketMakerClosed);
    await refused(() => post(app(), SI.addressDelete, { addressId: created.addressId }, mm), 403, T.marketMakerClosed);
    const mixed = await signIn(app(), 'demo.mixed');
    expect(dataOf<unknown[]>(await list(mixed, ACCOUNTS.mixedCustody))).toEqual(expect.any(Array));
    await refused(() => list(mixed, ACCOUNTS.mixedMarketMaker), 403, T.marketMakerClosed);
  });

  it('on: a market-maker account lists, creates and deletes its saved addresses', async () => {
    grantMarketMakerAddresses();
    await setFlags({ 'mm-sdai': true });
    const mm = await signIn(app(), 'demo.mm');
    // The demo's address, set up by the custodian at onboarding: the one the Mint tab names.
    expect(dataOf<SavedDigitalAssetInstructionDto[]>(await list(mm))).toEqual([
      expect.objectContaining({ nickname: 'Meridian FIDD receipts', network: 'Ethereum', status: 'ACTIVE', address: '0x52908400098527886E0F7030069857D2E4169EE7', processInstanceId: '' }),
    ]);
    const created = dataOf<SavedDigitalAssetInstructionDto>(await post(app(), SI.addressCreate, mmAddressBody(), mm));
    expect(dataOf<SavedDigitalAssetInstructionDto[]>(await list(mm)).map((a) => a.addressId)).toContain(created.addressId);
    expect((await post(app(), SI.addressDelete, { addressId: created.addressId }, mm)).statusCode).toBe(200);
    expect(dataOf<SavedDigitalAssetInstructionDto[]>(await list(mm)).map((a) => a.addressId)).not.toContain(created.addressId);
  });
});
