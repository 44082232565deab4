// The Send form's rules, pure (spec part 1 §5, part 2 §5, §6, §9): which assets the user may send
// (fiat only with wire-create, commodities only with digital-asset-transfer-create, and only those
// the account sends), the buying power of an asset from its position and the securities list, the
// form's problems in the order the gateway checks them (the same shared amount rules), the fee and
// the USD estimate at the latest price. Exact decimals throughout (bigint units).
import { FIAT_ASSET, TRANSFER_ENTITLEMENTS, type TransferKind } from '../../api/contract/transfers';
import type { SecurityDto } from '../../api/contract/securities';
import type { AccountDetailsDto } from '../../api/contract/firmAccounts';
import { formatAmount } from '../../shared/format/index';
import { parseDecimal, pow10 } from '../../shared/validation/decimalUnits';
import { validateRecipientAddress } from '../../shared/validation/digitalAssetInstruction';
import {
  AMOUNT_MESSAGES,
  USD_AMOUNT_DECIMALS,
  canonicalAmount,
  limitUnits,
  parseAmount,
  unitsAtPrecision,
  validateAmount,
  withdrawalFeeUsd,
  type BuyingPower,
} from '../../shared/validation/transferAmount';
import { TRANSFER_MESSAGES as M } from './messages';
import type { AccountDestination, SavedDestination, TransferDraft } from './types';

export interface OfferedAsset {
  symbol: string;
  fullName: string;
  kind: TransferKind;
}

/** The assets the Send form offers, USD first, then the account's outbound digital assets in its order. */
export function offeredAssets(actions: readonly string[], details: Pick<AccountDetailsDto, 'toaOutEnabledAssets' | 'enabledAssets'>, securities: Record<string, SecurityDto | undefined>): OfferedAsset[] {
  const offered: OfferedAsset[] = [];
  const usd = securities[FIAT_ASSET];
  if (actions.includes(TRANSFER_ENTITLEMENTS.wireCreate) && details.enabledAssets.includes(FIAT_ASSET) && usd?.status === 'ACTIVE') {
    offered.push({ symbol: FIAT_ASSET, fullName: usd.fullName, kind: 'WIRE' });
  }
  if (actions.includes(TRANSFER_ENTITLEMENTS.digitalAssetCreate)) {
    for (const asset of details.toaOutEnabledAssets) {
      const security = securities[asset.symbol];
      if (security?.type === 'commodity' && security.status === 'ACTIVE') offered.push({ symbol: asset.symbol, fullName: security.fullName, kind: 'DIGITAL_ASSET' });
    }
  }
  return offered;
}

/** The places an amount of the asset may have: USD 2, else its transfer precision (never beyond its full precision). */
export const amountDecimals = (security: SecurityDto): number =>
  security.type === 'fiat' ? USD_AMOUNT_DECIMALS : Math.min(security.transferLimits.maxDecimalPrecision, security.decimalPrecision.full);

/** What the amount is checked against: the position's available balance and the securities list's limits. */
export function buyingPowerOf(security: SecurityDto, availableValue: string | null): BuyingPower {
  const decimals = amountDecimals(security);
  const full = parseDecimal(availableValue ?? '0', security.decimalPrecision.full) ?? 0n;
  const wire = security.type === 'fiat';
  return {
    asset: security.display.symbol,
    decimals,
    available: unitsAtPrecision(full > 0n ? full : 0n, security.decimalPrecision.full, decimals),
    maxDigits: security.maxDigits > 0 ? security.maxDigits : null,
    userMin: limitUnits(security.transferLimits.limits.toa_maker_min, decimals),
    userMax: limitUnits(security.transferLimits.limits.toa_maker_max, decimals),
    assetMin: wire ? null : limitUnits(security.transferLimits.minValue, decimals),
  };
}

/** The withdrawal fee in USD (spec part 2 §9): '15.00' for a digital asset, '0.00' for USD. */
export const feeOf = (kind: TransferKind): string => withdrawalFeeUsd(kind === 'WIRE' ? 'fiat' : 'commodity');

/** To another account of the firm (flag a2a): booked inside the custodian, no network. */
export const isAccountTransfer = (draft: Pick<TransferDraft, 'destination'>): boolean => 'accountNumber' in draft.destination;

/** The draft's fee: none between two accounts of the firm, else the withdrawal fee of its kind. */
export const draftFee = (draft: Pick<TransferDraft, 'kind' | 'destination'>): string => (isAccountTransfer(draft) ? '0.00' : feeOf(draft.kind));

