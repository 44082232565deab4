// Saved digital asset instructions, the allow-list (spec part 2 §2–§4, §9): list, create (once per
// sdaiUUID and user: the same id and body answer the same instruction, another body is a conflict),
// delete; nickname uniqueness and the account's maximum; PENDING_DISABLEMENT blocks creation. The
// checker's decision: rejected → INACTIVE; approved → ACTIVE where the allow-list is DISABLED, else
// PENDING_ACTIVATION until the activation period in force at the approval has passed (issue 25:
// the cooling-off; a later edit of the period changes no address already waiting). Whether an
// address is usable is read from its activation time and the clock (addressStatusAt), so no sweep
// is needed for it; the sweep only turns the stored status of the due ones ACTIVE (activateDue).
// The allow-list settings (enable, edit the activation period, disable → PENDING_DISABLEMENT, and
// the custodian's completion of a disablement → DISABLED). Every change is audited; a creation
// makes a maker-checker request. The flags aa, disEnabled and mm-sdai are read inside the
// transaction of each change they govern (allowListFlags.ts).
import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { AddressInstructionStatus, SavedDigitalAssetInstructionDto, SdaiStateDto } from '../../../../src/api/contract/savedInstructions';
import type { ActionItemResponse } from '../../../../src/shared/validation/actionItems';
import { activationTime } from '../../../../src/shared/validation/activationPeriod';
import type { DigitalAssetInstructionFormValues } from '../../../../src/shared/validation/digitalAssetInstruction';
import type { SdaiStatus } from '../../../../src/api/contract/accountsGateway';
import type { EntitlementActionDto } from '../../../../src/api/contract/accountsGateway';
import { allowListSwitches, type Account, type AccountDirectory } from '../accounts/accounts';
import type { Clock } from '../platform/clock';
import { addressStatusAt } from './addressActivation';
import { allowListFlagRefusal, marketMakerAddressesClosed, type FlagReader } from './allowListFlags';
import type { InstructionRecords } from './instructionRecords';
import type { TransferDesk } from '../transfers/transfers';
import type { CreateOutcome } from './wireInstructions';

/** A market-maker account while mm-sdai is off: nothing listed, created or deleted. */
type MarketMakerClosed = { kind: 'marketMakerClosed' };

export type AddressCreateOutcome =
  | CreateOutcome<SavedDigitalAssetInstructionDto>
  | { kind: 'replayed'; instruction: SavedDigitalAssetInstructionDto }
  | { kind: 'requestIdReused' }
  | { kind: 'allowListDisabling' }
  | MarketMakerClosed;

/** What a change of the allow-list's settings did: changed, or refused by a flag (aa, disEnabled) or by the account's state and the user's actions. */
export type AllowListChangeOutcome = { kind: 'changed'; state: SdaiStateDto } | { kind: 'allowListOff' } | { kind: 'disablingOff' } | { kind: 'notAllowedNow' };

/** What the custodian's completion of a disablement did (the control API records the video identity verification). */
export type DisablementOutcome = { kind: 'completed'; state: SdaiStateDto } | { kind: 'notPendingDisablement'; aaEnabled: SdaiStatus } | { kind: 'unknownAccount' };

/** An account whose allow-list waits for the custodian to complete its disablement. */
export interface PendingDisablement {
  accountNumber: string;
  displayName: string;
  firmName: string;
}


interface AddressRow {
  id: string;
  network: string;
  nickname: string;
  address: string;
  createdAt: number;
  processInstanceId: string | null;
  status: AddressInstructionStatus;
  activatesAt: number | null;
}
const toDto = (r: AddressRow, now: number): SavedDigitalAssetInstructionDto => ({
  addressId: r.id, network: r.network, nickname: r.nickname, address: r.address, createdTime: Math.floor(r.createdAt / 1000),
  processInstanceId: r.processInstanceId ?? '', status: addressStatusAt(r.status, r.activatesAt, now),
  activatesAt: r.activatesAt === null ? null : new Date(r.activatesAt).toISOString(),
});
const SELECT = `SELECT a.id, a.network, a.nickname, a.address, a.created_at AS createdAt, a.status, a.activates_at AS activatesAt,
  (SELECT r.id FROM approval_requests r WHERE r.subject_id = a.id ORDER BY r.created_at DESC LIMIT 1) AS processInstanceId
  FROM address_instructions a`;

