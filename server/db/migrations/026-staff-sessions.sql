-- A studio login's session: its token names it (`sid`), so logging out ends the token at once on every API process,
-- and an account's sessions can be listed or ended when it is removed or its password changes.
CREATE TABLE staff_sessions (
  id text PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);
