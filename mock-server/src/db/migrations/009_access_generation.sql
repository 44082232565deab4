-- A counter every change to what the access checks read moves on (users, accounts, entitlements,
-- the action catalogue), whoever writes and in the same transaction: the gateway keeps the answers
-- of those checks in memory (domain/platform/accessMemo.ts) and drops them as soon as it moves, so a revoked
-- entitlement or a blocked user counts on the very next call. Kept through a reset
-- (db/database.ts KEPT_TABLES), so it never goes back.
CREATE TABLE access_generation (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  n  INTEGER NOT NULL
);
INSERT INTO access_generation (id, n) VALUES (1, 0);

CREATE TRIGGER users_access_insert AFTER INSERT ON users BEGIN UPDATE access_generation SET n = n + 1; END;
CREATE TRIGGER users_access_update AFTER UPDATE ON users BEGIN UPDATE access_generation SET n = n + 1; END;
CREATE TRIGGER users_access_delete AFTER DELETE ON users BEGIN UPDATE access_generation SET n = n + 1; END;
CREATE TRIGGER accounts_access_insert AFTER INSERT ON accounts BEGIN UPDATE access_generation SET n = n + 1; END;
CREATE TRIGGER accounts_access_update AFTER UPDATE ON accounts BEGIN UPDATE access_generation SET n = n + 1; END;
CREATE TRIGGER accounts_access_delete AFTER DELETE ON accounts BEGIN UPDATE access_generation SET n = n + 1; END;
CREATE TRIGGER user_entitlements_access_insert AFTER INSERT ON user_entitlements BEGIN UPDATE access_generation SET n = n + 1; END;
CREATE TRIGGER user_entitlements_access_update AFTER UPDATE ON user_entitlements BEGIN UPDATE access_generation SET n = n + 1; END;
CREATE TRIGGER user_entitlements_access_delete AFTER DELETE ON user_entitlements BEGIN UPDATE access_generation SET n = n + 1; END;
CREATE TRIGGER entitlement_actions_access_insert AFTER INSERT ON entitlement_actions BEGIN UPDATE access_generation SET n = n + 1; END;
CREATE TRIGGER entitlement_actions_access_update AFTER UPDATE ON entitlement_actions BEGIN UPDATE access_generation SET n = n + 1; END;
CREATE TRIGGER entitlement_actions_access_delete AFTER DELETE ON entitlement_actions BEGIN UPDATE access_generation SET n = n + 1; END;
