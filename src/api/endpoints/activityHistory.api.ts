// Calls of Activity History (spec part 2 §7 "Transaction history"; contract/activityHistory.ts).
// With am.activityv3.enabled on, the v3 endpoint; otherwise the legacy 'history' path, whose records
// are remapped to the v3 shape. Each answer is checked at the boundary. A failure is shown by the
// page ('Unable to load this data' beside the title), so the banner stays quiet.
import {
  ACTIVITY_HISTORY_PATHS as PATHS,
  fromLegacyRecord,
  isLegacyTransactionRecordList,
  isTransactionRecordList,
  type ActivityDays,
  type ActivityTypeFilter,
  type TransactionHistoryRequestDto,
  type TransactionRecordDto,
} from '../contract/activityHistory';
import { gatewayPost as post } from '../transport/gatewayCalls';

export interface TransactionHistoryQuery {
  accountNumber: string;
  days: ActivityDays;
  asset: string;
  /** '' is All Activity (spec §4: "Choosing 'All Activity' sends an empty type"). */
  transferType: ActivityTypeFilter;
}

/** The request body: the asset only when one is chosen; the type always (empty for All Activity). */
export function transactionHistoryRequest(query: TransactionHistoryQuery): TransactionHistoryRequestDto {
  const body: TransactionHistoryRequestDto = { accountNumber: query.accountNumber, days: query.days, transferType: query.transferType };
  if (query.asset) body.asset = query.asset;
  return body;
}

/** The account's records, newest first, in the v3 shape whichever endpoint the flag picks. */
export async function getTransactionHistory(query: TransactionHistoryQuery, activityV3: boolean): Promise<TransactionRecordDto[]> {
  const body = transactionHistoryRequest(query);
  if (activityV3) return post(PATHS.v3, body, isTransactionRecordList, 'page');
  return (await post(PATHS.legacy, body, isLegacyTransactionRecordList, 'page')).map(fromLegacyRecord);
}
