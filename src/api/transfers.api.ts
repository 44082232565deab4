// Calls of the transfers feature (spec part 2 §7), shapes from the contract (contract/transfers.ts)
// and every answer checked at the boundary (contract/transferGuards.ts). The latest price is the
// balances' call (accounts.api fetchLatestPrice). The wire path follows the flag wire-out-v2; the
// body, the answer and the idempotency key are the same on both paths, so a retry may take either.
import { gatewayGet as get, gatewayPost as post } from './gatewayCalls';
import { isBusinessHoursDto, isInboundDepositAddressDto, isTransferDto } from './contract/transferGuards';
import {
  TRANSFER_PATHS as PATHS,
  type DigitalAssetTransferV3RequestDto,
  type InboundDepositAddressRequestDto,
  type WireTransferRequestDto,
} from './contract/transfers';

/** POST the outbound wire: the v2 path while wire-out-v2 is on, else v1. */
export const submitWireTransfer = (body: WireTransferRequestDto, wireOutV2: boolean) => post(wireOutV2 ? PATHS.wireOutV2 : PATHS.wireOutV1, body, isTransferDto);

/** POST the outbound digital-asset transfer: v3 (a saved address or, where allowed, a direct one). */
export const submitDigitalAssetTransfer = (body: DigitalAssetTransferV3RequestDto) => post(PATHS.digitalAssetOutV3, body, isTransferDto);

/** GET the wire window (OPEN, BEFORE_CLOSE, CLOSED) with its close and next opening. */
export const fetchWireBusinessHours = () => get(PATHS.businessHours, isBusinessHoursDto);

/** createDigitalInboundDepositAddress for a custody-type account and an asset it may receive. */
export const createInboundDepositAddress = (body: InboundDepositAddressRequestDto) => post(PATHS.inboundAddress, body, isInboundDepositAddressDto);
