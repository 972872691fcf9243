-- The studio's drafts: a config file as staff changed it, not yet published. One draft a file, shared by every
-- account that may change that file. `text` is the JSON as it was written (its order and layout kept, as it goes
-- back to the repository's file); `version` counts the saves, so a save made from an older one is refused.
CREATE TABLE studio_drafts (
  file text PRIMARY KEY,
  text text NOT NULL,
  version integer NOT NULL CHECK (version > 0),
  saved_by integer NOT NULL REFERENCES staff (id),
  saved_at timestamptz NOT NULL DEFAULT now()
);
