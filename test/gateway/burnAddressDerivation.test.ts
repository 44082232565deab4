// Burn address derivation (domain/mintBurn/burnAddressDerivation.ts) and the burn master secret
// (domain/mintBurn/secrets.ts). Checksums are checked with js-sha3 (support/eip55.ts), a keccak independent
// of the gateway's @noble/hashes; the whole derivation is recomputed here from its description.
import { createECDH, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { openDatabase } from '../../mock-server/src/db/database';
import {
  SECP256K1_ORDER,
  addressOfPrivateKey,
  burnDerivationPath,
  deriveBurnAddress,
  deriveBurnPrivateKey,
  firstValidPrivateKey,
  isValidPrivateKey,
  toChecksumAddress,
} from '../../mock-server/src/domain/mintBurn/burnAddressDerivation';
import { BURN_MASTER_SECRET_NAME, ensureMasterSecret, parseMasterSecret } from '../../mock-server/src/domain/mintBurn/secrets';
import { addressOfPublicKey, eip55, isEip55, withOneLetterFlipped } from './support/eip55';

/** EIP-55's own test cases (all caps, all lower, normal). */
const EIP55_EXAMPLES = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

/** Private keys 1, 2, 3 and their well-known addresses. */
const SMALL_KEYS: Array<[bigint, string]> = [
  [1n, '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf'],
  [2n, '0x2B5AD5c4795c026514f8317c7a215E218DcCD6cF'],
  [3n, '0x6813Eb9362372EEF6200f3b1dbC3f819671cBA69'],
];

const key32 = (k: bigint): Uint8Array => Buffer.from(k.toString(16).padStart(64, '0'), 'hex');

/** The master secret of the documented example (docs/gateway.md): bytes 0x00 … 0x1f. */
const EXAMPLE_MASTER = Uint8Array.from({ length: 32 }, (_, i) => i);
const EXAMPLE_MASTER_HEX = Buffer.from(EXAMPLE_MASTER).toString('hex');

/** The derivation as docs/gateway.md describes it, with the test's own keccak (js-sha3). */
function independently(master: Uint8Array, asset: string, account: string, index: number): string {
  const key = createHmac('sha512', master).update(`${asset.toLowerCase()}-burn/v1/${account}/${index}`).digest().subarray(0, 32);
  const ecdh = createECDH('secp256k1');
  ecdh.setPrivateKey(key);
  return addressOfPublicKey(ecdh.getPublicKey());
}

describe('the EIP-55 checksum', () => {
  it('the test verifier (js-sha3) accepts EIP-55’s examples and refuses each with one letter’s case turned', () => {
    for (const address of EIP55_EXAMPLES) {
      expect([address, isEip55(address)]).toEqual([address, true]);
      expect([address, isEip55(withOneLetterFlipped(address))]).toEqual([address, false]);
    }
    expect(isEip55('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(false);
  });

  it("the gateway's checksum (@noble/hashes) turns each example, given in lower case, into EIP-55's form", () => {
    for (const address of EIP55_EXAMPLES) {
      expect(toChecksumAddress(address.toLowerCase())).toBe(address);
      expect(toChecksumAddress(address.slice(2).toUpperCase())).toBe(address);
    }
  });

  it('agrees with the test verifier on any 20 bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
        const address = toChecksumAddress(Buffer.from(bytes).toString('hex'));
        expect(address).toBe(eip55(address));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses what is not 40 hex digits', () => {
    for (const bad of ['', '0x', '0x1234', `0x${'g'.repeat(40)}`, `0x${'a'.repeat(41)}`]) expect(() => toChecksumAddress(bad)).toThrow(/40 hex digits/);
  });
});

describe('addresses of private keys', () => {
  it('gives the well-known addresses of keys 1, 2 and 3 (1 is the base point G)', () => {
    for (const [k, address] of SMALL_KEYS) expect([k, addressOfPrivateKey(key32(k))]).toEqual([k, address]);
  });

  it('takes keys 1 … n−1 only', () => {
    expect(isValidPrivateKey(key32(1n))).toBe(true);
    expect(isValidPrivateKey(key32(SECP256K1_ORDER - 1n))).toBe(true);
    for (const k of [0n, SECP256K1_ORDER, SECP256K1_ORDER + 1n, 2n ** 256n - 1n]) {
      expect([k, isValidPrivateKey(key32(k))]).toEqual([k, false]);
      expect(() => addressOfPrivateKey(key32(k))).toThrow(/Not a secp256k1 private key/);
    }
    expect(isValidPrivateKey(new Uint8Array(31).fill(1))).toBe(false);
    expect(isValidPrivateKey(new Uint8Array(33).fill(1))).toBe(false);
  });

  it('tries the next counter while a candidate is 0 or ≥ n, and gives up after the limit', () => {
    const candidates = [key32(0n), key32(SECP256K1_ORDER), key32(2n ** 256n - 1n), key32(7n)];
    const tried: number[] = [];
    const chosen = firstValidPrivateKey((counter) => {
      tried.push(counter);
      return candidates[counter] as Uint8Array;
    });
    expect(tried).toEqual([0, 1, 2, 3]);
    expect(chosen.counter).toBe(3);
    expect(Buffer.from(chosen.key).equals(Buffer.from(key32(7n)))).toBe(true);
    expect(() => firstValidPrivateKey(() => key32(0n), 5)).toThrow(/No valid private key in 5/);
  });
});

describe('burn address derivation', () => {
  it('names the path by asset, account number and index', () => {
    expect(burnDerivationPath('FIDD', 'M52008113', 0)).toBe('fidd-burn/v1/M52008113/0');
    expect(burnDerivationPath('FIDD', 'M52008121', 17)).toBe('fidd-burn/v1/M52008121/17');
    for (const bad of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) expect(() => burnDerivationPath('FIDD', 'M52008113', bad)).toThrow(RangeError);
  });

  it('gives the documented example (docs/gateway.md)', () => {
    expect(Buffer.from(deriveBurnPrivateKey(EXAMPLE_MASTER, 'fidd-burn/v1/M52008113/0')).toString('hex')).toBe(
      'de024d22c9ab98052f0de3a3e64349cf1c77e107a56b56e51ecad55982c619b9',
    );
    expect(deriveBurnAddress(EXAMPLE_MASTER, 'FIDD', 'M52008113', 0)).toBe('0xA8D3c3b62D48511ffed78091E50f21ABD70B2ac1');
    expect(deriveBurnAddress(EXAMPLE_MASTER, 'FIDD', 'M52008113', 1)).toBe('0x7beDd7fbdc2557ECCbd9b66e662542CD7Bb6b782');
    expect(deriveBurnAddress(EXAMPLE_MASTER, 'FIDD', 'M52008121', 0)).toBe('0x52F742049fe5AE03b641a3307811A713B0180CD1');
  });

  it('is the scheme the docs describe, recomputed with an independent keccak, for any master, account and index', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.stringMatching(/^[A-Z0-9]{6,20}$/),
        fc.nat({ max: 1_000_000 }),
        (master, account, index) => {
          const address = deriveBurnAddress(master, 'FIDD', account, index);
          expect(address).toBe(independently(master, 'FIDD', account, index));
          expect(isEip55(address)).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('is deterministic, and differs with the master, the account, the index or the asset', () => {
    const other = Uint8Array.from({ length: 32 }, (_, i) => 255 - i);
    const base = deriveBurnAddress(EXAMPLE_MASTER, 'FIDD', 'M52008113', 4);
    expect(deriveBurnAddress(Uint8Array.from(EXAMPLE_MASTER), 'FIDD', 'M52008113', 4)).toBe(base);
    const variants = [
      deriveBurnAddress(other, 'FIDD', 'M52008113', 4),
      deriveBurnAddress(EXAMPLE_MASTER, 'FIDD', 'M52008121', 4),
      deriveBurnAddress(EXAMPLE_MASTER, 'FIDD', 'M52008113', 5),
      deriveBurnAddress(EXAMPLE_MASTER, 'USDX', 'M52008113', 4),
    ];
    expect(new Set([base, ...variants]).size).toBe(5);
  });
});

describe('the burn master secret', () => {
  const secretRows = (db: ReturnType<typeof openDatabase>) => db.prepare('SELECT name, length(value) AS bytes FROM gateway_secrets').all();

  it('is made once, 32 random bytes, and kept', () => {
    const db = openDatabase(':memory:');
    const first = ensureMasterSecret(db);
    expect(first).toHaveLength(32);
    expect(ensureMasterSecret(db).equals(first)).toBe(true);
    expect(secretRows(db)).toEqual([{ name: BURN_MASTER_SECRET_NAME, bytes: 32 }]);
    const another = openDatabase(':memory:');
    expect(ensureMasterSecret(another).equals(first)).toBe(false);
    db.close();
    another.close();
  });

  it('is taken from BURN_MASTER_SECRET for a database without one; the same one again is fine, another is refused without echoing it', () => {
    const db = openDatabase(':memory:');
    expect(ensureMasterSecret(db, EXAMPLE_MASTER_HEX).toString('hex')).toBe(EXAMPLE_MASTER_HEX);
    expect(ensureMasterSecret(db, EXAMPLE_MASTER_HEX.toUpperCase()).toString('hex')).toBe(EXAMPLE_MASTER_HEX);
    expect(ensureMasterSecret(db).toString('hex')).toBe(EXAMPLE_MASTER_HEX);
    const other = 'ab'.repeat(32);
    let message = '';
    try {
      ensureMasterSecret(db, other);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/not the burn master secret this database was made with/);
    expect(message).not.toContain(other);
    expect(ensureMasterSecret(db).toString('hex')).toBe(EXAMPLE_MASTER_HEX);
    db.close();
  });

  it('must be 64 hex digits', () => {
    for (const bad of ['', 'ab'.repeat(31), 'ab'.repeat(33), `${'ab'.repeat(31)}zz`, ` ${'ab'.repeat(32)}`]) {
      expect(() => parseMasterSecret(bad)).toThrow(/BURN_MASTER_SECRET must be 64 hex digits/);
    }
    const db = openDatabase(':memory:');
    expect(() => ensureMasterSecret(db, 'xyz')).toThrow(/64 hex digits/);
    expect(secretRows(db)).toEqual([]); // nothing stored
    db.close();
  });
});
