-- Transfers between two accounts of the same firm (issue 27, flag `a2a`; domain/transfers/transfers.ts,
-- domain/transfers/accountTransfers.ts). A digital-asset transfer may go to another account of the
-- caller's firm (to_account_number) instead of a saved instruction or an address: booked inside the
-- custodian, so no network, no address and no fee (fee_cents 0, no fee entry). Booked at once
-- (SETTLED: the source's withdrawal and the destination's deposit, credit_entry_id, in one
-- transaction), or, waiting for a checker, the source's hold only; the checker's approval books the
-- credit and settles the hold together, a rejection releases the hold.
--
-- SQLite cannot change a CHECK in place, so the table is made again (as 010 did); the action_items
-- view reads it and would stop the rename, so it is dropped and made again as 017 made it.
DROP VIEW action_items;

CREATE TABLE transfers_027 (
  reference_id      TEXT PRIMARY KEY,
  user_id           INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  request_id        TEXT NOT NULL CHECK (length(request_id) = 36),
  fingerprint       TEXT NOT NULL CHECK (json_valid(fingerprint)),
  kind              TEXT NOT NULL CHECK (kind IN ('WIRE', 'DIGITAL_ASSET')),
  account_number    TEXT NOT NULL REFERENCES accounts(account_number) ON DELETE CASCADE,
  symbol            TEXT NOT NULL REFERENCES securities(symbol),
  amount            TEXT NOT NULL CHECK (amount GLOB '[1-9]*' AND amount NOT GLOB '*[^0-9]*'),
  fee_cents         INTEGER NOT NULL CHECK (fee_cents >= 0),
  instruction_id    TEXT,
  address           TEXT,
  to_account_number TEXT REFERENCES accounts(account_number) ON DELETE CASCADE,
  nickname          TEXT,
  masked            TEXT NOT NULL,
  status            TEXT NOT NULL CHECK (status IN ('PENDING_APPROVAL', 'SUBMITTED', 'SETTLED', 'REJECTED', 'CANCELLED')),
  approval_id       TEXT REFERENCES approval_requests(id) ON DELETE SET NULL,
  hold_entry_id     INTEGER NOT NULL REFERENCES ledger_entries(id),
  fee_entry_id      INTEGER REFERENCES ledger_entries(id),
  credit_entry_id   INTEGER REFERENCES ledger_entries(id),
  business_hours    TEXT CHECK (business_hours IS NULL OR business_hours IN ('OPEN', 'BEFORE_CLOSE', 'CLOSED')),
  created_at        INTEGER NOT NULL,
  submitted_at      INTEGER,
  settles_at        INTEGER,
  settled_at        INTEGER,
  released_at       INTEGER,
  step_up_proof_id  INTEGER REFERENCES step_up_proofs(id) ON DELETE SET NULL,
  UNIQUE (user_id, request_id),
  CHECK ((kind = 'WIRE') = (business_hours IS NOT NULL)),
  CHECK ((kind = 'WIRE' AND fee_cents = 0 AND fee_entry_id IS NULL)
      OR (kind = 'DIGITAL_ASSET' AND to_account_number IS NULL AND fee_entry_id IS NOT NULL)
      OR (kind = 'DIGITAL_ASSET' AND to_account_number IS NOT NULL AND fee_cents = 0 AND fee_entry_id IS NULL)),
  CHECK ((instruction_id IS NOT NULL) + (address IS NOT NULL) + (to_account_number IS NOT NULL) = 1),
  CHECK (to_account_number IS NULL OR to_account_number <> account_number),
  CHECK ((credit_entry_id IS NOT NULL) = (to_account_number IS NOT NULL AND status = 'SETTLED')),
  CHECK (status NOT IN ('PENDING_APPROVAL', 'REJECTED') OR approval_id IS NOT NULL),
  CHECK ((status IN ('SUBMITTED', 'SETTLED')) = (submitted_at IS NOT NULL AND settles_at IS NOT NULL)),
  CHECK ((status = 'SETTLED') = (settled_at IS NOT NULL)),
  CHECK ((status IN ('REJECTED', 'CANCELLED')) = (released_at IS NOT NULL))
);
INSERT INTO transfers_027 (reference_id, user_id, request_id, fingerprint, kind, account_number, symbol, amount, fee_cents, instruction_id,
  address, nickname, masked, status, approval_id, hold_entry_id, fee_entry_id, business_hours, created_at, submitted_at, settles_at,
  settled_at, released_at, step_up_proof_id)
SELECT reference_id, user_id, request_id, fingerprint, kind, account_number, symbol, amount, fee_cents, instruction_id,
  address, nickname, masked, status, approval_id, hold_entry_id, fee_entry_id, business_hours, created_at, submitted_at, settles_at,
  settled_at, released_at, step_up_proof_id
FROM transfers;
DROP TABLE transfers;
ALTER TABLE transfers_027 RENAME TO transfers;
CREATE INDEX transfers_account ON transfers(account_number, created_at);
CREATE INDEX transfers_due ON transfers(settles_at) WHERE status = 'SUBMITTED';

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
