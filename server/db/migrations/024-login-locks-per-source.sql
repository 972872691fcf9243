-- Wrong passwords at login are counted per account and source address, so a stranger who knows an e-mail
-- address locks only their own address out of it (server/auth/login-attempts.ts). The row whose source is ''
-- counts the account's failures from every address: past a few, the login asks for the captcha. `retry_at`
-- slows an address down between its failures before the lock. The old per-account counts are dropped.
DELETE FROM login_locks;
ALTER TABLE login_locks DROP CONSTRAINT login_locks_pkey;
ALTER TABLE login_locks ADD COLUMN source text NOT NULL;
ALTER TABLE login_locks ADD COLUMN retry_at timestamptz;
ALTER TABLE login_locks ADD PRIMARY KEY (email, source);
CREATE INDEX login_locks_window_start ON login_locks (window_start);
