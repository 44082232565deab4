// Contract: the firm-accounts service: the user's firms and accounts, an account's details and the
// user's entitlements on it (spec part 2 §3, §6 and §7). The SPA reads exactly these shapes and the
// reference gateway answers exactly these shapes; both import this file.
//
// Answers, sessions and bodies follow the money-movement conventions in moneyMovement.ts.
import { isAccountType, type AccountType } from './accounts';
import { arrayOf, isBoolean, isCount, isObject, isString, oneOf, orNull, type Guard } from './guards';
import { MONEY_MOVEMENT_BASE } from './moneyMovement';

export const FIRM_ACCOUNT_PATHS = {
  firmAccountsV2: `${MONEY_MOVEMENT_BASE}/api/v2/firm/account`,
  firmAccountsV3: `${MONEY_MOVEMENT_BASE}/api/v3/firm/account`,
  accountDetails: `${MONEY_MOVEMENT_BASE}/api/v3/firm/account/fetch`,
  entitlements: `${MONEY_MOVEMENT_BASE}/api/v1/account/entitlements`,
  /** POST { accountNumber } (spec part 2 §7, answer "not shown"): the custody account as the custodian records it. */
  custodyAccount: `${MONEY_MOVEMENT_BASE}/api/v2/custodyaccount`,
} as const;

// ── Firm accounts ───────────────────────────────────────────────────────────────────────────────
// POST …/api/v2/firm/account   (flag multi-account-types off)
// POST …/api/v3/firm/account   (flag multi-account-types on)
//   request  {} (an empty JSON object; an empty body is accepted too)
//   answer   data: FirmDto[] — the firms of the signed-in user, in display order, each with its
//            accounts in display order. A firm with no accounts is listed with accounts: [].
//            v2 and v3 have the same shape; v3 is the multi-account-types version, in which one
//            firm may hold accounts of several types (every account carries its own accountType).
//            The reference gateway answers both alike.
export interface FirmAccountDto {
  /** Unique across all firms; the id every other call takes (accountNumber, fdasAccountId…). */
  accountNumber: string;
  shortName: string;
  displayName: string;
  accountType: AccountType;
}
export interface FirmDto {
  firmId: string;
  firmLegalName: string;
  accounts: FirmAccountDto[];
}

// ── Account details ─────────────────────────────────────────────────────────────────────────────
// POST …/api/v3/firm/account/fetch
//   request  { accountNumber: string }
//   answer   data: AccountDetailsDto
export const SDAI_STATUSES = ['ENABLED', 'DISABLED', 'PENDING_DISABLEMENT'] as const;
export type SdaiStatus = (typeof SDAI_STATUSES)[number];

export interface TransferEnabledAssetDto {
  fullName: string;
  /** Asset code, as SecurityDto.display.symbol. */
  symbol: string;
  /** Network name, as SecurityDto.network.name. */
  network: string;
}
export interface AccountDetailsDto {
  accountType: AccountType;
  /** The account's number again (the account the details are for). */
  selectedAccountId: string;
  /** Saved digital asset instructions (allow-list) state. */
  aaEnabled: SdaiStatus;
  transparentAddressEnabled: boolean;
  /** Maximum saved digital asset instructions for the account (integer ≥ 0; sample 5). */
  maxAAPermitted: number;
  /** Maximum saved wire instructions for the account (integer ≥ 0; sample 5). */
  maxWireInstructionsPermitted: number;
  /** The allow-list activation period as shown, e.g. '3 Days'; null while the allow-list is DISABLED. */
  aaActivationPeriod: string | null;
  /** Assets that may be received (transfer on account, inbound). */
  toaInEnabledAssets: TransferEnabledAssetDto[];
  /** Assets that may be sent (transfer on account, outbound). */
  toaOutEnabledAssets: TransferEnabledAssetDto[];
  /** Asset codes enabled for the account (SecurityDto.display.symbol values). */
  enabledAssets: string[];
  /** enabledNetworksOf(toaOutEnabledAssets): the distinct networks of the outbound assets, sorted. */
  enabledNetworks: string[];
  canEnableSDAI: boolean;
  canEditSDAI: boolean;
  canDisableSDAI: boolean;
  /** Present only while the eu-trvl-rule flag is on (the firm's business unit, e.g. 'EU'). */
  businessUnit?: string;
  /**
   * The country of the firm holding the account (ISO 3166 alpha-2): the digital asset instruction
   * form's recipient account number rule depends on it (Ireland required, US hidden; ADR 0013).
   */
  firmCountry?: string;
}

