-- The history's figures in bounded time: the count and totals by type of points_history and
-- its month-end balances were aggregated over every matching movement on each call, so a member with a long
-- history cost every visitor time. They are now kept, like member_balances (migration 011), by triggers on
-- `movements` in the same transaction as every movement (insert, update, delete): no second source can drift.
-- Sums are by stored status; the clock's part (pending miles whose valid_on has passed and no read folded yet)
-- is added by the reader from the small movements_pending index (server/miles/history-sums.ts).

-- Count and sum of amounts by UTC day of created_at, type and stored status: a date filter (whole UTC days)
-- reads at most the days of its range that no whole month covers.
CREATE TABLE member_history_days (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  type text NOT NULL,
  status text NOT NULL,
  count integer NOT NULL,
  amount bigint NOT NULL,
  PRIMARY KEY (user_id, day, type, status)
);

-- The same by UTC month of created_at: the unfiltered totals read one row per month × type × status.
CREATE TABLE member_history_months (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  month date NOT NULL,
  type text NOT NULL,
  status text NOT NULL,
  count integer NOT NULL,
  amount bigint NOT NULL,
  PRIMARY KEY (user_id, month, type, status)
);

-- Valid movements by UTC month of valid_on (the monthly balance of the history's chart; count > 0 says the
-- month has a valid movement, which is where the chart starts).
CREATE TABLE member_valid_months (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  month date NOT NULL,
  count integer NOT NULL,
  amount bigint NOT NULL,
  PRIMARY KEY (user_id, month)
);

-- A filtered page walks one index range per (type, stored status), newest first, and stops at the limit.
CREATE INDEX movements_history_by_type ON movements (user_id, type, status, created_at DESC, id DESC);

INSERT INTO member_history_days (user_id, day, type, status, count, amount)
SELECT user_id, (created_at AT TIME ZONE 'UTC')::date, type, status, count(*), sum(amount) FROM movements GROUP BY 1, 2, 3, 4;
INSERT INTO member_history_months (user_id, month, type, status, count, amount)
SELECT user_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date, type, status, count(*), sum(amount) FROM movements GROUP BY 1, 2, 3, 4;
INSERT INTO member_valid_months (user_id, month, count, amount)
SELECT user_id, date_trunc('month', valid_on AT TIME ZONE 'UTC')::date, count(*), sum(amount) FROM movements WHERE status = 'valid' GROUP BY 1, 2;

-- Once per statement, from its transition tables: new rows count +1, old rows -1, applied in key order (user_id
-- first). The triggers' names sort after migration 011's, so member_balances (the per-member lock order) is
-- updated first.
CREATE FUNCTION movements_keep_history_sums() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, user_id, type, status, amount, created_at, valid_on FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, user_id, type, status, amount, created_at, valid_on FROM old_rows'
    ELSE 'SELECT 1 AS sign, user_id, type, status, amount, created_at, valid_on FROM new_rows
          UNION ALL SELECT -1, user_id, type, status, amount, created_at, valid_on FROM old_rows'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO member_history_days AS s (user_id, day, type, status, count, amount)
    SELECT user_id, (created_at AT TIME ZONE 'UTC')::date, type, status, sum(sign), sum(sign * amount)
      FROM (%s) AS c GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (user_id, day, type, status) DO UPDATE SET count = s.count + EXCLUDED.count, amount = s.amount + EXCLUDED.amount
  $sql$, changes);
  EXECUTE format($sql$
    INSERT INTO member_history_months AS s (user_id, month, type, status, count, amount)
    SELECT user_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date, type, status, sum(sign), sum(sign * amount)
      FROM (%s) AS c GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (user_id, month, type, status) DO UPDATE SET count = s.count + EXCLUDED.count, amount = s.amount + EXCLUDED.amount
  $sql$, changes);
  EXECUTE format($sql$
    INSERT INTO member_valid_months AS s (user_id, month, count, amount)
    SELECT user_id, date_trunc('month', valid_on AT TIME ZONE 'UTC')::date, sum(sign), sum(sign * amount)
      FROM (%s) AS c WHERE status = 'valid' GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (user_id, month) DO UPDATE SET count = s.count + EXCLUDED.count, amount = s.amount + EXCLUDED.amount
  $sql$, changes);
  RETURN NULL;
END $$;
CREATE TRIGGER movements_history_sums_insert AFTER INSERT ON movements REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION movements_keep_history_sums();
CREATE TRIGGER movements_history_sums_update AFTER UPDATE ON movements REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION movements_keep_history_sums();
CREATE TRIGGER movements_history_sums_delete AFTER DELETE ON movements REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION movements_keep_history_sums();
