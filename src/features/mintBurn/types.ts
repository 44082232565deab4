import type { HistoricalAddressDto, LabelValueDto, MintAccountDetailsDto } from '../../api/contract/mintBurn';

/** Mint account details (spec part 1 §3), as the gateway sends them. */
export type MintAccountDetails = MintAccountDetailsDto;
export type LabelValue = LabelValueDto;

/** A generated burn address (spec part 1 §3 "Historical burn address"). */
export type HistoricalBurnAddress = HistoricalAddressDto;

/**
 * A burn address as the store keeps it. `rank` orders the list: higher is newer. It follows
 * availableDate for loaded addresses and puts a newly generated address first (spec part 1 §4),
 * even when the gateway's clock gives it the same date as an older one.
 */
export interface BurnAddress extends HistoricalBurnAddress {
  rank: number;
}

/** Burn-address generation (spec part 1 §4: the button is disabled while generating). */
export type GenerationStatus = 'idle' | 'generating' | 'succeeded' | 'failed';
