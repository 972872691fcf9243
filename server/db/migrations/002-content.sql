-- The reference content system (server/content/README.md): one row per url × language × status.
CREATE TABLE content_versions (
  url text NOT NULL,
  language text NOT NULL REFERENCES languages (code),
  status text NOT NULL CHECK (status IN ('published', 'draft')),
  title text NOT NULL,
  description text,
  summary text,
  published_at date,
  zones jsonb NOT NULL,
  -- 'seed' rows are replaced from server/content/pages at every start; 'editor' rows (dev route) are kept.
  source text NOT NULL CHECK (source IN ('seed', 'editor')),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (url, language, status)
);
CREATE INDEX content_versions_press ON content_versions (status, language, published_at) WHERE url LIKE '/press/release/%';

-- Preview tokens the content system's preview button hands out; only their hash is kept.
CREATE TABLE preview_tokens (
  token_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

-- Messages of the contact form, read by the support team.
CREATE TABLE contact_messages (
  id serial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  user_id integer REFERENCES users (id),
  email text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  language text NOT NULL,
  created_at timestamptz NOT NULL
);
