-- Rate-limit counters in the database, not in a process's memory: with several API processes on one
-- PostgreSQL, a client spreading its calls over them still meets one budget. One row per key
-- (route + IP, or member + reads/writes) and window; `resets_at` ends the window.
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  resets_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_resets_at ON rate_limit_counters (resets_at);
