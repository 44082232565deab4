import type { AccountSummaryDto, BalancePointDto, PositionDto } from '../../api/contract/positions';
import type { LoadStatus } from '../../shared/loadStatus';

/** Position (spec part 2 §3), as the gateway sends it; `asset` identifies it. */
export type Position = PositionDto;
/** The account summary with its allocation list. */
export type AccountSummary = AccountSummaryDto;
/** One day of the balance-history chart. */
export type BalancePoint = BalancePointDto;

/** 'skipped': a market-maker account, whose positions are never loaded. */
export type PositionsStatus = LoadStatus | 'skipped';
