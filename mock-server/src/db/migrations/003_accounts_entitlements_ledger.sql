-- Accounts, entitlements and balances (spec part 2 §3, §6, §9): the assets the provider supports and
-- their price models, each account's settings and enabled assets, the entitlement actions and
-- each user's actions per account, and the ledger. Balances are never stored: they are sums of
-- ledger entries (domain/accounts/balances.ts). The catalogue tables are seeded by the scenario (a reset
-- empties every data table), not here.

-- The firm's business unit ('US', 'EU'): account details carry it while eu-trvl-rule is on.
ALTER TABLE firms ADD COLUMN business_unit TEXT NOT NULL DEFAULT 'US' CHECK (business_unit IN ('US', 'EU'));
-- The order accounts are listed in within their firm.
ALTER TABLE accounts ADD COLUMN display_order INTEGER NOT NULL DEFAULT 0;

-- An asset (SecurityDto). Amounts of it are integers of 10^-decimals units (cents, satoshi, wei).
-- Fees, minimums and limits are decimal strings: never floats for money.
CREATE TABLE securities (
  symbol                TEXT PRIMARY KEY CHECK (symbol GLOB '[A-Z0-9]*' AND length(symbol) BETWEEN 1 AND 10),
  display_order         INTEGER NOT NULL,
  status                TEXT NOT NULL CHECK (status IN ('ACTIVE', 'DISABLED')),
  type                  TEXT NOT NULL CHECK (type IN ('fiat', 'commodity')),
  full_name             TEXT NOT NULL,
  abbreviation          TEXT NOT NULL,
  color                 TEXT NOT NULL CHECK (color GLOB '#[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]'),
  decimals              INTEGER NOT NULL CHECK (decimals BETWEEN 0 AND 18),
  truncated_decimals    INTEGER NOT NULL CHECK (truncated_decimals BETWEEN 0 AND decimals),
  max_digits            INTEGER NOT NULL CHECK (max_digits BETWEEN 1 AND 18),
  network_name          TEXT,
  network_asset         TEXT,
  fee_currency          TEXT NOT NULL,
  withdraw_fee          TEXT NOT NULL CHECK (withdraw_fee GLOB '[0-9]*'),
  transfer_decimals     INTEGER NOT NULL CHECK (transfer_decimals BETWEEN 0 AND decimals),
  transfer_min          TEXT NOT NULL,
  toa_maker_min         TEXT,
  toa_maker_max         TEXT,
  deposit_warning       TEXT,
  withdraw_warning      TEXT,
  -- Fiat moves by wire and lives on no network; a digital asset lives on one.
  CHECK ((type = 'fiat') = (network_name IS NULL)),
  CHECK ((network_name IS NULL) = (network_asset IS NULL))
);
CREATE UNIQUE INDEX securities_order ON securities(display_order);

-- How an asset's USD price moves: a deterministic function of the model and the instant
-- (domain/accounts/prices.ts), so any day's price can be recomputed and nothing per day is stored.
-- anchor is the price the walk moves around, in USD (decimal string, up to 8 places).
CREATE TABLE price_models (
  symbol     TEXT PRIMARY KEY REFERENCES securities(symbol) ON DELETE CASCADE,
  anchor     TEXT NOT NULL CHECK (anchor GLOB '[0-9]*'),
  volatility REAL NOT NULL CHECK (volatility >= 0 AND volatility <= 1),
  seed       INTEGER NOT NULL
);

-- An account's settings (AccountDetailsDto). The allow-list has an activation period unless it
-- is disabled.
CREATE TABLE account_settings (
  account_number                  TEXT PRIMARY KEY REFERENCES accounts(account_number) ON DELETE CASCADE,
  sdai_status                     TEXT NOT NULL CHECK (sdai_status IN ('ENABLED', 'DISABLED', 'PENDING_DISABLEMENT')),
  aa_activation_period            TEXT,
  transparent_address_enabled     INTEGER NOT NULL CHECK (transparent_address_enabled IN (0, 1)),
  max_aa_permitted                INTEGER NOT NULL CHECK (max_aa_permitted >= 0),
  max_wire_instructions_permitted INTEGER NOT NULL CHECK (max_wire_instructions_permitted >= 0),
  CHECK ((sdai_status = 'DISABLED') = (aa_activation_period IS NULL))
);

