// Burn addresses: Ethereum addresses (FIDD is an ERC-20 token) derived from the gateway's master
// secret, so each is reproducible from (master, asset, account number, index) and nothing secret is
// stored per address.
//   path        '<asset in lower case>-burn/v1/<account number>/<index>'   ('fidd-burn/v1/M52008113/0')
//   private key the first 32 bytes of HMAC-SHA512(master, path), a scalar in [1, n) of secp256k1;
//               if it is not (probability about 2^-128), HMAC-SHA512(master, path + '#1'), '#2', …
//   public key  k·G on secp256k1 (node:crypto), uncompressed, without its 0x04 prefix (64 bytes)
//   address     the last 20 bytes of keccak-256(public key) (@noble/hashes), in EIP-55 checksum case
// The account number is part of the path, so two accounts never derive the same key; the database
// refuses a repeated address anyway (burn_addresses.wallet_address is UNIQUE). The keys are never
// used: the gateway only shows where to send tokens.
import { createECDH, createHmac } from 'node:crypto';
import { keccak_256 } from '@noble/hashes/sha3';

/** The order n of secp256k1's base point. */
export const SECP256K1_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const KEY_BYTES = 32;
const ADDRESS_HEX = /^[0-9a-fA-F]{40}$/;

const toHex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');

/** The derivation path of an account's index-th burn address for `asset` (a symbol such as 'FIDD'). */
export function burnDerivationPath(asset: string, accountNumber: string, index: number): string {
  if (!Number.isSafeInteger(index) || index < 0) throw new RangeError(`A burn address index is a whole number ≥ 0, not ${index}`);
  return `${asset.toLowerCase()}-burn/v1/${accountNumber}/${index}`;
}

/** Whether 32 big-endian bytes are a valid secp256k1 private key: 0 < k < n. */
export function isValidPrivateKey(key: Uint8Array): boolean {
  if (key.length !== KEY_BYTES) return false;
  const k = BigInt(`0x${toHex(key)}`);
  return k > 0n && k < SECP256K1_ORDER;
}

/**
 * The first candidate (counter 0, 1, 2, …) that is a valid private key. `candidate(counter)` gives
 * 32 bytes; the rule is separate from the HMAC so the (astronomically rare) retry can be tested.
 */
export function firstValidPrivateKey(candidate: (counter: number) => Uint8Array, maxTries = 16): { key: Uint8Array; counter: number } {
  for (let counter = 0; counter < maxTries; counter++) {
    const key = candidate(counter);
    if (isValidPrivateKey(key)) return { key, counter };
  }
  throw new Error(`No valid private key in ${maxTries} candidates`);
}

/** The private key of a derivation path (see the top of this file). */
export function deriveBurnPrivateKey(master: Uint8Array, path: string): Uint8Array {
  const { key } = firstValidPrivateKey((counter) =>
    createHmac('sha512', master)
      .update(counter === 0 ? path : `${path}#${counter}`, 'utf8')
      .digest()
      .subarray(0, KEY_BYTES),
  );
  return key;
}

/** '0x' and the 40 hex digits of `address` in EIP-55 checksum case (a letter is upper case where keccak-256 of the lower-case hex has a nibble ≥ 8). */
export function toChecksumAddress(address: string): string {
  const hex = address.startsWith('0x') || address.startsWith('0X') ? address.slice(2) : address;
  if (!ADDRESS_HEX.test(hex)) throw new Error('An Ethereum address is 40 hex digits');
  const lower = hex.toLowerCase();
  const hash = toHex(keccak_256(lower)); // the ASCII bytes of the lower-case hex
  let out = '0x';
  for (let i = 0; i < lower.length; i++) {
    const char = lower[i] as string;
    out += parseInt(hash[i] as string, 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

/** The EIP-55 address of a secp256k1 private key (32 bytes, 0 < k < n). */
export function addressOfPrivateKey(key: Uint8Array): string {
  if (!isValidPrivateKey(key)) throw new RangeError('Not a secp256k1 private key');
  const ecdh = createECDH('secp256k1');
  ecdh.setPrivateKey(key);
  const publicKey = ecdh.getPublicKey(); // uncompressed: 0x04 ‖ x ‖ y
  // A plain Uint8Array copy: @noble/hashes checks `instanceof Uint8Array`, which a Buffer of another
  // realm (Jest's sandbox) fails.
  return toChecksumAddress(toHex(keccak_256(Uint8Array.from(publicKey.subarray(1))).subarray(12)));
}

/** The account's index-th burn address for `asset`. */
export function deriveBurnAddress(master: Uint8Array, asset: string, accountNumber: string, index: number): string {
  return addressOfPrivateKey(deriveBurnPrivateKey(master, burnDerivationPath(asset, accountNumber, index)));
}
