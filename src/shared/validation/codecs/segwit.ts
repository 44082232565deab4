// Segwit addresses (BIP-173 / BIP-350): witness version 0 uses bech32, versions 1 to 16 bech32m;
// a v0 program is 20 or 32 bytes, other versions 2 to 40 bytes (@scure/base).
import { bech32, bech32m } from '@scure/base';

export interface WitnessProgram {
  prefix: string;
  version: number;
  program: Uint8Array;
}

function tryDecode(coder: typeof bech32, value: string) {
  try {
    return coder.decode(value as `${string}1${string}`, 90);
  } catch {
    return null;
  }
}

/** The witness program of a segwit address with the expected human-readable part, or null. */
export function decodeSegwit(value: string, hrp: string): WitnessProgram | null {
  if (value.length > 90 || (value !== value.toLowerCase() && value !== value.toUpperCase())) return null;
  const asBech32 = tryDecode(bech32, value);
  const decoded = asBech32 ?? tryDecode(bech32m, value);
  if (!decoded || decoded.prefix !== hrp || decoded.words.length === 0) return null;
  const version = decoded.words[0] as number;
  if (version > 16) return null;
  // v0 must be bech32, v1+ bech32m (a taproot address in bech32 is refused).
  if ((version === 0) !== (asBech32 !== null)) return null;
  let program: Uint8Array;
  try {
    program = bech32.fromWords(decoded.words.slice(1));
  } catch {
    return null;
  }
  if (program.length < 2 || program.length > 40) return null;
  if (version === 0 && program.length !== 20 && program.length !== 32) return null;
  return { prefix: decoded.prefix, version, program };
}
