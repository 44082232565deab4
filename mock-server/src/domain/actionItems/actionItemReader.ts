// The action items a user sees (spec part 1 §2, §4, §6): the maker-checker requests and inbound
// deposits of the accounts the user views (FDAS_AS_INST_DASHBOARD on an account of the user's
// firm), read from the action_items view (migration 011). Pending: those still waiting, oldest
// first; History: the decided ones, newest decision first. An item is actionable for the user when
// it waits, the user is not its maker and holds the action that decides its kind now.
import type { Db } from '../../db/database';
import {
  DECIDING_ACTIONS,
  REQUEST_TYPE_OF,
  type ActionItemDto,
  type ActionItemStatus,
  type ActionItemTab,
  type ApprovalKind,
  type ProofShownDto,
  type RequestType,
} from '../../../../src/api/contract/actionItems';
import type { ActionItemDetails, ItemDetails, ReviewContext } from './actionItemDetails';
import { ACTIONS, type EntitlementStore } from '../accounts/entitlements';

/** A row of the action_items view with its account and the names of its maker and checker. */
export interface ActionItemRow {
  referenceId: string;
  approvalKind: ApprovalKind | null;
  accountNumber: string;
  accountName: string;
  status: ActionItemStatus;
  makerId: number | null;
  makerFirstName: string | null;
  makerLastName: string | null;
  createdAt: number;
  decidedBy: number | null;
  checkerName: string | null;
  decidedAt: number | null;
  comments: string | null;
  subjectId: string;
  /** 1 while the request's instruction or transfer (or the deposit) still waits for a decision. */
  subjectWaiting: 0 | 1;
}

export const requestTypeOf = (row: Pick<ActionItemRow, 'approvalKind'>): RequestType =>
  row.approvalKind === null ? 'CRYPTO_INBOUND' : REQUEST_TYPE_OF[row.approvalKind];

const SELECT = `SELECT i.reference_id AS referenceId, i.approval_kind AS approvalKind, i.account_number AS accountNumber,
    a.display_name AS accountName, i.status, i.maker_id AS makerId, m.first_name AS makerFirstName, m.last_name AS makerLastName,
    i.created_at AS createdAt, i.decided_by AS decidedBy, c.first_name || ' ' || c.last_name AS checkerName, i.decided_at AS decidedAt,
    i.comments, i.subject_id AS subjectId, i.subject_waiting AS subjectWaiting
  FROM action_items i
  JOIN accounts a ON a.account_number = i.account_number
  JOIN users u ON u.id = @userId AND u.firm_id = a.firm_id
  JOIN user_entitlements e ON e.user_id = u.id AND e.account_number = i.account_number AND e.action_name = '${ACTIONS.dashboard}'
  LEFT JOIN users m ON m.id = i.maker_id
  LEFT JOIN users c ON c.id = i.decided_by`;

type ProofRow = { method: ProofShownDto['method']; passkeyName: string | null; phoneLast4: string | null; signedAt: number };
const PROOF_COLUMNS = 'p.method, p.credential_name AS passkeyName, p.code_phone AS phoneLast4, p.signed_at AS signedAt';
const shown = (row: ProofRow | undefined): ProofShownDto | null =>
  row ? { method: row.method, passkeyName: row.passkeyName, phoneLast4: row.phoneLast4, signedTime: Math.floor(row.signedAt / 1000) } : null;

export class ActionItemReader {
  private readonly pending;
  /** The step-up proof a transfer was submitted with (issue 26). */
  private readonly submitProof;
  /** The step-up proof of the item's latest decision. */
  private readonly decisionProof;
  private readonly history;
  private readonly one;
  private readonly viewsAny;

