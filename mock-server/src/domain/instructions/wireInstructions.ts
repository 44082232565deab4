// Saved wire instructions (spec part 2 §2–§4, §9): the list of an account's instructions by
// status, paged; creation (validated by the shared form rules before it gets here) with nickname
// uniqueness per account and the account's maximum, a maker-checker request and an audit record,
// in one transaction; deletion (status INACTIVE). Access is checked before (http/accountAccess).
// A create may carry a requestId (the SPA's, one per opened form): the instruction's id is then
// derived from the user and that key, so a create sent again (a timeout, a dropped connection, a
// retry) answers the instruction already made instead of a second one or 'Nickname already in use';
// the same key with another body or account is refused (requestIdReused). No column is needed.
import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { InstructionStatus, SavedWireInstructionDto, SavedWireInstructionPageDto } from '../../../../src/api/contract/savedInstructions';
import { compactIban } from '../../../../src/shared/validation/codecs/bankCodes';
import { maskLast4 } from '../../../../src/shared/validation/maskedInput';
import { visibleWireValues, type WireInstructionFormValues } from '../../../../src/shared/validation/wireInstruction';
import type { Clock } from '../platform/clock';
import type { InstructionRecords } from './instructionRecords';
import type { TransferDesk } from '../transfers/transfers';

export type CreateOutcome<T> = { kind: 'created'; instruction: T } | { kind: 'nicknameTaken' } | { kind: 'maximumReached'; maximum: number };

type WireCreateOutcome = CreateOutcome<SavedWireInstructionDto> | { kind: 'replayed'; instruction: SavedWireInstructionDto } | { kind: 'requestIdReused' };