export const bodyFingerprint = (accountNumber: string, form: DigitalAssetInstructionFormValues): string =>
  createHash('sha256').update(JSON.stringify([accountNumber, Object.entries(form).filter(([k]) => k !== 'sdaiUUID').sort()])).digest('hex');

export class AddressInstructionBook {
  private readonly listed;
  private readonly countLive;
  private readonly nicknameUsed;
  private readonly byRequest;
  private readonly insert;
  private readonly one;
  private readonly accountOf;
  private readonly disable;
  private readonly setSettings;
  private readonly pendingAccount;
  private readonly reject;
  private readonly approve;
  private readonly dueActivated;
  private readonly waitingDisablement;
  private readonly accountExists;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly records: InstructionRecords,
    private readonly accounts: AccountDirectory,
    /** The feature flags, read inside each change's transaction. */
    private readonly flags: FlagReader,
    /** Pending digital-asset withdrawals to a deleted address, or from an account being disabled, are cancelled (spec part 2 §2, §4). */
    private readonly pendingTransfers: Pick<TransferDesk, 'cancelPending'> | null = null,
  ) {
    this.listed = db.prepare<[string], AddressRow>(`${SELECT} WHERE a.account_number = ? AND a.status <> 'INACTIVE' ORDER BY a.created_at DESC, a.id`);
    this.countLive = db.prepare<[string], number>("SELECT count(*) FROM address_instructions WHERE account_number = ? AND status <> 'INACTIVE'").pluck();
    this.nicknameUsed = db
      .prepare<[string, string], number>("SELECT count(*) FROM address_instructions WHERE account_number = ? AND lower(nickname) = lower(?) AND status <> 'INACTIVE'")
      .pluck();
    this.byRequest = db.prepare<[number, string], { id: string; accountNumber: string; bodySha256: string }>(
      'SELECT id, account_number AS accountNumber, body_sha256 AS bodySha256 FROM address_instructions WHERE created_by = ? AND sdai_uuid = ?',
    );
    this.insert = db.prepare(
      `INSERT INTO address_instructions (id, account_number, network, nickname, address, form, status, sdai_uuid, body_sha256, created_by, created_at)
       VALUES (@id, @accountNumber, @network, @nickname, @address, @form, 'PENDING', @sdaiUuid, @sha, @userId, @at)`,
    );
    this.one = db.prepare<[string], AddressRow>(`${SELECT} WHERE a.id = ?`);
    this.accountOf = db.prepare<[string], string>("SELECT account_number FROM address_instructions WHERE id = ? AND status <> 'INACTIVE'").pluck();
    this.disable = db.prepare<[string]>("UPDATE address_instructions SET status = 'INACTIVE' WHERE id = ?");
    this.setSettings = db.prepare<[{ account: string; status: string; period: string | null }]>(
      `INSERT INTO account_settings (account_number, sdai_status, aa_activation_period, transparent_address_enabled, max_aa_permitted, max_wire_instructions_permitted)
       VALUES (@account, @status, @period, 0, 5, 5) ON CONFLICT (account_number) DO UPDATE SET sdai_status = @status, aa_activation_period = @period`,
    );
    this.pendingAccount = db.prepare<[string], string>("SELECT account_number FROM address_instructions WHERE id = ? AND status = 'PENDING'").pluck();
    this.reject = db.prepare<[string]>("UPDATE address_instructions SET status = 'INACTIVE' WHERE id = ? AND status = 'PENDING'");
    this.approve = db.prepare<[{ id: string; status: 'ACTIVE' | 'PENDING_ACTIVATION'; period: string | null; activatesAt: number | null }]>(
      "UPDATE address_instructions SET status = @status, activation_period = @period, activates_at = @activatesAt WHERE id = @id AND status = 'PENDING'",
    );
    this.dueActivated = db.prepare<[number]>("UPDATE address_instructions SET status = 'ACTIVE' WHERE status = 'PENDING_ACTIVATION' AND activates_at <= ?");
    this.accountExists = db.prepare<[string], number>('SELECT count(*) FROM accounts WHERE account_number = ?').pluck();
    this.waitingDisablement = db.prepare<[], PendingDisablement>(
      `SELECT s.account_number AS accountNumber, a.display_name AS displayName, f.legal_name AS firmName
       FROM account_settings s JOIN accounts a ON a.account_number = s.account_number JOIN firms f ON f.id = a.firm_id
       WHERE s.sdai_status = 'PENDING_DISABLEMENT' ORDER BY f.legal_name, a.display_order, a.account_number`,
    );
  }

  /** The account's PENDING, PENDING_ACTIVATION and ACTIVE addresses, newest first, each with its status at the clock's now. */
  list(accountNumber: string): SavedDigitalAssetInstructionDto[] {
    const now = this.clock.now();
    return this.listed.all(accountNumber).map((r) => toDto(r, now));
  }

  isNicknameAvailable(accountNumber: string, nickname: string): boolean {
    return this.nicknameUsed.get(accountNumber, nickname) === 0;
  }

  /** Whether the account's saved addresses are closed by the flags (a market-maker account while mm-sdai is off). */
  closedFor(account: Pick<Account, 'accountType'>): boolean {
    return marketMakerAddressesClosed(this.flags, account.accountType);
  }

  create(account: Pick<Account, 'accountNumber' | 'accountType'>, form: DigitalAssetInstructionFormValues, userId: number): AddressCreateOutcome {
    const { accountNumber } = account;
    const sdaiUuid = form.sdaiUUID.toLowerCase();
    const sha = bodyFingerprint(accountNumber, form);
    return this.db
      .transaction((): AddressCreateOutcome => {
        if (this.closedFor(account)) return { kind: 'marketMakerClosed' };
        const earlier = this.byRequest.get(userId, sdaiUuid);
        if (earlier) {
          return earlier.bodySha256 === sha ? { kind: 'replayed', instruction: toDto(this.one.get(earlier.id) as AddressRow, this.clock.now()) } : { kind: 'requestIdReused' };
        }
        const settings = this.accounts.settingsOf(accountNumber);
        if (settings.sdaiStatus === 'PENDING_DISABLEMENT') return { kind: 'allowListDisabling' };
        if (!this.isNicknameAvailable(accountNumber, form.nickname)) return { kind: 'nicknameTaken' };
        if ((this.countLive.get(accountNumber) as number) >= settings.maxAaPermitted) return { kind: 'maximumReached', maximum: settings.maxAaPermitted };
        const id = randomUUID();
        const at = this.clock.now();
        this.insert.run({
          id, accountNumber, network: form.network, nickname: form.nickname, address: form.recipientAddress, form: JSON.stringify(form), sdaiUuid, sha, userId, at,
        });
        this.records.requestApproval('CHECKER_APPROVAL_SDAI_ADDRESS', accountNumber, id, userId, at);
        this.records.audited(accountNumber, userId, 'ADDRESS_INSTRUCTION_CREATED', id, { nickname: form.nickname, network: form.network }, at);
        return { kind: 'created', instruction: toDto(this.one.get(id) as AddressRow, at) };
      })
      .immediate();
  }

  liveAccountOf(id: string): string | null {
    return (this.accountOf.get(id) as string | undefined) ?? null;
  }

  remove(id: string, account: Pick<Account, 'accountNumber' | 'accountType'>, userId: number): { kind: 'removed' } | MarketMakerClosed {
    const { accountNumber } = account;
    return this.db.transaction((): { kind: 'removed' } | MarketMakerClosed => {
      if (this.closedFor(account)) return { kind: 'marketMakerClosed' };
      const at = this.clock.now();
      this.disable.run(id);
      this.pendingTransfers?.cancelPending({ accountNumber, kind: 'DIGITAL_ASSET', instructionId: id }, userId, at);
      this.records.audited(accountNumber, userId, 'ADDRESS_INSTRUCTION_DELETED', id, {}, at);
      return { kind: 'removed' } as const;
    })();
  }

  /**
   * Enable or edit (status ENABLED with the period) or disable (PENDING_DISABLEMENT: pending
   * instructions are cancelled), in one transaction with its checks: the flags (aa; disEnabled for
   * a disable), then the account's state and the user's actions (canEnableSDAI, canEditSDAI,
   * canDisableSDAI). A refusal changes nothing.
   */
  configure(
    accountNumber: string,
    user: { id: number; actions: readonly EntitlementActionDto[] },
    change: { kind: 'enable' | 'edit'; activationPeriod: string } | { kind: 'disable' },
  ): AllowListChangeOutcome {
    const userId = user.id;
    return this.db.transaction((): AllowListChangeOutcome => {
      const refusal = allowListFlagRefusal(this.flags, change.kind);
      if (refusal) return { kind: refusal };
      const current = this.accounts.settingsOf(accountNumber);
      const switches = allowListSwitches(current.sdaiStatus, user.actions);
      const allowed = change.kind === 'enable' ? switches.canEnableSDAI : change.kind === 'edit' ? switches.canEditSDAI : switches.canDisableSDAI;
      if (!allowed) return { kind: 'notAllowedNow' };
      const at = this.clock.now();
      if (change.kind === 'disable') {
        this.setSettings.run({ account: accountNumber, status: 'PENDING_DISABLEMENT', period: current.aaActivationPeriod ?? '3 Days' });
        this.db.prepare("UPDATE address_instructions SET status = 'INACTIVE' WHERE account_number = ? AND status = 'PENDING'").run(accountNumber);
        this.pendingTransfers?.cancelPending({ accountNumber, kind: 'DIGITAL_ASSET' }, userId, at);
      } else {
        this.setSettings.run({ account: accountNumber, status: 'ENABLED', period: change.activationPeriod });
      }
      this.records.audited(accountNumber, userId, `SDAI_${change.kind.toUpperCase()}`, null, change, at);
      const after = this.accounts.settingsOf(accountNumber);
      return { kind: 'changed', state: { accountNumber, aaEnabled: after.sdaiStatus, aaActivationPeriod: after.aaActivationPeriod } };
    }).immediate();
  }

  /**
   * A checker's decision on a PENDING address, inside the decision's transaction
   * (actionItems/approvals.ts). Rejected: INACTIVE (its nickname is free again). Approved: ACTIVE
   * at once where the allow-list is DISABLED (nothing restricts the account's destinations);
   * otherwise PENDING_ACTIVATION until `at` plus the activation period in force now, which the row
   * keeps. False when the address no longer waits for a decision.
   */
  decide(id: string, decision: ActionItemResponse, at: number): boolean {
    if (decision === 'REJECT') return this.reject.run(id).changes === 1;
    const accountNumber = this.pendingAccount.get(id) as string | undefined;
    if (accountNumber === undefined) return false;
    const settings = this.accounts.settingsOf(accountNumber);
    const period = settings.sdaiStatus === 'DISABLED' ? null : settings.aaActivationPeriod;
    if (period === null) return this.approve.run({ id, status: 'ACTIVE', period: null, activatesAt: null }).changes === 1;
    const activatesAt = activationTime(at, period);
    // The period comes from the settings the enable and edit calls checked: unreadable means a damaged row, and approving nothing is the safe answer.
    if (activatesAt === null) throw new Error(`Unreadable activation period of ${accountNumber}: ${period}`);
    return this.approve.run({ id, status: 'PENDING_ACTIVATION', period, activatesAt }).changes === 1;
  }

  /** Stores ACTIVE on the waiting addresses whose activation time has come by `now` (the sweep); how many. Usability never waits for it. */
  activateDue(now: number): number {
    return this.dueActivated.run(now).changes;
  }

  /** The accounts whose allow-list is PENDING_DISABLEMENT (the control panel's "Complete disablement"). */
  pendingDisablements(): PendingDisablement[] {
    return this.waitingDisablement.all();
  }

  /**
   * The custodian completed the video identity verification of a disablement: PENDING_DISABLEMENT
   * becomes DISABLED (the account's activation period goes with it), audited without a user (the
   * custodian's staff, through the control API). The saved addresses stay as they are: an ACTIVE
   * one stays usable, one still waiting keeps its activation time.
   */
  completeDisablement(accountNumber: string): DisablementOutcome {
    return this.db
      .transaction((): DisablementOutcome => {
        if (this.accountExists.get(accountNumber) === 0) return { kind: 'unknownAccount' };
        const current = this.accounts.settingsOf(accountNumber).sdaiStatus;
        if (current !== 'PENDING_DISABLEMENT') return { kind: 'notPendingDisablement', aaEnabled: current };
        this.setSettings.run({ account: accountNumber, status: 'DISABLED', period: null });
        this.records.audited(accountNumber, null, 'SDAI_DISABLEMENT_COMPLETED', null, { verification: 'video identity verification' }, this.clock.now());
        return { kind: 'completed', state: { accountNumber, aaEnabled: 'DISABLED', aaActivationPeriod: null } };
      })
      .immediate();
  }
}
