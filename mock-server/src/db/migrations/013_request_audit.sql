-- 013: the gateway's request audit log (docs/action-log.md, ADR 0021). One row per API call the
-- gateway answered (/gateway and /user): the client's X-Request-Id (or the gateway's own id when
-- the call had none), when, who, what and how it was answered. A support engineer exports a
-- period of it through the control API and lines it up with a session log by request id.
-- Never a body, a query string or a header value: nothing secret can be in a row. Rows older than
-- the retention (domain/audit/requestAudit.ts) are swept; the export reads by time, so `at` is the one index.
CREATE TABLE request_audit (
  id          INTEGER PRIMARY KEY,
  request_id  TEXT    NOT NULL CHECK (length(request_id) BETWEEN 1 AND 64),
  at          INTEGER NOT NULL,
  method      TEXT    NOT NULL CHECK (length(method) BETWEEN 1 AND 10),
  route       TEXT    NOT NULL CHECK (length(route) <= 200),
  status      INTEGER NOT NULL CHECK (status BETWEEN 100 AND 599),
  duration_ms INTEGER NOT NULL CHECK (duration_ms >= 0),
  user_id     INTEGER
);
CREATE INDEX request_audit_by_time ON request_audit (at);
