-- A counter every change to the sessions table moves on (a sign-in, a renewal, a touch of the idle
-- timer, a sign-out, a sweep, a cascade from a deleted user or attempt), whoever writes and in the
-- same transaction: the gateway keeps the sessions it has read in memory (domain/identity/sessions.ts) and
-- drops them as soon as it moves, so a session ended anywhere is refused on the very next call.
-- Kept through a reset (db/database.ts KEPT_TABLES), so it never goes back.
CREATE TABLE session_generation (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  n  INTEGER NOT NULL
);
INSERT INTO session_generation (id, n) VALUES (1, 0);

CREATE TRIGGER sessions_generation_insert AFTER INSERT ON sessions BEGIN UPDATE session_generation SET n = n + 1; END;
CREATE TRIGGER sessions_generation_update AFTER UPDATE ON sessions BEGIN UPDATE session_generation SET n = n + 1; END;
CREATE TRIGGER sessions_generation_delete AFTER DELETE ON sessions BEGIN UPDATE session_generation SET n = n + 1; END;
