// An EIP-55 checksum written for the tests with js-sha3's keccak-256, independent of the gateway's
// (@noble/hashes): a letter of the address is upper case exactly where the keccak-256 of the
// lower-case hex digits (as ASCII) has a nibble of 8 or more.
import { keccak256 } from 'js-sha3';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The EIP-55 form of an address given in any case. */
export function eip55(address: string): string {
  if (!ADDRESS.test(address)) throw new Error(`not an address: ${address}`);
  const lower = address.slice(2).toLowerCase();
  const hash = keccak256(lower);
  return `0x${[...lower].map((c, i) => (parseInt(hash[i] ?? '0', 16) >= 8 ? c.toUpperCase() : c)).join('')}`;
}

/** Whether `address` is '0x' and 40 hex digits in exactly the EIP-55 case. */
export const isEip55 = (address: string): boolean => ADDRESS.test(address) && eip55(address) === address;

/** The address of an uncompressed secp256k1 public key (65 bytes, 0x04 first), in EIP-55 case. */
export function addressOfPublicKey(publicKey: Uint8Array): string {
  if (publicKey.length !== 65 || publicKey[0] !== 4) throw new Error('an uncompressed public key is 65 bytes starting 0x04');
  return eip55(`0x${keccak256(Array.from(publicKey.subarray(1))).slice(24)}`);
}

/** The address with the case of its first letter (a–f) turned over: a wrong checksum. */
export function withOneLetterFlipped(address: string): string {
  const i = address.slice(2).search(/[a-fA-F]/) + 2;
  if (i < 2) throw new Error(`no letter in ${address}`);
  const c = address[i] as string;
  return address.slice(0, i) + (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) + address.slice(i + 1);
}
