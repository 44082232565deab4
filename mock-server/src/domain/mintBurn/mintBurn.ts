// Mint & Burn for market-maker accounts (spec part 1 §1–§4, §9; contract/mintBurn.ts).
// Mint: where the account wires USD (mint_account_details), as the contract's label/value lists.
// Burn: the account's burn addresses (burn_addresses), each derived from the master secret
// (burnAddressDerivation.ts) at the account's next index, and the generate requests by request id
// of its user (burn_address_requests): the same id with the same body answers the same address, another body
// is a conflict. Access (firm, entitlement, account type) is checked before: http/accountAccess.ts.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import type { HistoricalAddressDto, LabelValueDto, MintAccountDetailsDto } from '../../../../src/api/contract/mintBurn';
import type { Account } from '../accounts/accounts';
import { deriveBurnAddress } from './burnAddressDerivation';
import type { Clock } from '../platform/clock';
import { ensureMasterSecret } from './secrets';

/** The labels of the mint lists, in display order (the contract's sample). */
export const MINT_LABELS = {
  beneficiaryName: 'Beneficiary Name',
  beneficiaryAccountNumber: 'Beneficiary Account Number',
  swiftCode: 'SWIFT Code',
  accountName: 'Account Name',
  accountNumber: 'Account Number',
  reference: 'Reference',
  bankName: 'Bank Name',
  bankAddress: 'Bank Address',
  abaRoutingNumber: 'ABA Routing Number',
} as const;

/** A row of mint_account_details. */
export interface MintBankDetails {
  beneficiaryName: string;
  beneficiaryAccountNumber: string;
  beneficiarySwiftCode: string;
  bankName: string;
  bankAddress: string;
  abaRoutingNumber: string;
  bankSwiftCode: string;
  reference: string;
}

const pair = (label: string, value: string): LabelValueDto => ({ label, value });

/** The contract's answer for `account` from its mint row. */
export function mintAccountDetailsDto(account: Pick<Account, 'accountNumber' | 'displayName'>, row: MintBankDetails): MintAccountDetailsDto {
  const L = MINT_LABELS;
  return {
    wireInstructions: {
      forTheBenefitOf: [
        pair(L.beneficiaryName, row.beneficiaryName),
        pair(L.beneficiaryAccountNumber, row.beneficiaryAccountNumber),
        pair(L.swiftCode, row.beneficiarySwiftCode),
      ],
      forFinalCreditTo: [pair(L.accountName, account.displayName), pair(L.accountNumber, account.accountNumber), pair(L.reference, row.reference)],
    },
    bankAccountDetails: [
      pair(L.bankName, row.bankName),
      pair(L.bankAddress, row.bankAddress),
      pair(L.abaRoutingNumber, row.abaRoutingNumber),
      pair(L.swiftCode, row.bankSwiftCode),
      pair(L.accountName, row.beneficiaryName),
      pair(L.accountNumber, row.beneficiaryAccountNumber),
    ],
  };
}

export class MintAccountDetailsStore {
  private readonly select;

  constructor(db: Db) {
    this.select = db.prepare<[string], MintBankDetails>(
      `SELECT beneficiary_name AS beneficiaryName, beneficiary_account_number AS beneficiaryAccountNumber,
         beneficiary_swift_code AS beneficiarySwiftCode, bank_name AS bankName, bank_address AS bankAddress,
         aba_routing_number AS abaRoutingNumber, bank_swift_code AS bankSwiftCode, reference
       FROM mint_account_details WHERE account_number = ?`,
    );
  }

  /** The account's mint details, or null when none are on file. */
  detailsOf(account: Pick<Account, 'accountNumber' | 'displayName'>): MintAccountDetailsDto | null {
    const row = this.select.get(account.accountNumber);
    return row ? mintAccountDetailsDto(account, row) : null;
  }
}

export interface BurnAddressRequest {
  /** A UUID in any letter case; kept in lower case. */
  requestId: string;
  accountNumber: string;
  asset: string;
  costBasisValue: string;
}

