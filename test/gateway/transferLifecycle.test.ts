// The transfer lifecycle after its submit (domain/transfers/transferLifecycle.ts, ADR 0017): holds shown as
// unsettled in the positions answer; a checker's approval (PENDING_APPROVAL → SUBMITTED, the hold
// stays) and rejection (→ REJECTED, the holds released, nothing sent), both usable inside the
// caller's transaction; cancellation; settlement on the gateway's clock and by the control API.
import { randomUUID } from 'node:crypto';
import type { PositionsDto } from '../../src/api/contract/accountsGateway';
import { ACTIVITY_HISTORY_PATHS } from '../../src/api/contract/activityHistory';
import { SAVED_INSTRUCTION_PATHS as SI } from '../../src/api/contract/savedInstructions';
import { TRANSFER_PATHS as PATHS, type TransferDto } from '../../src/api/contract/transfers';
import { isTransferDto } from '../../src/api/contract/transferGuards';
import { AccountDirectory } from '../../mock-server/src/domain/accounts/accounts';
import { InstructionRecords } from '../../mock-server/src/domain/instructions/instructionRecords';
import { sweepExpired } from '../../mock-server/src/domain/platform/sweeper';
import { SETTLEMENT_DELAY_MS, settlementTimeOf } from '../../mock-server/src/domain/transfers/transferLifecycle';
import { TransferDesk } from '../../mock-server/src/domain/transfers/transfers';
import { ACCOUNTS, PATHS as ACCOUNT_PATHS, dataOf, domainOf, post, userId } from './support/accounts';
import { signedSubmit } from './support/stepUp';
import type { TransferSubmitFields } from '../../src/api/contract/stepUp';
import { T0, count, gatewayForThisFile, signIn } from './support/testGateway';

const gateway = gatewayForThisFile();
const app = () => gateway.app;
const domain = () => domainOf(gateway.db, gateway.clock);
const desk = () => {
  const d = domain();
  return new TransferDesk(gateway.db, gateway.clock, d.ledger, d.securities, new AccountDirectory(gateway.db), new InstructionRecords(gateway.db));
};
const balance = (account: string, symbol: string) => domain().ledger.balance(account, symbol);

const NORTHGATE_WIRE = '5e1f0a52-0c7e-4d1a-9a53-000000000004'; // demo.maker's firm, ACTIVE
const NORTHGATE_BTC = '6a2b1c63-1d8f-4e2b-8b64-000000000004'; // demo.maker's firm, ACTIVE Bitcoin address
const OPERATING = '5e1f0a52-0c7e-4d1a-9a53-000000000001'; // demo.plain's
const BTC_COLD = '6a2b1c63-1d8f-4e2b-8b64-000000000001';
const PENSION = ACCOUNTS.pensionCustody;

const submit = async (username: string, path: string, body: Omit<TransferSubmitFields, 'requestId'>): Promise<TransferDto> => {
  const t = dataOf<TransferDto>(await signedSubmit(app(), path, { requestId: randomUUID(), ...body }, await signIn(app(), username)));
  expect(isTransferDto(t)).toBe(true);
  return t;
};
/** demo.maker's transfers wait for a checker. */
const makerSend = () => submit('demo.maker', PATHS.digitalAssetOutV2, { accountNumber: PENSION, asset: 'BTC', amount: '0.5', addressId: NORTHGATE_BTC });
const makerWire = () => submit('demo.maker', PATHS.wireOutV1, { accountNumber: PENSION, accountInstructionId: NORTHGATE_WIRE, asset: 'USD', amount: '2500' });

const positionOf = async (username: string, account: string, asset: string) => {
  const data = dataOf<PositionsDto>(await post(app(), ACCOUNT_PATHS.positions, { accountIdFilter: account }, await signIn(app(), username)));
  return data.positions.find((p) => p.asset === asset);
};
const statusOf = (referenceId: string) => gateway.db.prepare('SELECT status FROM transfers WHERE reference_id = ?').pluck().get(referenceId);
const audits = (referenceId: string) => gateway.db.prepare('SELECT action FROM instruction_audit WHERE subject_id = ? ORDER BY id').pluck().all(referenceId);

