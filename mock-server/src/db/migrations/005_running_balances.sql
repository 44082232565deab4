-- Running balances and daily snapshots of the ledger (domain/accounts/ledgerBalances.ts). The ledger stays
-- the source of truth: these rows are derived from it and written in the same transaction as each
-- entry (Ledger.record, settle, insertMany; the scenario's seed rebuilds them after its entries),
-- so positions and the balance history read them instead of summing entries on every request.
-- Amounts are integer texts of the asset's units, as in ledger_entries. The transfers' holds build
-- on this: available = total - pending (unsettled incoming) - held.

-- Every entry of one asset in one account: total, pending (unsettled incoming), cost basis, and the
-- first and last booking instants (positions read these rows when no entry is booked after now).
CREATE TABLE ledger_balances (
  account_number  TEXT NOT NULL REFERENCES accounts(account_number) ON DELETE CASCADE,
  symbol          TEXT NOT NULL REFERENCES securities(symbol),
  total           TEXT NOT NULL,
  pending         TEXT NOT NULL,
  cost_cents      INTEGER NOT NULL,
  first_booked_at INTEGER NOT NULL,
  last_booked_at  INTEGER NOT NULL,
  PRIMARY KEY (account_number, symbol)
) WITHOUT ROWID;

-- The balance at the close of each US/Eastern day on which an entry of the asset was booked (day:
-- 'YYYY-MM-DD'): every entry booked up to that day's end. Days without entries carry the latest
-- earlier snapshot. A back-dated entry updates its day and every later snapshot.
CREATE TABLE ledger_daily_balances (
  account_number TEXT NOT NULL REFERENCES accounts(account_number) ON DELETE CASCADE,
  symbol         TEXT NOT NULL REFERENCES securities(symbol),
  day            TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  total          TEXT NOT NULL,
  pending        TEXT NOT NULL,
  cost_cents     INTEGER NOT NULL,
  PRIMARY KEY (account_number, symbol, day)
) WITHOUT ROWID;
CREATE INDEX ledger_daily_balances_day ON ledger_daily_balances(account_number, day);

-- A counter every change to what positions and the history are computed from moves on (entries,
-- assets, price models), whoever writes: the answers cached per quote minute are keyed on it
-- (domain/platform/answerCache.ts). Kept through a reset (db/database.ts KEPT_TABLES), so it never goes
-- back and a cached answer is never taken for another state of the data.
CREATE TABLE read_generation (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  n  INTEGER NOT NULL
);
INSERT INTO read_generation (id, n) VALUES (1, 0);

CREATE TRIGGER ledger_entries_generation_insert AFTER INSERT ON ledger_entries BEGIN UPDATE read_generation SET n = n + 1; END;
CREATE TRIGGER ledger_entries_generation_update AFTER UPDATE ON ledger_entries BEGIN UPDATE read_generation SET n = n + 1; END;
CREATE TRIGGER ledger_entries_generation_delete AFTER DELETE ON ledger_entries BEGIN UPDATE read_generation SET n = n + 1; END;
CREATE TRIGGER securities_generation_insert AFTER INSERT ON securities BEGIN UPDATE read_generation SET n = n + 1; END;
CREATE TRIGGER securities_generation_update AFTER UPDATE ON securities BEGIN UPDATE read_generation SET n = n + 1; END;
CREATE TRIGGER securities_generation_delete AFTER DELETE ON securities BEGIN UPDATE read_generation SET n = n + 1; END;
CREATE TRIGGER price_models_generation_insert AFTER INSERT ON price_models BEGIN UPDATE read_generation SET n = n + 1; END;
CREATE TRIGGER price_models_generation_update AFTER UPDATE ON price_models BEGIN UPDATE read_generation SET n = n + 1; END;
CREATE TRIGGER price_models_generation_delete AFTER DELETE ON price_models BEGIN UPDATE read_generation SET n = n + 1; END;
