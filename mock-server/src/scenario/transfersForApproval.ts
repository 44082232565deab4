// Demo transfers of demo.maker's firm that went through maker-checker (docs/gateway.md "Action
// items"): a wire (Digital Assets Custody, to a saved instruction) and a BTC send (Strategic
// Reserve, whose allow-list is off, to a direct address) waiting for demo.checker
// (PENDING_APPROVAL, their holds placed), a wire he approved (SETTLED) and a BTC send to the saved
// vault he rejected (its holds released). Booked as the transfer
// desk books them (transfers.ts): the holds through the ledger, so the running balances agree.
import type { Db } from '../db/database';
import { createClock } from '../domain/platform/clock';
import { Ledger } from '../domain/accounts/ledger';
import { parseDecimal } from '../domain/platform/money';
import { PriceBook } from '../domain/accounts/prices';
import { SecurityCatalog } from '../domain/accounts/securities';
import { maskLast4 } from '../../../src/shared/validation/maskedInput';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CUSTODY = 'C74002019';
const RESERVE = 'C74002027';
const WIRE = { id: '5e1f0a52-0c7e-4d1a-9a53-000000000004', nickname: 'Northgate Operations', masked: maskLast4('000123456789') };
const VAULT = { id: '6a2b1c63-1d8f-4e2b-8b64-000000000004', nickname: 'Northgate BTC vault', masked: maskLast4('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy') };
/** A direct address (no saved instruction): the Strategic Reserve's allow-list is off. */
const DIRECT = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

interface TransferSeed {
  account: string;
  referenceId: string;
  approvalId: string;
  kind: 'WIRE' | 'DIGITAL_ASSET';
  symbol: 'USD' | 'BTC';
  amount: string;
  ago: number;
  decision: null | { status: 'APPROVED' | 'REJECTED'; comments: string | null };
}

const SEEDS: readonly TransferSeed[] = [
  { account: CUSTODY, referenceId: 'TR-5A1C0E21', approvalId: 'b0000000-0c7e-4d1a-9a53-000000000001', kind: 'WIRE', symbol: 'USD', amount: '250000.00', ago: 3 * HOUR, decision: null },
  { account: RESERVE, referenceId: 'TR-5A1C0E22', approvalId: 'b0000000-0c7e-4d1a-9a53-000000000002', kind: 'DIGITAL_ASSET', symbol: 'BTC', amount: '1.25', ago: 5 * HOUR, decision: null },
  { account: CUSTODY, referenceId: 'TR-5A1C0E19', approvalId: 'b0000000-0c7e-4d1a-9a53-000000000003', kind: 'WIRE', symbol: 'USD', amount: '1200000.00', ago: 12 * DAY, decision: { status: 'APPROVED', comments: 'Quarterly distribution, confirmed' } },
  { account: CUSTODY, referenceId: 'TR-5A1C0E20', approvalId: 'b0000000-0c7e-4d1a-9a53-000000000004', kind: 'DIGITAL_ASSET', symbol: 'BTC', amount: '5', ago: 6 * DAY, decision: { status: 'REJECTED', comments: 'Above the desk limit, split it' } },
];

export function insertTransfersForApproval(db: Db, asOf: number): void {
  const securities = new SecurityCatalog(db);
  const ledger = new Ledger(db, createClock(asOf), new PriceBook(db), securities);
  const userId = db.prepare<[string], number>('SELECT id FROM users WHERE username = ?').pluck();
  const maker = userId.get('demo.maker') as number;
  const checker = userId.get('demo.checker') as number;
  const approval = db.prepare(
    `INSERT INTO approval_requests (id, kind, account_number, subject_id, status, maker_id, created_at, decided_by, decided_at, comments)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const transfer = db.prepare(
    `INSERT INTO transfers (reference_id, user_id, request_id, fingerprint, kind, account_number, symbol, amount, fee_cents, instruction_id, address, nickname,
       masked, status, approval_id, hold_entry_id, fee_entry_id, business_hours, created_at, submitted_at, settles_at, settled_at, released_at)
     VALUES (@referenceId, @maker, @requestId, @fingerprint, @kind, @account, @symbol, @units, @feeCents, @instructionId, @address, @nickname,
       @masked, @status, @approvalId, @holdEntryId, @feeEntryId, @businessHours, @createdAt, @submittedAt, @settlesAt, @settledAt, @releasedAt)`,
  );

  for (const t of SEEDS) {
    const createdAt = asOf - t.ago;
    const decidedAt = createdAt + HOUR;
    const wire = t.kind === 'WIRE';
    const direct = t.account === RESERVE;
    const destination = wire ? WIRE : direct ? { id: null, nickname: null, masked: maskLast4(DIRECT) } : VAULT;
    const units = parseDecimal(t.amount, securities.find(t.symbol)?.decimals ?? 0) as bigint;
    const settled = t.decision?.status === 'APPROVED';
    const description = `${wire ? 'Wire' : 'Transfer'} ${t.referenceId} to ${destination.nickname ?? destination.masked}`;
    const holdEntryId = ledger.record({ accountNumber: t.account, symbol: t.symbol, kind: 'withdrawal', amount: -units, settled, bookedAt: createdAt, description });
    const feeEntryId = wire ? null : ledger.record({ accountNumber: t.account, symbol: 'USD', kind: 'fee', amount: -1500n, settled, bookedAt: createdAt, description: `Withdrawal fee of ${t.referenceId}` });
    const rejected = t.decision?.status === 'REJECTED';
    if (rejected) {
      ledger.release(holdEntryId, decidedAt);
      if (feeEntryId !== null) ledger.release(feeEntryId, decidedAt);
    }
    approval.run(t.approvalId, wire ? 'CHECKER_APPROVAL_WIRE_OUT' : 'CHECKER_APPROVAL_SDAI_CRYPTO_OUT', t.account, t.referenceId, t.decision?.status ?? 'PENDING', maker, createdAt,
      t.decision ? checker : null, t.decision ? decidedAt : null, t.decision?.comments ?? null);
    transfer.run({
      referenceId: t.referenceId, maker, requestId: t.approvalId.replace(/^b/, 'c'), fingerprint: JSON.stringify([t.kind, t.account, t.symbol, t.amount, destination.id ?? DIRECT]), kind: t.kind,
      account: t.account, symbol: t.symbol, units: units.toString(), feeCents: wire ? 0 : 1500, instructionId: destination.id, address: direct ? DIRECT : null, nickname: destination.nickname,
      masked: destination.masked, status: t.decision === null ? 'PENDING_APPROVAL' : settled ? 'SETTLED' : 'REJECTED', approvalId: t.approvalId, holdEntryId, feeEntryId,
      businessHours: wire ? 'OPEN' : null, createdAt, submittedAt: settled ? decidedAt : null, settlesAt: settled ? decidedAt + HOUR : null,
      settledAt: settled ? decidedAt + HOUR : null, releasedAt: rejected ? decidedAt : null,
    });
  }
}
