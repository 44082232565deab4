// A row of `transfers` as the desk and the lifecycle read it, and the contract's TransferDto made
// from it (amounts back to canonical decimal strings; times in seconds).
import type { BusinessHoursStatus } from '../../../../src/shared/validation/businessHours';
import { FIAT_ASSET, type TransferDto, type TransferKind, type TransferStatus } from '../../../../src/api/contract/transfers';
import { USD_AMOUNT_DECIMALS, formatAmountUnits } from '../../../../src/shared/validation/transferAmount';
import { formatUnits } from '../platform/money';

export interface TransferRow {
  referenceId: string;
  requestId: string;
  kind: TransferKind;
  accountNumber: string;
  symbol: string;
  /** Integer text of the asset's units. */
  amount: string;
  feeCents: number;
  nickname: string | null;
  masked: string;
  status: TransferStatus;
  businessHours: BusinessHoursStatus | null;
  createdAt: number;
  /** The asset's places (securities.decimals). */
  decimals: number;
}

/** The SELECT list of a TransferRow from `transfers t JOIN securities s`. */
export const TRANSFER_COLUMNS = `t.reference_id AS referenceId, t.request_id AS requestId, t.kind, t.account_number AS accountNumber, t.symbol,
  t.amount, t.fee_cents AS feeCents, t.nickname, t.masked, t.status, t.business_hours AS businessHours, t.created_at AS createdAt, s.decimals`;

export function toTransferDto(r: TransferRow): TransferDto {
  return {
    referenceId: r.referenceId,
    requestId: r.requestId,
    kind: r.kind,
    status: r.status,
    accountNumber: r.accountNumber,
    asset: r.symbol,
    amount: formatAmountUnits(BigInt(r.amount), r.decimals),
    fee: { currency: FIAT_ASSET, amount: formatUnits(BigInt(r.feeCents), USD_AMOUNT_DECIMALS) },
    destination: { nickname: r.nickname, masked: r.masked },
    createdTime: Math.floor(r.createdAt / 1000),
    businessHours: r.businessHours,
  };
}
