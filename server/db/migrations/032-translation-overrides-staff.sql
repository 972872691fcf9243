-- An override set in the studio names the studio account that set it (an editor), as one set by an agent names the
-- agent: exactly one of the two, or neither for the overrides set before either was recorded.
ALTER TABLE translation_overrides ADD COLUMN updated_by_staff integer REFERENCES staff(id);
ALTER TABLE translation_overrides ADD CONSTRAINT translation_overrides_one_author CHECK (updated_by IS NULL OR updated_by_staff IS NULL);
