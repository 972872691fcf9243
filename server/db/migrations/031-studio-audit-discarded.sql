-- A draft discarded (the file back to its published text) is a line of the audit log too.
ALTER TABLE studio_audit DROP CONSTRAINT studio_audit_action_check;
ALTER TABLE studio_audit ADD CONSTRAINT studio_audit_action_check CHECK (action IN ('draft_saved', 'published', 'restored', 'draft_discarded'));
