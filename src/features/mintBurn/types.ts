import type { HistoricalAddressDto, LabelValueDto, MintAccountDetailsDto } from '../../api/contract/mintBurn';
import type { SavedDigitalAssetInstructionDto } from '../../api/contract/savedInstructions';

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

/** A saved digital asset instruction of a market-maker account, as the gateway lists it (issue 27: the Mint tab names the active ones on FIDD's network). */
export type SavedAddress = SavedDigitalAssetInstructionDto;
