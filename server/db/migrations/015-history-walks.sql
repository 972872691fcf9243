-- The history's page walks as functions that carry their own planner settings. A page must walk an
-- index in page order and stop after `n` lines, whatever the statistics say: PGlite has no autovacuum, so a
-- history that grew since the last ANALYZE is estimated at a few lines and the planner would read all of them
-- and sort. The settings used to be SET LOCAL in a transaction of their own (BEGIN, SET, SELECT, COMMIT: four
-- round trips per page); attached to a function they hold while its body is planned and run, so the whole
-- points_history answer is one statement (server/miles/history-page.ts). The functions are never inlined
-- (a SET clause forbids it), so the settings reach nothing else in the calling statement.

-- Each answers whole movements rows (the page's lines), at most `n` (ROWS: what the caller's plan should expect).

-- Unfiltered: movements_history (user_id, created_at DESC, id DESC) from the cursor, within [since, until).
CREATE FUNCTION history_walk(uid integer, since timestamptz, until timestamptz, before_at timestamptz, before_id integer, n integer)
RETURNS SETOF movements
LANGUAGE sql STABLE ROWS 100
SET enable_seqscan = off SET enable_bitmapscan = off SET enable_sort = off SET jit = off
AS $$
  SELECT m.* FROM movements m
   WHERE m.user_id = uid AND m.created_at >= since AND m.created_at < until AND (m.created_at, m.id) < (before_at, before_id)
   ORDER BY m.created_at DESC, m.id DESC
   LIMIT n
$$;

-- Filtered: one walk of movements_history_by_type (user_id, type, status, created_at DESC, id DESC) per (type,
-- stored status), each limited to `n`, then merged (at most n × walks lines sorted). A stored pending line
-- whose valid_on is at or before `matured_at` is left out (it is effectively valid: the caller reads those
-- from movements_pending); '-infinity' keeps every pending line.
CREATE FUNCTION history_walk_by_type(uid integer, kinds text[], states text[], matured_at timestamptz, since timestamptz,
                                     until timestamptz, before_at timestamptz, before_id integer, n integer)
RETURNS SETOF movements
LANGUAGE sql STABLE ROWS 100
SET enable_seqscan = off SET enable_bitmapscan = off SET enable_sort = off SET jit = off
AS $$
  SELECT w.*
    FROM unnest(kinds) AS k (kind), unnest(states) AS s (state),
         LATERAL (SELECT m.* FROM movements m
                   WHERE m.user_id = uid AND m.type = k.kind AND m.status = s.state
                     AND m.created_at >= since AND m.created_at < until AND (m.created_at, m.id) < (before_at, before_id)
                     AND (s.state <> 'pending' OR m.valid_on > matured_at)
                   ORDER BY m.created_at DESC, m.id DESC
                   LIMIT n) AS w
   ORDER BY w.created_at DESC, w.id DESC
   LIMIT n
$$;
