// The transfers contract's paths, constants and guards (src/api/contract/transfers.ts, transferGuards.ts).
import { FEATURE_FLAGS } from '../../../src/api/contract/featureFlags';
import {
  isBusinessHoursDto,
  isDigitalAssetTransferRequest,
  isDigitalAssetTransferV3Request,
  isInboundDepositAddressDto,
  isInboundDepositAddressRequest,
  isTransferDto,
  isWireTransferRequest,
} from '../../../src/api/contract/transferGuards';
import { TRANSFER_ACCOUNT_TYPES, TRANSFER_APPROVAL_KINDS, TRANSFER_PATHS, WIRE_OUT_V2_FLAG } from '../../../src/api/contract/transfers';
import { aTransfer } from '../../builders/transfers';

const MM = '/gateway/institutional/moneymovement';
const REQUEST_ID = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

const wire = { requestId: REQUEST_ID, accountNumber: 'C-1001', accountInstructionId: 'w-1', asset: 'USD', amount: '1250.50' };
const send = { requestId: REQUEST_ID, accountNumber: 'C-1001', asset: 'BTC', amount: '0.5', addressId: 'a-1' };
const transfer = aTransfer();

describe('transfers contract', () => {
  it('uses the spec paths of part 2 §7 (the latest price and inbound address are the shared ones)', () => {
    expect(TRANSFER_PATHS).toEqual({
      wireOutV1: `${MM}/api/v1/wireinstruction/transfer/outbound`,
      wireOutV2: `${MM}/api/v2/wires/transfer/outbound`,
      digitalAssetOutV2: `${MM}/api/v2/digitalasset/transfer/outbound`,
      digitalAssetOutV3: `${MM}/api/v3/digitalasset/transfer/outbound`,
      businessHours: `${MM}/api/v1/businesshour/status/wire`,
      latestPrice: `${MM}/api/v1/digitalasset/price/latest/external`,
      inboundAddress: `${MM}/api/v1/digitalasset/transfer/inbound/address`,
    });
  });

  it('names a flag the flag service knows, the spec account types and approval kinds', () => {
    expect(FEATURE_FLAGS).toContain(WIRE_OUT_V2_FLAG);
    expect(TRANSFER_ACCOUNT_TYPES).toEqual(['CUSTODY', 'SUB_CUSTODY', 'COLLATERAL']);
    expect(TRANSFER_APPROVAL_KINDS).toEqual({ wire: 'CHECKER_APPROVAL_WIRE_OUT', digitalAsset: 'CHECKER_APPROVAL_SDAI_CRYPTO_OUT' });
  });

  it.each([
    ['a wire request', isWireTransferRequest, wire, true],
    ['a wire request with a numeric amount', isWireTransferRequest, { ...wire, amount: 1250.5 }, false],
    ['a wire request of BTC', isWireTransferRequest, { ...wire, asset: 'BTC' }, false],
    ['a wire request with an extra field', isWireTransferRequest, { ...wire, fee: '0' }, false],
    ['a wire request without a UUID key', isWireTransferRequest, { ...wire, requestId: 'k1' }, false],
    ['a v2 send', isDigitalAssetTransferRequest, send, true],
    ['a v2 send to a direct address', isDigitalAssetTransferRequest, { ...send, addressId: undefined, address: 'bc1q' }, false],
    ['a v3 send to a saved address', isDigitalAssetTransferV3Request, send, true],
    ['a v3 send to a direct address', isDigitalAssetTransferV3Request, { ...send, addressId: undefined, address: 'bc1qxy2k' }, true],
    ['a v3 send with both destinations', isDigitalAssetTransferV3Request, { ...send, address: 'bc1qxy2k' }, false],
    ['a v3 send with neither destination', isDigitalAssetTransferV3Request, { ...send, addressId: undefined }, false],
    ['an inbound address request', isInboundDepositAddressRequest, { requestId: REQUEST_ID, costBasisValue: '64000.00', asset: 'BTC', accountNumber: 'C-1' }, true],
    ['an inbound address request with a float cost basis', isInboundDepositAddressRequest, { requestId: REQUEST_ID, costBasisValue: 1, asset: 'BTC', accountNumber: 'C-1' }, false],
    ['a transfer', isTransferDto, transfer, true],
    ['a transfer with a numeric amount', isTransferDto, { ...transfer, amount: 1250.5 }, false],
    ['a transfer with an exponent amount', isTransferDto, { ...transfer, amount: '1e3' }, false],
    ['a transfer with a negative amount', isTransferDto, { ...transfer, amount: '-1.00' }, false],
    ['a transfer of another kind', isTransferDto, { ...transfer, kind: 'ACH' }, false],
    ['business hours', isBusinessHoursDto, { status: 'OPEN', asOf: '2026-03-09T14:00:00.000Z', closesAt: '2026-03-09T21:00:00.000Z', nextOpen: null }, true],
    ['business hours of an unknown status', isBusinessHoursDto, { status: 'open', asOf: '2026-03-09T14:00:00.000Z', closesAt: null, nextOpen: null }, false],
    ['an inbound address', isInboundDepositAddressDto, { asset: 'BTC', network: 'Bitcoin', walletAddress: 'bc1qxy2k', availableDate: '2026-03-09T14:00:00.000Z' }, true],
    ['an inbound address without a date', isInboundDepositAddressDto, { asset: 'BTC', network: 'Bitcoin', walletAddress: 'bc1qxy2k' }, false],
  ])('%s', (_name, guard, value, expected) => {
    expect((guard as (v: unknown) => boolean)(value)).toBe(expected);
  });
});
