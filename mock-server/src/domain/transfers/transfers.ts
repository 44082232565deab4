// Transfers (spec part 2 §2–§9; contract src/api/contract/transfers.ts): outbound wires of USD to
// a saved ACTIVE wire instruction of the account, and outbound digital-asset transfers to a saved
// ACTIVE allow-listed address or, where the account allows it, a direct address. Access (session,
// ownership, the create action) is checked before (http/accountAccess). Here, in ONE transaction:
// the idempotency key (requestId per user), the wire window from the injectable clock, the
// destination, the allow-list state, the shared amount rules against the running balance, the
// hold (an unsettled outgoing ledger entry: available decreases at once) and the fee's hold, the
// maker-checker request when the user may not authorize or the firm's policy asks a second person
// for every transfer (four-eyes, read here in the transaction), the transfer row and an audit record.
// better-sqlite3 runs each transaction alone, so concurrent submits of the whole balance see each
// other's holds: exactly one passes, the others get 'Insufficient funds.'.
// A digital-asset transfer to another account of the caller's firm (flag a2a, read in this
// transaction: accountTransfers.ts) has no fee and, when nobody else must approve it, is booked at
// once: the source's withdrawal and the destination's deposit, both settled (SETTLED).
// After the submit (transferLifecycle.ts): a checker's approval or rejection, the cancellation of
// pending transfers to a retired destination, and settlement on the gateway's clock.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { TransferDto, TransferKind, TransferStatus } from '../../../../src/api/contract/transfers';
import { ACCOUNT_TRANSFER_TEXTS, FIAT_ASSET, TRANSFER_APPROVAL_KINDS, TRANSFER_REFUSAL_TEXTS as T, assetNotSendableText } from '../../../../src/api/contract/transfers';
import { wireWindowAt, type BusinessHoursStatus } from '../../../../src/shared/validation/businessHours';
import { AMOUNT_MESSAGES, USD_AMOUNT_DECIMALS, checkAmount, limitUnits, unitsAtPrecision, withdrawalFeeUsd } from '../../../../src/shared/validation/transferAmount';
import type { AccountDirectory } from '../accounts/accounts';
import type { Clock } from '../platform/clock';
import type { InstructionRecords } from '../instructions/instructionRecords';
import { LedgerError, type Ledger } from '../accounts/ledger';
import { formatUnits, parseDecimal } from '../platform/money';
import type { SecurityCatalog } from '../accounts/securities';
import { TransferLifecycle, settlementTimeOf, type CancelFilter, type PendingDecision } from './transferLifecycle';
import { TransferDestinations, TransferRefused, type Destination, type DestinationShown, type TransferRefusal } from './transferDestinations';
import type { AccountTransfers } from './accountTransfers';
import { TRANSFER_COLUMNS, toTransferDto, type TransferRow } from './transferRows';

export type { CancelFilter, PendingDecision, TransferRefusal };

export interface TransferRequest {
  kind: TransferKind;
  userId: number;
  /** The caller's firm: a transfer to another account goes only to one of it. */
  firmId: string;
  /**
   * May the user authorize this kind of transfer on the account (the spec's rule)? If not, a
   * checker must; and a checker must anyway when the firm's four-eyes policy is on.
   */
  canAuthorize: boolean;
  requestId: string;
  accountNumber: string;
  asset: string;
  amount: string;
  destination: Destination;
  /**
   * The step-up (identity/stepUp.ts consume): called in the transaction once the request passed
   * every rule, right before anything is booked; the proof's id is kept with the transfer. Not
   * called for a replay of the requestId (idempotency needs no second proof).
   */
  sign: () => { ok: true; proofId: number } | { ok: false; refusal: TransferRefusal };
}

export type TransferOutcome = { kind: 'done'; transfer: TransferDto; replayed: boolean } | { kind: 'refused'; refusal: TransferRefusal };

const refused = (status: TransferRefusal['status'], text: string): TransferOutcome => ({ kind: 'refused', refusal: { status, text } });

