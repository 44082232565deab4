-- "Try another way" (issue 27, flag try-another-way): a push user's sign-in that has switched from
-- the push to a one-time code. Its push was withdrawn when the code was sent (the challenge row is
-- deleted), and no new push goes out for it: the attempt finishes with a code or not at all.
ALTER TABLE auth_attempts ADD COLUMN push_withdrawn INTEGER NOT NULL DEFAULT 0 CHECK (push_withdrawn IN (0, 1));
