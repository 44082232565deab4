// The transfers feature's own shapes: what the user is sending (the draft), where it may go, the
// latest prices of the estimate and a deposit address being made. Amounts stay decimal strings.
import type { InboundDepositAddressDto, InboundDepositAddressRequestDto, TransferKind } from '../../api/contract/transfers';
import type { LoadStatus } from '../../shared/loadStatus';

/** What the user is sending: amounts stay decimal strings (as typed, cleaned). */
export interface TransferDraft {
  kind: TransferKind;
  accountNumber: string;
  /** '' until an asset is chosen. */
  asset: string;
  amount: string;
  /**
   * A saved instruction (wire instruction or allow-listed address; '' until chosen), where allowed a
   * direct address, or (flag a2a) another account of the firm ('' until chosen).
   */
  destination: { instructionId: string } | { address: string } | { accountNumber: string };
}

/** Another account of the firm a digital asset may go to (flag a2a): a transfer type, with the assets it receives. */
export interface AccountDestination {
  acctNum: string;
  shortName: string;
  /** Its toaInEnabledAssets' symbols. */
  receives: string[];
}

/** A saved destination: an ACTIVE wire instruction or allow-listed address, or an address waiting for its activation (listed, not selectable). */
export interface SavedDestination {
  id: string;
  nickname: string;
  /** The masked account number, or the address. */
  detail: string;
  /** A wire instruction: 'US' / 'Non-US'; an address: its network name. */
  network: string | null;
  /** ISO 8601: when an address the gateway answered PENDING_ACTIVATION becomes usable; null for a usable destination. */
  activatesAt: string | null;
}

export interface DestinationsEntry {
  status: LoadStatus;
  wires: SavedDestination[];
  addresses: SavedDestination[];
  /** The firm's other transfer accounts (flag a2a; empty while it is off). */
  accounts: AccountDestination[];
}

export interface PriceEntry {
  status: LoadStatus;
  /** US dollars per unit (the latest price's decimal string). */
  price: string | null;
  asOf: string | null;
}

/** The Receive form: the asset and the cost basis per unit the client declares (USD, cleaned). */
export interface ReceiveDraft {
  asset: string;
  costBasis: string;
}

export type DepositLifecycle =
  | { status: 'idle' }
  | { status: 'generating'; request: InboundDepositAddressRequestDto }
  | { status: 'generated'; request: InboundDepositAddressRequestDto; address: InboundDepositAddressDto }
  /** Refused (a 4xx: the message) or no answer (`retryable`: a retry sends the same request id). */
  | { status: 'failed'; request: InboundDepositAddressRequestDto; message: string; retryable: boolean };
