-- A field an editor adds to a form's JSON Schema (schemas/forms/) is stored without a migration. The
-- server validates a submission with the form's schema, writes the fields it has a column for to their columns
-- and the others here, as one JSON object per row, and returns them with the resource.
ALTER TABLE users ADD COLUMN form_extras jsonb NOT NULL DEFAULT '{}';
ALTER TABLE contact_messages ADD COLUMN form_extras jsonb NOT NULL DEFAULT '{}';
ALTER TABLE booking_claims ADD COLUMN form_extras jsonb NOT NULL DEFAULT '{}';
ALTER TABLE sponsorships ADD COLUMN form_extras jsonb NOT NULL DEFAULT '{}';
