-- The transfer lifecycle (issue 12; domain/transfers/transfers.ts, ADR 0017) and holds shown as unsettled.
--
-- Holds: an outgoing amount booked unsettled (a transfer's amount and its fee) is *held*: it has
-- left available at once but is still in the account until it settles, so positions show it as
-- unsettled and in the total (available + unsettled = total). The running balances keep it apart:
--   held            the units of the unsettled outgoing entries (positive integer text)
--   held_cost_cents their cost basis (the entries' own, ≤ 0), so the total's cost basis keeps it
-- An unsettled outgoing entry ends one of two ways: settled (it left the account) or released (it
-- was never sent: a transfer rejected by its checker or cancelled); a released entry counts in no
-- balance, snapshot or history, as if it had never been booked (released_at says when it ended).
ALTER TABLE ledger_entries ADD COLUMN released_at INTEGER CHECK (released_at IS NULL OR (settled = 0 AND amount LIKE '-%'));
ALTER TABLE ledger_balances ADD COLUMN held TEXT NOT NULL DEFAULT '0';
ALTER TABLE ledger_balances ADD COLUMN held_cost_cents INTEGER NOT NULL DEFAULT 0;
ALTER TABLE ledger_daily_balances ADD COLUMN held TEXT NOT NULL DEFAULT '0';
-- The derived rows are made again from the entries at start (LedgerBalances.ensure), now with the
-- holds of the entries already booked.
DELETE FROM ledger_daily_balances;
DELETE FROM ledger_balances;

-- Transfers: the whole lifecycle.
--   PENDING_APPROVAL  waits for a checker (approval_id); the hold is placed
--   SUBMITTED         on its way since submitted_at; settles at settles_at on the gateway's clock
--   SETTLED           sent (settled_at); the hold became the withdrawal
--   REJECTED          the checker rejected it; the holds were released (released_at); nothing sent
--   CANCELLED         cancelled while pending (its saved address deleted, the allow-list being
--                     disabled); the holds were released; nothing sent
CREATE TABLE transfers_010 (
  reference_id     TEXT PRIMARY KEY,
  user_id          INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  request_id       TEXT NOT NULL CHECK (length(request_id) = 36),
  fingerprint      TEXT NOT NULL CHECK (json_valid(fingerprint)),
  kind             TEXT NOT NULL CHECK (kind IN ('WIRE', 'DIGITAL_ASSET')),
  account_number   TEXT NOT NULL REFERENCES accounts(account_number) ON DELETE CASCADE,
  symbol           TEXT NOT NULL REFERENCES securities(symbol),
  amount           TEXT NOT NULL CHECK (amount GLOB '[1-9]*' AND amount NOT GLOB '*[^0-9]*'),
  fee_cents        INTEGER NOT NULL CHECK (fee_cents >= 0),
  instruction_id   TEXT,
  address          TEXT,
  nickname         TEXT,
  masked           TEXT NOT NULL,
  status           TEXT NOT NULL CHECK (status IN ('PENDING_APPROVAL', 'SUBMITTED', 'SETTLED', 'REJECTED', 'CANCELLED')),
  approval_id      TEXT REFERENCES approval_requests(id) ON DELETE SET NULL,
  hold_entry_id    INTEGER NOT NULL REFERENCES ledger_entries(id),
  fee_entry_id     INTEGER REFERENCES ledger_entries(id),
  business_hours   TEXT CHECK (business_hours IS NULL OR business_hours IN ('OPEN', 'BEFORE_CLOSE', 'CLOSED')),
  created_at       INTEGER NOT NULL,
  submitted_at     INTEGER,
  settles_at       INTEGER,
  settled_at       INTEGER,
  released_at      INTEGER,
  UNIQUE (user_id, request_id),
  CHECK ((kind = 'WIRE') = (business_hours IS NOT NULL)),
  CHECK ((kind = 'WIRE' AND fee_cents = 0 AND fee_entry_id IS NULL) OR (kind = 'DIGITAL_ASSET' AND fee_entry_id IS NOT NULL)),
  CHECK ((instruction_id IS NULL) <> (address IS NULL)),
  CHECK (status NOT IN ('PENDING_APPROVAL', 'REJECTED') OR approval_id IS NOT NULL),
  CHECK ((status IN ('SUBMITTED', 'SETTLED')) = (submitted_at IS NOT NULL AND settles_at IS NOT NULL)),
  CHECK ((status = 'SETTLED') = (settled_at IS NOT NULL)),
  CHECK ((status IN ('REJECTED', 'CANCELLED')) = (released_at IS NOT NULL))
);
INSERT INTO transfers_010 (reference_id, user_id, request_id, fingerprint, kind, account_number, symbol, amount, fee_cents, instruction_id,
  address, nickname, masked, status, approval_id, hold_entry_id, fee_entry_id, business_hours, created_at, submitted_at, settles_at)
SELECT reference_id, user_id, request_id, fingerprint, kind, account_number, symbol, amount, fee_cents, instruction_id,
  address, nickname, masked, status, approval_id, hold_entry_id, fee_entry_id, business_hours, created_at,
  CASE WHEN status = 'SUBMITTED' THEN created_at END, CASE WHEN status = 'SUBMITTED' THEN created_at + 3600000 END
FROM transfers;
DROP TABLE transfers;
ALTER TABLE transfers_010 RENAME TO transfers;
CREATE INDEX transfers_account ON transfers(account_number, created_at);
-- The settlement pass reads the submitted transfers that are due.
CREATE INDEX transfers_due ON transfers(settles_at) WHERE status = 'SUBMITTED';
