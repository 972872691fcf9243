-- Published versions of the studio's changes. `files` is the live set as a JSON object (file → its text as written):
-- every config file the studio has changed, over the files the server was built from; `changed` lists the files this
-- version changed against the one before. The newest row is what is live.
CREATE TABLE studio_versions (
  id serial PRIMARY KEY,
  message text NOT NULL,
  files text NOT NULL,
  changed text NOT NULL,
  published_by integer NOT NULL REFERENCES staff (id),
  published_at timestamptz NOT NULL DEFAULT now()
);
-- A publish (or a restore) is a line of the audit log for each file it changed.
ALTER TABLE studio_audit DROP CONSTRAINT studio_audit_action_check;
ALTER TABLE studio_audit ADD CONSTRAINT studio_audit_action_check CHECK (action IN ('draft_saved', 'published'));