/** The distinct networks of the outbound assets, sorted (code-point order): one rule for both sides. */
export function enabledNetworksOf(assets: readonly TransferEnabledAssetDto[]): string[] {
  return [...new Set(assets.map((a) => a.network))].sort();
}

// ── Entitlements ────────────────────────────────────────────────────────────────────────────────
// POST …/api/v1/account/entitlements
//   request  { fdasAccountId: string }  (an account number)
//   answer   data: { actions: EntitlementActionDto[] } — the user's actions on that account
//            (spec part 2 §6, e.g. FDAS_AS_INST_DASHBOARD). An empty list means no access: the SPA
//            then goes to /unauthorized.
export interface EntitlementActionDto {
  actionName: string;
  /** e.g. ['VIEW'], ['CREATE', 'AUTHORIZE']; the SPA reads actionName only. */
  permissions: string[];
}
export interface EntitlementsDto {
  actions: EntitlementActionDto[];
}

// ── Runtime guards ──────────────────────────────────────────────────────────────────────────────

export const isFirmAccountDto: Guard<FirmAccountDto> = (v): v is FirmAccountDto =>
  isObject(v) && isString(v.accountNumber) && v.accountNumber !== '' && isString(v.shortName) && isString(v.displayName) && isAccountType(v.accountType);

export const isFirmDto: Guard<FirmDto> = (v): v is FirmDto =>
  isObject(v) && isString(v.firmId) && isString(v.firmLegalName) && arrayOf(isFirmAccountDto)(v.accounts);

export const isFirmList = arrayOf(isFirmDto);

const isTransferEnabledAsset: Guard<TransferEnabledAssetDto> = (v): v is TransferEnabledAssetDto =>
  isObject(v) && isString(v.fullName) && isString(v.symbol) && isString(v.network);

export const isAccountDetailsDto: Guard<AccountDetailsDto> = (v): v is AccountDetailsDto =>
  isObject(v) &&
  isAccountType(v.accountType) &&
  isString(v.selectedAccountId) &&
  oneOf(SDAI_STATUSES)(v.aaEnabled) &&
  isBoolean(v.transparentAddressEnabled) &&
  isCount(v.maxAAPermitted) &&
  isCount(v.maxWireInstructionsPermitted) &&
  orNull(isString)(v.aaActivationPeriod) &&
  arrayOf(isTransferEnabledAsset)(v.toaInEnabledAssets) &&
  arrayOf(isTransferEnabledAsset)(v.toaOutEnabledAssets) &&
  arrayOf(isString)(v.enabledAssets) &&
  arrayOf(isString)(v.enabledNetworks) &&
  isBoolean(v.canEnableSDAI) &&
  isBoolean(v.canEditSDAI) &&
  isBoolean(v.canDisableSDAI) &&
  (v.businessUnit === undefined || isString(v.businessUnit)) &&
  (v.firmCountry === undefined || isString(v.firmCountry));

const isEntitlementAction: Guard<EntitlementActionDto> = (v): v is EntitlementActionDto =>
  isObject(v) && isString(v.actionName) && arrayOf(isString)(v.permissions);

export const isEntitlementsDto: Guard<EntitlementsDto> = (v): v is EntitlementsDto =>
  isObject(v) && arrayOf(isEntitlementAction)(v.actions);

// ── Custody account ─────────────────────────────────────────────────────────────────────────────
// POST …/api/v2/custodyaccount (spec part 2 §7: payload accountNumber, answer not shown)
//   request  { accountNumber: string } — a custody, sub-custody or collateral account of the user's firm
//   answer   data: CustodyAccountDto — the account and the firm that holds it. No screen of the
//            portal needs it (docs/spec-choices.md); it is the gateway's record for integrations.
export interface CustodyAccountDto extends FirmAccountDto {
  firmId: string;
  firmLegalName: string;
}

export const isCustodyAccountDto: Guard<CustodyAccountDto> = (v): v is CustodyAccountDto => isFirmAccountDto(v) && isObject(v) && isString(v.firmId) && isString(v.firmLegalName);
