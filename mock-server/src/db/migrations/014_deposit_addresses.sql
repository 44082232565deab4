-- Inbound deposit addresses of custody-type accounts (createDigitalInboundDepositAddress;
-- domain/transfers/depositAddresses.ts): one per request, derived from the master secret at the account's next
-- index for the asset, with the cost basis per unit the client declared (in cents). The request id
-- is the user's own (UNIQUE (user_id, request_id), lower case); body_sha256 tells a replay from a
-- reuse. Market-maker accounts get burn addresses instead (004). (Kept out of 010, which main had
-- applied before this table was added.)
CREATE TABLE deposit_addresses (
  id               INTEGER PRIMARY KEY,
  account_number   TEXT NOT NULL REFERENCES accounts(account_number) ON DELETE CASCADE,
  asset            TEXT NOT NULL REFERENCES securities(symbol),
  network          TEXT NOT NULL CHECK (network IN ('Bitcoin', 'Ethereum', 'Litecoin')),
  derivation_index INTEGER NOT NULL CHECK (derivation_index >= 0),
  wallet_address   TEXT NOT NULL COLLATE NOCASE UNIQUE CHECK (length(wallet_address) BETWEEN 26 AND 90),
  cost_basis_cents INTEGER NOT NULL CHECK (cost_basis_cents > 0),
  user_id          INTEGER REFERENCES users(id) ON DELETE SET NULL,
  request_id       TEXT NOT NULL CHECK (length(request_id) = 36 AND request_id = lower(request_id)),
  body_sha256      TEXT NOT NULL CHECK (length(body_sha256) = 64),
  available_at     INTEGER NOT NULL,
  UNIQUE (account_number, asset, derivation_index),
  UNIQUE (user_id, request_id)
);

CREATE TRIGGER deposit_addresses_custody BEFORE INSERT ON deposit_addresses
WHEN (SELECT account_type FROM accounts WHERE account_number = NEW.account_number) NOT IN ('CUSTODY', 'SUB_CUSTODY', 'COLLATERAL')
BEGIN
  SELECT RAISE(ABORT, 'deposit addresses are for custody, sub-custody and collateral accounts');
END;
