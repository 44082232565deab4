// Entitlements (spec part 2 §6): access is by actions a user holds per account, never by role
// names. The catalogue has the spec's actions plus the transfer actions this gateway names (the
// spec's rule "fiat only with wire-create, commodities only with digital-asset-transfer-create"
// names no action). An empty list for an account means no access to it.
import type { Db } from '../../db/database';
import type { EntitlementActionDto } from '../../../../src/api/contract/accountsGateway';
import { TRANSFER_ENTITLEMENTS } from '../../../../src/api/contract/transfers';

export const ACTIONS = {
  /** View the account: dashboard, balances, history. */
  dashboard: 'FDAS_AS_INST_DASHBOARD',
  wireInstructionCreate: 'FDAS_AM_SICreate',
  wireInstructionAuthorize: 'FDAS_AM_SIAuthorize',
  /** Market maker: the USD wire of a mint. */
  marketMakerWireCreate: 'FDAS_MM_WireCreate',
  marketMakerWireAuthorize: 'FDAS_MM_WireAuthorize',
  /** Market maker: the transfer on account of a burn. */
  marketMakerTransferCreate: 'FDAS_MM_TOACreate',
  marketMakerTransferAuthorize: 'FDAS_MM_TOAAuthorize',
  digitalAssetInstructionCreate: 'FDAS_SAVED_INSTRUCTIONS_DIGITAL_AssetCreate',
  digitalAssetInstructionAuthorize: 'FDAS_SAVED_INSTRUCTIONS_DIGITAL_AssetAuthorize',
  /** Enable, edit and disable the allow-list (with canEnableSDAI / canEditSDAI / canDisableSDAI). */
  allowListAdmin: 'FDAS_FIRM_ADMIN_SDAI_ENABLE_DISABLE',
  /** This gateway's names (the contract's, src/api/contract/transfers.ts): send fiat by wire (custody types) … */
  wireTransferCreate: TRANSFER_ENTITLEMENTS.wireCreate,
  wireTransferAuthorize: TRANSFER_ENTITLEMENTS.wireAuthorize,
  /** … and send digital assets (custody types). */
  digitalAssetTransferCreate: TRANSFER_ENTITLEMENTS.digitalAssetCreate,
  digitalAssetTransferAuthorize: TRANSFER_ENTITLEMENTS.digitalAssetAuthorize,
} as const;

export type ActionName = (typeof ACTIONS)[keyof typeof ACTIONS];

export interface ActionDefinition {
  name: ActionName;
  permissions: readonly string[];
  description: string;
}

/** The catalogue, in the order actions are answered. */
export const ACTION_CATALOGUE: readonly ActionDefinition[] = [
  { name: ACTIONS.dashboard, permissions: ['VIEW'], description: 'View the account: balances, history, documents' },
  { name: ACTIONS.wireInstructionCreate, permissions: ['CREATE'], description: 'Create saved wire instructions' },
  { name: ACTIONS.wireInstructionAuthorize, permissions: ['AUTHORIZE'], description: 'Approve or reject saved wire instructions' },
  { name: ACTIONS.digitalAssetInstructionCreate, permissions: ['CREATE'], description: 'Create saved digital asset instructions' },
  { name: ACTIONS.digitalAssetInstructionAuthorize, permissions: ['AUTHORIZE'], description: 'Approve or reject saved digital asset instructions' },
  { name: ACTIONS.allowListAdmin, permissions: ['ENABLE', 'EDIT', 'DISABLE'], description: 'Enable, edit and disable the allow-list' },
  { name: ACTIONS.wireTransferCreate, permissions: ['CREATE'], description: 'Request wires of fiat' },
  { name: ACTIONS.wireTransferAuthorize, permissions: ['AUTHORIZE'], description: 'Approve or reject wires of fiat' },
  { name: ACTIONS.digitalAssetTransferCreate, permissions: ['CREATE'], description: 'Request transfers of digital assets' },
  { name: ACTIONS.digitalAssetTransferAuthorize, permissions: ['AUTHORIZE'], description: 'Approve or reject transfers of digital assets' },
  { name: ACTIONS.marketMakerWireCreate, permissions: ['CREATE'], description: 'Market maker: wire USD to mint' },
  { name: ACTIONS.marketMakerWireAuthorize, permissions: ['AUTHORIZE'], description: 'Market maker: approve mint wires' },
  { name: ACTIONS.marketMakerTransferCreate, permissions: ['CREATE'], description: 'Market maker: send tokens to burn' },
  { name: ACTIONS.marketMakerTransferAuthorize, permissions: ['AUTHORIZE'], description: 'Market maker: approve burns' },
];

export class EntitlementStore {
  private readonly ofUser;
  private readonly insert;
  private readonly remove;

  constructor(db: Db) {
    this.ofUser = db.prepare<[number, string], { actionName: string; permissions: string }>(
      `SELECT a.name AS actionName, a.permissions FROM user_entitlements e JOIN entitlement_actions a ON a.name = e.action_name
       WHERE e.user_id = ? AND e.account_number = ? ORDER BY a.display_order`,
    );
    this.insert = db.prepare<[number, string, string]>('INSERT OR IGNORE INTO user_entitlements (user_id, account_number, action_name) VALUES (?, ?, ?)');
    this.remove = db.prepare<[number, string, string]>('DELETE FROM user_entitlements WHERE user_id = ? AND account_number = ? AND action_name = ?');
  }

  /** The user's actions on the account, in catalogue order (empty: no access). */
  actionsOf(userId: number, accountNumber: string): EntitlementActionDto[] {
    return this.ofUser.all(userId, accountNumber).map((row) => ({ actionName: row.actionName, permissions: JSON.parse(row.permissions) as string[] }));
  }

  /** Grants actions (the account must be of the user's firm: the database refuses others). */
  grant(userId: number, accountNumber: string, actions: readonly ActionName[]): void {
    for (const action of actions) this.insert.run(userId, accountNumber, action);
  }

  revoke(userId: number, accountNumber: string, action: ActionName): void {
    this.remove.run(userId, accountNumber, action);
  }
}

export const holds = (actions: readonly EntitlementActionDto[], name: ActionName): boolean => actions.some((a) => a.actionName === name);
