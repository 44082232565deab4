// What happens to a transfer after its submit (ADR 0017): the lifecycle
//   PENDING_APPROVAL ─approve→ SUBMITTED ─settle (on the clock)→ SETTLED
//          │ reject → REJECTED      │ cancel → CANCELLED (holds released: nothing is ever sent)
// Each step runs in a better-sqlite3 transaction function, which nests as a savepoint inside a
// caller's transaction (the action items' decision), so a step is all or nothing either way. The
// approval request itself (approval_requests) is the caller's to decide; here: the transfer row,
// its ledger holds and an audit record.
import type { Db } from '../../db/database';
import type { TransferDto, TransferKind, TransferStatus } from '../../../../src/api/contract/transfers';
import { wireWindowAt } from '../../../../src/shared/validation/businessHours';
import type { InstructionRecords } from '../instructions/instructionRecords';
import type { Ledger } from '../accounts/ledger';
import type { AccountTransfers } from './accountTransfers';
import { TRANSFER_COLUMNS, toTransferDto, type TransferRow } from './transferRows';

/** A digital-asset transfer, or a wire accepted while the window is OPEN, settles an hour after it was submitted. */
export const SETTLEMENT_DELAY_MS = 3_600_000;

/**
 * When a transfer submitted at `at` settles. A wire submitted after 4:00 pm (BEFORE_CLOSE) goes at
 * the next business day's opening, as the warning says; one submitted while CLOSED (a checker's
 * approval at night) at the next opening.
 */
export function settlementTimeOf(kind: TransferKind, at: number): number {
  if (kind === 'DIGITAL_ASSET') return at + SETTLEMENT_DELAY_MS;
  const window = wireWindowAt(at);
  if (window.status === 'OPEN') return at + SETTLEMENT_DELAY_MS;
  if (window.status === 'CLOSED') return window.nextOpen;
  // At 5:00 pm the window is CLOSED, with the next business day's opening.
  const atClose = wireWindowAt(window.closesAt);
  return atClose.status === 'CLOSED' ? atClose.nextOpen : window.closesAt;
}

/** The outcome of a checker's decision on a transfer. */
export type PendingDecision =
  | { kind: 'decided'; transfer: TransferDto }
  /** No transfer with that reference id, or it is not waiting for a checker (its status, or null). */
  | { kind: 'notPending'; status: TransferStatus | null }
  /** The checker is the maker: a maker never decides their own transfer. */
  | { kind: 'makerCannotDecide' };

/** Which pending transfers a retired destination cancels. */
export interface CancelFilter {
  accountNumber: string;
  kind: TransferKind;
  /** Only those to this saved instruction; every one of the kind on the account when absent. */
  instructionId?: string;
}

type Row = TransferRow & { userId: number; holdEntryId: number; feeEntryId: number | null; toAccountNumber: string | null; amount: string };

