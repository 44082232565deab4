// What every instruction change writes besides the instruction: an audit record, and for a
// creation (of an instruction or a transfer) the maker-checker request (PENDING until the action-items issue decides it).
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';

export type ApprovalKind = 'CHECKER_APPROVAL_WIRE_INSTRUCTION' | 'CHECKER_APPROVAL_SDAI_ADDRESS' | 'CHECKER_APPROVAL_WIRE_OUT' | 'CHECKER_APPROVAL_SDAI_CRYPTO_OUT';

export class InstructionRecords {
  private readonly audit;
  private readonly approval;

  constructor(db: Db) {
    this.audit = db.prepare<[string, number | null, string, string | null, string, number]>(
      'INSERT INTO instruction_audit (account_number, user_id, action, subject_id, detail, at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.approval = db.prepare<[string, ApprovalKind, string, string, number, number]>(
      "INSERT INTO approval_requests (id, kind, account_number, subject_id, status, maker_id, created_at) VALUES (?, ?, ?, ?, 'PENDING', ?, ?)",
    );
  }

  /** `userId` null: done by the custodian, not a user of the portal (the control API's completion of a disablement). */
  audited(accountNumber: string, userId: number | null, action: string, subjectId: string | null, detail: object, at: number): void {
    this.audit.run(accountNumber, userId, action, subjectId, JSON.stringify(detail), at);
  }

  /** The maker-checker request of a new instruction; returns its id (the processInstanceId). */
  requestApproval(kind: ApprovalKind, accountNumber: string, subjectId: string, makerId: number, at: number): string {
    const id = randomUUID();
    this.approval.run(id, kind, accountNumber, subjectId, makerId, at);
    return id;
  }
}
