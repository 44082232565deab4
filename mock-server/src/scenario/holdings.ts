// The demo accounts' settings, enabled assets and months of ledger history (docs/gateway.md has
// the table). Each account has a plan; the plan's events get times from the account's own seeded
// stream and run in time order through AccountHistory. Pending (unsettled) events sit in the last
// hours before `asOf`, the instant the history ends at.
import type { SdaiStatus } from '../../../src/api/contract/accountsGateway';
import type { LedgerEntry } from '../domain/accounts/ledger';
import { parseDecimal } from '../domain/platform/money';
import { toPriceModel } from '../domain/accounts/prices';
import { DEMO_PRICE_MODELS, DEMO_SECURITIES, SYNTHETIC_ASSET_COUNT, syntheticAssets, syntheticSymbol } from './assets';
import { AccountHistory, USD, type AssetInfo } from './history';
import { between, seedOf, seededRandom, type Random } from './random';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Pending =
  | { kind: 'deposit'; symbol: string; usd: number; hoursAgo: number }
  | { kind: 'withdrawal'; symbol: string; share: number; hoursAgo: number }
  | { kind: 'buy'; symbol: string; usd: number; hoursAgo: number }
  | { kind: 'wireIn'; usd: number; hoursAgo: number }
  | { kind: 'mint'; usd: number; hoursAgo: number };

export interface HoldingPlan {
  accountNumber: string;
  settings: { sdaiStatus: SdaiStatus; aaActivationPeriod: string | null; transparentAddressEnabled: boolean };
  /** Digital assets that may be received and sent on account (USD is always enabled, by wire). */
  transferAssets: readonly string[];
  openedDaysAgo: number;
  /** Trades and transfers fall in the last this many days (default: the account's whole life). */
  activeDays?: number;
  /**
   * A plan of thousands of events: in a light scenario (ScenarioOptions.busyDesk false, most
   * gateway tests) each count is cut to a hundredth, so seeding stays fast.
   */
  busy?: boolean;
  fundingUsd: number;
  monthlyFeeUsd: number;
  /** [asset, dollars in all, number of buys] */
  buys?: ReadonlyArray<readonly [string, number, number]>;
  /** [asset, dollars each, count]: deposits from external wallets. */
  inbound?: ReadonlyArray<readonly [string, number, number]>;
  /** [asset, share of what is available, count]: withdrawals to external wallets (each with its fee). */
  withdrawals?: ReadonlyArray<readonly [string, number, number]>;
  sells?: ReadonlyArray<readonly [string, number, number]>;
  /** [dollars each, count] */
  wiresIn?: readonly [number, number];
  wiresOut?: readonly [number, number];
  mints?: readonly [number, number];
  burns?: readonly [number, number];
  /** [asset, signed decimal amount, days ago, description] */
  adjustments?: ReadonlyArray<readonly [string, string, number, string]>;
  pending?: readonly Pending[];
  /** The Research Basket's 500 tokens. */
  basket?: boolean;
}

const ALLOW_LIST_ON = { sdaiStatus: 'ENABLED', aaActivationPeriod: '3 Days', transparentAddressEnabled: false } as const;
const ALLOW_LIST_OFF = { sdaiStatus: 'DISABLED', aaActivationPeriod: null, transparentAddressEnabled: false } as const;
const CUSTODY_ASSETS = ['BTC', 'ETH', 'FIDD', 'LTC'] as const;

