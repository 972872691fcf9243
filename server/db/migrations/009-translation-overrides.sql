-- Editors' overrides of the portal's interface strings, per language, served by translations_light
-- so a wording changes without a deploy. The key is a dotted key of config/locales/en.json (checked by the API,
-- not here: the list of keys belongs to the portal's build, not to the database).
CREATE TABLE translation_overrides (
  language text NOT NULL REFERENCES languages(code),
  key text NOT NULL,
  value text NOT NULL,
  updated_by integer REFERENCES users(id),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (language, key)
);
