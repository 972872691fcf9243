-- A restore is told apart from a publish in the audit log.
ALTER TABLE studio_audit DROP CONSTRAINT studio_audit_action_check;
ALTER TABLE studio_audit ADD CONSTRAINT studio_audit_action_check CHECK (action IN ('draft_saved', 'published', 'restored'));