export const HOLDING_PLANS: readonly HoldingPlan[] = [
  {
    accountNumber: 'C40017238', // Harborline – Main Custody (demo.plain)
    settings: { ...ALLOW_LIST_ON, transparentAddressEnabled: true },
    transferAssets: CUSTODY_ASSETS,
    openedDaysAgo: 300, fundingUsd: 40_000_000, monthlyFeeUsd: 1_250,
    buys: [['BTC', 12_000_000, 8], ['ETH', 6_000_000, 6], ['FIDD', 2_500_000, 3], ['LTC', 600_000, 4]],
    inbound: [['BTC', 850_000, 2], ['ETH', 400_000, 2]],
    withdrawals: [['BTC', 0.08, 1], ['ETH', 0.12, 2], ['LTC', 0.2, 1]],
    sells: [['ETH', 0.1, 1]],
    wiresIn: [2_500_000, 2], wiresOut: [1_800_000, 2],
    adjustments: [['BTC', '0.00420000', 41, 'Manual adjustment: custody reconciliation']],
    pending: [
      { kind: 'deposit', symbol: 'BTC', usd: 90_000, hoursAgo: 6 },
      { kind: 'withdrawal', symbol: 'ETH', share: 0.05, hoursAgo: 3 },
      { kind: 'buy', symbol: 'LTC', usd: 150_000, hoursAgo: 1 },
    ],
  },
  {
    accountNumber: 'S40017246', // Harborline – Fund II Sub-Custody; holds the disabled XLM
    settings: ALLOW_LIST_OFF,
    transferAssets: ['BTC', 'ETH'],
    openedDaysAgo: 210, fundingUsd: 6_000_000, monthlyFeeUsd: 400,
    buys: [['BTC', 1_800_000, 4], ['ETH', 1_100_000, 3]],
    inbound: [['XLM', 275_000, 1]],
    withdrawals: [['BTC', 0.1, 1]],
    pending: [{ kind: 'deposit', symbol: 'ETH', usd: 60_000, hoursAgo: 4 }],
  },
  {
    accountNumber: 'L40017254', // Harborline – Prime Collateral
    settings: { sdaiStatus: 'PENDING_DISABLEMENT', aaActivationPeriod: '3 Days', transparentAddressEnabled: false },
    transferAssets: ['BTC'],
    openedDaysAgo: 150, fundingUsd: 15_000_000, monthlyFeeUsd: 600,
    buys: [['BTC', 6_000_000, 3]],
    pending: [{ kind: 'wireIn', usd: 750_000, hoursAgo: 2 }],
  },
  {
    accountNumber: 'C40017262', // Harborline – Research Basket: 500 tokens
    settings: ALLOW_LIST_OFF,
    transferAssets: ['BTC', 'ETH'],
    openedDaysAgo: 120, fundingUsd: 3_000_000, monthlyFeeUsd: 300,
    buys: [['BTC', 250_000, 2], ['ETH', 150_000, 2]],
    basket: true,
  },
  {
    accountNumber: 'M52008113', // Meridian – Primary Market Making (demo.mm)
    settings: ALLOW_LIST_OFF,
    transferAssets: ['FIDD'],
    openedDaysAgo: 270, fundingUsd: 25_000_000, monthlyFeeUsd: 2_000,
    wiresIn: [6_000_000, 6], mints: [4_500_000, 10], burns: [0.18, 5],
    pending: [{ kind: 'mint', usd: 3_000_000, hoursAgo: 2 }],
  },
  {
    accountNumber: 'M52008121', // Meridian – Secondary Market Making
    settings: ALLOW_LIST_OFF,
    transferAssets: ['FIDD'],
    openedDaysAgo: 90, fundingUsd: 5_000_000, monthlyFeeUsd: 500,
    wiresIn: [1_500_000, 2], mints: [1_200_000, 4], burns: [0.25, 1],
  },
  {
    accountNumber: 'M97001015', // Saltmarsh – Market Making (demo.mmnew): no burn yet
    settings: ALLOW_LIST_OFF,
    transferAssets: ['FIDD'],
    openedDaysAgo: 100, fundingUsd: 2_000_000, monthlyFeeUsd: 300,
    wiresIn: [400_000, 3], mints: [350_000, 4],
  },
  {
    accountNumber: 'M63004417', // Tidewater – Market Making (demo.mixed)
    settings: ALLOW_LIST_OFF,
    transferAssets: ['FIDD'],
    openedDaysAgo: 200, fundingUsd: 12_000_000, monthlyFeeUsd: 900,
    wiresIn: [3_000_000, 3], mints: [2_400_000, 6], burns: [0.2, 2],
  },
  {
    accountNumber: 'C63004425', // Tidewater – Treasury Custody (demo.mixed)
    settings: { ...ALLOW_LIST_ON, aaActivationPeriod: '7 Days' },
    transferAssets: CUSTODY_ASSETS,
    openedDaysAgo: 240, fundingUsd: 5_000_000, monthlyFeeUsd: 350,
    buys: [['BTC', 1_500_000, 4], ['ETH', 700_000, 3], ['FIDD', 300_000, 2]],
    withdrawals: [['ETH', 0.15, 1]],
    pending: [{ kind: 'deposit', symbol: 'BTC', usd: 45_000, hoursAgo: 5 }],
  },
  {
    accountNumber: 'C74002019', // Northgate – Digital Assets Custody (maker, checker, viewer)
    settings: ALLOW_LIST_ON,
    transferAssets: CUSTODY_ASSETS,
    openedDaysAgo: 330, fundingUsd: 60_000_000, monthlyFeeUsd: 3_000,
    buys: [['BTC', 20_000_000, 10], ['ETH', 8_000_000, 6], ['LTC', 1_000_000, 3], ['FIDD', 1_500_000, 2]],
    inbound: [['ETH', 1_200_000, 1]],
    withdrawals: [['BTC', 0.05, 2], ['ETH', 0.1, 1]],
    wiresOut: [2_000_000, 1],
    adjustments: [['ETH', '-0.002315000000000000', 63, 'Manual adjustment: network fee correction']],
    pending: [{ kind: 'withdrawal', symbol: 'BTC', share: 0.02, hoursAgo: 2 }],
  },
  {
    accountNumber: 'C74002027', // Northgate – Strategic Reserve
    settings: ALLOW_LIST_OFF,
    transferAssets: ['BTC', 'ETH'],
    openedDaysAgo: 360, fundingUsd: 20_000_000, monthlyFeeUsd: 800,
    buys: [['BTC', 10_000_000, 4], ['ETH', 2_000_000, 2]],
  },
  {
    accountNumber: 'C85006631', // Liffey Bay – Digital Custody (demo.ie)
    settings: ALLOW_LIST_ON,
    transferAssets: CUSTODY_ASSETS,
    openedDaysAgo: 180, fundingUsd: 8_000_000, monthlyFeeUsd: 450,
    buys: [['BTC', 2_500_000, 5], ['ETH', 1_500_000, 4], ['LTC', 200_000, 2], ['FIDD', 500_000, 2]],
    withdrawals: [['LTC', 0.3, 1]],
    pending: [{ kind: 'deposit', symbol: 'LTC', usd: 25_000, hoursAgo: 8 }],
  },
  {
    accountNumber: 'C91005218', // Larkspur Endowment – Custody (demo.strict, demo.strict2): four-eyes on every transfer
    settings: ALLOW_LIST_ON,
    transferAssets: CUSTODY_ASSETS,
    openedDaysAgo: 200, fundingUsd: 15_000_000, monthlyFeeUsd: 700,
    buys: [['BTC', 5_000_000, 4], ['ETH', 2_500_000, 3]],
    wiresOut: [500_000, 1],
  },
  {
    accountNumber: 'C88004012', // Kestrel Point – Active Trading Custody (demo.busy): > 10 000 records in 30 days
    settings: ALLOW_LIST_ON,
    transferAssets: CUSTODY_ASSETS,
    openedDaysAgo: 120, activeDays: 29, busy: true, fundingUsd: 400_000_000, monthlyFeeUsd: 5_000,
    buys: [['BTC', 90_000_000, 2_200], ['ETH', 45_000_000, 1_600], ['LTC', 6_000_000, 700], ['FIDD', 8_000_000, 500]],
    sells: [['BTC', 0.004, 1_300], ['ETH', 0.005, 900], ['LTC', 0.01, 300]],
    inbound: [['BTC', 40_000, 700], ['ETH', 25_000, 600], ['LTC', 5_000, 200]],
    withdrawals: [['BTC', 0.002, 500], ['ETH', 0.003, 400], ['FIDD', 0.01, 200]],
    wiresIn: [1_000_000, 150], wiresOut: [600_000, 120],
    adjustments: [
      ['BTC', '0.00150000', 75, 'Manual adjustment: custody reconciliation'],
      ['USD', '25000.00', 12, 'Manual adjustment: fee rebate'],
      ['ETH', '-0.010000000000000000', 9, 'Manual adjustment: network fee correction'],
      // A memo as a spreadsheet would run it: the exports must neutralise it (OWASP CSV injection).
      ['LTC', '0.25000000', 5, '=HYPERLINK("http://example.invalid","reconciliation")'],
    ],
    pending: [
      { kind: 'deposit', symbol: 'ETH', usd: 80_000, hoursAgo: 3 },
      { kind: 'withdrawal', symbol: 'BTC', share: 0.01, hoursAgo: 2 },
      { kind: 'buy', symbol: 'BTC', usd: 250_000, hoursAgo: 1 },
    ],
  },
];