export type BurnAddressOutcome =
  | { kind: 'created'; address: HistoricalAddressDto }
  /** The request id was used before with the same body: the address made then. */
  | { kind: 'replayed'; address: HistoricalAddressDto }
  /** The request id was used before with another body: nothing is made. */
  | { kind: 'conflict' };

/** SHA-256 of the body's fields other than the request id, in a fixed order. */
export function requestFingerprint(request: BurnAddressRequest): string {
  return createHash('sha256').update(JSON.stringify([request.accountNumber, request.asset, request.costBasisValue])).digest('hex');
}

const toDto = (row: { walletAddress: string; availableAt: number }): HistoricalAddressDto => ({
  walletAddress: row.walletAddress,
  availableDate: new Date(row.availableAt).toISOString(),
});

export class BurnAddressBook {
  private readonly listed;
  private readonly nextIndex;
  private readonly insertAddress;
  private readonly request;
  private readonly insertRequest;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.listed = db.prepare<[string, string, number], { walletAddress: string; availableAt: number }>(
      `SELECT wallet_address AS walletAddress, available_at AS availableAt FROM burn_addresses
       WHERE account_number = ? AND asset = ? AND available_at <= ? ORDER BY available_at DESC, id DESC`,
    );
    this.nextIndex = db
      .prepare<[string, string], number>('SELECT COALESCE(MAX(derivation_index) + 1, 0) FROM burn_addresses WHERE account_number = ? AND asset = ?')
      .pluck();
    this.insertAddress = db.prepare<[string, string, number, string, number]>(
      'INSERT INTO burn_addresses (account_number, asset, derivation_index, wallet_address, available_at) VALUES (?, ?, ?, ?, ?)',
    );
    // Request ids are scoped per user (docs/gateway.md "Idempotency keys"): another user's id is a new id.
    this.request = db.prepare<[number, string], { bodySha256: string; walletAddress: string; availableAt: number }>(
      `SELECT r.body_sha256 AS bodySha256, b.wallet_address AS walletAddress, b.available_at AS availableAt
       FROM burn_address_requests r JOIN burn_addresses b ON b.id = r.burn_address_id WHERE r.user_id = ? AND r.request_id = ?`,
    );
    this.insertRequest = db.prepare<[string, string, string, number, number | bigint, number]>(
      'INSERT INTO burn_address_requests (request_id, body_sha256, account_number, user_id, burn_address_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
  }

  /**
   * The account's burn addresses for `asset` available at `now` (a clock set back does not see
   * later ones, as the ledger does not count later entries), newest first: by date, then the later
   * generated first.
   */
  history(accountNumber: string, asset: string, now: number): HistoricalAddressDto[] {
    return this.listed.all(accountNumber, asset, now).map(toDto);
  }

  /** Generates the account's next burn address for the request, once per request id (one transaction). */
  generate(request: BurnAddressRequest, userId: number): BurnAddressOutcome {
    const requestId = request.requestId.toLowerCase();
    const fingerprint = requestFingerprint(request);
    return this.db
      .transaction((): BurnAddressOutcome => {
        const earlier = this.request.get(userId, requestId);
        if (earlier) return earlier.bodySha256 === fingerprint ? { kind: 'replayed', address: toDto(earlier) } : { kind: 'conflict' };
        const index = this.nextIndex.get(request.accountNumber, request.asset) as number;
        const walletAddress = deriveBurnAddress(ensureMasterSecret(this.db), request.asset, request.accountNumber, index);
        const availableAt = this.clock.now();
        const { lastInsertRowid } = this.insertAddress.run(request.accountNumber, request.asset, index, walletAddress, availableAt);
        this.insertRequest.run(requestId, fingerprint, request.accountNumber, userId, lastInsertRowid, availableAt);
        return { kind: 'created', address: toDto({ walletAddress, availableAt }) };
      })
      .immediate();
  }
}
