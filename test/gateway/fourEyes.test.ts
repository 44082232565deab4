// Four-eyes by firm policy (issue 25, item 4): a firm setting (firms.four_eyes_transfers, migration
// 018) says every transfer needs a second person. Off by default, which keeps the spec's rule (a
// holder of create and authorize sends alone: demo.plain). On (demo.strict's firm), a holder of both
// still gets PENDING_APPROVAL with its maker-checker request, cannot decide it, and another person
// of the firm can. The policy is read inside the transaction that books the transfer.
import { randomUUID } from 'node:crypto';
import { isTransferDto } from '../../src/api/contract/transferGuards';
import { ACTION_ITEM_TEXTS } from '../../src/api/contract/actionItems';
import { TRANSFER_PATHS as PATHS, type TransferDto } from '../../src/api/contract/transfers';
import { ACCOUNTS, dataOf, expectRefusal, userId } from './support/accounts';
import { signedSubmit } from './support/stepUp';
import { decide, decidedItem, listOf } from './support/actionItems';
import { acceptedProof, servicesForThisFile } from './support/domainServices';
import { count, gatewayForThisFile, signIn } from './support/testGateway';

const STRICT_WIRE = '5e1f0a52-0c7e-4d1a-9a53-000000000008'; // Larkspur Operating, ACTIVE
const STRICT_BTC = '6a2b1c63-1d8f-4e2b-8b64-000000000008'; // Larkspur BTC vault, ACTIVE
const PLAIN_WIRE = '5e1f0a52-0c7e-4d1a-9a53-000000000001'; // Harborline Operating, ACTIVE

const wire = (accountNumber: string, accountInstructionId: string) => ({ requestId: randomUUID(), accountNumber, accountInstructionId, asset: 'USD', amount: '2500' });
const btc = () => ({ requestId: randomUUID(), accountNumber: ACCOUNTS.strictCustody, asset: 'BTC', amount: '0.1', addressId: STRICT_BTC });

describe('four-eyes by firm policy, through HTTP', () => {
  const gateway = gatewayForThisFile();
  const transferOf = (res: Awaited<ReturnType<typeof signedSubmit>>) => {
    const t = dataOf<TransferDto>(res);
    expect(isTransferDto(t)).toBe(true);
    return t;
  };
  const approvalOf = (referenceId: string) =>
    gateway.db.prepare('SELECT id, kind, status, maker_id AS makerId FROM approval_requests WHERE subject_id = ?').get(referenceId) as
      | { id: string; kind: string; status: string; makerId: number }
      | undefined;

  it('is off by default: demo.plain, holding create and authorize, sends alone (the spec’s rule)', async () => {
    const cookie = await signIn(gateway.app, 'demo.plain');
    const t = transferOf(await signedSubmit(gateway.app, PATHS.wireOutV2, wire(ACCOUNTS.plainCustody, PLAIN_WIRE), cookie));
    expect(t.status).toBe('SUBMITTED');
    expect(approvalOf(t.referenceId)).toBeUndefined();
  });

  it.each([
    ['a wire', PATHS.wireOutV1, () => wire(ACCOUNTS.strictCustody, STRICT_WIRE), 'CHECKER_APPROVAL_WIRE_OUT'],
    ['a BTC send', PATHS.digitalAssetOutV2, btc, 'CHECKER_APPROVAL_SDAI_CRYPTO_OUT'],
  ] as const)('on: %s of demo.strict (create and authorize) waits for a second person', async (_name, path, body, kind) => {
    const cookie = await signIn(gateway.app, 'demo.strict');
    const requests = count(gateway.db, 'approval_requests');
    const t = transferOf(await signedSubmit(gateway.app, path, body(), cookie));
    expect(t.status).toBe('PENDING_APPROVAL');
    expect(count(gateway.db, 'approval_requests')).toBe(requests + 1);
    expect(approvalOf(t.referenceId)).toMatchObject({ kind, status: 'PENDING', makerId: userId(gateway.db, 'demo.strict') });
  });

  it('on: demo.strict cannot approve their own transfer (403, nothing changes); demo.strict2 can, and it is submitted', async () => {
    const strict = await signIn(gateway.app, 'demo.strict');
    const t = transferOf(await signedSubmit(gateway.app, PATHS.wireOutV2, wire(ACCOUNTS.strictCustody, STRICT_WIRE), strict));
    const request = approvalOf(t.referenceId)?.id as string;

    const own = (await listOf(gateway.app, strict, 'PENDING')).find((i) => i.referenceId === request);
    expect(own).toMatchObject({ status: 'PENDING', actionable: false, createdBy: 'Beatrice Ellingham' });
    const decisions = count(gateway.db, 'action_item_decisions');
    for (const response of ['APPROVE', 'REJECT'] as const) {
      expectRefusal(await decide(gateway.app, strict, request, response, 'Self approval'), 403, ACTION_ITEM_TEXTS.ownRequest);
    }
    expect(count(gateway.db, 'action_item_decisions')).toBe(decisions);
    expect(approvalOf(t.referenceId)?.status).toBe('PENDING');
    expect(gateway.db.prepare('SELECT status FROM transfers WHERE reference_id = ?').pluck().get(t.referenceId)).toBe('PENDING_APPROVAL');

    const second = await signIn(gateway.app, 'demo.strict2');
    expect((await listOf(gateway.app, second, 'PENDING')).find((i) => i.referenceId === request)).toMatchObject({ actionable: true });
    const item = decidedItem(await decide(gateway.app, second, request, 'APPROVE', 'Checked with the treasurer'));
    expect(item).toMatchObject({ status: 'APPROVED', checkerName: 'Tobias Wren' });
    expect(gateway.db.prepare('SELECT status FROM transfers WHERE reference_id = ?').pluck().get(t.referenceId)).toBe('SUBMITTED');
  });

  it('is read in the transaction that books the transfer: switched on for a firm, its next transfer waits at once', async () => {
    const cookie = await signIn(gateway.app, 'demo.plain');
    expect(transferOf(await signedSubmit(gateway.app, PATHS.wireOutV2, wire(ACCOUNTS.plainCustody, PLAIN_WIRE), cookie)).status).toBe('SUBMITTED');
    gateway.db.prepare("UPDATE firms SET four_eyes_transfers = 1 WHERE id = 'F-1001'").run();
    expect(transferOf(await signedSubmit(gateway.app, PATHS.wireOutV2, wire(ACCOUNTS.plainCustody, PLAIN_WIRE), cookie)).status).toBe('PENDING_APPROVAL');
    gateway.db.prepare("UPDATE firms SET four_eyes_transfers = 0 WHERE id = 'F-1001'").run();
    expect(transferOf(await signedSubmit(gateway.app, PATHS.wireOutV2, wire(ACCOUNTS.plainCustody, PLAIN_WIRE), cookie)).status).toBe('SUBMITTED');
  });

  it('a replay of the key answers the transfer as it was booked, still waiting', async () => {
    const cookie = await signIn(gateway.app, 'demo.strict');
    const body = wire(ACCOUNTS.strictCustody, STRICT_WIRE);
    const first = transferOf(await signedSubmit(gateway.app, PATHS.wireOutV2, body, cookie));
    const transfers = count(gateway.db, 'transfers');
    expect(transferOf(await signedSubmit(gateway.app, PATHS.wireOutV1, body, cookie))).toEqual(first);
    expect(count(gateway.db, 'transfers')).toBe(transfers);
  });
});

