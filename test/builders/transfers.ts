// Builders of the transfers tests: a custody account ready to send and receive (details, every
// transfer action, securities, positions), drafts, the gateway's answers (transfers, the wire
// window, prices, deposit addresses) in the contract's shapes, and the events that put them in place.
import type { SecurityDto } from '../../src/api/contract/securities';
import type { BusinessHoursDto, InboundDepositAddressDto, TransferDto } from '../../src/api/contract/transfers';
import type { LatestPriceDto } from '../../src/api/contract/positions';
import { accountsActions, type AccountDetails, type EntitlementAction } from '../../src/features/accounts/index';
import { balancesActions } from '../../src/features/balances/index';
import type { TransferDraft } from '../../src/features/transfers/index';
import { aPosition, aSecurity } from './accounts';
import { accountReadyEvents, custodyAccount } from './savedInstructions';

export const KEY = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
export const KEY_2 = '9a9a9a9a-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

const action = (actionName: string): EntitlementAction => ({ actionName, permissions: ['CREATE'] });
export const TRANSFER_ACTIONS: EntitlementAction[] = [
  action('FDAS_AS_INST_DASHBOARD'),
  action('FDAS_TRANSFER_WireCreate'),
  action('FDAS_TRANSFER_DigitalAssetCreate'),
];

export const BTC: SecurityDto = aSecurity('BTC', {
  fullName: 'Bitcoin',
  network: { name: 'Bitcoin', asset: 'BTC' },
  decimalPrecision: { full: 8, truncated: 8 },
  maxDigits: 8,
  transferLimits: { maxDecimalPrecision: 8, minValue: 0.00001, limits: { toa_maker_min: 0.00001, toa_maker_max: 250 } },
  uiConfig: { warningMessages: { deposit: 'Send only Bitcoin (BTC) on the Bitcoin network to this address.', withdraw: 'Bitcoin withdrawals cannot be reversed.' } },
});
export const ETH: SecurityDto = aSecurity('ETH', {
  fullName: 'Ethereum',
  network: { name: 'Ethereum', asset: 'ETH' },
  decimalPrecision: { full: 18, truncated: 8 },
  maxDigits: 9,
  transferLimits: { maxDecimalPrecision: 8, minValue: 0.00000001, limits: {} },
});
export const USD: SecurityDto = aSecurity('USD', { fullName: 'US Dollar', transferLimits: { maxDecimalPrecision: 2, minValue: 0.01, limits: {} } });

const BITCOIN_AND_ETHEREUM = [
  { fullName: 'Bitcoin', symbol: 'BTC', network: 'Bitcoin' },
  { fullName: 'Ethereum', symbol: 'ETH', network: 'Ethereum' },
];

/** C1 selected with its details, the transfer actions, the securities and its positions (USD 1 000 000.00, BTC 2.5, ETH 10). */
export function sendReadyEvents(options: { details?: Partial<AccountDetails>; actions?: EntitlementAction[]; flags?: NonNullable<Parameters<typeof accountReadyEvents>[0]>['flags'] } = {}) {
  return [
    ...accountReadyEvents({
      details: { toaOutEnabledAssets: BITCOIN_AND_ETHEREUM, toaInEnabledAssets: BITCOIN_AND_ETHEREUM, enabledAssets: ['USD', 'BTC', 'ETH'], ...options.details },
      actions: options.actions ?? TRANSFER_ACTIONS,
      flags: options.flags,
    }),
    accountsActions.securitiesLoaded({ securities: [USD, BTC, ETH] }),
    balancesActions.positionsRequested({ acctNum: 'C1' }),
    balancesActions.positionsLoaded({
      acctNum: 'C1',
      positions: [
        aPosition('USD', 1_000_000, { available: { asset: 'USD', value: 1_000_000, valueString: '1000000.00', truncatedValueString: '1000000.00' } }),
        aPosition('BTC', 2.5, { available: { asset: 'BTC', value: 2.5, valueString: '2.50000000', truncatedValueString: '2.500' } }),
        aPosition('ETH', 10, { available: { asset: 'ETH', value: 10, valueString: '10.000000000000000000', truncatedValueString: '10.000' } }),
      ],
      summary: { totalFiatValue: 0, allocations: [] },
    }),
  ];
}

export const custody = custodyAccount;

export const wireDraft = (overrides: Partial<TransferDraft> = {}): TransferDraft => ({
  kind: 'WIRE',
  accountNumber: 'C1',
  asset: 'USD',
  amount: '1250.50',
  destination: { instructionId: 'w-1' },
  ...overrides,
});

export const sendDraft = (overrides: Partial<TransferDraft> = {}): TransferDraft => ({
  kind: 'DIGITAL_ASSET',
  accountNumber: 'C1',
  asset: 'BTC',
  amount: '0.25',
  destination: { instructionId: 'a-1' },
  ...overrides,
});

export function aTransfer(overrides: Partial<TransferDto> = {}): TransferDto {
  return {
    referenceId: 'TR-1A2B3C4D',
    requestId: KEY,
    kind: 'WIRE',
    status: 'SUBMITTED',
    accountNumber: 'C1',
    asset: 'USD',
    amount: '1250.5',
    fee: { currency: 'USD', amount: '0.00' },
    destination: { nickname: 'Harborline Operating', masked: 'XXXXXXXX6710' },
    createdTime: 1_772_463_600,
    businessHours: 'OPEN',
    ...overrides,
  };
}

/** The wire window as the gateway answers it (Monday 2 March 2026, US/Eastern). */
export const HOURS = {
  open: { status: 'OPEN', asOf: '2026-03-02T15:00:00.000Z', closesAt: '2026-03-02T22:00:00.000Z', nextOpen: null },
  beforeClose: { status: 'BEFORE_CLOSE', asOf: '2026-03-02T21:30:00.000Z', closesAt: '2026-03-02T22:00:00.000Z', nextOpen: null },
  closed: { status: 'CLOSED', asOf: '2026-03-02T23:00:00.000Z', closesAt: null, nextOpen: '2026-03-03T13:30:00.000Z' },
} satisfies Record<string, BusinessHoursDto>;

export const latestPrice = (from: string, price: string): LatestPriceDto => ({ from, to: 'USD', price: { value: Number(price), valueString: price }, asOf: '2026-03-02T15:00:00Z' });

export const depositAddress = (overrides: Partial<InboundDepositAddressDto> = {}): InboundDepositAddressDto => ({
  asset: 'BTC',
  network: 'Bitcoin',
  walletAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  availableDate: '2026-03-02T15:00:00.000Z',
  ...overrides,
});