export class TransferLifecycle {
  private readonly byReference;
  private readonly toSubmitted;
  private readonly toReleased;
  private readonly toSettled;
  private readonly due;
  private readonly pendingTo;
  private readonly toBooked;

  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly records: InstructionRecords,
    private readonly accountTransfers: AccountTransfers | null = null,
  ) {
    const select = `SELECT ${TRANSFER_COLUMNS}, t.user_id AS userId, t.hold_entry_id AS holdEntryId, t.fee_entry_id AS feeEntryId, t.to_account_number AS toAccountNumber
      FROM transfers t JOIN securities s ON s.symbol = t.symbol`;
    this.byReference = db.prepare<[string], Row>(`${select} WHERE t.reference_id = ?`);
    this.toSubmitted = db.prepare<[number, number, string]>(
      "UPDATE transfers SET status = 'SUBMITTED', submitted_at = ?, settles_at = ? WHERE reference_id = ? AND status = 'PENDING_APPROVAL'",
    );
    this.toReleased = db.prepare<[TransferStatus, number, string]>(
      "UPDATE transfers SET status = ?, released_at = ? WHERE reference_id = ? AND status = 'PENDING_APPROVAL'",
    );
    this.toSettled = db.prepare<[number, string]>("UPDATE transfers SET status = 'SETTLED', settled_at = ? WHERE reference_id = ? AND status = 'SUBMITTED'");
    this.due = db.prepare<[number], Row>(`${select} WHERE t.status = 'SUBMITTED' AND t.settles_at <= ? ORDER BY t.settles_at, t.reference_id`);
    this.pendingTo = db.prepare<[{ account: string; kind: TransferKind; instruction: string | null }], Row>(
      `${select} WHERE t.account_number = @account AND t.kind = @kind AND t.status = 'PENDING_APPROVAL' AND t.to_account_number IS NULL
         AND (@instruction IS NULL OR t.instruction_id = @instruction)`,
    );
    this.toBooked = db.prepare<[number, number, number, number, string]>(
      "UPDATE transfers SET status = 'SETTLED', submitted_at = ?, settles_at = ?, settled_at = ?, credit_entry_id = ? WHERE reference_id = ? AND status = 'PENDING_APPROVAL'",
    );
  }

  /** A transfer as it is now (what an action item shows of it), or null. */
  find(referenceId: string): TransferDto | null {
    const row = this.byReference.get(referenceId);
    return row ? toTransferDto(row) : null;
  }

  /**
   * The checker approved: PENDING_APPROVAL → SUBMITTED at `at`; the holds stay until it settles. A
   * transfer to another account of the firm (flag a2a) is booked at once instead: its hold settles
   * and the destination is credited, SETTLED (the flag is not read again: it was on when it was signed).
   */
  approvePending(referenceId: string, checkerId: number, at: number): PendingDecision {
    return this.decide(referenceId, checkerId, at, 'TRANSFER_APPROVED', (row) => {
      if (row.toAccountNumber !== null && this.accountTransfers) {
        this.ledger.settle(row.holdEntryId);
        const credit = this.accountTransfers.credit({ referenceId, from: row.accountNumber, to: row.toAccountNumber, symbol: row.symbol, units: BigInt(row.amount), at });
        this.toBooked.run(at, at, at, credit, referenceId);
        return 'SETTLED';
      }
      this.toSubmitted.run(at, settlementTimeOf(row.kind, at), referenceId);
      return 'SUBMITTED';
    });
  }

  /** The checker rejected: → REJECTED at `at`, the amount's and the fee's holds released (available comes back); nothing is sent. */
  rejectPending(referenceId: string, checkerId: number, at: number): PendingDecision {
    return this.decide(referenceId, checkerId, at, 'TRANSFER_REJECTED', (row) => {
      this.release(row, 'REJECTED', at);
      return 'REJECTED';
    });
  }

  /** Cancels the pending transfers to a retired destination (their holds released); returns their reference ids. */
  cancelPending(filter: CancelFilter, userId: number, at: number): string[] {
    return this.db.transaction(() =>
      this.pendingTo.all({ account: filter.accountNumber, kind: filter.kind, instruction: filter.instructionId ?? null }).map((row) => {
        this.release(row, 'CANCELLED', at);
        this.audit(row, userId, 'TRANSFER_CANCELLED', at);
        return row.referenceId;
      }),
    )();
  }

  /** Settles every SUBMITTED transfer whose time has come by `now` (all of them when `all`); returns how many. */
  settleDue(now: number, all = false): number {
    return this.db.transaction(() => {
      const due = this.due.all(all ? Number.MAX_SAFE_INTEGER : now);
      for (const row of due) {
        this.ledger.settle(row.holdEntryId);
        if (row.feeEntryId !== null) this.ledger.settle(row.feeEntryId);
        this.toSettled.run(now, row.referenceId);
      }
      return due.length;
    })();
  }

  /** Only a transfer waiting for a checker is decided, and never by its maker. */
  private decide(referenceId: string, checkerId: number, at: number, action: string, step: (row: Row) => TransferStatus): PendingDecision {
    return this.db.transaction((): PendingDecision => {
      const row = this.byReference.get(referenceId);
      if (!row || row.status !== 'PENDING_APPROVAL') return { kind: 'notPending', status: row?.status ?? null };
      if (row.userId === checkerId) return { kind: 'makerCannotDecide' };
      const status = step(row);
      this.audit(row, checkerId, action, at);
      return { kind: 'decided', transfer: toTransferDto({ ...row, status }) };
    })();
  }

  private release(row: Row, status: 'REJECTED' | 'CANCELLED', at: number): void {
    this.ledger.release(row.holdEntryId, at);
    if (row.feeEntryId !== null) this.ledger.release(row.feeEntryId, at);
    this.toReleased.run(status, at, row.referenceId);
  }

  private audit(row: Row, userId: number, action: string, at: number): void {
    this.records.audited(row.accountNumber, userId, action, row.referenceId, { asset: row.symbol, kind: row.kind }, at);
  }
}
