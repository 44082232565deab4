-- Security events (issue 25, docs/gateway.md "Security events"): each sign-in, second factor,
-- lockout, password reset and session end, with the user where known, the client's address and
-- user agent, the time and the outcome. Never a password, a code or a session id: the columns
-- below are all there is, and detail is a word of a fixed list (src/api/contract/security.ts).
CREATE TABLE security_events (
  id         INTEGER PRIMARY KEY,
  at         INTEGER NOT NULL,
  kind       TEXT    NOT NULL CHECK (length(kind) BETWEEN 1 AND 32),
  outcome    TEXT    NOT NULL CHECK (outcome IN ('success', 'failure')),
  detail     TEXT             CHECK (detail IS NULL OR length(detail) BETWEEN 1 AND 32),
  user_id    INTEGER,
  address    TEXT             CHECK (address IS NULL OR length(address) <= 64),
  user_agent TEXT             CHECK (user_agent IS NULL OR length(user_agent) <= 256)
);
CREATE INDEX security_events_by_time ON security_events (at);
CREATE INDEX security_events_by_user ON security_events (user_id, at);
