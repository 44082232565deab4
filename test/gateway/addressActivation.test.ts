// Issue 25, cooling-off: with the allow-list ENABLED an address the checker approves waits
// PENDING_ACTIVATION for the activation period in force at the approval, and a transfer to it
// before then is refused (409 with the time, nothing stored) — decided from its activation time on
// the gateway's clock inside the submit's transaction, with or without the sweep.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SAVED_INSTRUCTION_PATHS as SI, type SavedDigitalAssetInstructionDto } from '../../src/api/contract/savedInstructions';
import { isSavedDigitalAssetInstructionList } from '../../src/api/contract/savedInstructionGuards';
import { TRANSFER_PATHS, TRANSFER_REFUSAL_TEXTS as T, type TransferDto } from '../../src/api/contract/transfers';
import { DAY_MS, notActiveYetText } from '../../src/shared/validation/activationPeriod';
import { AccountDirectory } from '../../mock-server/src/domain/accounts/accounts';
import { AddressInstructionBook } from '../../mock-server/src/domain/instructions/addressInstructions';
import { InstructionRecords } from '../../mock-server/src/domain/instructions/instructionRecords';
import { FeatureFlagStore } from '../../mock-server/src/domain/platform/featureFlags';
import { sweepExpired } from '../../mock-server/src/domain/platform/sweeper';
import { ACCOUNTS, dataOf, post, refusedKeeping } from './support/accounts';
import { signedSubmit } from './support/stepUp';
import { decide, decidedItem } from './support/actionItems';
import { T0, XHR, count, gatewayForThisFile, signIn } from './support/testGateway';

const gateway = gatewayForThisFile();
const app = (): FastifyInstance => gateway.app;
const TABLES = ['transfers', 'ledger_entries', 'approval_requests', 'instruction_audit', 'address_instructions', 'account_settings'] as const;
const rows = () => TABLES.map((t) => count(gateway.db, t));
/** Sends, expects the refusal, and that no row was written. */
const refused = refusedKeeping(rows);

const ETH_RECIPIENT = '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb';
const HOUR = 3_600_000;

const addressForm = (accountNumber: string, nickname = 'Northgate ETH cold') => ({
  accountNumber,
  sdaiUUID: randomUUID(),
  nickname,
  network: 'Ethereum',
  recipientAddress: ETH_RECIPIENT,
  destination: 'Self-Managed Wallet',
  beneficiaryFullName: 'Northgate Asset Management',
  walletOwnerFullName: 'Northgate Asset Management',
});

const addressesOf = async (cookie: string, accountNumber: string) => {
  const list = dataOf<SavedDigitalAssetInstructionDto[]>(await post(app(), SI.addressList, { accountNumber }, cookie));
  expect(isSavedDigitalAssetInstructionList(list)).toBe(true);
  return list;
};

/** demo.maker adds an Ethereum address to `accountNumber`; demo.checker approves it at the clock's now. Its id. */
async function approvedAddress(accountNumber: string = ACCOUNTS.pensionCustody): Promise<string> {
  const maker = await signIn(app(), 'demo.maker');
  const created = dataOf<SavedDigitalAssetInstructionDto>(await post(app(), SI.addressCreate, addressForm(accountNumber), maker));
  expect(created).toMatchObject({ status: 'PENDING', activatesAt: null });
  expect(decidedItem(await decide(app(), await signIn(app(), 'demo.checker'), created.processInstanceId, 'APPROVE')).status).toBe('APPROVED');
  return created.addressId;
}

/** demo.maker's ETH send to a saved address of the Northgate custody account. */
const sendTo = async (addressId: string, accountNumber: string = ACCOUNTS.pensionCustody) =>
  signedSubmit(app(), TRANSFER_PATHS.digitalAssetOutV2, { requestId: randomUUID(), accountNumber, asset: 'ETH', amount: '0.5', addressId }, await signIn(app(), 'demo.maker'));

const statusRow = (id: string) => gateway.db.prepare('SELECT status, activation_period AS period, activates_at AS activatesAt FROM address_instructions WHERE id = ?').get(id);
/** The sweep as the gateway runs it, on the test gateway's database and clock (its address book only). */
const sweepAddresses = () => {
  const addressInstructions = new AddressInstructionBook(gateway.db, gateway.clock, new InstructionRecords(gateway.db), new AccountDirectory(gateway.db), new FeatureFlagStore(gateway.db));
  sweepExpired({
    clock: gateway.clock,
    sessions: { sweepStale: () => 0 } as never,
    attempts: { sweepEnded: () => 0 } as never,
    transfers: { settleDue: () => 0 },
    addressInstructions,
    requestAudit: { sweep: async () => 0 },
    pushEvents: { recordDue: () => undefined },
    securityEvents: { sweep: async () => undefined },
    passkeys: { sweep: () => undefined },
    stepUps: { sweep: () => 0 },
  });
};

