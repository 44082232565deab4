// The Send form's pure rules (src/features/transfers/draft.ts): the assets offered per entitlement,
// the buying power from a position and the securities list, the form's problems in the gateway's
// order, the fee, the USD estimate (exact, rounded half up to the cent) and how amounts show.
import fc from 'fast-check';
import {
  accountChoices,
  accountText,
  amountDecimals,
  buyingPowerOf,
  compactMask,
  destinationChoices,
  displayAmount,
  draftFee,
  draftProblems,
  emptyDraft,
  feeOf,
  isAccountTransfer,
  offeredAssets,
  usdEstimate,
  type DraftContext,
} from '../../../src/features/transfers/draft';
import { TRANSFER_MESSAGES } from '../../../src/features/transfers/index';
import { accountDetails } from '../../builders/savedInstructions';
import { aSecurity } from '../../builders/accounts';
import { BTC, ETH, USD, sendDraft, wireDraft } from '../../builders/transfers';

const SECURITIES = { USD, BTC, ETH };
const DETAILS = accountDetails('C1', {
  enabledAssets: ['USD', 'BTC', 'ETH'],
  toaOutEnabledAssets: [
    { fullName: 'Bitcoin', symbol: 'BTC', network: 'Bitcoin' },
    { fullName: 'Ethereum', symbol: 'ETH', network: 'Ethereum' },
    { fullName: 'Unknown', symbol: 'NOPE', network: 'Nowhere' },
  ],
});
const WIRE = 'FDAS_TRANSFER_WireCreate';
const SEND = 'FDAS_TRANSFER_DigitalAssetCreate';

describe('offeredAssets: fiat only with wire-create, digital assets only with digital-asset-transfer-create', () => {
  it.each<[string, string[], string[]]>([
    ['both actions', [WIRE, SEND], ['USD', 'BTC', 'ETH']],
    ['wire-create only', [WIRE], ['USD']],
    ['digital-asset-transfer-create only', [SEND], ['BTC', 'ETH']],
    ['neither', ['FDAS_AS_INST_DASHBOARD'], []],
  ])('%s → %p', (_name, actions, symbols) => {
    expect(offeredAssets(actions, DETAILS, SECURITIES).map((a) => a.symbol)).toEqual(symbols);
  });

  it('leaves out USD when the account has no USD, a disabled asset, and a fiat asset listed as outbound', () => {
    const details = { ...DETAILS, enabledAssets: ['BTC'], toaOutEnabledAssets: [...DETAILS.toaOutEnabledAssets, { fullName: 'US Dollar', symbol: 'USD', network: 'x' }] };
    const securities = { ...SECURITIES, ETH: { ...ETH, status: 'DISABLED' as const } };
    expect(offeredAssets([WIRE, SEND], details, securities)).toEqual([{ symbol: 'BTC', fullName: 'Bitcoin', kind: 'DIGITAL_ASSET' }]);
    expect(offeredAssets([WIRE], DETAILS, { ...SECURITIES, USD: { ...USD, status: 'DISABLED' as const } })).toEqual([]);
  });
});

describe('buying power', () => {
  it('USD: 2 places, 12 digits, no asset minimum; BTC: its limits; ETH: 18 places sent to 8 (wei cut down)', () => {
    expect(buyingPowerOf(USD, '1000.25')).toEqual({ asset: 'USD', decimals: 2, available: 100_025n, maxDigits: 12, userMin: null, userMax: null, assetMin: null });
    expect(buyingPowerOf(BTC, '2.50000000')).toEqual({ asset: 'BTC', decimals: 8, available: 250_000_000n, maxDigits: 8, userMin: 1_000n, userMax: 25_000_000_000n, assetMin: 1_000n });
    expect(buyingPowerOf(ETH, '1.234567891234567891').available).toBe(123_456_789n);
    expect(amountDecimals(aSecurity('X', { decimalPrecision: { full: 6, truncated: 3 }, transferLimits: { maxDecimalPrecision: 8, minValue: 0, limits: {} } }))).toBe(6);
  });

  it('nothing held, a negative or unreadable figure, is nothing available; a max digits of 0 is no bound', () => {
    expect(buyingPowerOf(BTC, null).available).toBe(0n);
    expect(buyingPowerOf(BTC, 'abc').available).toBe(0n);
    expect(buyingPowerOf(BTC, '-1.5').available).toBe(0n);
    expect(buyingPowerOf({ ...BTC, maxDigits: 0 }, '1').maxDigits).toBeNull();
  });
});

