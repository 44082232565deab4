// Writes the scenario's assets, price models, account settings and enabled assets, entitlements
// and ledger history. Every reset of every test runs this, so the rows are made once per process
// (the ledger: once per asOf) and written with positional prepared statements.
import type { Db } from '../db/database';
import { ACTION_CATALOGUE } from '../domain/accounts/entitlements';
import { LedgerBalances } from '../domain/accounts/ledgerBalances';
import { DEMO_PRICE_MODELS, DEMO_SECURITIES, syntheticAssets } from './assets';
import { DEMO_USERS } from './demoUsers';
import { demoActions } from './entitlements';
import { DEMO_FIRMS } from './firms';
import { HOLDING_PLANS, demoLedger } from './holdings';

type Cell = string | number | bigint | null;
type Rows = Cell[][];

function insertRows(db: Db, table: string, columns: readonly string[], rows: Rows): void {
  const insert = db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
  for (const row of rows) insert.run(...row);
}

interface CatalogueRows {
  securities: Rows;
  models: Rows;
  settings: Rows;
  accountAssets: Rows;
  actions: Rows;
  entitlements: Rows;
}

let catalogue: CatalogueRows | null = null;

function catalogueRows(): CatalogueRows {
  if (catalogue) return catalogue;
  const synthetic = syntheticAssets();
  const securities = [...DEMO_SECURITIES, ...synthetic.securities];
  const accountAssets: Rows = [];
  for (const plan of HOLDING_PLANS) {
    accountAssets.push([plan.accountNumber, 'USD', 0, 0]);
    for (const symbol of plan.transferAssets) accountAssets.push([plan.accountNumber, symbol, 1, 1]);
  }
  const entitlements: Rows = [];
  for (const u of DEMO_USERS) {
    const firm = DEMO_FIRMS.find((f) => f.id === u.firmId);
    for (const a of firm?.accounts ?? []) for (const name of demoActions(u.username, a.type)) entitlements.push([u.username, a.accountNumber, name]);
  }
  catalogue = {
    securities: securities.map((s) => [
        s.symbol, s.displayOrder, s.status, s.type, s.fullName, s.abbreviation, s.color, s.decimals, s.truncatedDecimals, s.maxDigits,
        s.networkName, s.networkAsset, s.feeCurrency, s.withdrawFee, s.transferDecimals, s.transferMin, s.toaMakerMin, s.toaMakerMax,
      s.depositWarning, s.withdrawWarning,
    ]),
    models: [...DEMO_PRICE_MODELS, ...synthetic.models].map((m) => [m.symbol, m.anchor, m.volatility, m.seed]),
    settings: HOLDING_PLANS.map((p) => [p.accountNumber, p.settings.sdaiStatus, p.settings.aaActivationPeriod, p.settings.transparentAddressEnabled ? 1 : 0, 5, 5]),
    accountAssets,
    actions: ACTION_CATALOGUE.map((a, i) => [a.name, i + 1, JSON.stringify(a.permissions), a.description]),
    entitlements,
  };
  return catalogue;
}

const ledgers = new Map<string, Rows>();

function ledgerRows(asOf: number, light: boolean): Rows {
  const key = `${asOf} ${light}`;
  let rows = ledgers.get(key);
  if (!rows) {
    if (ledgers.size >= 4) ledgers.clear();
    rows = demoLedger(asOf, light).map((e): Cell[] => [
      e.accountNumber, e.symbol, e.kind, e.units.toString(), e.settled ? 1 : 0, e.costBasisCents, e.bookedAt, e.description,
    ]);
    ledgers.set(key, rows);
  }
  return rows;
}

/** An account's ledger as the burn history is dated around it: its first entry and its burns, oldest first. */
export interface BurnTimeline {
  firstEntryAt: number;
  burnsAt: number[];
}

const BURN_DESCRIPTION = /^Burn [A-Z0-9]+$/;

/**
 * Each account's first entry and the times of its burns (the token leg of a burn: a negative trade
 * described 'Burn <token>'), from the same rows the seed writes for `asOf`.
 */
export function burnTimelines(asOf: number, token: string): Map<string, BurnTimeline> {
  // The busy plans hold no market-maker account: the light rows give the same timelines.
  const timelines = new Map<string, BurnTimeline>();
  for (const [account, symbol, kind, amount, , , bookedAt, description] of ledgerRows(asOf, true)) {
    const at = bookedAt as number;
    let timeline = timelines.get(account as string);
    if (!timeline) {
      timeline = { firstEntryAt: at, burnsAt: [] };
      timelines.set(account as string, timeline);
    }
    timeline.firstEntryAt = Math.min(timeline.firstEntryAt, at);
    const isBurn = symbol === token && kind === 'trade' && String(amount).startsWith('-') && BURN_DESCRIPTION.test(String(description));
    if (isBurn) timeline.burnsAt.push(at);
  }
  for (const timeline of timelines.values()) timeline.burnsAt.sort((a, b) => a - b);
  return timelines;
}

/** Run inside the seeding transaction, after firms, accounts and users. */
export function insertHoldings(db: Db, asOf: number, light = false): void {
  const rows = catalogueRows();
  insertRows(
    db,
    'securities',
    [
      'symbol', 'display_order', 'status', 'type', 'full_name', 'abbreviation', 'color', 'decimals', 'truncated_decimals', 'max_digits',
      'network_name', 'network_asset', 'fee_currency', 'withdraw_fee', 'transfer_decimals', 'transfer_min', 'toa_maker_min', 'toa_maker_max',
      'deposit_warning', 'withdraw_warning',
    ],
    rows.securities,
  );
  insertRows(db, 'price_models', ['symbol', 'anchor', 'volatility', 'seed'], rows.models);
  insertRows(
    db,
    'account_settings',
    ['account_number', 'sdai_status', 'aa_activation_period', 'transparent_address_enabled', 'max_aa_permitted', 'max_wire_instructions_permitted'],
    rows.settings,
  );
  insertRows(db, 'account_assets', ['account_number', 'symbol', 'toa_in', 'toa_out'], rows.accountAssets);
  insertRows(db, 'entitlement_actions', ['name', 'display_order', 'permissions', 'description'], rows.actions);
  const entitlement = db.prepare(
    'INSERT INTO user_entitlements (user_id, account_number, action_name) SELECT id, ?, ? FROM users WHERE username = ?',
  );
  for (const [username, accountNumber, action] of rows.entitlements) entitlement.run(accountNumber, action, username);
  insertRows(
    db,
    'ledger_entries',
    ['account_number', 'symbol', 'kind', 'amount', 'settled', 'cost_basis_cents', 'booked_at', 'description'],
    ledgerRows(asOf, light),
  );
  new LedgerBalances(db).rebuild(); // the running balances and daily snapshots of those entries
}
