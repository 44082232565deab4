// Transfer amounts (src/shared/validation/transferAmount.ts): the spec's cleaning rule and
// buying-power messages (part 1 §5, part 2 §5), the fee rule and precisions (part 2 §9), and the
// one parser every amount goes through (the form's rules and the gateway's conversion alike).
import fc from 'fast-check';
import {
  AMOUNT_MAX_LENGTH,
  AMOUNT_MESSAGES,
  canonicalAmount,
  checkAmount,
  checkCostBasis,
  cleanAmount,
  formatAmountUnits,
  limitUnits,
  parseAmount,
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
  it.each([
    ['0.00001', 8, 1_000n],
    ['0.00000001', 18, 10_000_000_000n],
    ['250000', 2, 25_000_000n],
    ['0.000000015', 8, 2n], // rounded half up, as the SPA's number is by toFixed
    ['0.000000014', 8, 1n],
  ])('the decimal string %p (the gateway keeps it) in %p decimals → %p', (limit, decimals, units) => {
    expect(limitUnits(limit, decimals)).toBe(units);
  });
  it.each([undefined, null, -1, Number.NaN, Number.POSITIVE_INFINITY, 1e300, '-1', '1e-8', '', 'abc', '0x10'])('%p is no limit', (limit) => {
    expect(limitUnits(limit, 8)).toBeNull();
  });
  it('gives the same units for a limit the gateway keeps as text and the SPA reads as a JSON number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 18 }), (digits, places, decimals) => {
        const text = formatAmountUnits(BigInt(digits), places);
        expect(limitUnits(Number(text), decimals)).toBe(limitUnits(text, decimals));
      }),
    );
  });
});

