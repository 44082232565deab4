-- Sessions the user can see and end, a firm's limit on them, and push outcomes recorded once
-- (issue 25; docs/gateway.md "Sessions the user can end", "Security events").

-- A session's public id (what the SECURITY page shows and "Sign out" sends: the session id never
-- leaves the gateway, and the public id tells nothing of it), and the client that signed in: its
-- address and user agent. Sessions from before this migration get a public id and no client.
ALTER TABLE sessions ADD COLUMN public_id TEXT CHECK (public_id IS NULL OR (length(public_id) = 32 AND public_id NOT GLOB '*[^0-9a-f]*'));
ALTER TABLE sessions ADD COLUMN address TEXT CHECK (address IS NULL OR length(address) <= 64);
ALTER TABLE sessions ADD COLUMN user_agent TEXT CHECK (user_agent IS NULL OR length(user_agent) <= 256);
UPDATE sessions SET public_id = lower(hex(randomblob(16)));
CREATE UNIQUE INDEX sessions_public_id ON sessions(public_id);

-- The most signed-in (full) sessions a user of the firm may hold at once; NULL: no limit (the default).
ALTER TABLE firms ADD COLUMN session_limit INTEGER CHECK (session_limit IS NULL OR session_limit BETWEEN 1 AND 20);

-- Each push's security events are recorded once: when it was sent, and when its outcome
-- (approved, declined, expired) was first seen (domain/identity/pushEvents.ts).
ALTER TABLE push_challenges ADD COLUMN sent_recorded INTEGER NOT NULL DEFAULT 0 CHECK (sent_recorded IN (0, 1));
ALTER TABLE push_challenges ADD COLUMN outcome_recorded INTEGER NOT NULL DEFAULT 0 CHECK (outcome_recorded IN (0, 1));