/** The firm's other accounts a digital asset may go to: those that receive it (none for a wire). */
export function accountChoices(draft: Pick<TransferDraft, 'kind' | 'asset'>, accounts: readonly AccountDestination[]): AccountDestination[] {
  return draft.kind === 'WIRE' ? [] : accounts.filter((a) => a.receives.includes(draft.asset));
}

/** An account of the firm as the picker, the review and the confirmation name it. */
export const accountText = (a: Pick<AccountDestination, 'shortName' | 'acctNum'>): string => M.accountOption(a.shortName, a.acctNum);

export interface DraftContext {
  security: SecurityDto | null;
  /** The asset's available balance (position valueString), null when it holds none. */
  available: string | null;
  /** USD available, for the 15 USD fee of a digital asset. */
  usdAvailable: string | null;
  destinations: readonly SavedDestination[];
  /** The firm's other accounts that receive the draft's asset (flag a2a; accountChoices). */
  accounts?: readonly AccountDestination[];
}

export type DraftField = 'asset' | 'destination' | 'amount' | 'fee';
export type DraftProblems = Partial<Record<DraftField, string>>;

/** The form's problems, each field's first (the amount's in the spec's order); {} when it may be reviewed. */
export function draftProblems(draft: TransferDraft, context: DraftContext): DraftProblems {
  const problems: DraftProblems = {};
  const { security } = context;
  if (!draft.asset || !security) return { asset: M.required };
  const destination = draft.destination;
  if ('instructionId' in destination) {
    if (!context.destinations.some((d) => d.id === destination.instructionId && d.activatesAt === null)) problems.destination = M.required;
  } else if ('accountNumber' in destination) {
    if (!(context.accounts ?? []).some((a) => a.acctNum === destination.accountNumber)) problems.destination = M.required;
  } else {
    const invalid = validateRecipientAddress(security.network?.name ?? '', destination.address.trim());
    if (invalid) problems.destination = invalid;
  }
  const amount = validateAmount(draft.amount, buyingPowerOf(security, context.available));
  if (amount) problems.amount = amount;
  if (draft.kind === 'DIGITAL_ASSET' && !isAccountTransfer(draft)) {
    const fee = BigInt(feeOf(draft.kind).replace('.', '')); // '15.00' → 1500 cents
    const usd = parseDecimal(context.usdAvailable ?? '0', USD_AMOUNT_DECIMALS) ?? 0n;
    if (usd < fee) problems.fee = AMOUNT_MESSAGES.insufficientFunds;
  }
  return problems;
}

/**
 * The amount's value in US dollars at a price (a decimal string), rounded half up to the cent, as
 * a decimal string ('16062.53'); null when the amount or the price is not a number yet.
 */
export function usdEstimate(amount: string, decimals: number, price: string | null): string | null {
  const parsed = parseAmount(amount, decimals);
  const priceDecimals = price?.split('.')[1]?.length ?? 0;
  const priceUnits = price === null ? null : parseDecimal(price, priceDecimals);
  if (!parsed.ok || priceUnits === null) return null;
  const { units } = parsed;
  const scale = pow10(decimals + priceDecimals);
  const cents = (units * priceUnits * 100n + scale / 2n) / scale;
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

/** A fresh draft for the account: the first asset offered, no destination, no amount. */
export function emptyDraft(accountNumber: string, first: OfferedAsset | undefined): TransferDraft {
  return { kind: first?.kind ?? 'WIRE', accountNumber, asset: first?.symbol ?? '', amount: '', destination: { instructionId: '' } };
}

/** The saved destinations a draft may go to: the account's wire instructions, or its addresses on the asset's network. */
export function destinationChoices(draft: Pick<TransferDraft, 'kind'>, security: SecurityDto | null, saved: { wires: readonly SavedDestination[]; addresses: readonly SavedDestination[] }): SavedDestination[] {
  if (draft.kind === 'WIRE') return [...saved.wires];
  const network = security?.network?.name;
  return saved.addresses.filter((a) => a.network === network);
}

/** An amount as the review and the confirmation show it: USD to the cent, another asset to the places it has ('0.5 BTC'). */
export function displayAmount(amount: string, asset: string): string {
  const canonical = canonicalAmount(amount);
  const places = asset === FIAT_ASSET ? USD_AMOUNT_DECIMALS : (canonical.split('.')[1]?.length ?? 0);
  return `${formatAmount(canonical, places)} ${asset}`;
}

/** A masked account number or address without its run of X ('XXXXXXXX6710' → '…6710'). */
export const compactMask = (masked: string): string => masked.replace(/^X{2,}/, '…');
