// The transfers contract's paths, constants and guards (src/api/contract/transfers.ts, transferGuards.ts).
import { FEATURE_FLAGS } from '../../../src/api/contract/featureFlags';
import {
  isBusinessHoursDto,
  isInboundDepositAddressDto,
  isTransferDto,
} from '../../../src/api/contract/transferGuards';
import { TRANSFER_ACCOUNT_TYPES, TRANSFER_APPROVAL_KINDS, TRANSFER_PATHS, WIRE_OUT_V2_FLAG } from '../../../src/api/contract/transfers';
import { aTransfer } from '../../builders/transfers';

const MM = '/gateway/institutional/moneymovement';

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
