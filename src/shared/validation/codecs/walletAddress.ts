// A wallet address valid for its network (spec part 1 §5, part 2 §5): BTC and LTC by base58check
// (version bytes per network) or segwit (hrp bc / ltc), ETH (and its ERC-20 tokens) by EIP-55.
import { decodeBase58Check } from './base58check';
import { isValidEthereumAddress } from './eip55';
import { decodeSegwit } from './segwit';

export const WALLET_NETWORKS = ['BTC', 'ETH', 'LTC'] as const;
export type WalletNetwork = (typeof WALLET_NETWORKS)[number];

/** Base58check version bytes and bech32 prefix per UTXO network (mainnet). */
const UTXO = {
  BTC: { versions: [0x00, 0x05], hrp: 'bc' },
  LTC: { versions: [0x30, 0x32], hrp: 'ltc' },
} as const;

export const isWalletNetwork = (value: unknown): value is WalletNetwork =>
  typeof value === 'string' && (WALLET_NETWORKS as readonly string[]).includes(value);

/** Network names as account details list them (enabledNetworks) and the codec of each. */
const NETWORK_NAMES: Record<string, WalletNetwork> = { Bitcoin: 'BTC', Ethereum: 'ETH', Litecoin: 'LTC' };

/** The codec of a network given by symbol (ETH) or by name (Ethereum); null when none is known. */
export function walletNetworkOf(network: unknown): WalletNetwork | null {
  if (isWalletNetwork(network)) return network;
  return typeof network === 'string' && Object.hasOwn(NETWORK_NAMES, network) ? (NETWORK_NAMES[network] as WalletNetwork) : null;
}

export function isValidWalletAddress(network: WalletNetwork, address: string): boolean {
  if (typeof address !== 'string' || address.length > 100) return false;
  if (network === 'ETH') return isValidEthereumAddress(address);
  const rules = UTXO[network];
  const payload = decodeBase58Check(address);
  if (payload) return (rules.versions as readonly number[]).includes(payload[0] as number);
  return decodeSegwit(address, rules.hrp) !== null;
}