-- The assets enabled for an account, and whether each may be received / sent on account.
CREATE TABLE account_assets (
  account_number TEXT NOT NULL REFERENCES accounts(account_number) ON DELETE CASCADE,
  symbol         TEXT NOT NULL REFERENCES securities(symbol) ON DELETE CASCADE,
  toa_in         INTEGER NOT NULL CHECK (toa_in IN (0, 1)),
  toa_out        INTEGER NOT NULL CHECK (toa_out IN (0, 1)),
  PRIMARY KEY (account_number, symbol)
) WITHOUT ROWID;

-- The entitlement actions (spec part 2 §6, plus the transfer actions this gateway names).
-- permissions is a JSON array of strings.
CREATE TABLE entitlement_actions (
  name          TEXT PRIMARY KEY,
  display_order INTEGER NOT NULL UNIQUE,
  permissions   TEXT NOT NULL CHECK (json_valid(permissions) AND json_type(permissions) = 'array'),
  description   TEXT NOT NULL
);

-- What a user may do on an account. Only accounts of the user's own firm (trigger below).
CREATE TABLE user_entitlements (
  user_id        INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  account_number TEXT NOT NULL REFERENCES accounts(account_number) ON DELETE CASCADE,
  action_name    TEXT NOT NULL REFERENCES entitlement_actions(name) ON DELETE CASCADE,
  PRIMARY KEY (user_id, account_number, action_name)
) WITHOUT ROWID;
CREATE INDEX user_entitlements_account ON user_entitlements(account_number);

CREATE TRIGGER user_entitlements_same_firm BEFORE INSERT ON user_entitlements
WHEN (SELECT firm_id FROM users WHERE id = NEW.user_id) IS NOT (SELECT firm_id FROM accounts WHERE account_number = NEW.account_number)
BEGIN
  SELECT RAISE(ABORT, 'an entitlement must be on an account of the user''s firm');
END;

-- The ledger: every movement of an asset in an account. amount is the signed number of the
-- asset's units (10^-decimals: cents, satoshi, wei) as canonical integer text, so any size stays
-- exact (1000 ETH is 10^21 wei, beyond a 64-bit INTEGER); balances add it up with units_sum(),
-- an exact aggregate the connection registers (db/database.ts).
-- An unsettled entry is pending settlement: incoming ones are not available yet, outgoing ones are
-- held (out of available at once). cost_basis_cents is the entry's US-dollar cost basis (incoming:
-- its value when booked; outgoing: the position's average cost of the amount).
CREATE TABLE ledger_entries (
  id               INTEGER PRIMARY KEY,
  account_number   TEXT NOT NULL REFERENCES accounts(account_number) ON DELETE CASCADE,
  symbol           TEXT NOT NULL REFERENCES securities(symbol),
  kind             TEXT NOT NULL CHECK (kind IN ('deposit', 'withdrawal', 'trade', 'fee', 'adjustment')),
  amount           TEXT NOT NULL CHECK (
                     (amount GLOB '[1-9]*' AND amount NOT GLOB '*[^0-9]*') OR
                     (amount GLOB '-[1-9]*' AND substr(amount, 2) NOT GLOB '*[^0-9]*')),
  settled          INTEGER NOT NULL CHECK (settled IN (0, 1)),
  cost_basis_cents INTEGER NOT NULL,
  booked_at        INTEGER NOT NULL,
  description      TEXT NOT NULL,
  CHECK (kind <> 'deposit' OR amount NOT LIKE '-%'),
  CHECK (kind NOT IN ('withdrawal', 'fee') OR amount LIKE '-%')
);
-- Balances: one grouped pass over an account's entries, in asset order.
CREATE INDEX ledger_account_symbol ON ledger_entries(account_number, symbol);
