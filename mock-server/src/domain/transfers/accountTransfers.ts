// Transfers between two accounts of the same firm (issue 27, flag `a2a`; contract
// src/api/contract/transfers.ts ACCOUNT_TRANSFER_TEXTS, migration 027): the rules of the destination
// account and the credit, for the submit's and the checker's transactions (transfers.ts,
// transferLifecycle.ts). Everything is read inside the caller's transaction: the flag (off or
// missing: refused), another account than the source, held by the caller's firm and viewed by the caller
// (FDAS_AS_INST_DASHBOARD, read from user_entitlements now: a revoke counts at once), of a
// transfer type, receiving the asset (toaInEnabledAssets). A refusal
// is thrown (TransferRefused), so the transaction stores nothing.
import type { Db } from '../../db/database';
import { A2A_FLAG, ACCOUNT_TRANSFER_TEXTS as T, TRANSFER_ACCOUNT_TYPES, TRANSFER_ENTITLEMENTS, destinationCannotReceiveText } from '../../../../src/api/contract/transfers';
import type { AccountDirectory } from '../accounts/accounts';
import type { Ledger } from '../accounts/ledger';
import type { FeatureFlagStore } from '../platform/featureFlags';
import { TransferRefused, type DestinationShown } from './transferDestinations';

/** Who sends what from where to where. */
export interface AccountTransferAsk {
  userId: number;
  firmId: string;
  from: string;
  to: string;
  symbol: string;
}

/** The credit of a transfer between accounts: what the checker's approval or the submit books. */
export interface AccountCredit {
  referenceId: string;
  from: string;
  to: string;
  symbol: string;
  units: bigint;
  at: number;
}

export class AccountTransfers {
  private readonly views;
  private readonly shortName;

  constructor(
    db: Db,
    private readonly accounts: AccountDirectory,
    private readonly flags: Pick<FeatureFlagStore, 'get'>,
    private readonly ledger: Ledger,
  ) {
    this.views = db
      .prepare<[number, string, string], number>('SELECT count(*) FROM user_entitlements WHERE user_id = ? AND account_number = ? AND action_name = ?')
      .pluck();
    this.shortName = db.prepare<[string], string>('SELECT short_name FROM accounts WHERE account_number = ?').pluck();
  }

  /** The destination as the transfer shows it (its short name and number), or a TransferRefused. */
  destination(ask: AccountTransferAsk): DestinationShown {
    if (this.flags.get(A2A_FLAG) !== true) throw new TransferRefused({ status: 403, text: T.notEnabled });
    if (ask.to === ask.from) throw new TransferRefused({ status: 400, text: T.sameAccount });
    const account = this.accounts.heldBy(ask.firmId, ask.to);
    if (!account || (this.views.get(ask.userId, ask.to, TRANSFER_ENTITLEMENTS.view) ?? 0) === 0) throw new TransferRefused({ status: 403, text: T.notYours });
    if (!(TRANSFER_ACCOUNT_TYPES as readonly string[]).includes(account.accountType)) throw new TransferRefused({ status: 400, text: T.notTransferType });
    if (!this.accounts.movesAsset(account.accountNumber, ask.symbol, 'toaIn')) throw new TransferRefused({ status: 400, text: destinationCannotReceiveText(ask.symbol) });
    return { nickname: account.shortName, masked: account.accountNumber };
  }

  /** Books the destination's settled deposit ('Transfer TR-… from <source>'); its ledger entry id. */
  credit(c: AccountCredit): number {
    const from = this.shortName.get(c.from) ?? c.from;
    return this.ledger.record({ accountNumber: c.to, symbol: c.symbol, kind: 'deposit', amount: c.units, settled: true, bookedAt: c.at, description: `Transfer ${c.referenceId} from ${from}` });
  }
}
