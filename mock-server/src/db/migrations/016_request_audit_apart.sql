-- 016: the request audit log moves to a database of its own beside this one (domain/audit/auditTable.ts,
-- auditStore.ts: gateway.sqlite → gateway.audit.sqlite), written from a thread of its own, so its
-- writes and their WAL checkpoints no longer hold the gateway's event loop (docs/gateway.md "Load").
-- Rows of the old table are not carried over: it is a support tool's week of call records, and a
-- gateway upgraded in place starts the new file empty.
DROP TABLE request_audit;
