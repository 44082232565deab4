// Transfer amounts (src/shared/validation/transferAmount.ts): the spec's cleaning rule and
// buying-power messages (part 1 §5, part 2 §5), the fee rule and precisions (part 2 §9).
import fc from 'fast-check';
import {
  AMOUNT_MESSAGES,
  amountUnits,
  cleanAmount,
  formatAmountUnits,
  limitUnits,
  unitsAtPrecision,
  validateAmount,
  validateCostBasis,
  withdrawalFeeUsd,
  type BuyingPower,
} from '../../../src/shared/validation/transferAmount';

const usd: BuyingPower = { asset: 'USD', decimals: 2, available: 100_000n, maxDigits: 12, userMin: null, userMax: null, assetMin: null };
const btc: BuyingPower = { asset: 'BTC', decimals: 8, available: 150_000_000n, maxDigits: null, userMin: null, userMax: null, assetMin: limitUnits(0.00001, 8) };
const eth: BuyingPower = { asset: 'ETH', decimals: 18, available: 10n ** 18n, maxDigits: null, userMin: null, userMax: null, assetMin: limitUnits(0.00000001, 18) };
const limited: BuyingPower = { ...usd, userMin: 1_000n, userMax: 50_000n };

describe('the spec texts', () => {
  it('are the amount messages of part 2 §5', () => {
    expect([AMOUNT_MESSAGES.required, AMOUNT_MESSAGES.insufficientFunds, AMOUNT_MESSAGES.exceedsUserLimit, AMOUNT_MESSAGES.belowUserLimit, AMOUNT_MESSAGES.maximumExceeded]).toEqual([
      'Required.',
      'Insufficient funds.',
      'Exceeds user limit.',
      'Below user limit.',
      'Maximum amount exceeded.',
    ]);
    expect(AMOUNT_MESSAGES.minimum('0.00001', 'BTC')).toMatch(/^Minimum amount is /);
  });
  it('charges 15 USD for crypto and 0 for USD', () => {
    expect(withdrawalFeeUsd('commodity')).toBe('15.00');
    expect(withdrawalFeeUsd('fiat')).toBe('0.00');
  });
});

describe('cleanAmount', () => {
  it.each([
    ['12a3.4.5', 2, '123.45'],
    ['1.2.3.4', 2, '1.23'],
    ['$1,234.567', 2, '1234.56'],
    ['0.123456789', 8, '0.12345678'],
    ['0.1234567890123456789', 18, '0.123456789012345678'],
    ['5.', 2, '5.'],
    ['.5', 2, '.5'],
    ['7.9', 0, '7'],
    ['-3', 2, '3'],
    ['1e5', 2, '15'],
    [' 1 000 ', 2, '1000'],
    ['', 2, ''],
  ])('%p with %p decimals → %p', (text, decimals, expected) => {
    expect(cleanAmount(text, decimals)).toBe(expected);
  });
});

describe('validateAmount (buying power, in the order of part 1 §5)', () => {
  it.each<[string, unknown, BuyingPower, string | undefined]>([
    ['empty', '', usd, 'Required.'],
    ['not a string', 12, usd, 'Required.'],
    ['zero', '0', usd, 'Required.'],
    ['zero with decimals', '0.00', usd, 'Required.'],
    ['a lone dot', '.', usd, 'Required.'],
    ['letters', '12abc', usd, 'Required.'],
    ['the whole balance', '1000', usd, undefined],
    ['the whole balance typed with a dot', '1000.', usd, undefined],
    ['a cent over the balance', '1000.01', usd, 'Insufficient funds.'],
    ['13 integer digits', '1234567890123', usd, 'Maximum amount exceeded.'],
    ['3 decimals of USD', '1.234', usd, 'Maximum amount exceeded.'],
    ['above the user limit', '500.01', limited, 'Exceeds user limit.'],
    ['at the user limit', '500', limited, undefined],
    ['below the user limit', '9.99', limited, 'Below user limit.'],
    ['insufficient before the user limit', '1000.01', limited, 'Insufficient funds.'],
    ['BTC below its minimum', '0.000009', btc, 'Minimum amount is 0.00001 BTC.'],
    ['BTC at its minimum', '0.00001', btc, undefined],
    ['BTC with 9 decimals', '0.000010001', btc, 'Maximum amount exceeded.'],
    ['all the BTC', '1.5', btc, undefined],
    ['a satoshi more than the BTC', '1.50000001', btc, 'Insufficient funds.'],
    ['ETH below its minimum', '0.000000009', eth, 'Minimum amount is 0.00000001 ETH.'],
    ['ETH to the wei', '0.000000010000000001', eth, undefined],
  ])('%s', (_name, text, power, expected) => {
    expect(validateAmount(text, power)).toBe(expected);
  });
});

describe('limitUnits', () => {
  it.each([
    [0.00001, 8, 1_000n],
    [1e-8, 18, 10_000_000_000n],
    [0.0001, 8, 10_000n],
    [250000, 2, 25_000_000n],
  ])('%p in %p decimals → %p', (limit, decimals, units) => {
    expect(limitUnits(limit, decimals)).toBe(units);
  });
  it.each([undefined, null, -1, Number.NaN, Number.POSITIVE_INFINITY])('%p is no limit', (limit) => {
    expect(limitUnits(limit, 8)).toBeNull();
  });
});

describe('unitsAtPrecision (a balance of full places at an amount\'s transfer precision)', () => {
  it.each([
    [1_234_567_891_234_567_891n, 18, 8, 123_456_789n],
    [250_000_000n, 8, 8, 250_000_000n],
    [5n, 2, 4, 500n],
    [99n, 2, 0, 0n],
  ])('%p of %p places at %p places → %p (cut down, never up)', (units, full, decimals, expected) => {
    expect(unitsAtPrecision(units, full, decimals)).toBe(expected);
  });
});

describe('validateCostBasis (a USD amount with no balance to compare)', () => {
  it.each([
    ['64250.12', undefined],
    ['999999999999.99', undefined],
    ['0.01', undefined],
    ['', 'Required.'],
    ['0.00', 'Required.'],
    ['1e3', 'Required.'],
    ['-5', 'Required.'],
    [64250, 'Required.'],
    ['1.005', 'Maximum amount exceeded.'],
    ['1000000000000', 'Maximum amount exceeded.'],
  ])('%p → %p', (text, message) => {
    expect(validateCostBasis(text)).toBe(message);
  });
});

describe('cleaning and formatting (properties)', () => {
  it('round-trips: for any amount and precision, formatting then cleaning gives the same text and the same units', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.integer({ min: 0, max: 18 }), (units, decimals) => {
        const text = formatAmountUnits(units, decimals);
        expect(cleanAmount(text, decimals)).toBe(text);
        expect(amountUnits(text, decimals)).toBe(units);
      }),
    );
  });
  it('cleaning any text is idempotent and gives an amount that formats and cleans back to its units', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789..,-e $a '.split('')) }), fc.integer({ min: 0, max: 18 }), (typed, decimals) => {
        const cleaned = cleanAmount(typed, decimals);
        expect(cleanAmount(cleaned, decimals)).toBe(cleaned);
        expect(cleaned).toMatch(/^\d*(\.\d*)?$/);
        const units = amountUnits(cleaned, decimals);
        if (units !== null) expect(amountUnits(cleanAmount(formatAmountUnits(units, decimals), decimals), decimals)).toBe(units);
        else expect(cleaned).not.toMatch(/\d/);
      }),
    );
  });
});
