// The assets of the demo (spec part 2 §9 sample data) and their price models, plus 500 synthetic
// tokens (A001…A500) that only the Research Basket account holds: they show that a dashboard of
// 500 positions stays fast. Everything is generated from fixed seeds: same data on every reset.
import type { PriceModelRow } from '../domain/accounts/prices';
import type { SecurityRecord } from '../domain/accounts/securities';
import { seededRandom } from './random';

const CRYPTO_FEE = { feeCurrency: 'USD', withdrawFee: '15' } as const;

const deposit = (name: string, network: string) =>
  `Send only ${name} on the ${network} network to this address. Any other asset sent to it may be lost.`;
const withdraw = (name: string) => `${name} withdrawals cannot be reversed once broadcast. Check the recipient address before you submit.`;

export const DEMO_SECURITIES: readonly SecurityRecord[] = [
  {
    symbol: 'USD', displayOrder: 1, status: 'ACTIVE', type: 'fiat', fullName: 'US Dollar', abbreviation: 'USD', color: '#2e7d32',
    decimals: 2, truncatedDecimals: 2, maxDigits: 12, networkName: null, networkAsset: null, feeCurrency: 'USD', withdrawFee: '0',
    transferDecimals: 2, transferMin: '0.01', toaMakerMin: null, toaMakerMax: null, depositWarning: null, withdrawWarning: null,
  },
  {
    symbol: 'BTC', displayOrder: 2, status: 'ACTIVE', type: 'commodity', fullName: 'Bitcoin', abbreviation: 'BTC', color: '#f7931a',
    decimals: 8, truncatedDecimals: 8, maxDigits: 8, networkName: 'Bitcoin', networkAsset: 'BTC', ...CRYPTO_FEE,
    transferDecimals: 8, transferMin: '0.00001', toaMakerMin: '0.00001', toaMakerMax: '250',
    depositWarning: deposit('Bitcoin (BTC)', 'Bitcoin'), withdrawWarning: withdraw('Bitcoin'),
  },
  {
    symbol: 'ETH', displayOrder: 3, status: 'ACTIVE', type: 'commodity', fullName: 'Ethereum', abbreviation: 'ETH', color: '#627eea',
    decimals: 18, truncatedDecimals: 8, maxDigits: 9, networkName: 'Ethereum', networkAsset: 'ETH', ...CRYPTO_FEE,
    transferDecimals: 8, transferMin: '0.00000001', toaMakerMin: '0.00000001', toaMakerMax: '5000',
    depositWarning: deposit('Ether (ETH)', 'Ethereum'), withdrawWarning: withdraw('Ether'),
  },
  {
    symbol: 'FIDD', displayOrder: 4, status: 'ACTIVE', type: 'commodity', fullName: 'FIDD Digital Dollar', abbreviation: 'FIDD', color: '#1b6b4a',
    decimals: 18, truncatedDecimals: 8, maxDigits: 12, networkName: 'Ethereum', networkAsset: 'ETH', ...CRYPTO_FEE,
    transferDecimals: 8, transferMin: '0.00000001', toaMakerMin: '1', toaMakerMax: '50000000',
    depositWarning: deposit('FIDD (an ERC-20 token)', 'Ethereum'), withdrawWarning: withdraw('FIDD'),
  },
  {
    symbol: 'LTC', displayOrder: 5, status: 'ACTIVE', type: 'commodity', fullName: 'Litecoin', abbreviation: 'LTC', color: '#345d9d',
    decimals: 8, truncatedDecimals: 8, maxDigits: 9, networkName: 'Litecoin', networkAsset: 'LTC', ...CRYPTO_FEE,
    transferDecimals: 8, transferMin: '0.0001', toaMakerMin: null, toaMakerMax: null,
    depositWarning: deposit('Litecoin (LTC)', 'Litecoin'), withdrawWarning: withdraw('Litecoin'),
  },
  {
    symbol: 'XLM', displayOrder: 6, status: 'DISABLED', type: 'commodity', fullName: 'Stellar Lumens', abbreviation: 'XLM', color: '#3e1bdb',
    decimals: 7, truncatedDecimals: 7, maxDigits: 11, networkName: 'Stellar', networkAsset: 'XLM', ...CRYPTO_FEE,
    transferDecimals: 7, transferMin: '0.0000001', toaMakerMin: null, toaMakerMax: null,
    depositWarning: 'Stellar Lumens (XLM) deposits are disabled. Do not send XLM to this account.',
    withdrawWarning: 'Stellar Lumens (XLM) withdrawals are disabled. Please contact our Client Service Team.',
  },
];

export const DEMO_PRICE_MODELS: readonly PriceModelRow[] = [
  { symbol: 'USD', anchor: '1', volatility: 0, seed: 1 },
  { symbol: 'BTC', anchor: '71250', volatility: 0.2, seed: 7_031 },
  { symbol: 'ETH', anchor: '3480', volatility: 0.26, seed: 4_409 },
  { symbol: 'FIDD', anchor: '1', volatility: 0, seed: 2 },
  { symbol: 'LTC', anchor: '88.4', volatility: 0.3, seed: 9_127 },
  { symbol: 'XLM', anchor: '0.1185', volatility: 0.32, seed: 5_581 },
];

export const SYNTHETIC_ASSET_COUNT = 500;
export const syntheticSymbol = (n: number): string => `A${String(n).padStart(3, '0')}`;

const SYNTHETIC_DECIMALS = [6, 8, 8, 9, 12, 18, 18] as const;

/** A001…A500: ERC-20 style tokens with varied precision and prices from $0.50 to about $500. */
export function syntheticAssets(): { securities: SecurityRecord[]; models: PriceModelRow[] } {
  const random = seededRandom(0x5eed_a001);
  const securities: SecurityRecord[] = [];
  const models: PriceModelRow[] = [];
  for (let n = 1; n <= SYNTHETIC_ASSET_COUNT; n++) {
    const symbol = syntheticSymbol(n);
    const decimals = SYNTHETIC_DECIMALS[Math.floor(random() * SYNTHETIC_DECIMALS.length)] ?? 18;
    const color = `#${Math.floor(random() * 0xffffff).toString(16).padStart(6, '0')}`;
    securities.push({
      symbol, displayOrder: 100 + n, status: 'ACTIVE', type: 'commodity', fullName: `Research Token ${String(n).padStart(3, '0')}`,
      abbreviation: symbol, color, decimals, truncatedDecimals: Math.min(decimals, 8), maxDigits: 12,
      networkName: 'Ethereum', networkAsset: 'ETH', ...CRYPTO_FEE,
      transferDecimals: Math.min(decimals, 8), transferMin: `0.${'0'.repeat(Math.min(decimals, 8) - 1)}1`,
      toaMakerMin: null, toaMakerMax: null, depositWarning: `Send only ${symbol} (ERC-20) to this address.`, withdrawWarning: null,
    });
    // log-uniform from $0.50 to $500, 4 decimal places
    const anchor = (0.5 * 1000 ** random()).toFixed(4);
    models.push({ symbol, anchor, volatility: Number((0.15 + random() * 0.35).toFixed(3)), seed: 10_000 + n * 7919 });
  }
  return { securities, models };
}
