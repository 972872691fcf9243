-- A text override set or removed in the studio is a line of the audit log too. Its place is `text:<language>:<key>`
-- and it has no version: an override is live at once, never a draft.
ALTER TABLE studio_audit ALTER COLUMN version DROP NOT NULL;
ALTER TABLE studio_audit DROP CONSTRAINT studio_audit_action_check;
ALTER TABLE studio_audit ADD CONSTRAINT studio_audit_action_check
  CHECK (action IN ('draft_saved', 'published', 'restored', 'draft_discarded', 'override_set', 'override_removed'));
ALTER TABLE studio_audit ADD CONSTRAINT studio_audit_version_of_files
  CHECK ((version IS NULL) = (action IN ('override_set', 'override_removed')));