/** The id of the instruction a user's create with this key makes (UUID-shaped, opaque): the same key, the same id. */
export function wireIdOf(userId: number, requestId: string): string {
  const hex = createHash('sha256').update(`wire-instruction:${userId}:${requestId.toLowerCase()}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

interface WireRow {
  id: string;
  nickname: string;
  routingNumber: string | null;
  bankBic: string | null;
  masked: string;
  bankLocation: 'US' | 'NON_US';
  createdAt: number;
  processInstanceId: string | null;
  status: InstructionStatus;
}

const toDto = (r: WireRow): SavedWireInstructionDto => ({
  accountInstructionId: r.id,
  nickname: r.nickname,
  routingNumber: r.routingNumber,
  beneficiaryBankBic: r.bankBic,
  accountNumber: r.masked,
  bankLocation: r.bankLocation,
  createdTime: Math.floor(r.createdAt / 1000),
  processInstanceId: r.processInstanceId ?? '',
  status: r.status,
});

const SELECT = `SELECT w.id, w.nickname, w.routing_number AS routingNumber, w.bank_bic AS bankBic, w.account_number_masked AS masked,
  w.bank_location AS bankLocation, w.created_at AS createdAt, w.status,
  (SELECT r.id FROM approval_requests r WHERE r.subject_id = w.id ORDER BY r.created_at DESC LIMIT 1) AS processInstanceId
  FROM wire_instructions w`;

export class WireInstructionBook {
  private readonly countLive;
  private readonly nicknameUsed;
  private readonly insert;
  private readonly one;
  private readonly disable;
  private readonly accountOf;
  private readonly made;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly records: InstructionRecords,
    /** Pending wires to a deleted instruction are cancelled (never sent to a destination the firm removed). */
    private readonly pendingTransfers: Pick<TransferDesk, 'cancelPending'> | null = null,
  ) {
    this.countLive = db.prepare<[string], number>("SELECT count(*) FROM wire_instructions WHERE account_number = ? AND status <> 'INACTIVE'").pluck();
    this.nicknameUsed = db
      .prepare<[string, string], number>("SELECT count(*) FROM wire_instructions WHERE account_number = ? AND lower(nickname) = lower(?) AND status <> 'INACTIVE'")
      .pluck();
    this.insert = db.prepare(
      `INSERT INTO wire_instructions (id, account_number, nickname, bank_location, routing_number, bank_bic, account_number_masked, form, status, created_by, created_at)
       VALUES (@id, @accountNumber, @nickname, @bankLocation, @routingNumber, @bankBic, @masked, @form, 'PENDING', @userId, @at)`,
    );
    this.one = db.prepare<[string, string], WireRow>(`${SELECT} WHERE w.id = ? AND w.account_number = ?`);
    this.disable = db.prepare<[string]>("UPDATE wire_instructions SET status = 'INACTIVE' WHERE id = ?");
    this.accountOf = db.prepare<[string], string>("SELECT account_number FROM wire_instructions WHERE id = ? AND status <> 'INACTIVE'").pluck();
    this.made = db.prepare<[string], { accountNumber: string; form: string; createdBy: number | null }>(
      'SELECT account_number AS accountNumber, form, created_by AS createdBy FROM wire_instructions WHERE id = ?',
    );
  }

  list(accountNumber: string, statuses: readonly InstructionStatus[], page: number, count: number): SavedWireInstructionPageDto {
    if (statuses.length === 0) return { items: [], page, count, totalRecords: 0 };
    const marks = statuses.map(() => '?').join(', ');
    const total = this.db.prepare(`SELECT count(*) FROM wire_instructions WHERE account_number = ? AND status IN (${marks})`).pluck().get(accountNumber, ...statuses) as number;
    const rows = this.db
      .prepare(`${SELECT} WHERE w.account_number = ? AND w.status IN (${marks}) ORDER BY w.created_at DESC, w.id LIMIT ? OFFSET ?`)
      .all(accountNumber, ...statuses, count, (page - 1) * count) as WireRow[];
    return { items: rows.map(toDto), page, count, totalRecords: total };
  }

  isNicknameAvailable(accountNumber: string, nickname: string): boolean {
    return this.nicknameUsed.get(accountNumber, nickname) === 0;
  }

  /**
   * Books the instruction, its approval request and audit record; with a requestId, once per user
   * and key: a replay (same account and form) answers the instruction it made, whatever its status now.
   */
  create(accountNumber: string, form: WireInstructionFormValues, userId: number, maximum: number, requestId?: string): WireCreateOutcome {
    const values = JSON.stringify(visibleWireValues(form));
    return this.db
      .transaction((): WireCreateOutcome => {
        const id = requestId === undefined ? randomUUID() : wireIdOf(userId, requestId);
        const earlier = requestId === undefined ? undefined : this.made.get(id);
        if (earlier) {
          const same = earlier.createdBy === userId && earlier.accountNumber === accountNumber && earlier.form === values;
          return same ? { kind: 'replayed', instruction: toDto(this.one.get(id, accountNumber) as WireRow) } : { kind: 'requestIdReused' };
        }
        if (!this.isNicknameAvailable(accountNumber, form.nickname)) return { kind: 'nicknameTaken' };
        if ((this.countLive.get(accountNumber) as number) >= maximum) return { kind: 'maximumReached', maximum };
        const at = this.clock.now();
        const us = form.bankLocation === 'US';
        const account = !us && form.accountType === 'IBAN' ? compactIban(form.bankIBAN ?? '') : (form.bankAcccountNumber ?? '');
        this.insert.run({
          id, accountNumber, nickname: form.nickname, bankLocation: form.bankLocation, routingNumber: us ? form.routingNumber : null,
          bankBic: us ? null : (form.bankBic ?? '').toUpperCase(), masked: maskLast4(account), form: values, userId, at,
        });
        this.records.requestApproval('CHECKER_APPROVAL_WIRE_INSTRUCTION', accountNumber, id, userId, at);
        this.records.audited(accountNumber, userId, 'WIRE_INSTRUCTION_CREATED', id, { nickname: form.nickname, bankLocation: form.bankLocation }, at);
        return { kind: 'created', instruction: toDto(this.one.get(id, accountNumber) as WireRow) };
      })
      .immediate();
  }

  /** The account of a live (not deleted) instruction, or null. */
  liveAccountOf(id: string): string | null {
    return (this.accountOf.get(id) as string | undefined) ?? null;
  }

  remove(instruction: { id: string; accountNumber: string }, userId: number): void {
    this.db.transaction(() => {
      const at = this.clock.now();
      this.disable.run(instruction.id);
      this.pendingTransfers?.cancelPending({ accountNumber: instruction.accountNumber, kind: 'WIRE', instructionId: instruction.id }, userId, at);
      this.records.audited(instruction.accountNumber, userId, 'WIRE_INSTRUCTION_DELETED', instruction.id, {}, at);
    })();
  }
}
