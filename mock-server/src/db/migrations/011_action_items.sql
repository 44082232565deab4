-- Action items (spec part 1 §2–§9, part 2 §2–§4; domain/actionItems/*.ts, domain/transfers/inboundDeposits.ts):
-- inbound deposits awaiting their travel-rule review, the audit of every decision (one per item:
-- UNIQUE), the rule that a decided request or deposit never changes again, and the view the action
-- items are read from (maker-checker requests and inbound deposits, one row each).

-- An inbound deposit seen on the chain, not yet on the ledger: the account holder says whether it
-- is theirs. CONFIRMED stores the originator's travel-rule data and credits the ledger (the entry
-- must be a deposit of the same account, asset and amount); DECLINED stores the disposition
-- UNRECOGNIZED and is never credited. The amount is the integer text of the asset's units.
CREATE TABLE inbound_deposits (
  id               TEXT PRIMARY KEY CHECK (id GLOB 'IN-[0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F]'),
  account_number   TEXT NOT NULL REFERENCES accounts(account_number) ON DELETE CASCADE,
  symbol           TEXT NOT NULL REFERENCES securities(symbol),
  amount           TEXT NOT NULL CHECK (amount GLOB '[1-9]*' AND amount NOT GLOB '*[^0-9]*'),
  network          TEXT NOT NULL,
  from_address     TEXT NOT NULL,
  transaction_hash TEXT NOT NULL,
  received_at      INTEGER NOT NULL,
  status           TEXT NOT NULL CHECK (status IN ('PENDING', 'CONFIRMED', 'DECLINED')),
  disposition      TEXT CHECK (disposition IS NULL OR disposition = 'UNRECOGNIZED'),
  travel_rule      TEXT CHECK (travel_rule IS NULL OR json_valid(travel_rule)),
  ledger_entry_id  INTEGER UNIQUE REFERENCES ledger_entries(id),
  decided_by       INTEGER REFERENCES users(id) ON DELETE SET NULL,
  decided_at       INTEGER,
  CHECK ((status = 'PENDING') = (decided_at IS NULL)),
  CHECK ((status = 'PENDING') = (travel_rule IS NULL)),
  CHECK ((status = 'CONFIRMED') = (ledger_entry_id IS NOT NULL)),
  CHECK ((status = 'DECLINED') = (disposition IS NOT NULL))
);
CREATE INDEX inbound_deposits_account ON inbound_deposits(account_number, status);

CREATE TRIGGER inbound_deposits_credit_insert BEFORE INSERT ON inbound_deposits
WHEN NEW.ledger_entry_id IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM ledger_entries e WHERE e.id = NEW.ledger_entry_id AND e.kind = 'deposit'
    AND e.account_number = NEW.account_number AND e.symbol = NEW.symbol AND e.amount = NEW.amount)
BEGIN SELECT RAISE(ABORT, 'An inbound deposit is credited by a deposit of its account, asset and amount'); END;

CREATE TRIGGER inbound_deposits_credit_update BEFORE UPDATE OF ledger_entry_id ON inbound_deposits
WHEN NEW.ledger_entry_id IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM ledger_entries e WHERE e.id = NEW.ledger_entry_id AND e.kind = 'deposit'
    AND e.account_number = NEW.account_number AND e.symbol = NEW.symbol AND e.amount = NEW.amount)
BEGIN SELECT RAISE(ABORT, 'An inbound deposit is credited by a deposit of its account, asset and amount'); END;

-- A decision is final: a decided deposit or maker-checker request never changes again.
CREATE TRIGGER inbound_deposits_decided_once BEFORE UPDATE ON inbound_deposits WHEN OLD.status <> 'PENDING'
BEGIN SELECT RAISE(ABORT, 'A decided inbound deposit does not change'); END;
CREATE TRIGGER approval_requests_decided_once BEFORE UPDATE ON approval_requests WHEN OLD.status <> 'PENDING'
BEGIN SELECT RAISE(ABORT, 'A decided approval request does not change'); END;

-- Every decision, once: who decided which item of which account, how, with what comments, when.
-- reference_id is UNIQUE, so a second decision of one item cannot be recorded whatever the code does.
CREATE TABLE action_item_decisions (
  id             INTEGER PRIMARY KEY,
  reference_id   TEXT NOT NULL UNIQUE,
  request_type   TEXT NOT NULL CHECK (request_type IN ('CREATE_WIRE_INSTRUCTION', 'ALLOWED_ADDRESS', 'WIRE_OUTBOUND', 'CRYPTO_OUTBOUND', 'CRYPTO_INBOUND')),
  account_number TEXT NOT NULL,
  user_id        INTEGER,
  decision       TEXT NOT NULL CHECK (decision IN ('APPROVED', 'REJECTED', 'CONFIRMED', 'DECLINED')),
  comments       TEXT CHECK (comments IS NULL OR length(comments) <= 45),
  at             INTEGER NOT NULL,
  CHECK ((request_type = 'CRYPTO_INBOUND') = (decision IN ('CONFIRMED', 'DECLINED')))
);
CREATE INDEX action_item_decisions_account ON action_item_decisions(account_number, at);

-- One row per action item. subject_waiting: the request's instruction or transfer still waits for
-- it (a pending request whose instruction was deleted is withdrawn: in neither tab, not decidable).
CREATE VIEW action_items AS
  SELECT r.id AS reference_id, r.kind AS approval_kind, r.account_number, r.status, r.maker_id, r.created_at,
         r.decided_by, r.decided_at, r.comments, r.subject_id,
         CASE r.kind
           WHEN 'CHECKER_APPROVAL_WIRE_INSTRUCTION' THEN EXISTS (SELECT 1 FROM wire_instructions w WHERE w.id = r.subject_id AND w.status = 'PENDING')
           WHEN 'CHECKER_APPROVAL_SDAI_ADDRESS' THEN EXISTS (SELECT 1 FROM address_instructions a WHERE a.id = r.subject_id AND a.status = 'PENDING')
           ELSE EXISTS (SELECT 1 FROM transfers t WHERE t.reference_id = r.subject_id AND t.status = 'PENDING_APPROVAL')
         END AS subject_waiting
    FROM approval_requests r
  UNION ALL
  SELECT d.id, NULL, d.account_number,
         CASE d.status WHEN 'PENDING' THEN 'PENDING' WHEN 'CONFIRMED' THEN 'APPROVED' ELSE 'REJECTED' END,
         NULL, d.received_at, d.decided_by, d.decided_at, NULL, d.id, d.status = 'PENDING'
    FROM inbound_deposits d;
