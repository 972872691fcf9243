-- Against password guessing and stolen tokens: the login lock per account (not per e-mail + IP) and absolute
-- session lifetimes.

-- One row per account (keyed by the e-mail typed, so unknown addresses are locked the same way and the lock
-- does not tell which accounts exist). A password check first reserves a slot (in_flight) with one atomic
-- upsert, so a burst of concurrent attempts can never evaluate more than the budget; a wrong password turns
-- its slot into a failure, a right one frees it and forgets the finished failures.
CREATE TABLE login_locks (
  email text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  in_flight integer NOT NULL DEFAULT 0
);

DROP TABLE login_failures;

-- A session ends at ends_at whatever its refreshes: 30 days after login, 1 hour after an impersonation.
ALTER TABLE token_families ADD COLUMN ends_at timestamptz;
UPDATE token_families
  SET ends_at = created_at + CASE WHEN impersonated_by IS NULL THEN interval '30 days' ELSE interval '1 hour' END;
ALTER TABLE token_families ALTER COLUMN ends_at SET NOT NULL;

