// The operation a step-up signs (contract/stepUp.ts): its canonical JSON is one text per operation,
// whatever the key order or the amount's spelling, and two different operations never share it.
import fc from 'fast-check';
import {
  canonicalAmountText,
  canonicalOperationJson,
  decisionOperation,
  transferOperation,
  type TransferOperation,
} from '../../../src/api/contract/stepUp';

const wire = { requestId: 'r-1', accountNumber: '100200300', accountInstructionId: 'wi-1', asset: 'USD', amount: '1500.50' };

describe('canonicalOperationJson', () => {
  it('writes the keys sorted, strings only, with no whitespace', () => {
    const operation = transferOperation('WIRE', wire);
    expect(canonicalOperationJson(operation as TransferOperation)).toBe(
      '{"account":"100200300","amount":"1500.5","asset":"USD","destination":"instruction:wi-1","kind":"WIRE","requestId":"r-1"}',
    );
    expect(canonicalOperationJson(decisionOperation({ referenceId: 'AI-7', response: 'APPROVE' }))).toBe('{"decision":"APPROVE","referenceId":"AI-7"}');
  });

  const text = fc.string({ unit: 'binary', maxLength: 20 });
  const operation = fc.record({
    kind: fc.constantFrom('WIRE' as const, 'DIGITAL_ASSET' as const),
    account: text,
    asset: text,
    amount: text,
    destination: text,
    requestId: text,
  });

  it('does not depend on the order of the keys, and reads back as the operation', () => {
    fc.assert(
      fc.property(operation, fc.func(fc.integer()), (op, rank) => {
        const shuffled = Object.fromEntries(Object.entries(op).sort(([a], [b]) => rank(a) - rank(b))) as unknown as TransferOperation;
        const json = canonicalOperationJson(shuffled);
        expect(json).toBe(canonicalOperationJson(op));
        expect(JSON.parse(json)).toEqual(op);
        expect(Object.keys(JSON.parse(json) as object)).toEqual(Object.keys(op).sort());
      }),
    );
  });

  it('gives two different operations two different texts', () => {
    fc.assert(
      fc.property(operation, operation, (a, b) => {
        fc.pre(JSON.stringify(Object.entries(a).sort()) !== JSON.stringify(Object.entries(b).sort()));
        expect(canonicalOperationJson(a)).not.toBe(canonicalOperationJson(b));
      }),
    );
  });

  it('has no whitespace outside the values', () => {
    fc.assert(
      fc.property(operation, (op) => {
        const json = canonicalOperationJson(op);
        const outside = json.replace(/"(?:[^"\\]|\\.)*"/g, '');
        expect(outside).toMatch(/^[{}:,]*$/);
      }),
    );
  });
});

describe('canonicalAmountText', () => {
  it('writes one text per amount', () => {
    expect(canonicalAmountText('1.50')).toBe('1.5');
    expect(canonicalAmountText(' 01.5 ')).toBe('1.5');
    expect(canonicalAmountText('5.')).toBe('5');
    expect(canonicalAmountText('.5')).toBe('0.5');
    expect(canonicalAmountText('0.000')).toBe('0');
    expect(canonicalAmountText('10')).toBe('10');
    expect(canonicalAmountText('0.00000001')).toBe('0.00000001');
  });

  it('refuses what the amount parser refuses', () => {
    for (const refused of ['', '-1', '1e3', '1,000', '１', 'abc', '1.2.3', '9'.repeat(65)]) expect(canonicalAmountText(refused)).toBeNull();
  });

  it('gives the same text to the same amount however it is spelled, and different texts to different amounts', () => {
    const digits = fc.stringMatching(/^\d{1,12}$/);
    const amount = fc.tuple(digits, fc.stringMatching(/^\d{0,18}$/));
    fc.assert(
      fc.property(amount, fc.nat(3), fc.nat(3), ([int, frac], lead, trail) => {
        const plain = frac ? `${int}.${frac}` : int;
        const padded = `${'0'.repeat(lead)}${int}.${frac}${'0'.repeat(trail)}`;
        expect(canonicalAmountText(padded)).toBe(canonicalAmountText(plain));
        const canonical = canonicalAmountText(plain) as string;
        expect(canonicalAmountText(canonical)).toBe(canonical);
        expect(canonical).toMatch(/^(0|[1-9]\d*)(\.\d*[1-9])?$/);
      }),
    );
    fc.assert(
      fc.property(amount, amount, ([i1, f1], [i2, f2]) => {
        const a = `${i1}.${f1}`;
        const b = `${i2}.${f2}`;
        fc.pre(BigInt(i1 + f1.padEnd(18, '0')) !== BigInt(i2 + f2.padEnd(18, '0')));
        expect(canonicalAmountText(a)).not.toBe(canonicalAmountText(b));
      }),
    );
  });
});

describe('transferOperation', () => {
  it('signs a saved instruction and a direct address apart', () => {
    const da = { requestId: 'r-2', accountNumber: '100200300', asset: 'BTC', amount: '0.001' };
    expect(transferOperation('DIGITAL_ASSET', { ...da, addressId: 'bc1q' })?.destination).toBe('instruction:bc1q');
    expect(transferOperation('DIGITAL_ASSET', { ...da, address: 'bc1q' })?.destination).toBe('address:bc1q');
  });

  it('is null for an amount that is not one, or for no destination or two', () => {
    expect(transferOperation('WIRE', { ...wire, amount: '1e3' })).toBeNull();
    const { accountInstructionId: _, ...noDestination } = wire;
    expect(transferOperation('WIRE', noDestination)).toBeNull();
    expect(transferOperation('DIGITAL_ASSET', { ...noDestination, addressId: 'a', address: 'b' })).toBeNull();
  });

  it('keeps the request id, so a new attempt of the same transfer is another operation', () => {
    const first = transferOperation('WIRE', wire) as TransferOperation;
    const second = transferOperation('WIRE', { ...wire, requestId: 'r-9' }) as TransferOperation;
    expect(canonicalOperationJson(first)).not.toBe(canonicalOperationJson(second));
  });
});