interface Step {
  at: number;
  run: (h: AccountHistory, at: number) => void;
}

function stepsOf(plan: HoldingPlan, asOf: number, random: Random, light: boolean): Step[] {
  const opened = asOf - plan.openedDaysAgo * DAY;
  // A time on a day between `fromDaysAgo` and `toDaysAgo`, during US business hours-ish, to the second.
  const someTime = (fromDaysAgo: number, toDaysAgo: number) =>
    Math.floor((asOf - between(random, toDaysAgo, fromDaysAgo) * DAY) / 1000) * 1000;
  const lifetime = (n: number) => Array.from({ length: light && plan.busy ? Math.ceil(n / 100) : n }, () => someTime(Math.min(plan.openedDaysAgo - 1, plan.activeDays ?? Infinity), 2));
  const jitter = () => between(random, 0.6, 1.4);
  const steps: Step[] = [{ at: opened, run: (h, at) => h.depositUsd(plan.fundingUsd, at, 'Incoming wire: initial funding') }];

  for (let month = 1; opened + month * 30 * DAY < asOf - DAY; month++) {
    steps.push({ at: opened + month * 30 * DAY, run: (h, at) => h.fee(plan.monthlyFeeUsd, at, 'Monthly custody fee') });
  }
  for (const [symbol, dollars, count] of plan.buys ?? []) {
    for (const t of lifetime(count)) steps.push({ at: t, run: (h, at) => h.buy(symbol, (dollars / count) * jitter(), at) });
  }
  for (const [symbol, dollars, count] of plan.inbound ?? []) {
    for (const t of lifetime(count)) steps.push({ at: t, run: (h, at) => h.depositWorth(symbol, dollars * jitter(), at, 'Deposit from external wallet') });
  }
  for (const [symbol, share, count] of plan.withdrawals ?? []) {
    for (const t of lifetime(count)) steps.push({ at: t, run: (h, at) => h.withdrawShare(symbol, share, at, 'Withdrawal to external wallet') });
  }
  for (const [symbol, share, count] of plan.sells ?? []) {
    for (const t of lifetime(count)) steps.push({ at: t, run: (h, at) => h.sellShare(symbol, share, at) });
  }
  if (plan.wiresIn) {
    const [dollars, count] = plan.wiresIn;
    for (const t of lifetime(count)) steps.push({ at: t, run: (h, at) => h.depositUsd(dollars * jitter(), at, 'Incoming wire') });
  }
  if (plan.wiresOut) {
    const [dollars, count] = plan.wiresOut;
    for (const t of lifetime(count)) steps.push({ at: t, run: (h, at) => h.withdraw(USD, BigInt(Math.round(dollars * jitter())) * 100n, at, 'Outgoing wire') });
  }
  if (plan.mints) {
    const [dollars, count] = plan.mints;
    for (const t of lifetime(count)) steps.push({ at: t, run: (h, at) => h.mint('FIDD', dollars * jitter(), at) });
  }
  if (plan.burns) {
    const [share, count] = plan.burns;
    for (const t of lifetime(count)) steps.push({ at: t, run: (h, at) => h.burnShare('FIDD', share, at) });
  }
  for (const [symbol, amount, daysAgo, description] of plan.adjustments ?? []) {
    steps.push({ at: someTime(daysAgo, daysAgo - 0.5), run: (h, at) => h.adjust(symbol, units(symbol, amount), at, description) });
  }
  if (plan.basket) steps.push(...basketSteps(plan, asOf, random));
  for (const p of plan.pending ?? []) {
    const at = asOf - p.hoursAgo * HOUR;
    switch (p.kind) {
      case 'deposit':
        steps.push({ at, run: (h, t) => h.depositWorth(p.symbol, p.usd, t, 'Deposit from external wallet (awaiting confirmations)', false) });
        break;
      case 'withdrawal':
        steps.push({ at, run: (h, t) => h.withdrawShare(p.symbol, p.share, t, 'Withdrawal to external wallet (broadcast)', false) });
        break;
      case 'buy':
        steps.push({ at, run: (h, t) => h.buy(p.symbol, p.usd, t, false) });
        break;
      case 'wireIn':
        steps.push({ at, run: (h, t) => h.depositUsd(p.usd, t, 'Incoming wire (pending)', false) });
        break;
      case 'mint':
        steps.push({ at, run: (h, t) => h.mint('FIDD', p.usd, t, false) });
        break;
    }
  }
  return steps;
}