describe('parseAmount (the one parser: the form, the gateway\'s checks and its conversion)', () => {
  it.each<[string, unknown, number, ReturnType<typeof parseAmount>]>([
    ['a plain amount', '12.5', 2, { ok: true, units: 1_250n, text: '12.5' }],
    ['a leading space', ' 0.001', 8, { ok: true, units: 100_000n, text: '0.001' }],
    ['a trailing space', '0.001 ', 8, { ok: true, units: 100_000n, text: '0.001' }],
    ['a tab', '\t0.001', 8, { ok: true, units: 100_000n, text: '0.001' }],
    ['a line break and a no-break space', '\n0.001\u00a0', 8, { ok: true, units: 100_000n, text: '0.001' }],
    ['a trailing dot', '5.', 2, { ok: true, units: 500n, text: '5' }],
    ['a leading dot', '.5', 2, { ok: true, units: 50n, text: '0.5' }],
    ['zeros beyond the places', '1.50000', 2, { ok: true, units: 150n, text: '1.50000' }],
    ['zero', '0', 2, { ok: true, units: 0n, text: '0' }],
    ['empty', '', 2, { ok: false, message: 'Required.' }],
    ['only spaces', '   ', 2, { ok: false, message: 'Required.' }],
    ['a lone dot', '.', 2, { ok: false, message: 'Required.' }],
    ['a minus sign', '-5', 2, { ok: false, message: 'Required.' }],
    ['a plus sign', '+5', 2, { ok: false, message: 'Required.' }],
    ['an exponent', '1e3', 2, { ok: false, message: 'Required.' }],
    ['a grouping comma', '1,000', 2, { ok: false, message: 'Required.' }],
    ['a space inside', '1 000', 2, { ok: false, message: 'Required.' }],
    ['two dots', '1.2.3', 2, { ok: false, message: 'Required.' }],
    ['Arabic-Indic digits', '\u0661\u0662', 2, { ok: false, message: 'Required.' }],
    ['full-width digits', '\uff11\uff12', 2, { ok: false, message: 'Required.' }],
    ['Infinity', 'Infinity', 2, { ok: false, message: 'Required.' }],
    ['a number, not a string', 12, 2, { ok: false, message: 'Required.' }],
    ['null', null, 2, { ok: false, message: 'Required.' }],
    ['one decimal too many', '1.005', 2, { ok: false, message: 'Maximum amount exceeded.' }],
    [`${AMOUNT_MAX_LENGTH + 1} digits`, '1'.repeat(AMOUNT_MAX_LENGTH + 1), 2, { ok: false, message: 'Maximum amount exceeded.' }],
    ['a huge run of zeros after the dot', `1.${'0'.repeat(100_000)}`, 2, { ok: false, message: 'Maximum amount exceeded.' }],
  ])('%s', (_name, input, decimals, expected) => {
    expect(parseAmount(input, decimals)).toEqual(expected);
  });

  it('never throws, and what it accepts is a plain decimal whose units format back to the same amount', () => {
    const around = fc.constantFrom('', ' ', '\t', '\n', '\u00a0', '\u3000', '\ufeff');
    const amountLike = fc.tuple(around, fc.stringMatching(/^\d{0,20}(\.\d{0,20})?$/), around).map(([a, b, c]) => `${a}${b}${c}`);
    const anything = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), amountLike, fc.double().map(String), fc.bigInt().map(String), fc.jsonValue());
    fc.assert(
      fc.property(anything, fc.integer({ min: 0, max: 18 }), (input, decimals) => {
        const parsed = parseAmount(input, decimals);
        if (!parsed.ok) {
          expect(['Required.', 'Maximum amount exceeded.']).toContain(parsed.message);
          return;
        }
        expect(typeof input).toBe('string');
        expect(parsed.text).toMatch(/^\d+(\.\d+)?$/);
        expect(parsed.units).toBeGreaterThanOrEqual(0n);
        expect(parseAmount(formatAmountUnits(parsed.units, decimals), decimals)).toMatchObject({ ok: true, units: parsed.units });
      }),
      { numRuns: 2_000 },
    );
  });

  it('is what the rules check: checkAmount answers the units it read, or the message validateAmount gives', () => {
    expect(checkAmount(' 0.25 ', btc)).toEqual({ ok: true, units: 25_000_000n, text: '0.25' });
    expect(checkAmount('\t1.50000001', btc)).toEqual({ ok: false, message: 'Insufficient funds.' });
    expect(checkCostBasis(' 5')).toEqual({ ok: true, units: 500n, text: '5' });
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\s?\d{0,6}(\.\d{0,10})?\s?$/)), (input) => {
        const checked = checkAmount(input, btc);
        expect(validateAmount(input, btc)).toBe(checked.ok ? undefined : checked.message);
        if (checked.ok) expect(checked.units).toBe((parseAmount(input, btc.decimals) as { units: bigint }).units);
      }),
    );
  });
});

describe('canonicalAmount (what the SPA sends)', () => {
  it.each([
    ['5.', '5'],
    ['.5', '0.5'],
    [' 12.50 ', '12.50'],
    ['0.00001', '0.00001'],
  ])('%p → %p', (typed, sent) => expect(canonicalAmount(typed)).toBe(sent));
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
        expect(parseAmount(text, decimals)).toEqual({ ok: true, units, text });
      }),
    );
  });
  it('cleaning any text is idempotent and gives an amount that formats and cleans back to its units', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789..,-e $a '.split('')) }), fc.integer({ min: 0, max: 18 }), (typed, decimals) => {
        const cleaned = cleanAmount(typed, decimals);
        expect(cleanAmount(cleaned, decimals)).toBe(cleaned);
        expect(cleaned).toMatch(/^\d*(\.\d*)?$/);
        const parsed = parseAmount(cleaned, decimals);
        if (parsed.ok) expect(parseAmount(cleanAmount(formatAmountUnits(parsed.units, decimals), decimals), decimals)).toMatchObject({ ok: true, units: parsed.units });
        else expect(cleaned.length > AMOUNT_MAX_LENGTH || !/\d/.test(cleaned)).toBe(true);
      }),
    );
  });
});