describe('cooling-off: an address approved under an ENABLED allow-list', () => {
  it('waits PENDING_ACTIVATION for the period in force at the approval (3 Days: exactly 72 h on the gateway clock)', async () => {
    const id = await approvedAddress();
    const activatesAt = T0 + 3 * DAY_MS;
    expect(statusRow(id)).toEqual({ status: 'PENDING_ACTIVATION', period: '3 Days', activatesAt });
    const listed = (await addressesOf(await signIn(app(), 'demo.viewer'), ACCOUNTS.pensionCustody)).find((a) => a.addressId === id);
    expect(listed).toMatchObject({ status: 'PENDING_ACTIVATION', activatesAt: new Date(activatesAt).toISOString() });
  });

  it('refuses a transfer to it before its activation time (409, the time in the text, nothing stored), and books it from that time on', async () => {
    const id = await approvedAddress();
    const activatesAt = T0 + 3 * DAY_MS;
    expect(notActiveYetText(activatesAt)).toBe('This digital asset instruction is in its activation period: it can be used from Mar 5, 2026 10:00 AM ET.');
    await refused(() => sendTo(id), 409, notActiveYetText(activatesAt));
    gateway.clock.fix(activatesAt - 1);
    await refused(() => sendTo(id), 409, notActiveYetText(activatesAt));
    // No sweep has run: the clock alone moves it on.
    gateway.clock.fix(activatesAt);
    expect(statusRow(id)).toMatchObject({ status: 'PENDING_ACTIVATION' });
    const transfer = dataOf<TransferDto>(await sendTo(id));
    expect(transfer).toMatchObject({ kind: 'DIGITAL_ASSET', asset: 'ETH', status: 'PENDING_APPROVAL', destination: { nickname: 'Northgate ETH cold' } });
    expect((await addressesOf(await signIn(app(), 'demo.maker'), ACCOUNTS.pensionCustody)).find((a) => a.addressId === id)?.status).toBe('ACTIVE');
  });

  it('v3 refuses it the same way (the saved address is checked on both paths)', async () => {
    const id = await approvedAddress();
    const maker = await signIn(app(), 'demo.maker');
    await refused(
      () => post(app(), TRANSFER_PATHS.digitalAssetOutV3, { requestId: randomUUID(), accountNumber: ACCOUNTS.pensionCustody, asset: 'ETH', amount: '0.5', addressId: id }, maker),
      409,
      notActiveYetText(T0 + 3 * DAY_MS),
    );
  });

  it('a later edit of the period changes no address already waiting; an address approved after the edit waits the new period', async () => {
    const checker = await signIn(app(), 'demo.checker');
    expect((await app().inject({ method: 'PUT', url: SI.sdaiConfig, headers: { ...XHR, cookie: checker }, payload: { accountNumber: ACCOUNTS.pensionCustody, activationPeriod: '7 Days' } })).statusCode).toBe(200);
    const waiting = await approvedAddress();
    expect(statusRow(waiting)).toMatchObject({ period: '7 Days', activatesAt: T0 + 7 * DAY_MS });
    // Shortened to 1 Day: the 7 days already promised stay.
    expect((await app().inject({ method: 'PUT', url: SI.sdaiConfig, headers: { ...XHR, cookie: checker }, payload: { accountNumber: ACCOUNTS.pensionCustody, activationPeriod: '1 Day' } })).statusCode).toBe(200);
    gateway.clock.fix(T0 + 2 * DAY_MS);
    await refused(() => sendTo(waiting), 409, notActiveYetText(T0 + 7 * DAY_MS));
    // Another address approved now waits the new day.
    const maker = await signIn(app(), 'demo.maker');
    const next = dataOf<SavedDigitalAssetInstructionDto>(await post(app(), SI.addressCreate, { ...addressForm(ACCOUNTS.pensionCustody, 'Northgate ETH two') }, maker));
    decidedItem(await decide(app(), await signIn(app(), 'demo.checker'), next.processInstanceId, 'APPROVE'));
    expect(statusRow(next.addressId)).toMatchObject({ status: 'PENDING_ACTIVATION', period: '1 Day', activatesAt: T0 + 3 * DAY_MS });
  });

  it('the sweep stores ACTIVE once it is due, never before; the list and the transfer agree with it, a clock set back included', async () => {
    const id = await approvedAddress();
    const activatesAt = T0 + 3 * DAY_MS;
    gateway.clock.fix(activatesAt - HOUR);
    sweepAddresses();
    expect(statusRow(id)).toMatchObject({ status: 'PENDING_ACTIVATION' });
    gateway.clock.fix(activatesAt + HOUR);
    sweepAddresses();
    expect(statusRow(id)).toMatchObject({ status: 'ACTIVE', activatesAt });
    // The control clock set back before the activation time: usable from that time, stored status or not.
    gateway.clock.fix(activatesAt - HOUR);
    const viewer = await signIn(app(), 'demo.viewer');
    expect((await addressesOf(viewer, ACCOUNTS.pensionCustody)).find((a) => a.addressId === id)?.status).toBe('PENDING_ACTIVATION');
    await refused(() => sendTo(id), 409, notActiveYetText(activatesAt));
  });

  it('an address approved while the allow-list is DISABLED is ACTIVE at once (no period applies)', async () => {
    const id = await approvedAddress(ACCOUNTS.pensionReserve);
    expect(statusRow(id)).toEqual({ status: 'ACTIVE', period: null, activatesAt: null });
    const listed = (await addressesOf(await signIn(app(), 'demo.viewer'), ACCOUNTS.pensionReserve)).find((a) => a.addressId === id);
    expect(listed).toMatchObject({ status: 'ACTIVE', activatesAt: null });
  });

  it('a waiting address counts against the maximum and keeps its nickname, and can be deleted (INACTIVE)', async () => {
    const id = await approvedAddress();
    const maker = await signIn(app(), 'demo.maker');
    const again = await post(app(), SI.addressCreate, addressForm(ACCOUNTS.pensionCustody), maker);
    expect(again.statusCode).toBe(409);
    expect((await post(app(), SI.addressDelete, { addressId: id }, maker)).statusCode).toBe(200);
    expect(statusRow(id)).toMatchObject({ status: 'INACTIVE' });
    await refused(() => sendTo(id), 404, T.instructionNotFound);
  });
});

