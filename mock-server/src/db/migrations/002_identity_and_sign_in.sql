-- Identity and sign-in (spec part 2 §7): the people behind the users (identities, with their
-- phones), sign-in and identity-flow attempts, push challenges and one-time codes. Sessions gain
-- the attempt they belong to and the 'identity' level; phones move from users to identities.

-- A person the identity service can find by name, date of birth and the last 4 of the national id.
-- user_id is null until the person registers a username and password.
CREATE TABLE identities (
  id             INTEGER PRIMARY KEY,
  user_id        INTEGER UNIQUE REFERENCES users(id) ON DELETE SET NULL,
  firm_id        TEXT NOT NULL REFERENCES firms(id),
  first_name     TEXT NOT NULL COLLATE NOCASE,
  last_name      TEXT NOT NULL COLLATE NOCASE,
  dob            TEXT NOT NULL CHECK (date(dob) IS dob),
  -- Never the digits: a scrypt hash (scrypt$N$r$p$hex) with a random salt of its own.
  ssn_last4_hash TEXT NOT NULL,
  ssn_last4_salt TEXT NOT NULL,
  zip            TEXT CHECK (zip IS NULL OR zip GLOB '[0-9][0-9][0-9][0-9][0-9]')
);
CREATE INDEX identities_name_dob ON identities(last_name, first_name, dob);

CREATE TABLE identity_phones (
  id           INTEGER PRIMARY KEY,
  identity_id  INTEGER NOT NULL REFERENCES identities(id) ON DELETE CASCADE,
  country_code TEXT NOT NULL CHECK (length(country_code) = 2 AND country_code = upper(country_code)),
  number       TEXT NOT NULL CHECK (number GLOB '+[1-9]*'),
  label        TEXT NOT NULL,
  UNIQUE (identity_id, number)
);

-- Phones belong to the person, not to the credentials (an identity without a user has phones too).
DROP TABLE user_phones;

-- One sign-in (flow 'Login', from the password) or identity flow (from the identity search). The
-- login headers are recorded on it; codes and push challenges belong to it.
CREATE TABLE auth_attempts (
  id                INTEGER PRIMARY KEY,
  flow              TEXT NOT NULL CHECK (flow IN ('Login', 'Register', 'UsernameLookup', 'PasswordReset')),
  user_id           INTEGER REFERENCES users(id) ON DELETE CASCADE,
  identity_id       INTEGER REFERENCES identities(id) ON DELETE CASCADE,
  started_at        INTEGER NOT NULL,
  event_type        TEXT,
  sub_event_type    TEXT,
  device_session_id TEXT,
  identity_verified INTEGER NOT NULL DEFAULT 0 CHECK (identity_verified IN (0, 1)),
  -- Set after too many wrong one-time codes: no more codes for this attempt.
  otp_locked        INTEGER NOT NULL DEFAULT 0 CHECK (otp_locked IN (0, 1)),
  -- A sign-in names the user; an identity flow names the identity (its user, if any, through it).
  CHECK ((flow = 'Login') = (user_id IS NOT NULL)),
  CHECK ((flow = 'Login') <> (identity_id IS NOT NULL))
);
CREATE INDEX auth_attempts_user ON auth_attempts(user_id);
CREATE INDEX auth_attempts_identity ON auth_attempts(identity_id);

-- Sessions are rebuilt: SQLite cannot change a CHECK in place. Existing sessions end (they had no
-- attempt); users sign in again.
DROP TABLE sessions;
CREATE TABLE sessions (
  id_hash      TEXT PRIMARY KEY,
  -- null for an identity session (level 'identity'): its attempt names the identity.
  user_id      INTEGER REFERENCES users(id) ON DELETE CASCADE,
  attempt_id   INTEGER NOT NULL REFERENCES auth_attempts(id) ON DELETE CASCADE,
  level        TEXT NOT NULL CHECK (level IN ('password', 'full', 'identity')),
  created_at   INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  CHECK ((level = 'identity') = (user_id IS NULL))
);
CREATE INDEX sessions_user ON sessions(user_id);
CREATE INDEX sessions_attempt ON sessions(attempt_id);

-- A push sent to the user's device. behaviour is the demo user's at the time it was sent; answer
-- is set by the control API (approve, decline); status records a settled outcome.
CREATE TABLE push_challenges (
  id          TEXT PRIMARY KEY CHECK (length(id) = 32),
  attempt_id  INTEGER NOT NULL REFERENCES auth_attempts(id) ON DELETE CASCADE,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  behaviour   TEXT NOT NULL CHECK (behaviour IN ('approve', 'decline', 'never')),
  created_at  INTEGER NOT NULL,
  answer      TEXT CHECK (answer IN ('APPROVED', 'DECLINED')),
  answered_at INTEGER,
  CHECK ((answer IS NULL) = (answered_at IS NULL))
);
CREATE INDEX push_challenges_attempt ON push_challenges(attempt_id);
CREATE INDEX push_challenges_user ON push_challenges(user_id);

-- The one live code of an attempt (a resend replaces it). Only an HMAC of the code is stored; the
-- clear code goes to the simulated outbox in memory.
CREATE TABLE one_time_codes (
  attempt_id  INTEGER PRIMARY KEY REFERENCES auth_attempts(id) ON DELETE CASCADE,
  channel     TEXT NOT NULL CHECK (channel IN ('sms', 'voice', 'rep')),
  phone_id    INTEGER REFERENCES identity_phones(id) ON DELETE CASCADE,
  code_hmac   TEXT NOT NULL CHECK (length(code_hmac) = 64),
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL,
  wrong_tries INTEGER NOT NULL DEFAULT 0 CHECK (wrong_tries >= 0),
  CHECK ((channel = 'rep') = (phone_id IS NULL))
);
