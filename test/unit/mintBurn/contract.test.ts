// The Mint & Burn contract's paths, constants and guards (src/api/contract/mintBurn.ts).
import {
  BURN_COST_BASIS_VALUE,
  isHistoricalAddressDto,
  isHistoricalAddressList,
  isIsoInstant,
  isMintAccountDetailsDto,
  MINT_BURN_ASSET,
  MINT_BURN_ENTITLEMENTS,
  MINT_BURN_PATHS,
} from '../../../src/api/contract/mintBurn';
import { HISTORICAL_BURN_ADDRESSES_PATH } from '../../../src/api/transport/endpoints';
import { isSuppressed } from '../../../src/api/transport/errorCatalogue';
import { ENTITLEMENTS } from '../../../src/app/router/guards';
import { burnAddress, mintDetails, walletAddress } from '../../builders/mintBurn';

const MM = '/gateway/institutional/moneymovement';

describe('Mint & Burn contract', () => {
  it('uses the spec paths (part 2 §7) and ours for the mint details', () => {
    expect(MINT_BURN_PATHS).toEqual({
      mintAccountDetails: `${MM}/api/v1/mint/account/details`,
      historicalAddresses: `${MM}/api/v2/digitalasset/address/historical`,
      inboundAddress: `${MM}/api/v1/digitalasset/transfer/inbound/address`,
    });
  });

  it("the history path is the one whose 'no address yet' codes the error catalogue keeps quiet", () => {
    expect(MINT_BURN_PATHS.historicalAddresses).toBe(HISTORICAL_BURN_ADDRESSES_PATH);
    const exchange = { method: 'POST', path: MINT_BURN_PATHS.historicalAddresses, httpStatus: 200, body: null };
    expect(isSuppressed(exchange, 'MM1030')).toBe(true);
    expect(isSuppressed(exchange, 'FD1030')).toBe(true);
    expect(isSuppressed(exchange, 'MM5000')).toBe(false);
  });

  it("the constants of spec part 1 §6 and §9: FIDD, cost basis '1.00', the two entitlements", () => {
    expect(MINT_BURN_ASSET).toBe('FIDD');
    expect(BURN_COST_BASIS_VALUE).toBe('1.00');
    expect(MINT_BURN_ENTITLEMENTS).toEqual({ mint: ENTITLEMENTS.marketMakerWireCreate, burn: ENTITLEMENTS.marketMakerTransferCreate });
  });

  describe('answer guards', () => {
    it('mint details: the builder passes; a missing list, an empty label or no bank details fail', () => {
      const good = mintDetails('M1');
      expect(isMintAccountDetailsDto(good)).toBe(true);
      expect(isMintAccountDetailsDto({ ...good, wireInstructions: { forTheBenefitOf: good.wireInstructions.forTheBenefitOf } })).toBe(false);
      expect(isMintAccountDetailsDto({ ...good, bankAccountDetails: [{ label: '', value: 'x' }] })).toBe(false);
      expect(isMintAccountDetailsDto({ ...good, bankAccountDetails: [{ label: 'Bank Name', value: 12 }] })).toBe(false);
      expect(isMintAccountDetailsDto({ ...good, bankAccountDetails: [] })).toBe(false);
      expect(isMintAccountDetailsDto([good])).toBe(false);
    });

    it('a burn address: an Ethereum address and an ISO 8601 instant', () => {
      expect(isHistoricalAddressDto(burnAddress(1, '2026-03-09T14:30:00.000Z'))).toBe(true);
      expect(isHistoricalAddressDto(burnAddress(1, '2026-03-09T09:30:00-05:00'))).toBe(true);
      expect(isHistoricalAddressDto({ walletAddress: walletAddress(1).slice(0, 41), availableDate: '2026-03-09T14:30:00Z' })).toBe(false);
      expect(isHistoricalAddressDto({ walletAddress: `${walletAddress(1).slice(0, 41)}g`, availableDate: '2026-03-09T14:30:00Z' })).toBe(false);
      expect(isHistoricalAddressDto({ walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', availableDate: '2026-03-09T14:30:00Z' })).toBe(false);
      expect(isHistoricalAddressDto(burnAddress(1, '2026-03-09 14:30'))).toBe(false);
      expect(isHistoricalAddressList([burnAddress(1, '2026-03-09T14:30:00Z'), burnAddress(2, '2026-03-10T14:30:00Z')])).toBe(true);
      expect(isHistoricalAddressList([burnAddress(1, '2026-03-09T14:30:00Z'), null])).toBe(false);
    });

    it.each([
      ['2026-03-09T14:30:00Z', true],
      ['2026-03-09T14:30Z', true],
      ['2026-03-09T14:30:00.123456+05:30', true],
      ['2026-03-09T14:30:00', false], // no offset: which zone?
      ['2026-13-09T14:30:00Z', false],
      ['1741530600000', false],
    ])('isIsoInstant(%j) is %s', (value, expected) => {
      expect(isIsoInstant(value)).toBe(expected);
    });
  });
});
