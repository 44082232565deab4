-- Transfers (spec part 2 §2–§9; contract src/api/contract/transfers.ts; domain/transfers/transfers.ts):
-- outbound wires of USD to a saved ACTIVE wire instruction and outbound digital-asset transfers to
-- a saved allow-listed address or, where allowed, a direct address. Each transfer holds its amount
-- (and the 15 USD fee of a digital-asset transfer) on the ledger in the same transaction: unsettled
-- outgoing entries, which lower the available balance at once (ledger.ts). The idempotency key is
-- the requestId per user: UNIQUE (user_id, request_id); `fingerprint` is the canonical body, so the
-- same key with another body is refused (422) and the same body answers the first transfer.
CREATE TABLE transfers (
  reference_id     TEXT PRIMARY KEY,
  user_id          INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  request_id       TEXT NOT NULL CHECK (length(request_id) = 36),
  fingerprint      TEXT NOT NULL CHECK (json_valid(fingerprint)),
  kind             TEXT NOT NULL CHECK (kind IN ('WIRE', 'DIGITAL_ASSET')),
  account_number   TEXT NOT NULL REFERENCES accounts(account_number) ON DELETE CASCADE,
  symbol           TEXT NOT NULL REFERENCES securities(symbol),
  -- Integer text of the asset's units (as ledger_entries.amount), positive.
  amount           TEXT NOT NULL CHECK (amount GLOB '[1-9]*' AND amount NOT GLOB '*[^0-9]*'),
  fee_cents        INTEGER NOT NULL CHECK (fee_cents >= 0),
  instruction_id   TEXT,
  address          TEXT,
  nickname         TEXT,
  masked           TEXT NOT NULL,
  status           TEXT NOT NULL CHECK (status IN ('PENDING_APPROVAL', 'SUBMITTED')),
  approval_id      TEXT REFERENCES approval_requests(id) ON DELETE SET NULL,
  hold_entry_id    INTEGER NOT NULL REFERENCES ledger_entries(id),
  fee_entry_id     INTEGER REFERENCES ledger_entries(id),
  business_hours   TEXT CHECK (business_hours IS NULL OR business_hours IN ('OPEN', 'BEFORE_CLOSE', 'CLOSED')),
  created_at       INTEGER NOT NULL,
  UNIQUE (user_id, request_id),
  CHECK ((kind = 'WIRE') = (business_hours IS NOT NULL)),
  CHECK ((kind = 'WIRE' AND fee_cents = 0 AND fee_entry_id IS NULL) OR (kind = 'DIGITAL_ASSET' AND fee_entry_id IS NOT NULL)),
  CHECK ((instruction_id IS NULL) <> (address IS NULL)),
  CHECK ((status = 'PENDING_APPROVAL') = (approval_id IS NOT NULL))
);
CREATE INDEX transfers_account ON transfers(account_number, created_at);
