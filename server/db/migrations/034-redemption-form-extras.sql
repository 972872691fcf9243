-- The fields an editor added to the stay form (schemas/forms/redeem-nights.json), kept with the request and
-- returned with it, as the other resources keep theirs (010-form-extras.sql).
ALTER TABLE redemptions ADD COLUMN form_extras jsonb NOT NULL DEFAULT '{}';
