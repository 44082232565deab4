// Base58Check addresses (P2PKH / P2SH) of Bitcoin and Litecoin: base58, a version byte, a 20-byte
// hash and the first 4 bytes of sha256(sha256(payload)) as checksum (@scure/base, @noble/hashes).
import { sha256 } from '@noble/hashes/sha2';
import { createBase58check } from '@scure/base';

const codec = createBase58check(sha256);

/** The payload (version byte + 20-byte hash) of a base58check string, or null. */
export function decodeBase58Check(value: string): Uint8Array | null {
  if (value.length < 25 || value.length > 35) return null;
  try {
    const bytes = codec.decode(value);
    return bytes.length === 21 ? bytes : null;
  } catch {
    return null;
  }
}
