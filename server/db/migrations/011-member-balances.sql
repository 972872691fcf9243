-- Balances in constant time: what users_stats, points_history and transfers read is kept in step
-- with the ledger by triggers on `movements`, in the same transaction as every movement, whatever code path
-- writes it (insert, update, delete): there is no second source a new path could forget to update. Only
-- sums that do not depend on the clock are stored (by stored status); the clock's part (pending miles whose
-- valid_on has passed, credits past their expiry) is read with small indexed queries (server/miles/ledger.ts).

-- Credits always carry their expiry date (rows written without one: valid_on + 24 months, as the readers
-- assumed), so the credits' index can be ordered by it.
UPDATE movements SET expires_on = valid_on + interval '24 months' WHERE amount > 0 AND expires_on IS NULL;

CREATE FUNCTION movements_fill_expiry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.amount > 0 AND NEW.expires_on IS NULL THEN
    NEW.expires_on := NEW.valid_on + interval '24 months';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER movements_fill_expiry BEFORE INSERT OR UPDATE ON movements FOR EACH ROW EXECUTE FUNCTION movements_fill_expiry();

-- One row per member: sums of amounts by stored status (the six figures of users_stats before the clock's
-- part). settled_until: every valid credit expiring at or before it has nothing left (written off or spent),
-- so the expiry write-off only looks at credits expiring after it.
CREATE TABLE member_balances (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  valid bigint NOT NULL DEFAULT 0,
  earned bigint NOT NULL DEFAULT 0,
  expired bigint NOT NULL DEFAULT 0,
  spent bigint NOT NULL DEFAULT 0,
  pending bigint NOT NULL DEFAULT 0,
  cancelled bigint NOT NULL DEFAULT 0,
  settled_until timestamptz NOT NULL DEFAULT '-infinity'
);

-- Valid credits by the UTC day they expire: "the credits expiring after t" is a sum over at most ~24 months
-- of days, never over the history (the expiring slices and the oldest miles of a transfer need it).
CREATE TABLE member_credit_days (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  amount bigint NOT NULL,
  PRIMARY KEY (user_id, day)
);

-- Pending movements by valid_on (what the clock has made valid) and valid credits by expiry (the slices).
CREATE INDEX movements_pending ON movements (user_id, valid_on) WHERE status = 'pending';
CREATE INDEX movements_valid_credits ON movements (user_id, expires_on, id) INCLUDE (amount) WHERE status = 'valid' AND amount > 0;

-- Backfill from the ledger (every member gets a row, with or without movements).
INSERT INTO member_balances (user_id, valid, earned, expired, spent, pending, cancelled)
SELECT u.id,
       coalesce(sum(m.amount) FILTER (WHERE m.status = 'valid'), 0),
       coalesce(sum(m.amount) FILTER (WHERE m.status = 'valid' AND m.amount > 0), 0),
       coalesce(sum(-m.amount) FILTER (WHERE m.status = 'valid' AND m.type = 'expired'), 0),
       coalesce(sum(-m.amount) FILTER (WHERE m.status = 'valid' AND m.amount < 0 AND m.type <> 'expired'), 0),
       coalesce(sum(m.amount) FILTER (WHERE m.status = 'pending'), 0),
       coalesce(sum(abs(m.amount)) FILTER (WHERE m.status = 'cancelled'), 0)
  FROM users u LEFT JOIN movements m ON m.user_id = u.id
 GROUP BY u.id;
INSERT INTO member_credit_days (user_id, day, amount)
SELECT user_id, (expires_on AT TIME ZONE 'UTC')::date, sum(amount)
  FROM movements WHERE status = 'valid' AND amount > 0
 GROUP BY 1, 2;

CREATE FUNCTION users_add_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A new member has no credit yet: nothing to settle until one arrives (the movements trigger lowers it).
  INSERT INTO member_balances (user_id, settled_until) VALUES (NEW.id, 'infinity') ON CONFLICT (user_id) DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER users_add_balance AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION users_add_balance();

-- Once per statement, from its transition tables: the changed rows count +1 (new) and -1 (old), summed by
-- member and applied in user_id order (two transactions touching the same members lock them in one order).
-- settled_until goes back before any new valid credit (it may have miles left), and to -infinity when a
-- valid debit goes away (a cancelled order gives back miles that may have expired meanwhile).
CREATE FUNCTION movements_keep_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, user_id, type, status, amount, expires_on FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, user_id, type, status, amount, expires_on FROM old_rows'
    ELSE 'SELECT 1 AS sign, user_id, type, status, amount, expires_on FROM new_rows
          UNION ALL SELECT -1, user_id, type, status, amount, expires_on FROM old_rows'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO member_balances AS b (user_id, valid, earned, expired, spent, pending, cancelled, settled_until)
    SELECT user_id,
           coalesce(sum(sign * amount) FILTER (WHERE status = 'valid'), 0),
           coalesce(sum(sign * amount) FILTER (WHERE status = 'valid' AND amount > 0), 0),
           coalesce(sum(-sign * amount) FILTER (WHERE status = 'valid' AND type = 'expired'), 0),
           coalesce(sum(-sign * amount) FILTER (WHERE status = 'valid' AND amount < 0 AND type <> 'expired'), 0),
           coalesce(sum(sign * amount) FILTER (WHERE status = 'pending'), 0),
           coalesce(sum(sign * abs(amount)) FILTER (WHERE status = 'cancelled'), 0),
           CASE WHEN bool_or(sign < 0 AND status = 'valid' AND amount < 0) THEN '-infinity'::timestamptz
                ELSE coalesce(min(expires_on) FILTER (WHERE sign > 0 AND status = 'valid' AND amount > 0) - interval '1 microsecond', 'infinity') END
      FROM (%s) AS c
     GROUP BY user_id
     ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET
      valid = b.valid + EXCLUDED.valid, earned = b.earned + EXCLUDED.earned, expired = b.expired + EXCLUDED.expired,
      spent = b.spent + EXCLUDED.spent, pending = b.pending + EXCLUDED.pending, cancelled = b.cancelled + EXCLUDED.cancelled,
      settled_until = least(b.settled_until, EXCLUDED.settled_until)
  $sql$, changes);
  EXECUTE format($sql$
    INSERT INTO member_credit_days AS d (user_id, day, amount)
    SELECT user_id, (expires_on AT TIME ZONE 'UTC')::date, sum(sign * amount)
      FROM (%s) AS c
     WHERE status = 'valid' AND amount > 0
     GROUP BY 1, 2
     ORDER BY 1, 2
    ON CONFLICT (user_id, day) DO UPDATE SET amount = d.amount + EXCLUDED.amount
  $sql$, changes);
  RETURN NULL;
END $$;
CREATE TRIGGER movements_balances_insert AFTER INSERT ON movements REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION movements_keep_balances();
CREATE TRIGGER movements_balances_update AFTER UPDATE ON movements REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION movements_keep_balances();
CREATE TRIGGER movements_balances_delete AFTER DELETE ON movements REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION movements_keep_balances();