/** Each token arrives once from an external wallet; some are topped up or partly withdrawn later. */
function basketSteps(plan: HoldingPlan, asOf: number, random: Random): Step[] {
  const steps: Step[] = [];
  for (let n = 1; n <= SYNTHETIC_ASSET_COUNT; n++) {
    const symbol = syntheticSymbol(n);
    const daysAgo = between(random, 3, plan.openedDaysAgo - 2);
    const dollars = Math.round(between(random, 2_000, 60_000));
    steps.push({ at: timeAgo(asOf, daysAgo), run: (h, at) => h.depositWorth(symbol, dollars, at, 'Deposit from external wallet') });
    const extra = random();
    if (extra < 0.12) {
      const later = between(random, 1, daysAgo - 0.5);
      const more = Math.round(between(random, 1_000, 20_000));
      steps.push({ at: timeAgo(asOf, later), run: (h, at) => h.buy(symbol, more, at) });
    } else if (extra < 0.18) {
      const later = between(random, 1, daysAgo - 0.5);
      const share = between(random, 0.2, 0.5);
      steps.push({ at: timeAgo(asOf, later), run: (h, at) => h.withdrawShare(symbol, share, at, 'Withdrawal to external wallet') });
    }
  }
  return steps;
}

const timeAgo = (asOf: number, daysAgo: number) => Math.floor((asOf - daysAgo * DAY) / 1000) * 1000;

