-- Mint & Burn for market-maker accounts (spec part 1 §1–§4, §9; src/api/contract/mintBurn.ts):
-- the gateway's own secrets (the burn master secret), where each market-maker account wires USD to
-- mint, the burn addresses generated for each account, and the requests that generated them
-- (idempotency per request id). The scenario seeds the mint details and a burn history
-- (scenario/mintBurn.ts); nothing is seeded here.

-- Secrets the gateway makes for itself (domain/mintBurn/secrets.ts), e.g. 'burn-master': 32 random bytes
-- made at first start, or BURN_MASTER_SECRET. Not scenario data: a reset keeps this table
-- (db/database.ts dataTables leaves it out), so an account's burn addresses stay derivable.
CREATE TABLE gateway_secrets (
  name       TEXT PRIMARY KEY CHECK (name GLOB '[a-z]*' AND name NOT GLOB '*[^a-z0-9-]*'),
  value      BLOB NOT NULL CHECK (typeof(value) = 'blob' AND length(value) = 32),
  created_at INTEGER NOT NULL
);

-- Where a market-maker account wires USD to mint FIDD: the provider's account that receives the
-- wire (For the Benefit of), the bank that holds it, and the reference that credits the wire to
-- this account (For Final Credit to; the account's name and number come from accounts).
CREATE TABLE mint_account_details (
  account_number             TEXT PRIMARY KEY REFERENCES accounts(account_number) ON DELETE CASCADE,
  beneficiary_name           TEXT NOT NULL CHECK (trim(beneficiary_name) <> ''),
  beneficiary_account_number TEXT NOT NULL CHECK (length(beneficiary_account_number) BETWEEN 6 AND 17
                               AND beneficiary_account_number NOT GLOB '*[^0-9]*'),
  beneficiary_swift_code     TEXT NOT NULL CHECK (length(beneficiary_swift_code) IN (8, 11)
                               AND beneficiary_swift_code GLOB '[A-Z][A-Z][A-Z][A-Z][A-Z][A-Z]*'
                               AND beneficiary_swift_code NOT GLOB '*[^A-Z0-9]*'),
  bank_name                  TEXT NOT NULL CHECK (trim(bank_name) <> ''),
  bank_address               TEXT NOT NULL CHECK (trim(bank_address) <> ''),
  aba_routing_number         TEXT NOT NULL CHECK (length(aba_routing_number) = 9 AND aba_routing_number NOT GLOB '*[^0-9]*'),
  bank_swift_code            TEXT NOT NULL CHECK (length(bank_swift_code) IN (8, 11)
                               AND bank_swift_code GLOB '[A-Z][A-Z][A-Z][A-Z][A-Z][A-Z]*'
                               AND bank_swift_code NOT GLOB '*[^A-Z0-9]*'),
  -- The wire's reference names the account it is credited to.
  reference                  TEXT NOT NULL CHECK (instr(reference, account_number) > 0)
) WITHOUT ROWID;

CREATE TRIGGER mint_account_details_market_maker BEFORE INSERT ON mint_account_details
WHEN (SELECT account_type FROM accounts WHERE account_number = NEW.account_number) IS NOT 'MARKET_MAKER'
BEGIN
  SELECT RAISE(ABORT, 'mint details are for market-maker accounts only');
END;

-- Every burn address generated for an account and asset (domain/mintBurn/burnAddressDerivation.ts): the
-- address of the key derived from the master secret, the asset, the account number and the index,
-- so no address is shared between accounts (UNIQUE, in any letter case). available_at is epoch ms
-- (the gateway's clock); id is the insertion sequence (equal dates: the later one is newer).
CREATE TABLE burn_addresses (
  id               INTEGER PRIMARY KEY,
  account_number   TEXT NOT NULL REFERENCES accounts(account_number) ON DELETE CASCADE,
  asset            TEXT NOT NULL REFERENCES securities(symbol),
  derivation_index INTEGER NOT NULL CHECK (derivation_index >= 0),
  wallet_address   TEXT NOT NULL COLLATE NOCASE UNIQUE CHECK (length(wallet_address) = 42
                     AND substr(wallet_address, 1, 2) = '0x'
                     AND substr(wallet_address, 3) NOT GLOB '*[^0-9A-Fa-f]*'),
  available_at     INTEGER NOT NULL,
  UNIQUE (account_number, asset, derivation_index)
);

CREATE TRIGGER burn_addresses_market_maker BEFORE INSERT ON burn_addresses
WHEN (SELECT account_type FROM accounts WHERE account_number = NEW.account_number) IS NOT 'MARKET_MAKER'
BEGIN
  SELECT RAISE(ABORT, 'burn addresses are for market-maker accounts only');
END;

-- The generate calls, by request id (a UUID, stored in lower case): the same id with the same body
-- answers the address it made; with another body, 409. body_sha256 is the SHA-256 of the body's
-- fields other than the id (domain/mintBurn/mintBurn.ts requestFingerprint).
CREATE TABLE burn_address_requests (
  request_id      TEXT PRIMARY KEY CHECK (length(request_id) = 36 AND request_id = lower(request_id)
                    AND substr(request_id, 9, 1) = '-' AND substr(request_id, 14, 1) = '-'
                    AND substr(request_id, 19, 1) = '-' AND substr(request_id, 24, 1) = '-'
                    AND replace(request_id, '-', '') NOT GLOB '*[^0-9a-f]*'
                    AND length(replace(request_id, '-', '')) = 32),
  body_sha256     TEXT NOT NULL CHECK (length(body_sha256) = 64 AND body_sha256 NOT GLOB '*[^0-9a-f]*'),
  account_number  TEXT NOT NULL REFERENCES accounts(account_number) ON DELETE CASCADE,
  user_id         INTEGER REFERENCES users(id) ON DELETE SET NULL,
  burn_address_id INTEGER NOT NULL UNIQUE REFERENCES burn_addresses(id) ON DELETE CASCADE,
  created_at      INTEGER NOT NULL
) WITHOUT ROWID;