describe('holds are shown as unsettled', () => {
  it('a send leaves available at once and shows as unsettled in the positions answer; the total keeps it until it settles', async () => {
    const before = await positionOf('demo.plain', ACCOUNTS.plainCustody, 'BTC');
    await submit('demo.plain', PATHS.digitalAssetOutV2, { accountNumber: ACCOUNTS.plainCustody, asset: 'BTC', amount: '0.25', addressId: BTC_COLD });
    const held = await positionOf('demo.plain', ACCOUNTS.plainCustody, 'BTC');
    const units = (s: string | undefined) => BigInt((s ?? '0').replace('.', ''));
    expect(units(before?.available.valueString) - units(held?.available.valueString)).toBe(25_000_000n);
    expect(units(held?.unsettled.valueString) - units(before?.unsettled.valueString)).toBe(25_000_000n);
    expect(held?.total.valueString).toBe(before?.total.valueString);

    expect(desk().settleDue(T0 + SETTLEMENT_DELAY_MS)).toBe(1);
    gateway.clock.fix(T0 + SETTLEMENT_DELAY_MS);
    const settled = await positionOf('demo.plain', ACCOUNTS.plainCustody, 'BTC');
    expect(settled?.unsettled.valueString).toBe(before?.unsettled.valueString);
    expect(units(before?.total.valueString) - units(settled?.total.valueString)).toBe(25_000_000n);
  });
});

describe('approvePending (for the action items)', () => {
  it('PENDING_APPROVAL → SUBMITTED: the holds stay, an audit record names the checker', async () => {
    const t = await makerSend();
    const held = [balance(PENSION, 'BTC'), balance(PENSION, 'USD')];
    const checker = userId(gateway.db, 'demo.checker');
    const decision = desk().approvePending(t.referenceId, checker, T0 + 60_000);
    expect(decision).toEqual({ kind: 'decided', transfer: { ...t, status: 'SUBMITTED' } });
    expect([balance(PENSION, 'BTC'), balance(PENSION, 'USD')]).toEqual(held);
    expect(gateway.db.prepare('SELECT submitted_at, settles_at FROM transfers WHERE reference_id = ?').get(t.referenceId)).toEqual({
      submitted_at: T0 + 60_000,
      settles_at: T0 + 60_000 + SETTLEMENT_DELAY_MS,
    });
    expect(gateway.db.prepare("SELECT user_id FROM instruction_audit WHERE action = 'TRANSFER_APPROVED' AND subject_id = ?").pluck().get(t.referenceId)).toBe(checker);
  });

  it('find answers a transfer by its reference id as it is now (what an action item shows); null for none', async () => {
    const t = await makerSend();
    expect(desk().find(t.referenceId)).toEqual(t);
    desk().rejectPending(t.referenceId, userId(gateway.db, 'demo.checker'), T0);
    expect(desk().find(t.referenceId)).toEqual({ ...t, status: 'REJECTED' });
    expect(desk().find('TR-NOPE0000')).toBeNull();
  });

  it('a replay of the maker’s request id answers the transfer as it is now', async () => {
    const cookie = await signIn(app(), 'demo.maker');
    const body = { requestId: randomUUID(), accountNumber: PENSION, accountInstructionId: NORTHGATE_WIRE, asset: 'USD', amount: '10' };
    const t = dataOf<TransferDto>(await signedSubmit(app(), PATHS.wireOutV2, body, cookie));
    desk().approvePending(t.referenceId, userId(gateway.db, 'demo.checker'), T0);
    expect(dataOf<TransferDto>(await signedSubmit(app(), PATHS.wireOutV2, body, cookie)).status).toBe('SUBMITTED');
  });
});

