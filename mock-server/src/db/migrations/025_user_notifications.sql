-- The notification centre (issue 27; spec part 2 §7 POST /api/v1/notification/list): notifications
-- addressed to every user, to a firm's users or to one user, and each user's reading of them.
-- The feature-flag service's client notifications (client_notifications) stay as they are.
CREATE TABLE user_notifications (
  id         INTEGER PRIMARY KEY,
  -- Both NULL: every user; a firm: its users; a user: that user only (never both).
  firm_id    TEXT REFERENCES firms(id) ON DELETE CASCADE,
  user_id    INTEGER REFERENCES users(id) ON DELETE CASCADE,
  title      TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
  message    TEXT NOT NULL CHECK (length(message) BETWEEN 1 AND 500),
  severity   TEXT NOT NULL CHECK (severity IN ('low', 'high', 'red', 'green', 'blue', 'yellow')),
  created_at INTEGER NOT NULL,
  CHECK (firm_id IS NULL OR user_id IS NULL)
);
CREATE INDEX user_notifications_firm ON user_notifications(firm_id);
CREATE INDEX user_notifications_user ON user_notifications(user_id);

-- A user's reading: when they first saw it in the panel (read) and when they dismissed it.
CREATE TABLE user_notification_marks (
  notification_id INTEGER NOT NULL REFERENCES user_notifications(id) ON DELETE CASCADE,
  user_id         INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  read_at         INTEGER,
  dismissed_at    INTEGER,
  PRIMARY KEY (notification_id, user_id)
) WITHOUT ROWID;
