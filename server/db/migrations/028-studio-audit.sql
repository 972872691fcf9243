-- Every change staff made in the studio, in the order made: who, what, which file and the version it gave. Written
-- with the change itself (one transaction), so no change is missing from it.
CREATE TABLE studio_audit (
  id bigserial PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id),
  action text NOT NULL CHECK (action IN ('draft_saved')),
  file text NOT NULL,
  version integer NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX studio_audit_file ON studio_audit (file, id);
