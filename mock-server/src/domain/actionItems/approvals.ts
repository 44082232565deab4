// Maker-checker decisions (spec part 1 §4 action item status, part 2 §4): a checker approves or
// rejects a pending request, in ONE transaction — the checks (actionItemDecisions.ts: pending,
// still waiting, never the maker, the authorize action held now), the request's status with the
// checker, time and comments, the execution of what was requested, and the audit record. Approving
// a saved wire instruction makes it ACTIVE, an address ACTIVE or, where the allow-list is ENABLED,
// PENDING_ACTIVATION for its activation period (instructions/addressInstructions.ts); rejecting
// makes either INACTIVE (its nickname is free again).
// Approving a transfer releases it (SUBMITTED); rejecting releases its holds (transfers.ts). If any
// step fails, nothing of the decision is kept. Concurrent decisions of one request: the first
// wins, every other finds it decided (409).
import type { Db } from '../../db/database';
import { ACTION_ITEM_TEXTS as T, type ApprovalKind } from '../../../../src/api/contract/actionItems';
import type { ActionItemResponse } from '../../../../src/shared/validation/actionItems';
import { refuse, type DecisionOutcome, type DecisionRecords, type DecisionRefusal } from './actionItemDecisions';
import type { Clock } from '../platform/clock';
import type { AddressInstructionBook } from '../instructions/addressInstructions';
import type { TransferDesk } from '../transfers/transfers';

/** What approving or rejecting does to the request's subject (an instruction, a transfer); false: it no longer waits. */
export type SubjectExecutor = (subjectId: string, decision: ActionItemResponse, checkerId: number, at: number) => boolean;

/** Approving an address starts its activation period where the allow-list is ENABLED: instructions/addressInstructions.ts. */
export const addressDecisions =
  (addresses: Pick<AddressInstructionBook, 'decide'>): SubjectExecutor =>
  (id, decision, _checkerId, at) =>
    addresses.decide(id, decision, at);

/** Approving releases a pending transfer to be sent (SUBMITTED); rejecting releases its holds (REJECTED): transfers.ts. */
export const transferDecisions =
  (transfers: Pick<TransferDesk, 'approvePending' | 'rejectPending'>): SubjectExecutor =>
  (referenceId, decision, checkerId, at) =>
    (decision === 'APPROVE' ? transfers.approvePending(referenceId, checkerId, at) : transfers.rejectPending(referenceId, checkerId, at)).kind === 'decided';

/** The step-up of a decision: the proof's id, or the refusal (nothing is decided). */
export type DecisionSigner = () => { ok: true; proofId: number } | { ok: false; refusal: DecisionRefusal };

export class ApprovalDesk {
  private readonly decideRequest;
  private readonly executors: Record<ApprovalKind, SubjectExecutor>;

  constructor(
    db: Db,
    private readonly clock: Clock,
    private readonly records: DecisionRecords,
    transferExecutor: SubjectExecutor,
    addressExecutor: SubjectExecutor,
  ) {
    this.decideRequest = db.prepare<[{ id: string; status: string; checkerId: number; at: number; comments: string | null }]>(
      "UPDATE approval_requests SET status = @status, decided_by = @checkerId, decided_at = @at, comments = @comments WHERE id = @id AND status = 'PENDING'",
    );
    const activate = db.prepare<[string]>("UPDATE wire_instructions SET status = 'ACTIVE' WHERE id = ? AND status = 'PENDING'");
    const cancel = db.prepare<[string]>("UPDATE wire_instructions SET status = 'INACTIVE' WHERE id = ? AND status = 'PENDING'");
    this.executors = {
      CHECKER_APPROVAL_WIRE_INSTRUCTION: (id, decision) => (decision === 'APPROVE' ? activate : cancel).run(id).changes === 1,
      CHECKER_APPROVAL_SDAI_ADDRESS: addressExecutor,
      CHECKER_APPROVAL_WIRE_OUT: transferExecutor,
      CHECKER_APPROVAL_SDAI_CRYPTO_OUT: transferExecutor,
    };
  }

  /**
   * Approve or reject a pending request as the checker `userId`; comments already passed the shared
   * rule. `sign` is the step-up (identity/stepUp.ts consume), called once the checks pass and
   * before any write; its proof is kept with the decision.
   */
  decide(userId: number, referenceId: string, response: ActionItemResponse, comments: string | null, sign: DecisionSigner): DecisionOutcome {
    return this.records.run(userId, referenceId, () => {
      const row = this.records.decidable(userId, referenceId, 'request', true);
      const signed = sign();
      if (!signed.ok) return signed.refusal;
      const kind = row.approvalKind as ApprovalKind;
      const at = this.clock.now();
      const status = response === 'APPROVE' ? 'APPROVED' : 'REJECTED';
      if (this.decideRequest.run({ id: referenceId, status, checkerId: userId, at, comments }).changes !== 1) refuse(409, T.conflict);
      if (!this.executors[kind](row.subjectId, response, userId, at)) refuse(409, T.withdrawn);
      this.records.audited(row, userId, status, comments, at, signed.proofId);
    });
  }
}
