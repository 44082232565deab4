// Calls of the transfers feature (spec part 2 §7), shapes from the contract (contract/transfers.ts)
// and every answer checked at the boundary (contract/transferGuards.ts). The wire path follows the
// flag wire-out-v2; the body, the answer and the idempotency key are the same on both paths, so a
// retry may take either. Every call here is reported by the transfer page itself ('page': the
// message under the field it names, the wire window's modal, the destination list's own text), so
// a failure shows one message, never a banner as well (docs/spec-choices.md).
import { gatewayGet as get, gatewayPost as post } from '../transport/gatewayCalls';
import { isLatestPriceDto, POSITION_PATHS } from '../contract/positions';
import { isSavedDigitalAssetInstructionList, isSavedWireInstructionPage } from '../contract/savedInstructionGuards';
import { SAVED_INSTRUCTION_PATHS } from '../contract/savedInstructions';
import type { SignedBody } from '../contract/stepUp';
import { isBusinessHoursDto, isInboundDepositAddressDto, isTransferDto } from '../contract/transferGuards';
import {
  TRANSFER_PATHS as PATHS,
  type DigitalAssetTransferV3RequestDto,
  type InboundDepositAddressRequestDto,
  type WireTransferRequestDto,
} from '../contract/transfers';

/** POST the outbound wire: the v2 path while wire-out-v2 is on, else v1. */
export const submitWireTransfer = (body: SignedBody<WireTransferRequestDto>, wireOutV2: boolean) =>
  post(wireOutV2 ? PATHS.wireOutV2 : PATHS.wireOutV1, body, isTransferDto, 'page');

/** POST the outbound digital-asset transfer: v3 (a saved address or, where allowed, a direct one). */
export const submitDigitalAssetTransfer = (body: SignedBody<DigitalAssetTransferV3RequestDto>) => post(PATHS.digitalAssetOutV3, body, isTransferDto, 'page');

/** GET the wire window (OPEN, BEFORE_CLOSE, CLOSED) with its close and next opening. */
export const fetchWireBusinessHours = () => get(PATHS.businessHours, isBusinessHoursDto, undefined, 'page');

/** createDigitalInboundDepositAddress for a custody-type account and an asset it may receive. */
export const createInboundDepositAddress = (body: InboundDepositAddressRequestDto) => post(PATHS.inboundAddress, body, isInboundDepositAddressDto, 'page');

/** The latest price of an asset in USD, for the transfer's estimate (the balances' call, reported in place). */
export const fetchTransferPrice = (asset: string) => get(POSITION_PATHS.latestPrice, isLatestPriceDto, { from: asset, to: 'USD' }, 'page');

/** The account's ACTIVE saved wire instructions: where a wire may go (the largest page the list offers). */
export const fetchWireDestinations = (fdasAccountNumber: string) =>
  get(SAVED_INSTRUCTION_PATHS.wireInstructions, isSavedWireInstructionPage, { page: 1, count: 100, fdasAccountNumber, active: true, pending: false, inactive: false }, 'page');

/** The account's saved digital asset instructions (PENDING and ACTIVE; only ACTIVE ones take transfers). */
/** The saved addresses (the list's v3 while the eu-trvl-rule flag is on: spec part 2 §7). */
export const fetchAddressDestinations = (accountNumber: string, euTravelRule: boolean) =>
  post(euTravelRule ? SAVED_INSTRUCTION_PATHS.addressListV3 : SAVED_INSTRUCTION_PATHS.addressList, { accountNumber }, isSavedDigitalAssetInstructionList, 'page');
