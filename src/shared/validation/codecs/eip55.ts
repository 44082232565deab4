// Ethereum addresses (EIP-55): 0x and 40 hex digits. Mixed case is a checksum: a letter is upper
// case when the matching nibble of keccak-256(lower-case hex) is 8 or more. All lower or all upper
// case carries no checksum and is accepted, as EIP-55 and ethers' getAddress do (ADR 0010).
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

export function toChecksumAddress(hex40: string): string {
  const lower = hex40.toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = '0x';
  for (let i = 0; i < 40; i += 1) {
    const c = lower[i] as string;
    out += parseInt(hash[i] as string, 16) >= 8 ? c.toUpperCase() : c;
  }
  return out;
}

export function isValidEthereumAddress(value: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) return false;
  const hex = value.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return toChecksumAddress(hex) === value;
}