describe('four-eyes by firm policy, in the domain (no HTTP)', () => {
  const fixture = servicesForThisFile();

  it('a maker who may authorize still gets PENDING_APPROVAL on a four-eyes firm’s account, SUBMITTED elsewhere', () => {
    const { services, db } = fixture;
    const submit = (username: string, accountNumber: string, instructionId: string) =>
      services.transfers.submit({
        kind: 'WIRE',
        userId: userId(db, username),
        firmId: username === 'demo.plain' ? 'F-1001' : 'F-9001',
        canAuthorize: true,
        requestId: randomUUID(),
        accountNumber,
        asset: 'USD',
        amount: '100',
        destination: { instructionId },
        sign: acceptedProof(db, userId(db, username)),
      });
    expect(submit('demo.strict', ACCOUNTS.strictCustody, STRICT_WIRE)).toMatchObject({ kind: 'done', transfer: { status: 'PENDING_APPROVAL' } });
    expect(submit('demo.plain', ACCOUNTS.plainCustody, PLAIN_WIRE)).toMatchObject({ kind: 'done', transfer: { status: 'SUBMITTED' } });
    expect(services.accounts.transfersNeedSecondPerson(ACCOUNTS.strictCustody)).toBe(true);
    expect(services.accounts.transfersNeedSecondPerson(ACCOUNTS.plainCustody)).toBe(false);
  });

  it('the maker never decides their own transfer, whatever they hold', () => {
    const { services, db } = fixture;
    const strict = userId(db, 'demo.strict');
    const outcome = services.transfers.submit({
      kind: 'DIGITAL_ASSET',
      userId: strict,
      firmId: 'F-9001',
      canAuthorize: true,
      requestId: randomUUID(),
      accountNumber: ACCOUNTS.strictCustody,
      asset: 'BTC',
      amount: '0.05',
      destination: { instructionId: STRICT_BTC },
      sign: acceptedProof(db, strict),
    });
    if (outcome.kind !== 'done') throw new Error(outcome.refusal.text);
    const reference = outcome.transfer.referenceId;
    expect(services.transfers.approvePending(reference, strict, fixture.clock.now())).toEqual({ kind: 'makerCannotDecide' });
    expect(services.transfers.approvePending(reference, userId(db, 'demo.strict2'), fixture.clock.now())).toMatchObject({
      kind: 'decided',
      transfer: { status: 'SUBMITTED' },
    });
  });
});
