-- Sign-in limits (issue 10, docs/gateway.md "Security"): a lockout by the rule ends after a while,
-- unknown usernames are locked out like real ones, and idempotency keys are scoped per user.

-- When the lockout rule blocked the user (NULL: not locked by the rule), and the latest wrong
-- password (failures older than a day are forgotten).
ALTER TABLE users ADD COLUMN locked_at INTEGER;
ALTER TABLE users ADD COLUMN last_failed_at INTEGER;
UPDATE users SET locked_at = 0 WHERE blocked = 1 AND failed_attempts >= 5;

-- Wrong passwords for usernames no user has, counted exactly as a user's are, so the lockout does
-- not tell which usernames exist. username_key is the name in lower case (usernames match in any case).
CREATE TABLE unknown_username_failures (
  username_key    TEXT PRIMARY KEY CHECK (username_key = lower(username_key) AND length(username_key) BETWEEN 1 AND 15),
  failed_attempts INTEGER NOT NULL CHECK (failed_attempts > 0),
  last_failed_at  INTEGER NOT NULL,
  locked_at       INTEGER
) WITHOUT ROWID;
CREATE INDEX unknown_username_failures_last ON unknown_username_failures(last_failed_at);

-- Burn-address request ids belong to the user who sent them: another user's id is a new id.
CREATE TABLE burn_address_requests_by_user (
  user_id         INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- A UUID in lower case: 8-4-4-4-12 hex digits.
  request_id      TEXT NOT NULL CHECK (request_id GLOB '????????-????-????-????-????????????' AND request_id NOT GLOB '*[^0-9a-f-]*'
                    AND length(replace(request_id, '-', '')) = 32),
  body_sha256     TEXT NOT NULL CHECK (length(body_sha256) = 64 AND body_sha256 NOT GLOB '*[^0-9a-f]*'),
  account_number  TEXT NOT NULL REFERENCES accounts(account_number) ON DELETE CASCADE,
  burn_address_id INTEGER NOT NULL UNIQUE REFERENCES burn_addresses(id) ON DELETE CASCADE,
  created_at      INTEGER NOT NULL,
  PRIMARY KEY (user_id, request_id)
) WITHOUT ROWID;
INSERT INTO burn_address_requests_by_user (user_id, request_id, body_sha256, account_number, burn_address_id, created_at)
  SELECT user_id, request_id, body_sha256, account_number, burn_address_id, created_at FROM burn_address_requests WHERE user_id IS NOT NULL;
DROP TABLE burn_address_requests;
ALTER TABLE burn_address_requests_by_user RENAME TO burn_address_requests;
