-- Saved instructions (spec part 2 §2–§9): the bank directory behind the routing and BIC lookups,
-- saved wire instructions, saved digital asset instructions (allow-list addresses), the
-- maker-checker request each creation makes, and an audit record of every change.

-- Banks by US routing number (ABA) or BIC; kind says which.
CREATE TABLE bank_directory (
  kind         TEXT NOT NULL CHECK (kind IN ('ABA', 'BIC')),
  code         TEXT NOT NULL CHECK (code NOT GLOB '*[^A-Z0-9]*' AND length(code) IN (8, 9, 11)),
  name         TEXT NOT NULL,
  address      TEXT NOT NULL,
  city         TEXT NOT NULL,
  state        TEXT,
  zip          TEXT,
  country_code TEXT NOT NULL CHECK (length(country_code) = 2),
  PRIMARY KEY (kind, code)
) WITHOUT ROWID;

-- A saved wire instruction; form holds the whole validated form (JSON). Deleting disables it
-- (status INACTIVE); a nickname is unique per account among instructions not INACTIVE.
CREATE TABLE wire_instructions (
  id             TEXT PRIMARY KEY,
  account_number TEXT NOT NULL REFERENCES accounts(account_number) ON DELETE CASCADE,
  nickname       TEXT NOT NULL CHECK (length(nickname) BETWEEN 6 AND 34),
  bank_location  TEXT NOT NULL CHECK (bank_location IN ('US', 'NON_US')),
  routing_number TEXT CHECK (routing_number IS NULL OR (length(routing_number) = 9 AND routing_number NOT GLOB '*[^0-9]*')),
  bank_bic       TEXT,
  account_number_masked TEXT NOT NULL,
  form           TEXT NOT NULL CHECK (json_valid(form)),
  status         TEXT NOT NULL CHECK (status IN ('PENDING', 'ACTIVE', 'INACTIVE')),
  created_by     INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at     INTEGER NOT NULL,
  CHECK ((bank_location = 'US') = (routing_number IS NOT NULL))
);
CREATE UNIQUE INDEX wire_instructions_nickname ON wire_instructions(account_number, lower(nickname)) WHERE status <> 'INACTIVE';

-- A saved digital asset instruction. sdai_uuid is the form's generated id, unique per user
-- (idempotency: the same id with the same body answers the same row); body_sha256 tells a replay
-- from a reuse.
CREATE TABLE address_instructions (
  id             TEXT PRIMARY KEY,
  account_number TEXT NOT NULL REFERENCES accounts(account_number) ON DELETE CASCADE,
  network        TEXT NOT NULL CHECK (network IN ('Bitcoin', 'Ethereum', 'Litecoin')),
  nickname       TEXT NOT NULL CHECK (length(nickname) BETWEEN 6 AND 34),
  address        TEXT NOT NULL,
  form           TEXT NOT NULL CHECK (json_valid(form)),
  status         TEXT NOT NULL CHECK (status IN ('PENDING', 'ACTIVE', 'INACTIVE')),
  sdai_uuid      TEXT,
  body_sha256    TEXT,
  created_by     INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at     INTEGER NOT NULL,
  CHECK ((sdai_uuid IS NULL) = (body_sha256 IS NULL))
);
CREATE UNIQUE INDEX address_instructions_nickname ON address_instructions(account_number, lower(nickname)) WHERE status <> 'INACTIVE';
CREATE UNIQUE INDEX address_instructions_request ON address_instructions(created_by, sdai_uuid) WHERE sdai_uuid IS NOT NULL;

-- The maker-checker request a creation makes (spec part 2 §4: CHECKER_APPROVAL_… kinds, PENDING,
-- APPROVED, REJECTED). The action-items issue decides them: decided_by / decided_at / comments are
-- for it; a decision must be by another user than the maker.
CREATE TABLE approval_requests (
  id             TEXT PRIMARY KEY,
  kind           TEXT NOT NULL CHECK (kind IN ('CHECKER_APPROVAL_WIRE_INSTRUCTION', 'CHECKER_APPROVAL_SDAI_ADDRESS',
                   'CHECKER_APPROVAL_WIRE_OUT', 'CHECKER_APPROVAL_SDAI_CRYPTO_OUT')),
  account_number TEXT NOT NULL REFERENCES accounts(account_number) ON DELETE CASCADE,
  subject_id     TEXT NOT NULL,
  status         TEXT NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  maker_id       INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at     INTEGER NOT NULL,
  decided_by     INTEGER REFERENCES users(id) ON DELETE SET NULL,
  decided_at     INTEGER,
  comments       TEXT CHECK (comments IS NULL OR length(comments) <= 45),
  CHECK ((status = 'PENDING') = (decided_by IS NULL AND decided_at IS NULL)),
  CHECK (decided_by IS NULL OR decided_by IS NOT maker_id)
);
CREATE INDEX approval_requests_account ON approval_requests(account_number, status);

-- Every change to instructions and the allow-list settings: who, what, when.
CREATE TABLE instruction_audit (
  id             INTEGER PRIMARY KEY,
  account_number TEXT NOT NULL,
  user_id        INTEGER,
  action         TEXT NOT NULL,
  subject_id     TEXT,
  detail         TEXT NOT NULL CHECK (json_valid(detail)),
  at             INTEGER NOT NULL
);
