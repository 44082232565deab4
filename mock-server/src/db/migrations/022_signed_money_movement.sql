-- Issue 26: signed money movement (ADR 0025, docs/gateway.md "Signed money movement"). A transfer's
-- submit and an action item's decision move money only with a proof of a fresh user verification
-- over the exact operation (domain/identity/stepUp.ts).

-- A firm's policy that money moves only with a passkey: 1 refuses the one-time code as a step-up.
ALTER TABLE firms ADD COLUMN passkeys_for_money INTEGER NOT NULL DEFAULT 0 CHECK (passkeys_for_money IN (0, 1));

-- An open step-up: a single-use challenge bound to one user, one session and one operation's
-- fingerprint (SHA-256 hex of its canonical JSON, src/api/contract/stepUp.ts). challenge is the
-- base64url (no padding) of the fingerprint's 32 bytes followed by a 32-byte server nonce. The
-- one-time code sent for it, if any: its channel, the phone, and only an HMAC of the code (like
-- one_time_codes). A challenge ends with its session; the sweep removes expired ones. That it was
-- used is step_up_proofs (below): its challenge is UNIQUE there, so no challenge proves twice.
CREATE TABLE step_up_challenges (
  challenge    TEXT PRIMARY KEY CHECK (length(challenge) = 86 AND challenge NOT GLOB '*[^A-Za-z0-9_-]*'),
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  session_hash TEXT NOT NULL REFERENCES sessions(id_hash) ON DELETE CASCADE,
  fingerprint  TEXT NOT NULL CHECK (length(fingerprint) = 64 AND fingerprint NOT GLOB '*[^0-9a-f]*'),
  created_at   INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL CHECK (expires_at > created_at),
  code_channel TEXT CHECK (code_channel IN ('sms', 'voice')),
  code_phone   TEXT CHECK (code_phone IS NULL OR length(code_phone) = 4),
  code_hmac    TEXT,
  wrong_tries  INTEGER NOT NULL DEFAULT 0 CHECK (wrong_tries >= 0),
  CHECK ((code_channel IS NULL) = (code_hmac IS NULL) AND (code_channel IS NULL) = (code_phone IS NULL))
);
CREATE INDEX step_up_challenges_session ON step_up_challenges(session_hash);
CREATE INDEX step_up_challenges_expiry ON step_up_challenges(expires_at);

-- The proof a money movement was signed with, kept for good: the challenge it answered (once),
-- the operation's fingerprint, and how — a passkey (its credential id and name then) or a one-time
-- code to the phone ending in code_phone.
CREATE TABLE step_up_proofs (
  id              INTEGER PRIMARY KEY,
  challenge       TEXT NOT NULL UNIQUE,
  user_id         INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  fingerprint     TEXT NOT NULL CHECK (length(fingerprint) = 64 AND fingerprint NOT GLOB '*[^0-9a-f]*'),
  method          TEXT NOT NULL CHECK (method IN ('passkey', 'sms', 'voice')),
  credential_id   TEXT,
  credential_name TEXT,
  code_phone      TEXT CHECK (code_phone IS NULL OR length(code_phone) = 4),
  signed_at       INTEGER NOT NULL,
  CHECK ((method = 'passkey') = (credential_id IS NOT NULL AND credential_name IS NOT NULL)),
  CHECK ((method = 'passkey') = (code_phone IS NULL))
);

-- The proof each transfer and each decision was booked with (null: booked before this issue).
ALTER TABLE transfers ADD COLUMN step_up_proof_id INTEGER REFERENCES step_up_proofs(id) ON DELETE SET NULL;
ALTER TABLE action_item_decisions ADD COLUMN step_up_proof_id INTEGER REFERENCES step_up_proofs(id) ON DELETE SET NULL;
