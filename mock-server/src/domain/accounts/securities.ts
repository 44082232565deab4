// The assets the provider supports (GET …/asset-manager/external), read from the securities table.
import type { Db } from '../../db/database';
import type { SecurityDto, SecurityStatus, SecurityType } from '../../../../src/api/contract/accountsGateway';
import { decimalNumber } from '../platform/money';

/** A securities row: what the scenario seeds and the catalogue reads. */
export interface SecurityRecord {
  symbol: string;
  displayOrder: number;
  status: SecurityStatus;
  type: SecurityType;
  fullName: string;
  abbreviation: string;
  color: string;
  decimals: number;
  truncatedDecimals: number;
  maxDigits: number;
  networkName: string | null;
  networkAsset: string | null;
  feeCurrency: string;
  /** Decimal strings. */
  withdrawFee: string;
  transferDecimals: number;
  transferMin: string;
  toaMakerMin: string | null;
  toaMakerMax: string | null;
  depositWarning: string | null;
  withdrawWarning: string | null;
}

export const SECURITY_COLUMNS = `symbol, display_order AS displayOrder, status, type, full_name AS fullName, abbreviation, color,
  decimals, truncated_decimals AS truncatedDecimals, max_digits AS maxDigits, network_name AS networkName,
  network_asset AS networkAsset, fee_currency AS feeCurrency, withdraw_fee AS withdrawFee,
  transfer_decimals AS transferDecimals, transfer_min AS transferMin, toa_maker_min AS toaMakerMin,
  toa_maker_max AS toaMakerMax, deposit_warning AS depositWarning, withdraw_warning AS withdrawWarning`;

export function toSecurityDto(s: SecurityRecord): SecurityDto {
  const limits: SecurityDto['transferLimits']['limits'] = {};
  if (s.toaMakerMin !== null) limits.toa_maker_min = decimalNumber(s.toaMakerMin);
  if (s.toaMakerMax !== null) limits.toa_maker_max = decimalNumber(s.toaMakerMax);
  return {
    status: s.status,
    type: s.type,
    fullName: s.fullName,
    display: { symbol: s.symbol, abbreviation: s.abbreviation, color: s.color },
    decimalPrecision: { full: s.decimals, truncated: s.truncatedDecimals },
    maxDigits: s.maxDigits,
    network: s.networkName !== null && s.networkAsset !== null ? { name: s.networkName, asset: s.networkAsset } : null,
    fees: { currency: s.feeCurrency, withdraw: decimalNumber(s.withdrawFee) },
    transferLimits: { maxDecimalPrecision: s.transferDecimals, minValue: decimalNumber(s.transferMin), limits },
    uiConfig: { warningMessages: { deposit: s.depositWarning, withdraw: s.withdrawWarning } },
  };
}

/** The notice a position of a disabled asset carries; null for an active asset. */
export function disabledAssetAlert(s: Pick<SecurityRecord, 'status' | 'fullName' | 'symbol'>): string | null {
  if (s.status !== 'DISABLED') return null;
  return `${s.fullName} (${s.symbol}) is disabled: deposits and withdrawals are not available. Please contact our Client Service Team to move this asset.`;
}

export class SecurityCatalog {
  private readonly all;
  private readonly one;

  constructor(db: Db) {
    this.all = db.prepare<[], SecurityRecord>(`SELECT ${SECURITY_COLUMNS} FROM securities ORDER BY display_order`);
    this.one = db.prepare<[string], SecurityRecord>(`SELECT ${SECURITY_COLUMNS} FROM securities WHERE symbol = ?`);
  }

  list(): SecurityDto[] {
    return this.all.all().map(toSecurityDto);
  }

  find(symbol: string): SecurityRecord | null {
    return this.one.get(symbol) ?? null;
  }
}
