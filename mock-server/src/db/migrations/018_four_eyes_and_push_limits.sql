-- Issue 25: four-eyes by firm policy, and bounded push approvals.

-- A firm's policy that every transfer needs a second person. Off (0) by default, which keeps the
-- spec's rule: a user holding the kind's authorize action sends alone. On (1): every transfer of
-- the firm's accounts waits for a checker (PENDING_APPROVAL), whatever its maker holds; a maker
-- never decides their own request (domain/actionItems/actionItemDecisions.ts).
ALTER TABLE firms ADD COLUMN four_eyes_transfers INTEGER NOT NULL DEFAULT 0 CHECK (four_eyes_transfers IN (0, 1));

-- Every push sent to a user's device, for the limit on pushes per user (domain/identity/push.ts):
-- kept apart from push_challenges, whose rows a new push of the attempt replaces and the sweep
-- removes with their attempts. A user's rows older than the limit's window are pruned at each send.
CREATE TABLE push_sends (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  sent_at INTEGER NOT NULL
);
CREATE INDEX push_sends_user ON push_sends(user_id, sent_at);

-- When a push expires, fixed when it is sent: the SPA's poll window (src/api/contract/config.ts
-- pushLifetimeMs). A push sent before this migration (0) is over.
ALTER TABLE push_challenges ADD COLUMN expires_at INTEGER NOT NULL DEFAULT 0;
