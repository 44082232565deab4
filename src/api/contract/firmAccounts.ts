// Contract: the firm-accounts service: the user's firms and accounts, an account's details and the
// user's entitlements on it (spec part 2 §3, §6 and §7). The SPA reads exactly these shapes and the
// reference gateway answers exactly these shapes; both import this file.
//
// Answers, sessions and bodies follow the money-movement conventions in moneyMovement.ts. The
// shapes are the schemas of schemas/accounts.ts (their descriptions say what each field holds).
import type { Static } from '@sinclair/typebox';
import { isAccountType } from './accounts';
import { SDAI_STATUSES } from './constants';
import { arrayOf, isBoolean, isCount, isObject, isString, oneOf, orNull, type Guard } from './guards';
import { MONEY_MOVEMENT_BASE } from './moneyMovement';
import type {
  AccountDetailsSchema,
  CustodyAccountSchema,
  EntitlementActionSchema,
  EntitlementsSchema,
  FirmAccountSchema,
  FirmSchema,
  TransferEnabledAssetSchema,
} from './schemas/accounts';

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
export type FirmAccountDto = Static<typeof FirmAccountSchema>;
export type FirmDto = Static<typeof FirmSchema>;

// ── Account details ─────────────────────────────────────────────────────────────────────────────
// POST …/api/v3/firm/account/fetch
//   request  { accountNumber: string }
//   answer   data: AccountDetailsDto
export { SDAI_STATUSES } from './constants';
export type SdaiStatus = (typeof SDAI_STATUSES)[number];

export type TransferEnabledAssetDto = Static<typeof TransferEnabledAssetSchema>;
export type AccountDetailsDto = Static<typeof AccountDetailsSchema>;

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
export type EntitlementActionDto = Static<typeof EntitlementActionSchema>;
export type EntitlementsDto = Static<typeof EntitlementsSchema>;

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
export type CustodyAccountDto = Static<typeof CustodyAccountSchema>;

export const isCustodyAccountDto: Guard<CustodyAccountDto> = (v): v is CustodyAccountDto => isObject(v) && isString(v.firmId) && isString(v.firmLegalName) && isFirmAccountDto(v);
