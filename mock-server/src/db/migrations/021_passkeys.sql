-- Passkeys (issue 26; docs/gateway.md "Passkeys"): a user's WebAuthn credentials in their own table,
-- the registration and authentication challenges the gateway issued (single-use, 2 minutes, bound
-- to the session or sign-in that asked for them), and a firm's choice whether a user with a passkey
-- may still use SMS or push as a fallback.

-- One credential: its id (base64url, as the authenticator made it), the COSE public key, the
-- signature counter last seen (a response whose counter is not above it is refused, unless both are
-- 0: an authenticator that keeps no counter), the transports the browser reported, the user's name
-- for it, and when it was added and last used.
CREATE TABLE passkeys (
  id           TEXT PRIMARY KEY CHECK (length(id) BETWEEN 16 AND 1366 AND id NOT GLOB '*[^A-Za-z0-9_-]*'),
  -- What the SECURITY page names it by (rename, remove): the credential id stays on the gateway.
  public_id    TEXT NOT NULL UNIQUE CHECK (length(public_id) = 32 AND public_id NOT GLOB '*[^0-9a-f]*'),
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The RP id it was made for: an assertion for any other RP id is refused.
  rp_id        TEXT NOT NULL CHECK (length(rp_id) BETWEEN 1 AND 253),
  public_key   BLOB NOT NULL,
  counter      INTEGER NOT NULL DEFAULT 0 CHECK (counter BETWEEN 0 AND 4294967295),
  transports   TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(transports) AND json_type(transports) = 'array'),
  name         TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
  created_at   INTEGER NOT NULL,
  last_used_at INTEGER
);
CREATE INDEX passkeys_user ON passkeys(user_id);

-- A challenge the gateway issued. binding is a hash of what asked for it (a session id, or the
-- cookie of a usernameless sign-in), never the id itself; used_at is set when a response consumed
-- it (or it was replaced): a challenge answers once.
CREATE TABLE passkey_challenges (
  challenge  TEXT PRIMARY KEY CHECK (length(challenge) BETWEEN 16 AND 128 AND challenge NOT GLOB '*[^A-Za-z0-9_-]*'),
  purpose    TEXT NOT NULL CHECK (purpose IN ('register', 'signIn', 'usernameless', 'removeLast')),
  binding    TEXT NOT NULL CHECK (length(binding) = 64),
  user_id    INTEGER REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at    INTEGER,
  CHECK ((purpose = 'usernameless') = (user_id IS NULL))
);
CREATE INDEX passkey_challenges_binding ON passkey_challenges(binding, purpose);

-- 0 (the default): a user with a passkey may still complete a sign-in with SMS or push; 1: such a
-- user must use the passkey.
ALTER TABLE firms ADD COLUMN passkey_required INTEGER NOT NULL DEFAULT 0 CHECK (passkey_required IN (0, 1));