describe('rejectPending (for the action items)', () => {
  it('→ REJECTED: the amount and the 15 USD fee are released, available and totals come back, nothing is sent or shown in the history', async () => {
    const before = [balance(PENSION, 'BTC'), balance(PENSION, 'USD')];
    const usd = balance(PENSION, 'USD').available;
    const t = await makerSend();
    expect(balance(PENSION, 'USD').available).toBe(usd - 1_500n);
    const decision = desk().rejectPending(t.referenceId, userId(gateway.db, 'demo.checker'), T0 + 60_000);
    expect(decision).toEqual({ kind: 'decided', transfer: { ...t, status: 'REJECTED' } });
    expect([balance(PENSION, 'BTC'), balance(PENSION, 'USD')]).toEqual(before);
    expect(gateway.db.prepare('SELECT count(*) FROM ledger_entries WHERE description LIKE ? AND released_at = ?').pluck().get(`%${t.referenceId}%`, T0 + 60_000)).toBe(2);
    expect(desk().settleDue(Number.MAX_SAFE_INTEGER, true)).toBe(0); // never sent, whatever happens next
    expect(statusOf(t.referenceId)).toBe('REJECTED');
    const history = dataOf<{ description: string }[]>(await post(app(), ACTIVITY_HISTORY_PATHS.v3, { accountNumber: PENSION, days: 30 }, await signIn(app(), 'demo.maker')));
    expect(history.some((r) => r.description.includes(t.referenceId))).toBe(false);
  });

  it('a wire: its hold released, its positions back as they were', async () => {
    const before = await positionOf('demo.maker', PENSION, 'USD');
    const t = await makerWire();
    expect((await positionOf('demo.maker', PENSION, 'USD'))?.available.valueString).not.toBe(before?.available.valueString);
    desk().rejectPending(t.referenceId, userId(gateway.db, 'demo.checker'), T0);
    expect(await positionOf('demo.maker', PENSION, 'USD')).toEqual(before);
    expect(audits(t.referenceId)).toEqual(['TRANSFER_WIRE', 'TRANSFER_REJECTED']);
  });
});

describe('a decision is refused, and changes nothing, when', () => {
  const snapshot = () => [count(gateway.db, 'instruction_audit'), balance(PENSION, 'BTC'), balance(PENSION, 'USD')];

  it('the checker is the maker', async () => {
    const t = await makerSend();
    const before = snapshot();
    const maker = userId(gateway.db, 'demo.maker');
    expect(desk().approvePending(t.referenceId, maker, T0)).toEqual({ kind: 'makerCannotDecide' });
    expect(desk().rejectPending(t.referenceId, maker, T0)).toEqual({ kind: 'makerCannotDecide' });
    expect(snapshot()).toEqual(before);
    expect(statusOf(t.referenceId)).toBe('PENDING_APPROVAL');
  });

  it('the transfer is not waiting for a checker: unknown, already decided, or submitted by a user who may authorize', async () => {
    const checker = userId(gateway.db, 'demo.checker');
    const t = await makerSend();
    desk().approvePending(t.referenceId, checker, T0);
    const own = await submit('demo.plain', PATHS.wireOutV1, { accountNumber: ACCOUNTS.plainCustody, accountInstructionId: OPERATING, asset: 'USD', amount: '1' });
    const before = snapshot();
    expect(desk().rejectPending('TR-NOPE0000', checker, T0)).toEqual({ kind: 'notPending', status: null });
    expect(desk().rejectPending(t.referenceId, checker, T0)).toEqual({ kind: 'notPending', status: 'SUBMITTED' });
    expect(desk().approvePending(t.referenceId, checker, T0)).toEqual({ kind: 'notPending', status: 'SUBMITTED' });
    expect(desk().approvePending(own.referenceId, checker, T0)).toEqual({ kind: 'notPending', status: 'SUBMITTED' });
    expect(snapshot()).toEqual(before);
  });
});