function units(symbol: string, amount: string): bigint {
  const security = DEMO_SECURITIES.find((s) => s.symbol === symbol);
  const parsed = security ? parseDecimal(amount, security.decimals) : null;
  if (parsed === null) throw new Error(`Bad demo amount ${amount} ${symbol}`);
  return parsed;
}

let assetInfo: Map<string, AssetInfo> | null = null;

function demoAssetInfo(): Map<string, AssetInfo> {
  if (assetInfo) return assetInfo;
  const { securities, models } = syntheticAssets();
  const allModels = new Map([...DEMO_PRICE_MODELS, ...models].map((m) => [m.symbol, toPriceModel(m)]));
  assetInfo = new Map(
    [...DEMO_SECURITIES, ...securities].map((s) => {
      const model = allModels.get(s.symbol);
      if (!model) throw new Error(`No price model for ${s.symbol}`);
      return [s.symbol, { decimals: s.decimals, model }];
    }),
  );
  return assetInfo;
}

/** Every plan's ledger entries, ending at `asOf`, in booking order (light: busy plans cut to a hundredth). */
export function demoLedger(asOf: number, light = false): LedgerEntry[] {
  const assets = demoAssetInfo();
  return HOLDING_PLANS.flatMap((plan) => {
    const random = seededRandom(seedOf(plan.accountNumber));
    const history = new AccountHistory(plan.accountNumber, assets);
    const steps = stepsOf(plan, asOf, random, light);
    // A stable sort: steps at the same instant keep their plan order.
    steps.sort((a, b) => a.at - b.at);
    for (const step of steps) step.run(history, Math.min(step.at, asOf - 60_000));
    return history.entries;
  });
}