  constructor(
    db: Db,
    private readonly details: ActionItemDetails,
    private readonly entitlements: EntitlementStore,
  ) {
    this.pending = db.prepare<[{ userId: number }], ActionItemRow>(
      `${SELECT} WHERE i.status = 'PENDING' AND i.subject_waiting ORDER BY i.created_at, i.reference_id`,
    );
    this.history = db.prepare<[{ userId: number }], ActionItemRow>(
      `${SELECT} WHERE i.status <> 'PENDING' ORDER BY i.decided_at DESC, i.reference_id`,
    );
    this.submitProof = db.prepare<[string], ProofRow>(`SELECT ${PROOF_COLUMNS} FROM transfers t JOIN step_up_proofs p ON p.id = t.step_up_proof_id WHERE t.reference_id = ?`);
    this.decisionProof = db.prepare<[string], ProofRow>(
      `SELECT ${PROOF_COLUMNS} FROM action_item_decisions d JOIN step_up_proofs p ON p.id = d.step_up_proof_id WHERE d.reference_id = ? ORDER BY d.at DESC LIMIT 1`,
    );
    this.one = db.prepare<[{ userId: number; referenceId: string }], ActionItemRow>(`${SELECT} WHERE i.reference_id = @referenceId`);
    this.viewsAny = db
      .prepare<[number], number>(
        `SELECT count(*) FROM user_entitlements e JOIN users u ON u.id = e.user_id JOIN accounts a ON a.account_number = e.account_number AND a.firm_id = u.firm_id
         WHERE e.user_id = ? AND e.action_name = '${ACTIONS.dashboard}'`,
      )
      .pluck();
  }

  /** Whether the user views any account: without one, action items are not theirs to see (403). */
  viewsAnyAccount(userId: number): boolean {
    return (this.viewsAny.get(userId) as number) > 0;
  }

  list(userId: number, tab: ActionItemTab): ActionItemDto[] {
    const rows = (tab === 'PENDING' ? this.pending : this.history).all({ userId });
    const actionsByAccount = new Map<string, ReadonlySet<string>>();
    const actionsOf = (accountNumber: string) => {
      let names = actionsByAccount.get(accountNumber);
      if (!names) {
        names = new Set(this.entitlements.actionsOf(userId, accountNumber).map((a) => a.actionName));
        actionsByAccount.set(accountNumber, names);
      }
      return names;
    };
    return rows.map((row) => this.toDto(row, userId, actionsOf(row.accountNumber)));
  }

  /** The item as the user sees it; null when the user does not see it (another firm's, an account not viewed, none). */
  row(userId: number, referenceId: string): ActionItemRow | null {
    return this.one.get({ userId, referenceId }) ?? null;
  }

  item(userId: number, referenceId: string): ActionItemDto | null {
    const row = this.row(userId, referenceId);
    if (!row) return null;
    return this.toDto(row, userId, new Set(this.entitlements.actionsOf(userId, row.accountNumber).map((a) => a.actionName)));
  }

  private toDto(row: ActionItemRow, userId: number, actions: ReadonlySet<string>): ActionItemDto {
    const requestType = requestTypeOf(row);
    const actionable =
      row.status === 'PENDING' && row.subjectWaiting === 1 && row.makerId !== userId && DECIDING_ACTIONS[requestType].some((a) => actions.has(a));
    return {
      referenceId: row.referenceId,
      requestType,
      approvalKind: row.approvalKind,
      status: row.status,
      actionable,
      accountName: row.accountName,
      accountNumber: row.accountNumber,
      createdBy: row.makerFirstName === null ? null : `${row.makerFirstName} ${row.makerLastName ?? ''}`.trim(),
      createdTime: Math.floor(row.createdAt / 1000),
      checkerName: row.checkerName,
      decidedTime: row.decidedAt === null ? null : Math.floor(row.decidedAt / 1000),
      comments: row.comments,
      ...this.detailsOf(row, requestType),
      submitProof: requestType === 'WIRE_OUTBOUND' || requestType === 'CRYPTO_OUTBOUND' ? shown(this.submitProof.get(row.subjectId)) : null,
      decisionProof: row.status === 'PENDING' ? null : shown(this.decisionProof.get(row.referenceId)),
    };
  }

  private detailsOf(row: ActionItemRow, requestType: RequestType): ItemDetails {
    const review: ReviewContext = {
      makerFirstName: row.makerFirstName,
      makerLastName: row.makerLastName,
      checkerName: row.checkerName,
      comments: row.comments,
      createdAt: row.createdAt,
      decidedAt: row.decidedAt,
    };
    switch (requestType) {
      case 'CREATE_WIRE_INSTRUCTION':
        return this.details.wireInstruction(row.subjectId, review);
      case 'ALLOWED_ADDRESS':
        return this.details.allowedAddress(row.subjectId);
      case 'WIRE_OUTBOUND':
      case 'CRYPTO_OUTBOUND':
        return this.details.transferOut(row.subjectId);
      case 'CRYPTO_INBOUND':
        return this.details.inboundDeposit(row.subjectId, row.accountNumber, review);
    }
  }
}
