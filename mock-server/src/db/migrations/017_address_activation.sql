-- Cooling-off of allow-listed addresses (issue 25; domain/instructions/addressInstructions.ts).
-- An address the checker approves while its account's allow-list is ENABLED waits PENDING_ACTIVATION
-- until activates_at: the approval plus the activation period in force at that moment
-- (activation_period, kept so a later edit of the account's period changes nothing already
-- promised). It is usable when activates_at has come on the gateway's clock, whatever the stored
-- status says: the sweep turns a due row ACTIVE for whoever reads the table, and a row with no
-- activates_at (approved while the allow-list was DISABLED, or before this migration) was usable
-- at once.
--
-- SQLite cannot change a CHECK in place, so the table is made again (as 010 did for transfers).
-- The action_items view reads it and would stop the rename, so it is dropped and made again, the
-- same as 011 made it.
DROP VIEW action_items;

CREATE TABLE address_instructions_017 (
  id                TEXT PRIMARY KEY,
  account_number    TEXT NOT NULL REFERENCES accounts(account_number) ON DELETE CASCADE,
  network           TEXT NOT NULL CHECK (network IN ('Bitcoin', 'Ethereum', 'Litecoin')),
  nickname          TEXT NOT NULL CHECK (length(nickname) BETWEEN 6 AND 34),
  address           TEXT NOT NULL,
  form              TEXT NOT NULL CHECK (json_valid(form)),
  status            TEXT NOT NULL CHECK (status IN ('PENDING', 'PENDING_ACTIVATION', 'ACTIVE', 'INACTIVE')),
  sdai_uuid         TEXT,
  body_sha256       TEXT,
  created_by        INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at        INTEGER NOT NULL,
  activation_period TEXT,
  activates_at      INTEGER,
  CHECK ((sdai_uuid IS NULL) = (body_sha256 IS NULL)),
  CHECK ((activation_period IS NULL) = (activates_at IS NULL)),
  CHECK (status <> 'PENDING_ACTIVATION' OR activates_at IS NOT NULL),
  CHECK (status <> 'PENDING' OR activates_at IS NULL)
);
INSERT INTO address_instructions_017 (id, account_number, network, nickname, address, form, status, sdai_uuid, body_sha256, created_by, created_at)
SELECT id, account_number, network, nickname, address, form, status, sdai_uuid, body_sha256, created_by, created_at FROM address_instructions;
DROP TABLE address_instructions;
ALTER TABLE address_instructions_017 RENAME TO address_instructions;
CREATE UNIQUE INDEX address_instructions_nickname ON address_instructions(account_number, lower(nickname)) WHERE status <> 'INACTIVE';
CREATE UNIQUE INDEX address_instructions_request ON address_instructions(created_by, sdai_uuid) WHERE sdai_uuid IS NOT NULL;
-- The sweep reads the waiting ones that are due.
CREATE INDEX address_instructions_activation ON address_instructions(activates_at) WHERE status = 'PENDING_ACTIVATION';

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