describe("inside the caller's transaction (the action items decide the approval request and the transfer together)", () => {
  it('rolls back with the caller: a failure after the rejection leaves the transfer pending and its holds in place', async () => {
    const t = await makerSend();
    const before = [balance(PENSION, 'BTC'), balance(PENSION, 'USD'), count(gateway.db, 'instruction_audit')];
    const checker = userId(gateway.db, 'demo.checker');
    expect(() =>
      gateway.db.transaction(() => {
        expect(desk().rejectPending(t.referenceId, checker, T0).kind).toBe('decided');
        throw new Error('the caller failed afterwards');
      })(),
    ).toThrow('the caller failed afterwards');
    expect(statusOf(t.referenceId)).toBe('PENDING_APPROVAL');
    expect([balance(PENSION, 'BTC'), balance(PENSION, 'USD'), count(gateway.db, 'instruction_audit')]).toEqual(before);
  });

  it('commits with the caller, beside its own write', async () => {
    const t = await makerWire();
    const checker = userId(gateway.db, 'demo.checker');
    gateway.db.transaction(() => {
      gateway.db.prepare("UPDATE approval_requests SET status = 'APPROVED', decided_by = ?, decided_at = ? WHERE subject_id = ?").run(checker, T0, t.referenceId);
      expect(desk().approvePending(t.referenceId, checker, T0).kind).toBe('decided');
    })();
    expect(statusOf(t.referenceId)).toBe('SUBMITTED');
    expect(gateway.db.prepare('SELECT status FROM approval_requests WHERE subject_id = ?').pluck().get(t.referenceId)).toBe('APPROVED');
  });
});

describe('cancelPending (a retired destination)', () => {
  it('cancels the pending transfers to it, releasing their holds; other destinations and submitted transfers stay', async () => {
    const before = balance(PENSION, 'BTC');
    const pending = await makerSend();
    const wire = await makerWire();
    const cancelled = desk().cancelPending({ accountNumber: PENSION, kind: 'DIGITAL_ASSET', instructionId: NORTHGATE_BTC }, userId(gateway.db, 'demo.checker'), T0);
    expect(cancelled).toEqual([pending.referenceId]);
    expect([statusOf(pending.referenceId), statusOf(wire.referenceId)]).toEqual(['CANCELLED', 'PENDING_APPROVAL']);
    expect(balance(PENSION, 'BTC')).toEqual(before);
    expect(desk().cancelPending({ accountNumber: PENSION, kind: 'DIGITAL_ASSET' }, 1, T0)).toEqual([]);
  });
});

describe('a retired destination cancels the pending transfers to it (through the saved-instruction calls)', () => {
  const released = (t: TransferDto) => gateway.db.prepare('SELECT count(*) FROM ledger_entries WHERE description LIKE ? AND released_at IS NOT NULL').pluck().get(`%${t.referenceId}%`);

  it('deleting a saved address cancels the pending withdrawals to it (the delete dialog says so)', async () => {
    const before = [balance(PENSION, 'BTC'), balance(PENSION, 'USD')];
    const t = await makerSend();
    expect((await post(app(), SI.addressDelete, { addressId: NORTHGATE_BTC }, await signIn(app(), 'demo.maker'))).statusCode).toBe(200);
    expect([statusOf(t.referenceId), released(t)]).toEqual(['CANCELLED', 2]);
    expect([balance(PENSION, 'BTC'), balance(PENSION, 'USD')]).toEqual(before);
  });

  it('disabling the allow-list (PENDING_DISABLEMENT) cancels the pending digital-asset transfers; a pending wire stays', async () => {
    const t = await makerSend();
    const wire = await makerWire();
    dataOf(await post(app(), SI.sdaiDisable, { accountNumber: PENSION, disableSDAI: true }, await signIn(app(), 'demo.checker')));
    expect([statusOf(t.referenceId), statusOf(wire.referenceId)]).toEqual(['CANCELLED', 'PENDING_APPROVAL']);
  });

  it('deleting a saved wire instruction cancels the pending wires to it', async () => {
    const wire = await makerWire();
    expect((await post(app(), SI.wireDisable, { accountInstructionId: NORTHGATE_WIRE }, await signIn(app(), 'demo.maker'))).statusCode).toBe(200);
    expect([statusOf(wire.referenceId), released(wire)]).toEqual(['CANCELLED', 1]);
    expect(desk().approvePending(wire.referenceId, userId(gateway.db, 'demo.checker'), T0)).toEqual({ kind: 'notPending', status: 'CANCELLED' });
  });
});