export class TransferDesk {
  private readonly byKey;
  private readonly insert;
  private readonly destinations: TransferDestinations;
  private readonly count;
  private readonly lifecycle: TransferLifecycle;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: Ledger,
    private readonly securities: SecurityCatalog,
    private readonly accounts: AccountDirectory,
    private readonly records: InstructionRecords,
    /** Transfers to another account of the firm (flag a2a); without it they are refused as with the flag off. */
    private readonly accountTransfers: AccountTransfers | null = null,
  ) {
    this.byKey = db.prepare<[number, string], TransferRow & { fingerprint: string }>(
      `SELECT ${TRANSFER_COLUMNS}, t.fingerprint FROM transfers t JOIN securities s ON s.symbol = t.symbol WHERE t.user_id = ? AND t.request_id = ?`,
    );
    this.insert = db.prepare(
      `INSERT INTO transfers (reference_id, user_id, request_id, fingerprint, kind, account_number, symbol, amount, fee_cents, instruction_id,
         address, to_account_number, nickname, masked, status, approval_id, hold_entry_id, fee_entry_id, credit_entry_id, business_hours, created_at,
         submitted_at, settles_at, settled_at, step_up_proof_id)
       VALUES (@referenceId, @userId, @requestId, @fingerprint, @kind, @accountNumber, @symbol, @amount, @feeCents, @instructionId,
         @address, @toAccountNumber, @nickname, @masked, @status, @approvalId, @holdEntryId, @feeEntryId, @creditEntryId, @businessHours, @createdAt,
         @submittedAt, @settlesAt, @settledAt, @stepUpProofId)`,
    );
    this.destinations = new TransferDestinations(db, accounts);
    this.count = db.prepare<[], number>('SELECT count(*) FROM transfers').pluck();
    this.lifecycle = new TransferLifecycle(db, ledger, records, accountTransfers);
  }

  /** A transfer by its reference id as it is now (the action items show it), or null. */
  find(referenceId: string): TransferDto | null {
    return this.lifecycle.find(referenceId);
  }

  /**
   * A checker approved the maker-checker request of a PENDING_APPROVAL transfer: it is SUBMITTED
   * at `at` (the holds stay until it settles). For the action items' decision: it writes in a
   * better-sqlite3 transaction function, which nests as a savepoint inside the caller's
   * transaction. The caller decides the approval request itself.
   */
  approvePending(referenceId: string, checkerId: number, at: number): PendingDecision {
    return this.lifecycle.approvePending(referenceId, checkerId, at);
  }

  /** A checker rejected it: REJECTED, the amount's and the fee's holds released, nothing ever sent. Nested-safe as approvePending. */
  rejectPending(referenceId: string, checkerId: number, at: number): PendingDecision {
    return this.lifecycle.rejectPending(referenceId, checkerId, at);
  }

  /** Cancels the PENDING_APPROVAL transfers to a retired destination (holds released); their reference ids. Nested-safe. */
  cancelPending(filter: CancelFilter, userId: number, at: number): string[] {
    return this.lifecycle.cancelPending(filter, userId, at);
  }

  /** Settles the SUBMITTED transfers due by `now` (every one when `all`): the holds leave the account. Returns how many. */
  settleDue(now: number, all = false): number {
    return this.lifecycle.settleDue(now, all);
  }

  /** How many transfers exist (tests compare it before and after a refusal). */
  size(): number {
    return this.count.get() ?? 0;
  }

  submit(request: TransferRequest): TransferOutcome {
    try {
      return this.db.transaction(() => this.submitInTransaction(request))();
    } catch (error) {
      if (error instanceof TransferRefused) return { kind: 'refused', refusal: error.refusal };
      // The ledger's own last check (the balance moved between the rule and the hold): nothing is kept.
      if (error instanceof LedgerError && error.problem === 'insufficientFunds') return refused(400, AMOUNT_MESSAGES.insufficientFunds);
      throw error;
    }
  }

  private submitInTransaction(r: TransferRequest): TransferOutcome {
    // The amount as the parser reads it (trimmed): ' 0.5' retried as '0.5' is the same request.
    const d = r.destination;
    // Another account is a pair, never a string: no saved id or address can fingerprint as it.
    const to = 'instructionId' in d ? d.instructionId : 'address' in d ? d.address : ['account', d.accountNumber];
    const fingerprint = JSON.stringify([r.kind, r.accountNumber, r.asset, r.amount.trim(), to]);
    const earlier = this.byKey.get(r.userId, r.requestId);
    if (earlier) return earlier.fingerprint === fingerprint ? { kind: 'done', transfer: toTransferDto(earlier), replayed: true } : refused(422, T.requestIdReused);

    const now = this.clock.now();
    const security = this.securities.find(r.asset);
    if (!security || security.status !== 'ACTIVE') return refused(400, `body.asset: Unknown asset ${r.asset}`);
    let businessHours: BusinessHoursStatus | null = null;
    if (r.kind === 'WIRE') {
      if (security.type !== 'fiat' || security.symbol !== FIAT_ASSET) return refused(400, T.fiatOnlyByWire);
      businessHours = wireWindowAt(now).status;
      if (businessHours === 'CLOSED') return refused(409, T.wireWindowClosed);
    } else if (security.type !== 'commodity') {
      return refused(400, T.notADigitalAsset);
    } else if (!this.accounts.movesAsset(r.accountNumber, security.symbol, 'toaOut')) {
      return refused(400, `body.asset: ${assetNotSendableText(security.symbol)}`);
    }

    const toAccount = 'accountNumber' in d ? d.accountNumber : null;
    const destination: DestinationShown =
      r.kind === 'WIRE'
        ? this.destinations.wire(r.accountNumber, d)
        : 'accountNumber' in d
          ? this.toAccount(r, d.accountNumber, security.symbol)
          : this.destinations.address(r.accountNumber, d, security, now);
    const decimals = r.kind === 'WIRE' ? USD_AMOUNT_DECIMALS : Math.min(security.transferDecimals, security.decimals);
    // The one parser (shared with the SPA's form) reads the amount and checks it: what it accepted is what is booked.
    const checked = checkAmount(r.amount, {
      asset: security.symbol,
      decimals,
      available: unitsAtPrecision(this.ledger.balance(r.accountNumber, security.symbol).available, security.decimals, decimals),
      maxDigits: security.maxDigits > 0 ? security.maxDigits : null,
      userMin: limitUnits(security.toaMakerMin, decimals),
      userMax: limitUnits(security.toaMakerMax, decimals),
      assetMin: r.kind === 'WIRE' ? null : limitUnits(security.transferMin, decimals),
    });
    if (!checked.ok) return refused(400, `body.amount: ${checked.message}`);
    // Exact: units of `decimals` places (the transfer precision) in the asset's full places, which the ledger counts.
    const units = unitsAtPrecision(checked.units, decimals, security.decimals);

    const signed = r.sign();
    if (!signed.ok) return { kind: 'refused', refusal: signed.refusal };

    const referenceId = `TR-${randomUUID().slice(0, 8).toUpperCase()}`;
    const description = `${r.kind === 'WIRE' ? 'Wire' : 'Transfer'} ${referenceId} to ${destination.nickname ?? destination.masked}`;
    // Four-eyes: the firm's policy, read in this transaction, overrides the authorize action.
    const alone = r.canAuthorize && !this.accounts.transfersNeedSecondPerson(r.accountNumber);
    // Between two accounts of the firm, with nobody else to ask: booked at once inside the custodian
    // (the source's withdrawal settled, the destination's deposit), no network, no fee.
    const booked = toAccount !== null && alone;
    const holdEntryId = this.ledger.record({ accountNumber: r.accountNumber, symbol: security.symbol, kind: 'withdrawal', amount: -units, settled: booked, bookedAt: now, description });
    const fee = toAccount !== null ? '0.00' : withdrawalFeeUsd(security.type === 'fiat' ? 'fiat' : 'commodity');
    const feeCents = parseDecimal(fee, USD_AMOUNT_DECIMALS) ?? 0n;
    const feeEntryId =
      r.kind === 'DIGITAL_ASSET' && toAccount === null
        ? this.ledger.record({ accountNumber: r.accountNumber, symbol: FIAT_ASSET, kind: 'fee', amount: -feeCents, settled: false, bookedAt: now, description: `Withdrawal fee of ${referenceId}` })
        : null;
    const creditEntryId = toAccount !== null && booked && this.accountTransfers ? this.accountTransfers.credit({ referenceId, from: r.accountNumber, to: toAccount, symbol: security.symbol, units, at: now }) : null;
    const status: TransferStatus = booked ? 'SETTLED' : alone ? 'SUBMITTED' : 'PENDING_APPROVAL';
    const approvalId = alone
      ? null
      : this.records.requestApproval(r.kind === 'WIRE' ? TRANSFER_APPROVAL_KINDS.wire : TRANSFER_APPROVAL_KINDS.digitalAsset, r.accountNumber, referenceId, r.userId, now);
    const row = {
      referenceId,
      userId: r.userId,
      requestId: r.requestId,
      fingerprint,
      kind: r.kind,
      accountNumber: r.accountNumber,
      symbol: security.symbol,
      amount: units.toString(),
      feeCents: Number(feeCents),
      instructionId: 'instructionId' in d ? d.instructionId : null,
      address: 'address' in d ? d.address : null,
      toAccountNumber: toAccount,
      nickname: destination.nickname,
      masked: destination.masked,
      status,
      approvalId,
      holdEntryId,
      feeEntryId,
      creditEntryId,
      businessHours,
      createdAt: now,
      submittedAt: status === 'PENDING_APPROVAL' ? null : now,
      settlesAt: status === 'SETTLED' ? now : status === 'SUBMITTED' ? settlementTimeOf(r.kind, now) : null,
      settledAt: status === 'SETTLED' ? now : null,
      stepUpProofId: signed.proofId,
    };
    this.insert.run(row);
    this.records.audited(r.accountNumber, r.userId, `TRANSFER_${r.kind}`, referenceId, { asset: security.symbol, amount: formatUnits(units, security.decimals), status }, now);
    return { kind: 'done', transfer: toTransferDto({ ...row, decimals: security.decimals }), replayed: false };
  }

  /** Another account of the caller's firm (flag a2a), by the rules of accountTransfers.ts; refused as with the flag off without them. */
  private toAccount(r: TransferRequest, to: string, symbol: string): DestinationShown {
    if (!this.accountTransfers) throw new TransferRefused({ status: 403, text: ACCOUNT_TRANSFER_TEXTS.notEnabled });
    return this.accountTransfers.destination({ userId: r.userId, firmId: r.firmId, from: r.accountNumber, to, symbol });
  }
}
