// Saved digital asset instructions, the allow-list (spec part 2 §2–§4, §9): list, create (once per
// sdaiUUID and user: the same id and body answer the same instruction, another body is a conflict),
// delete; nickname uniqueness and the account's maximum; PENDING_DISABLEMENT blocks creation. The
// allow-list settings (enable, edit the activation period, disable → PENDING_DISABLEMENT). Every
// change is audited; a creation makes a maker-checker request.
import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { InstructionStatus, SavedDigitalAssetInstructionDto, SdaiStateDto } from '../../../../src/api/contract/savedInstructions';
import type { DigitalAssetInstructionFormValues } from '../../../../src/shared/validation/digitalAssetInstruction';
import type { AccountDirectory } from '../accounts/accounts';
import type { Clock } from '../platform/clock';
import type { InstructionRecords } from './instructionRecords';
import type { TransferDesk } from '../transfers/transfers';
import type { CreateOutcome } from './wireInstructions';

export type AddressCreateOutcome = CreateOutcome<SavedDigitalAssetInstructionDto> | { kind: 'replayed'; instruction: SavedDigitalAssetInstructionDto } | { kind: 'requestIdReused' } | { kind: 'allowListDisabling' };

interface AddressRow {
  id: string;
  network: string;
  nickname: string;
  address: string;
  createdAt: number;
  processInstanceId: string | null;
  status: InstructionStatus;
}
const toDto = (r: AddressRow): SavedDigitalAssetInstructionDto => ({
  addressId: r.id, network: r.network, nickname: r.nickname, address: r.address, createdTime: Math.floor(r.createdAt / 1000),
  processInstanceId: r.processInstanceId ?? '', status: r.status,
});
const SELECT = `SELECT a.id, a.network, a.nickname, a.address, a.created_at AS createdAt, a.status,
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

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly records: InstructionRecords,
    private readonly accounts: AccountDirectory,
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
  }

  list(accountNumber: string): SavedDigitalAssetInstructionDto[] {
    return this.listed.all(accountNumber).map(toDto);
  }

  isNicknameAvailable(accountNumber: string, nickname: string): boolean {
    return this.nicknameUsed.get(accountNumber, nickname) === 0;
  }

  create(accountNumber: string, form: DigitalAssetInstructionFormValues, userId: number): AddressCreateOutcome {
    const sdaiUuid = form.sdaiUUID.toLowerCase();
    const sha = bodyFingerprint(accountNumber, form);
    return this.db
      .transaction((): AddressCreateOutcome => {
        const earlier = this.byRequest.get(userId, sdaiUuid);
        if (earlier) {
          return earlier.bodySha256 === sha ? { kind: 'replayed', instruction: toDto(this.one.get(earlier.id) as AddressRow) } : { kind: 'requestIdReused' };
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
        return { kind: 'created', instruction: toDto(this.one.get(id) as AddressRow) };
      })
      .immediate();
  }

  liveAccountOf(id: string): string | null {
    return (this.accountOf.get(id) as string | undefined) ?? null;
  }

  remove(id: string, accountNumber: string, userId: number): void {
    this.db.transaction(() => {
      const at = this.clock.now();
      this.disable.run(id);
      this.pendingTransfers?.cancelPending({ accountNumber, kind: 'DIGITAL_ASSET', instructionId: id }, userId, at);
      this.records.audited(accountNumber, userId, 'ADDRESS_INSTRUCTION_DELETED', id, {}, at);
    })();
  }

  /** Enable or edit (status ENABLED with the period) or disable (PENDING_DISABLEMENT: pending instructions are cancelled). */
  configure(accountNumber: string, userId: number, change: { kind: 'enable' | 'edit'; activationPeriod: string } | { kind: 'disable' }): SdaiStateDto {
    return this.db.transaction((): SdaiStateDto => {
      const current = this.accounts.settingsOf(accountNumber);
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
      return { accountNumber, aaEnabled: after.sdaiStatus, aaActivationPeriod: after.aaActivationPeriod };
    })();
  }
}