describe("draftProblems: each field's first message, the amount's in the spec's order", () => {
  const base: DraftContext = {
    security: BTC,
    available: '2.5',
    usdAvailable: '100.00',
    destinations: [{ id: 'a-1', nickname: 'Cold', detail: 'bc1q…', network: 'Bitcoin', activatesAt: null }],
  };

  it('a valid send has none', () => expect(draftProblems(sendDraft(), base)).toEqual({}));

  it.each<[string, Parameters<typeof draftProblems>[0], Partial<DraftContext>, object]>([
    ['no asset', sendDraft({ asset: '' }), {}, { asset: 'Error: Required.' }],
    ['an asset not in the securities list', sendDraft(), { security: null }, { asset: 'Error: Required.' }],
    ['no destination chosen', sendDraft({ destination: { instructionId: '' } }), {}, { destination: 'Error: Required.' }],
    ['a destination not offered', sendDraft({ destination: { instructionId: 'a-9' } }), {}, { destination: 'Error: Required.' }],
    [
      'an address still in its activation period',
      sendDraft(),
      { destinations: [{ id: 'a-1', nickname: 'Cold', detail: 'bc1q…', network: 'Bitcoin', activatesAt: '2026-12-01T14:00:00.000Z' }] },
      { destination: 'Error: Required.' },
    ],
    ['an invalid direct address', sendDraft({ destination: { address: 'bc1qnope' } }), {}, { destination: 'Error: Invalid Address.' }],
    ['no direct address', sendDraft({ destination: { address: ' ' } }), {}, { destination: 'Error: Required.' }],
    ['an address with no network to check it on', sendDraft({ destination: { address: 'x' } }), { security: { ...BTC, network: null } }, { destination: 'Error: Please select a network.' }],
    ['an empty amount', sendDraft({ amount: '' }), {}, { amount: 'Required.' }],
    ['more than available', sendDraft({ amount: '3' }), {}, { amount: 'Insufficient funds.' }],
    ['above the user limit', sendDraft({ amount: '251' }), { available: '1000' }, { amount: 'Exceeds user limit.' }],
    ['below the user limit', sendDraft({ amount: '0.000001' }), {}, { amount: 'Below user limit.' }],
    ['below the minimum (no user limit)', sendDraft({ amount: '0.000001' }), { security: { ...BTC, transferLimits: { ...BTC.transferLimits, limits: {} } } }, { amount: 'Minimum amount is 0.00001 BTC.' }],
    ['no 15 USD for the fee', sendDraft(), { usdAvailable: '14.99' }, { fee: 'Insufficient funds.' }],
    ['no USD at all for the fee', sendDraft(), { usdAvailable: null }, { fee: 'Insufficient funds.' }],
    ['an unreadable USD balance', sendDraft(), { usdAvailable: 'n/a' }, { fee: 'Insufficient funds.' }],
  ])('%s', (_name, draft, context, problems) => {
    expect(draftProblems(draft, { ...base, ...context })).toEqual(problems);
  });

  it('a valid direct address passes; a wire has no fee to check', () => {
    expect(draftProblems(sendDraft({ destination: { address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' } }), base)).toEqual({});
    const wire = { ...base, security: USD, available: '5000.00', usdAvailable: '0.00', destinations: [{ id: 'w-1', nickname: 'Op', detail: 'XX1', network: 'US', activatesAt: null }] };
    expect(draftProblems(wireDraft(), wire)).toEqual({});
  });
});

describe('fee, estimate and display', () => {
  it('the fee: 15 USD for a digital asset, 0 for a wire', () => {
    expect([feeOf('DIGITAL_ASSET'), feeOf('WIRE')]).toEqual(['15.00', '0.00']);
  });

  it.each<[string, number, string | null, string | null]>([
    ['0.5', 8, '64250.125', '32125.06'],
    ['1', 8, '0.11853412', '0.12'],
    ['0.00001', 8, '64000', '0.64'],
    ['.5', 8, '2', '1.00'],
    ['', 8, '2', null],
    ['1', 8, null, null],
    ['1', 8, 'abc', null],
  ])('%p at %p places × %p USD → %p', (amount, decimals, price, estimate) => {
    expect(usdEstimate(amount, decimals, price)).toBe(estimate);
  });

  it('the estimate is exact: amount units × price units, half up to the cent (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 16n }), fc.bigInt({ min: 0n, max: 10n ** 14n }), (units, priceUnits) => {
        const amount = `${units / 10n ** 8n}.${String(units % 10n ** 8n).padStart(8, '0')}`;
        const price = `${priceUnits / 10n ** 8n}.${String(priceUnits % 10n ** 8n).padStart(8, '0')}`;
        const scale = 10n ** 16n;
        const cents = (units * priceUnits * 100n + scale / 2n) / scale;
        expect(usdEstimate(amount, 8, price)).toBe(`${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`);
      }),
    );
  });

  it.each([
    ['1250.5', 'USD', '1,250.50 USD'],
    ['0.5', 'BTC', '0.5 BTC'],
    ['.25', 'BTC', '0.25 BTC'],
    ['5.', 'ETH', '5 ETH'],
  ])('displayAmount(%p, %p) → %p', (amount, asset, shown) => expect(displayAmount(amount, asset)).toBe(shown));

  it('compactMask drops the run of X', () => {
    expect([compactMask('XXXXXXXX6710'), compactMask('X6710'), compactMask('6710')]).toEqual(['…6710', 'X6710', '6710']);
  });
});

describe('messages', () => {
  it('an asset option names the asset, and its full name when it has another', () => {
    expect([TRANSFER_MESSAGES.assetOption('BTC', 'Bitcoin'), TRANSFER_MESSAGES.assetOption('A001', 'A001'), TRANSFER_MESSAGES.assetOption('A002', '')]).toEqual(['BTC – Bitcoin', 'A001', 'A002']);
  });
});

describe('drafts and destinations', () => {
  it('a fresh draft takes the first asset offered (a wire when none)', () => {
    expect(emptyDraft('C1', { symbol: 'BTC', fullName: 'Bitcoin', kind: 'DIGITAL_ASSET' })).toEqual({ kind: 'DIGITAL_ASSET', accountNumber: 'C1', asset: 'BTC', amount: '', destination: { instructionId: '' } });
    expect(emptyDraft('C1', undefined)).toEqual({ kind: 'WIRE', accountNumber: 'C1', asset: '', amount: '', destination: { instructionId: '' } });
  });

  it("a wire goes to the wire instructions; digital assets to the addresses on the asset's network", () => {
    const saved = {
      wires: [{ id: 'w-1', nickname: 'Op', detail: 'XX1', network: 'US', activatesAt: null }],
      addresses: [
        { id: 'a-1', nickname: 'Cold', detail: 'bc1', network: 'Bitcoin', activatesAt: null },
        { id: 'a-2', nickname: 'Hot', detail: '0x1', network: 'Ethereum', activatesAt: null },
      ],
    };
    expect(destinationChoices({ kind: 'WIRE' }, USD, saved).map((d) => d.id)).toEqual(['w-1']);
    expect(destinationChoices({ kind: 'DIGITAL_ASSET' }, ETH, saved).map((d) => d.id)).toEqual(['a-2']);
    expect(destinationChoices({ kind: 'DIGITAL_ASSET' }, null, saved)).toEqual([]);
  });
});

describe('another account of the firm (flag a2a)', () => {
  const ACCOUNTS = [
    { acctNum: 'S1', shortName: 'HCP Sub-Custody', receives: ['BTC', 'ETH'] },
    { acctNum: 'L1', shortName: 'HCP Collateral', receives: ['BTC'] },
  ];
  const context: DraftContext = { security: BTC, available: '2.5', usdAvailable: '0.00', destinations: [], accounts: ACCOUNTS };
  const toAccount = (accountNumber: string) => sendDraft({ destination: { accountNumber } });

  it('offers, for a digital asset, the accounts that receive it; none for a wire', () => {
    expect(accountChoices(sendDraft({ asset: 'ETH' }), ACCOUNTS).map((a) => a.acctNum)).toEqual(['S1']);
    expect(accountChoices(sendDraft(), ACCOUNTS).map((a) => a.acctNum)).toEqual(['S1', 'L1']);
    expect(accountChoices(wireDraft(), ACCOUNTS)).toEqual([]);
    expect(accountText(ACCOUNTS[0] as (typeof ACCOUNTS)[number])).toBe('HCP Sub-Custody (S1)');
  });

  it('has no fee (so no USD is needed for one); an account not offered is Required', () => {
    expect(isAccountTransfer(toAccount('S1'))).toBe(true);
    expect(draftFee(toAccount('S1'))).toBe('0.00');
    expect(draftFee(sendDraft())).toBe('15.00');
    expect(draftFee(wireDraft())).toBe('0.00');
    expect(draftProblems(toAccount('S1'), context)).toEqual({});
    expect(draftProblems(toAccount(''), context)).toEqual({ destination: 'Error: Required.' });
    expect(draftProblems(toAccount('S1'), { ...context, accounts: undefined })).toEqual({ destination: 'Error: Required.' });
  });
});
