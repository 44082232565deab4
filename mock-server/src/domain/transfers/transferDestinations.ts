// Where a transfer may go (spec part 2 §2, §4, §6): a wire to one of the account's ACTIVE saved wire
// instructions; digital assets to one of its saved addresses on the asset's network whose
// activation time has come at the submit's `now` (issue 25: an address approved under the
// allow-list waits PENDING_ACTIVATION for its activation period; read from the row's time, not from
// a sweep, so the clock alone decides) or, where the allow-list is DISABLED, a direct address valid
// on that network (the shared codecs); nothing while the allow-list is PENDING_DISABLEMENT. A
// refusal is thrown (TransferRefused) inside the submit's transaction, which then stores nothing.
import type { Db } from '../../db/database';
import { TRANSFER_REFUSAL_TEXTS as T } from '../../../../src/api/contract/transfers';
import type { AddressInstructionStatus } from '../../../../src/api/contract/savedInstructions';
import { notActiveYetText } from '../../../../src/shared/validation/activationPeriod';
import { validateRecipientAddress } from '../../../../src/shared/validation/digitalAssetInstruction';
import { maskLast4 } from '../../../../src/shared/validation/maskedInput';
import type { AccountDirectory } from '../accounts/accounts';
import type { SecurityRecord } from '../accounts/securities';
import { addressStatusAt } from '../instructions/addressActivation';

/** A refusal: the HTTP status and the contract's text. Nothing was stored. */
export interface TransferRefusal {
  status: 400 | 403 | 404 | 409 | 422 | 429;
  text: string;
}

export class TransferRefused extends Error {
  constructor(readonly refusal: TransferRefusal) {
    super(refusal.text);
  }
}

/** A saved instruction, a direct address, or another account of the caller's firm (flag a2a: accountTransfers.ts). */
export type Destination = { instructionId: string } | { address: string } | { accountNumber: string };
/** How the transfer names where it goes: the saved instruction's nickname (none for a direct address) and the account or address masked. */
export interface DestinationShown {
  nickname: string | null;
  masked: string;
}

export class TransferDestinations {
  private readonly activeWire;
  private readonly activeAddress;

  constructor(
    db: Db,
    private readonly accounts: AccountDirectory,
  ) {
    this.activeWire = db.prepare<[string, string], { nickname: string; masked: string }>(
      "SELECT nickname, account_number_masked AS masked FROM wire_instructions WHERE id = ? AND account_number = ? AND status = 'ACTIVE'",
    );
    this.activeAddress = db.prepare<[string, string], { nickname: string; address: string; network: string; status: AddressInstructionStatus; activatesAt: number | null }>(
      `SELECT nickname, address, network, status, activates_at AS activatesAt FROM address_instructions
       WHERE id = ? AND account_number = ? AND status IN ('ACTIVE', 'PENDING_ACTIVATION')`,
    );
  }

  wire(accountNumber: string, destination: Destination): DestinationShown {
    const wire = 'instructionId' in destination ? this.activeWire.get(destination.instructionId, accountNumber) : undefined;
    if (!wire) throw new TransferRefused({ status: 404, text: T.instructionNotFound });
    return { nickname: wire.nickname, masked: wire.masked };
  }

  /** `now`: the submit's instant on the gateway's clock, read inside its transaction. */
  address(accountNumber: string, destination: Exclude<Destination, { accountNumber: string }>, security: SecurityRecord, now: number): DestinationShown {
    const allowList = this.accounts.settingsOf(accountNumber).sdaiStatus;
    if (allowList === 'PENDING_DISABLEMENT') throw new TransferRefused({ status: 409, text: T.allowListDisabling });
    if ('instructionId' in destination) {
      const saved = this.activeAddress.get(destination.instructionId, accountNumber);
      if (!saved || saved.network !== security.networkName) throw new TransferRefused({ status: 404, text: T.instructionNotFound });
      if (saved.activatesAt !== null && addressStatusAt(saved.status, saved.activatesAt, now) !== 'ACTIVE') {
        throw new TransferRefused({ status: 409, text: notActiveYetText(saved.activatesAt) });
      }
      return { nickname: saved.nickname, masked: maskLast4(saved.address) };
    }
    if (allowList !== 'DISABLED') throw new TransferRefused({ status: 409, text: T.directAddressNotAllowed });
    const invalid = validateRecipientAddress(security.networkName ?? '', destination.address);
    if (invalid) throw new TransferRefused({ status: 400, text: `body.address: ${invalid}` });
    return { nickname: null, masked: maskLast4(destination.address) };
  }
}
