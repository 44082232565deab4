// Contract: accounts, entitlements, securities, positions, balance history, latest price and the
// country list (spec part 2 §3 and §7). The SPA reads exactly these shapes and the reference
// gateway answers exactly these shapes; both import this file.
//
// Every answer is the money-movement gateway's old style (contract/responses.ts):
//   success  HTTP 200 { status: { code: '000000', text: 'SUCCESS' }, data: <the DTO below> }
//   failure  HTTP 4xx/5xx { status: { code, text }, data: null }
// All calls need a full (two-factor) session; without one: 401 { status: { code: '401', text:
// 'Unauthorized' }, data: null }. An account number the user's firms do not hold: 403, same shape.
// POST bodies are JSON (Content-Type: application/json) and carry the X-Requested-With header.
// Numbers are JSON numbers; "decimal string" means /^-?\d+(\.\d+)?$/ (no exponent, no grouping).
import { isAccountType, type AccountType } from './accounts';

export const MONEY_MOVEMENT_BASE = '/gateway/institutional/moneymovement';

export const ACCOUNTS_GATEWAY_PATHS = {
  firmAccountsV2: `${MONEY_MOVEMENT_BASE}/api/v2/firm/account`,
  firmAccountsV3: `${MONEY_MOVEMENT_BASE}/api/v3/firm/account`,
  accountDetails: `${MONEY_MOVEMENT_BASE}/api/v3/firm/account/fetch`,
  entitlements: `${MONEY_MOVEMENT_BASE}/api/v1/account/entitlements`,
  positions: `${MONEY_MOVEMENT_BASE}/api/v1/accounts/positions/detail/external`,
  balanceHistory: `${MONEY_MOVEMENT_BASE}/api/v1/accounts/balance/history`,
  securities: `${MONEY_MOVEMENT_BASE}/api/v1/asset-manager/external`,
  latestPrice: `${MONEY_MOVEMENT_BASE}/api/v1/digitalasset/price/latest/external`,
  countries: `${MONEY_MOVEMENT_BASE}/api/v1/lookup/address/country/list`,
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

// ── Securities (assets) ─────────────────────────────────────────────────────────────────────────
// GET …/api/v1/asset-manager/external
//   request  none
//   answer   data: SecurityDto[] — every asset the provider supports (sample: USD, BTC, ETH, FIDD,
//            LTC), each once; display.symbol is unique in the list and identifies the asset.
export const SECURITY_TYPES = ['fiat', 'commodity'] as const;
export type SecurityType = (typeof SECURITY_TYPES)[number];
export const SECURITY_STATUSES = ['ACTIVE', 'DISABLED'] as const;
export type SecurityStatus = (typeof SECURITY_STATUSES)[number];

export interface SecurityDto {
  status: SecurityStatus;
  /** fiat (USD: offered only with wire-create) or commodity (digital assets). */
  type: SecurityType;
  fullName: string;
  /** symbol: the asset code ('BTC'); abbreviation: short label; color: '#rrggbb'. */
  display: { symbol: string; abbreviation: string; color: string };
  /** Decimal places: full (BTC 8, ETH 18, USD 2) and as shown truncated. Integers ≥ 0. */
  decimalPrecision: { full: number; truncated: number };
  /** Maximum integer digits an amount may have (USD 12). */
  maxDigits: number;
  /** The network the asset lives on: name ('Bitcoin') and its native asset code ('BTC'); null for fiat. */
  network: { name: string; asset: string } | null;
  /** Withdrawal fee: currency code and amount (15 USD for crypto, 0 for USD). */
  fees: { currency: string; withdraw: number };
  /**
   * maxDecimalPrecision: decimals a transfer amount may have; minValue: smallest transfer (BTC
   * 0.00001, ETH and FIDD 0.00000001, LTC 0.0001); limits: per-entitlement bounds, keys
   * toa_maker_min and toa_maker_max (absent when there is no bound).
   */
  transferLimits: {
    maxDecimalPrecision: number;
    minValue: number;
    limits: { toa_maker_min?: number; toa_maker_max?: number };
  };
  /** Texts the transfer screens show before a deposit or a withdrawal; null for none. */
  uiConfig: { warningMessages: { deposit: string | null; withdraw: string | null } };
}

// ── Positions ───────────────────────────────────────────────────────────────────────────────────
// POST …/api/v1/accounts/positions/detail/external
//   request  { accountIdFilter: string }  (one account number; market-maker accounts are never asked)
//   answer   data: PositionsDto — one position per asset held (zero balances may be left out),
//            ordered by fiatEquivalents.total.value descending; up to a few hundred entries.
export interface AssetAmountDto {
  /** Asset code (= SecurityDto.display.symbol). */
  asset: string;
  value: number;
  /** Full precision, decimal string (up to decimalPrecision.full places). */
  valueString: string;
  /** Truncated (not rounded) to decimalPrecision.truncated places, decimal string. */
  truncatedValueString: string;
}
/** US dollars. */
export interface FiatAmountDto {
  value: number;
  /** Decimal string with 2 places. */
  valueString: string;
}
export interface ChangeDto {
  /** US dollars gained (negative: lost) over the period. */
  gain: number;
  /** Percentage points: 2.5 means +2.5 %. */
  percent: number;
}
export interface PositionDto {
  /** Asset code (= SecurityDto.display.symbol); unique in the list. */
  asset: string;
  /** Ticker shown to the user (usually the code itself). */
  assetSymbol: string;
  available: AssetAmountDto;
  /** Pending settlement; available + unsettled = total. */
  unsettled: AssetAmountDto;
  total: AssetAmountDto;
  fiatEquivalents: { available: FiatAmountDto; total: FiatAmountDto };
  /** US dollars per unit; asOf is an ISO 8601 instant with offset, e.g. '2026-11-20T15:30:00Z'. */
  marketPrice: { value: number; asOf: string } | null;
  change: { today: ChangeDto; allTime: ChangeDto } | null;
  /** A notice when the asset is disabled for deposits or withdrawals; absent or null when not. */
  disabledAssetAlert?: string | null;
}
export interface AllocationDto {
  assetSymbol: string;
  /** US dollars. */
  fiatValue: number;
  /** Share of totalFiatValue in percentage points, 0–100, 2 decimals; the list sums to 100 ± 0.05. */
  percent: number;
}
export interface AccountSummaryDto {
  /** US dollars: the sum of the positions' fiatEquivalents.total. */
  totalFiatValue: number;
  /** One entry per position with a non-zero fiat value, ordered by fiatValue descending. */
  allocations: AllocationDto[];
}
export interface PositionsDto {
  positions: PositionDto[];
  accountSummary: AccountSummaryDto;
}

// ── Balance history (this portal's path; the spec names the chart, not its call) ───────────────
// POST …/api/v1/accounts/balance/history
//   request  { accountNumber: string, days: integer 1–365 }
//   answer   data: BalancePointDto[] — one point per calendar day (US/Eastern) for the last `days`
//            days up to and including today, oldest first; days before the account existed are
//            left out. 400 for days outside 1–365.
export interface BalancePointDto {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** US dollars at the end of that day (today: now). */
  totalFiatValue: number;
}
export const BALANCE_HISTORY_MAX_DAYS = 365;

// ── Latest price ────────────────────────────────────────────────────────────────────────────────
// GET …/api/v1/digitalasset/price/latest/external?from={asset code}&to=USD
//   request  query only; `to` is always 'USD'
//   answer   data: LatestPriceDto; 404 for an unknown asset code.
export interface LatestPriceDto {
  from: string;
  to: 'USD';
  /** US dollars per unit of `from`. */
  price: FiatAmountDto;
  /** ISO 8601 instant with offset. */
  asOf: string;
}

// ── Country list ────────────────────────────────────────────────────────────────────────────────
// GET …/api/v1/lookup/address/country/list
//   request  none
//   answer   data: CountryDto[] — ISO 3166-1 countries, USA first, then by name.
export interface CountryDto {
  name: string;
  /** ISO 3166-1 alpha-2. */
  codeTwo: string;
}

// ── Runtime guards ──────────────────────────────────────────────────────────────────────────────
// The SPA checks every answer's data with these at the boundary (api/validate.ts expectShape); the
// gateway's tests can assert its answers with the same functions.

type Guard<T> = (value: unknown) => value is T;
type Fields = Record<string, unknown>;

const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isCount = (v: unknown): v is number => isNumber(v) && Number.isInteger(v) && v >= 0;
const DECIMAL = /^-?\d+(\.\d+)?$/;
const isDecimalString = (v: unknown): v is string => isString(v) && DECIMAL.test(v);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const arrayOf =
  <T>(item: Guard<T>): Guard<T[]> =>
  (v): v is T[] =>
    Array.isArray(v) && v.every(item);
const oneOf =
  <T extends string>(values: readonly T[]): Guard<T> =>
  (v): v is T =>
    isString(v) && (values as readonly string[]).includes(v);
const orNull =
  <T>(guard: Guard<T>): Guard<T | null> =>
  (v): v is T | null =>
    v === null || guard(v);

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

const isLimits = (v: unknown): boolean =>
  isObject(v) && (v.toa_maker_min === undefined || isNumber(v.toa_maker_min)) && (v.toa_maker_max === undefined || isNumber(v.toa_maker_max));

export const isSecurityDto: Guard<SecurityDto> = (v): v is SecurityDto =>
  isObject(v) &&
  oneOf(SECURITY_STATUSES)(v.status) &&
  oneOf(SECURITY_TYPES)(v.type) &&
  isString(v.fullName) &&
  isObject(v.display) &&
  isString(v.display.symbol) &&
  v.display.symbol !== '' &&
  isString(v.display.abbreviation) &&
  isString(v.display.color) &&
  isObject(v.decimalPrecision) &&
  isCount(v.decimalPrecision.full) &&
  isCount(v.decimalPrecision.truncated) &&
  isCount(v.maxDigits) &&
  (v.network === null || (isObject(v.network) && isString(v.network.name) && isString(v.network.asset))) &&
  isObject(v.fees) &&
  isString(v.fees.currency) &&
  isNumber(v.fees.withdraw) &&
  isObject(v.transferLimits) &&
  isCount(v.transferLimits.maxDecimalPrecision) &&
  isNumber(v.transferLimits.minValue) &&
  isLimits(v.transferLimits.limits) &&
  isObject(v.uiConfig) &&
  isObject(v.uiConfig.warningMessages) &&
  orNull(isString)(v.uiConfig.warningMessages.deposit) &&
  orNull(isString)(v.uiConfig.warningMessages.withdraw);

export const isSecurityList = arrayOf(isSecurityDto);

const isAssetAmount: Guard<AssetAmountDto> = (v): v is AssetAmountDto =>
  isObject(v) && isString(v.asset) && isNumber(v.value) && isDecimalString(v.valueString) && isDecimalString(v.truncatedValueString);

const isFiatAmount: Guard<FiatAmountDto> = (v): v is FiatAmountDto => isObject(v) && isNumber(v.value) && isDecimalString(v.valueString);

const isChange: Guard<ChangeDto> = (v): v is ChangeDto => isObject(v) && isNumber(v.gain) && isNumber(v.percent);

export const isPositionDto: Guard<PositionDto> = (v): v is PositionDto =>
  isObject(v) &&
  isString(v.asset) &&
  v.asset !== '' &&
  isString(v.assetSymbol) &&
  isAssetAmount(v.available) &&
  isAssetAmount(v.unsettled) &&
  isAssetAmount(v.total) &&
  isObject(v.fiatEquivalents) &&
  isFiatAmount(v.fiatEquivalents.available) &&
  isFiatAmount(v.fiatEquivalents.total) &&
  (v.marketPrice === null || (isObject(v.marketPrice) && isNumber(v.marketPrice.value) && isString(v.marketPrice.asOf))) &&
  (v.change === null || (isObject(v.change) && isChange(v.change.today) && isChange(v.change.allTime))) &&
  (v.disabledAssetAlert === undefined || orNull(isString)(v.disabledAssetAlert));

const isAllocation: Guard<AllocationDto> = (v): v is AllocationDto =>
  isObject(v) && isString(v.assetSymbol) && isNumber(v.fiatValue) && isNumber(v.percent);

export const isPositionsDto: Guard<PositionsDto> = (v): v is PositionsDto =>
  isObject(v) &&
  arrayOf(isPositionDto)(v.positions) &&
  isObject(v.accountSummary) &&
  isNumber(v.accountSummary.totalFiatValue) &&
  arrayOf(isAllocation)(v.accountSummary.allocations);

export const isBalancePointDto: Guard<BalancePointDto> = (v): v is BalancePointDto =>
  isObject(v) && isString(v.date) && DAY.test(v.date) && isNumber(v.totalFiatValue);

export const isBalanceHistory = arrayOf(isBalancePointDto);

export const isLatestPriceDto: Guard<LatestPriceDto> = (v): v is LatestPriceDto =>
  isObject(v) && isString(v.from) && v.to === 'USD' && isFiatAmount(v.price) && isString(v.asOf);

export const isCountryDto: Guard<CountryDto> = (v): v is CountryDto => isObject(v) && isString(v.name) && isString(v.codeTwo);

export const isCountryList = arrayOf(isCountryDto);
