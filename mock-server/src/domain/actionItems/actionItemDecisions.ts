// What every action-item decision shares (spec part 1 §4, §6; part 2 §6): the checks made inside
// the decision's transaction, in order — the user sees the item (404 otherwise: another firm's
// and none look alike), it is still pending (409: the decision that came first won), its request
// still waits (409: withdrawn), the user is not its maker (403), the user holds the deciding
// action now (403; read from the database in the transaction, never from a memo) — and the audit
// record (action_item_decisions: one per item, UNIQUE, so a second decision cannot be recorded).
import type { Db } from '../../db/database';
import { ACTION_ITEM_TEXTS as T, DECIDING_ACTIONS, type ActionItemDto, type RequestType } from '../../../../src/api/contract/actionItems';
import { requestTypeOf, type ActionItemReader, type ActionItemRow } from './actionItemReader';
import type { EntitlementStore } from '../accounts/entitlements';

export interface DecisionRefusal {
  status: 400 | 403 | 404 | 409 | 429;
  text: string;
}
export type DecisionOutcome = { kind: 'decided'; item: ActionItemDto } | { kind: 'refused'; refusal: DecisionRefusal };

/** Thrown inside a decision's transaction: rolls it back and becomes the refusal. */
export class DecisionRefused extends Error {
  constructor(readonly refusal: DecisionRefusal) {
    super(refusal.text);
  }
}

export const refuse = (status: DecisionRefusal['status'], text: string): never => {
  throw new DecisionRefused({ status, text });
};

export type Decision = 'APPROVED' | 'REJECTED' | 'CONFIRMED' | 'DECLINED';

export class DecisionRecords {
  private readonly insert;
  private readonly count;

  constructor(
    private readonly db: Db,
    private readonly reader: ActionItemReader,
    private readonly entitlements: EntitlementStore,
  ) {
    this.insert = db.prepare<[string, RequestType, string, number, Decision, string | null, number, number | null]>(
      'INSERT INTO action_item_decisions (reference_id, request_type, account_number, user_id, decision, comments, at, step_up_proof_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.count = db.prepare<[string], number>('SELECT count(*) FROM action_item_decisions WHERE reference_id = ?').pluck();
  }

  /**
   * The item's row once the checks pass (call inside the decision's transaction). `expect` is the
   * kind of item the call decides: a request (approve / reject) or an inbound deposit (review).
   */
  decidable(userId: number, referenceId: string, expect: 'request' | 'deposit', makerCheck: boolean): ActionItemRow {
    const row = this.reader.row(userId, referenceId) ?? refuse(404, T.notFound);
    const requestType = requestTypeOf(row);
    if (expect === 'request' && requestType === 'CRYPTO_INBOUND') refuse(400, `body.referenceId: ${T.depositIsReviewed}`);
    if (expect === 'deposit' && requestType !== 'CRYPTO_INBOUND') refuse(400, `body.referenceId: ${T.notADeposit}`);
    if (row.status !== 'PENDING') refuse(409, T.alreadyDecided(row.status, row.checkerName));
    if (row.subjectWaiting !== 1) refuse(409, T.withdrawn);
    if (makerCheck && row.makerId === userId) refuse(403, T.ownRequest);
    const held = new Set(this.entitlements.actionsOf(userId, row.accountNumber).map((a) => a.actionName));
    const deciding = DECIDING_ACTIONS[requestType];
    if (!deciding.some((a) => held.has(a))) refuse(403, `You are not entitled to ${deciding[0]} on this account`);
    return row;
  }

  /** Records the decision, with the step-up proof it was signed with (an inbound deposit's review has none). */
  audited(row: ActionItemRow, userId: number, decision: Decision, comments: string | null, at: number, proofId: number | null = null): void {
    this.insert.run(row.referenceId, requestTypeOf(row), row.accountNumber, userId, decision, comments, at, proofId);
  }

  /** How many decisions were recorded for the item (0 or 1): the tests' check. */
  recorded(referenceId: string): number {
    return this.count.get(referenceId) as number;
  }

  /**
   * Runs a decision in one IMMEDIATE transaction (the write lock from its first statement, so no
   * other writer can slip between the checks and the writes) and answers the decided item. A
   * refusal `decide` returns (rather than throws) is one whose own writes are kept: a step-up's
   * wrong code is counted, and nothing else was written.
   */
  run(userId: number, referenceId: string, decide: () => DecisionRefusal | void): DecisionOutcome {
    try {
      const refusal = this.db.transaction(decide).immediate();
      if (refusal) return { kind: 'refused', refusal };
    } catch (error) {
      if (error instanceof DecisionRefused) return { kind: 'refused', refusal: error.refusal };
      throw error;
    }
    const item = this.reader.item(userId, referenceId);
    return item ? { kind: 'decided', item } : { kind: 'refused', refusal: { status: 404, text: T.notFound } };
  }
}
