-- The request audit log's own database (gateway.audit.sqlite beside the gateway's, written by the
-- audit thread: domain/audit/auditTable.ts, auditStore.ts). 001: the table the gateway's migration 013
-- had (its 016 drops it there), unchanged; IF NOT EXISTS because the first audit files were
-- made before this database had migrations of its own.
CREATE TABLE IF NOT EXISTS request_audit (
  id          INTEGER PRIMARY KEY,
  request_id  TEXT    NOT NULL CHECK (length(request_id) BETWEEN 1 AND 64),
  at          INTEGER NOT NULL,
  method      TEXT    NOT NULL CHECK (length(method) BETWEEN 1 AND 10),
  route       TEXT    NOT NULL CHECK (length(route) <= 200),
  status      INTEGER NOT NULL CHECK (status BETWEEN 100 AND 599),
  duration_ms INTEGER NOT NULL CHECK (duration_ms >= 0),
  user_id     INTEGER
);
CREATE INDEX IF NOT EXISTS request_audit_by_time ON request_audit (at);