describe('settlement on the gateway clock', () => {
  it.each([
    ['a digital-asset transfer: an hour later', 'DIGITAL_ASSET', '2026-03-02T15:00:00Z', '2026-03-02T16:00:00Z'],
    ['a wire while OPEN: an hour later', 'WIRE', '2026-03-02T15:00:00Z', '2026-03-02T16:00:00Z'],
    ['a wire after 4 pm (BEFORE_CLOSE): the next business day’s opening', 'WIRE', '2026-03-02T21:30:00Z', '2026-03-03T13:30:00Z'],
    ['a wire BEFORE_CLOSE on a Friday: Monday’s opening', 'WIRE', '2026-03-06T21:30:00Z', '2026-03-09T12:30:00Z'],
    ['a wire approved at night (CLOSED): the next opening', 'WIRE', '2026-03-03T02:00:00Z', '2026-03-03T13:30:00Z'],
    ['a wire approved on Thanksgiving (CLOSED): the Friday’s opening', 'WIRE', '2026-11-26T15:00:00Z', '2026-11-27T13:30:00Z'],
  ] as const)('%s', (_name, kind, at, settles) => {
    expect(new Date(settlementTimeOf(kind, Date.parse(at))).toISOString()).toBe(new Date(Date.parse(settles)).toISOString());
  });

  it('the sweep settles what is due by the clock, and only that', async () => {
    const t = await submit('demo.plain', PATHS.digitalAssetOutV2, { accountNumber: ACCOUNTS.plainCustody, asset: 'BTC', amount: '0.1', addressId: BTC_COLD });
    const d = desk();
    const sweep = () =>
      sweepExpired({
        clock: gateway.clock,
        sessions: { sweepStale: () => 0 } as never,
        attempts: { sweepEnded: () => 0 } as never,
        transfers: d,
        addressInstructions: { activateDue: () => 0 },
        requestAudit: { sweep: async () => 0 },
        pushEvents: { recordDue: () => undefined },
        securityEvents: { sweep: async () => undefined },
        passkeys: { sweep: () => undefined },
        stepUps: { sweep: () => 0 },
      });
    gateway.clock.fix(T0 + SETTLEMENT_DELAY_MS - 1);
    sweep();
    expect(statusOf(t.referenceId)).toBe('SUBMITTED');
    gateway.clock.fix(T0 + SETTLEMENT_DELAY_MS);
    sweep();
    expect(statusOf(t.referenceId)).toBe('SETTLED');
    expect(gateway.db.prepare('SELECT count(*) FROM ledger_entries WHERE description LIKE ? AND settled = 1').pluck().get(`%${t.referenceId}%`)).toBe(2);
  });

  it('POST /__mock/transfers/settle settles every submitted transfer now (pending ones wait for their checker)', async () => {
    const sent = await submit('demo.plain', PATHS.wireOutV1, { accountNumber: ACCOUNTS.plainCustody, accountInstructionId: OPERATING, asset: 'USD', amount: '5' });
    const pending = await makerWire();
    const res = await app().inject({ method: 'POST', url: '/__mock/transfers/settle' });
    expect([res.statusCode, res.json()]).toEqual([200, { settled: 1 }]);
    expect([statusOf(sent.referenceId), statusOf(pending.referenceId)]).toEqual(['SETTLED', 'PENDING_APPROVAL']);
  });

  it('POST /__mock/transfers/settle refuses a body with anything in it, and settles nothing', async () => {
    const sent = await submit('demo.plain', PATHS.wireOutV1, { accountNumber: ACCOUNTS.plainCustody, accountInstructionId: OPERATING, asset: 'USD', amount: '5' });
    const res = await app().inject({ method: 'POST', url: '/__mock/transfers/settle', payload: { all: true } });
    expect(res.statusCode).toBe(400);
    expect(statusOf(sent.referenceId)).toBe('SUBMITTED');
  });
});
