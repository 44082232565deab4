-- Foundation: firms, users and their second factors, accounts, sessions, feature flags and
-- client notifications. Later migrations add entitlements, ledger, instructions, transfers,
-- action items, documents and activity; they reference firms(id), users(id), accounts(account_number).

CREATE TABLE firms (
  id           TEXT PRIMARY KEY,
  legal_name   TEXT NOT NULL,
  country_code TEXT NOT NULL CHECK (length(country_code) = 2 AND country_code = upper(country_code))
);

CREATE TABLE users (
  id              INTEGER PRIMARY KEY,
  username        TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name      TEXT NOT NULL,
  last_name       TEXT NOT NULL,
  firm_id         TEXT NOT NULL REFERENCES firms(id),
  password_hash   TEXT NOT NULL,
  password_salt   TEXT NOT NULL,
  second_factor   TEXT NOT NULL CHECK (second_factor IN ('none', 'push', 'sms')),
  push_behaviour  TEXT CHECK (push_behaviour IN ('approve', 'decline', 'never')),
  blocked         INTEGER NOT NULL DEFAULT 0 CHECK (blocked IN (0, 1)),
  failed_attempts INTEGER NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  CHECK ((second_factor = 'push') = (push_behaviour IS NOT NULL))
);
CREATE INDEX users_firm ON users(firm_id);

CREATE TABLE user_phones (
  id           INTEGER PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  country_code TEXT NOT NULL CHECK (length(country_code) = 2),
  number       TEXT NOT NULL CHECK (number GLOB '+[1-9]*'),
  label        TEXT NOT NULL,
  UNIQUE (user_id, number)
);

CREATE TABLE accounts (
  account_number TEXT PRIMARY KEY,
  firm_id        TEXT NOT NULL REFERENCES firms(id),
  short_name     TEXT NOT NULL,
  display_name   TEXT NOT NULL,
  account_type   TEXT NOT NULL CHECK (account_type IN ('CUSTODY', 'SUB_CUSTODY', 'COLLATERAL', 'MARKET_MAKER'))
);
CREATE INDEX accounts_firm ON accounts(firm_id);

-- The session id itself is never stored: id_hash is its SHA-256, so a copy of the database
-- does not hand out live sessions. Times are epoch milliseconds from the gateway's clock.
CREATE TABLE sessions (
  id_hash      TEXT PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  level        TEXT NOT NULL CHECK (level IN ('password', 'full')),
  created_at   INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL
);
CREATE INDEX sessions_user ON sessions(user_id);

CREATE TABLE feature_flags (
  name  TEXT PRIMARY KEY,
  value INTEGER NOT NULL CHECK (value IN (0, 1))
);

CREATE TABLE client_notifications (
  id       INTEGER PRIMARY KEY,
  message  TEXT NOT NULL,
  severity TEXT NOT NULL CHECK (severity IN ('low', 'high', 'red', 'green', 'blue', 'yellow'))
);
