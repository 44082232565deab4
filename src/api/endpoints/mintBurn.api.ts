// Calls of the Mint & Burn feature (spec part 1 §7, part 2 §7), named as the spec names them; the
// request and answer shapes are the contract's (contract/mintBurn.ts). Each answer is checked at the
// boundary: a body of the wrong shape throws MalformedResponseError (and banners), an answer without
// data throws GatewayRejectedError (the error banner interceptor has already shown its code and
// text). One exception: the history's "no address yet" codes (MM1030, FD1030) are an empty list.
import { isAxiosError } from 'axios';
import {
  BURN_COST_BASIS_VALUE,
  isHistoricalAddressList,
  isInboundAddressDto,
  isMintAccountDetailsDto,
  MINT_BURN_ASSET,
  MINT_BURN_PATHS as PATHS,
  NO_HISTORICAL_ADDRESS_CODES,
  type HistoricalAddressDto,
  type HistoricalAddressesRequestDto,
  type InboundAddressDto,
  type InboundAddressRequestDto,
  type MintAccountDetailsDto,
  type MintAccountDetailsRequestDto,
} from '../contract/mintBurn';
import { GatewayRejectedError } from '../transport/errors';
import { readOldStyleStatus } from '../transport/responseShapes';
import { gatewayPost as post } from '../transport/gatewayCalls';

const isNoHistoryCode = (code: string | undefined): boolean =>
  code !== undefined && (NO_HISTORICAL_ADDRESS_CODES as readonly string[]).includes(code);

/**
 * The provider's bank account and SWIFT details for wiring USD to mint into `accountNumber`. A
 * failure is shown in place by the Mint tab (a 403 never banners), so the banner stays quiet.
 */
export function getMintAccountDetails(accountNumber: string): Promise<MintAccountDetailsDto> {
  const body: MintAccountDetailsRequestDto = { accountNumber };
  return post(PATHS.mintAccountDetails, body, isMintAccountDetailsDto, 'page');
}

/** Every FIDD burn address generated for the account, as the gateway orders them; none → []. */
export async function getHistoricalAddresses(accountNumber: string): Promise<HistoricalAddressDto[]> {
  const body: HistoricalAddressesRequestDto = { accountNumber, asset: MINT_BURN_ASSET };
  try {
    return await post(PATHS.historicalAddresses, body, isHistoricalAddressList);
  } catch (error) {
    if (error instanceof GatewayRejectedError && isNoHistoryCode(error.code)) return [];
    if (isAxiosError(error) && isNoHistoryCode(readOldStyleStatus(error.response?.data)?.code)) return [];
    throw error;
  }
}

/** A new burn address for the account; the same `requestId` again answers the same address. */
export function createDigitalInboundDepositAddress(request: InboundAddressRequestDto): Promise<InboundAddressDto> {
  return post(PATHS.inboundAddress, request, isInboundAddressDto);
}

/** The request the Generate Burn Address button sends (spec part 1 §9: cost basis '1.00', FIDD). */
export function burnAddressRequest(requestId: string, accountNumber: string): InboundAddressRequestDto {
  return { requestId, costBasisValue: BURN_COST_BASIS_VALUE, asset: MINT_BURN_ASSET, accountNumber };
}
