-- Reference data, members, the miles ledger and the one-time secrets of the account flows.
-- Times are timestamptz written by the server's clock (never now()), so tests can move time.

CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE languages (
  code text PRIMARY KEY,
  name text NOT NULL,
  position integer NOT NULL
);

CREATE TABLE countries (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  url text NOT NULL
);

CREATE TABLE country_languages (
  country_id integer NOT NULL REFERENCES countries (id),
  language_code text NOT NULL REFERENCES languages (code),
  position integer NOT NULL,
  PRIMARY KEY (country_id, language_code)
);

CREATE TABLE agencies (
  id serial PRIMARY KEY,
  name text NOT NULL,
  access_code text NOT NULL UNIQUE,
  type text NOT NULL CHECK (type IN ('agency', 'wholesaler')),
  vip boolean NOT NULL DEFAULT false,
  city text NOT NULL,
  country_code text NOT NULL
);

-- The programme's register of agent codes: an account can only be created for a code bound to the agency
-- whose access code is given.
CREATE TABLE agent_codes (
  code text PRIMARY KEY,
  agency_id integer NOT NULL REFERENCES agencies (id)
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  password_create_date timestamptz NOT NULL,
  expire_after_days integer NOT NULL,
  firstname text NOT NULL,
  lastname text NOT NULL,
  agent_code text NOT NULL UNIQUE REFERENCES agent_codes (code),
  agency_id integer NOT NULL REFERENCES agencies (id),
  role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'agent')),
  language_code text NOT NULL REFERENCES languages (code),
  country_id integer NOT NULL REFERENCES countries (id),
  phone text,
  job_title text,
  address_line text,
  postcode text,
  city text,
  birth_date date,
  image bytea,
  image_type text,
  newsletter boolean NOT NULL DEFAULT true,
  unsubscribe_token text NOT NULL UNIQUE,
  confirmed_at timestamptz,
  -- Set once, the first time the profile is complete: the +500 bonus is never paid twice.
  profile_completed_at timestamptz,
  created_at timestamptz NOT NULL
);

-- The miles ledger: every credit and debit is a row; balances are sums over it.
CREATE TABLE movements (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  type text NOT NULL CHECK (type IN ('order', 'reservation', 'exceptional', 'animation', 'sponsorship', 'transfer', 'inscription', 'expired')),
  status text NOT NULL CHECK (status IN ('valid', 'cancelled', 'pending')),
  amount integer NOT NULL,
  label text NOT NULL,
  created_at timestamptz NOT NULL,
  valid_on timestamptz NOT NULL
);
CREATE INDEX movements_user ON movements (user_id);

-- Sales made through a partner (the ideal gift needs at least one, requirements §5).
CREATE TABLE partner_sales (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  partner text NOT NULL,
  reference text NOT NULL,
  created_at timestamptz NOT NULL
);

-- A login session: every refresh token of one login belongs to one family; reuse revokes the family.
CREATE TABLE token_families (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  impersonated_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  family_id text NOT NULL REFERENCES token_families (id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Recovery, sign-up confirmation and impersonation secrets: stored hashed, single use, with an expiry.
CREATE TABLE one_time_tokens (
  token_hash text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('recovery', 'confirm', 'impersonation')),
  user_id integer NOT NULL REFERENCES users (id),
  created_by integer REFERENCES users (id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE login_failures (
  email text NOT NULL,
  ip text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX login_failures_key ON login_failures (email, ip, at);

-- Signatures of captcha payloads already accepted, so a solved challenge cannot be replayed.
CREATE TABLE used_captchas (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

CREATE TABLE mails (
  id serial PRIMARY KEY,
  to_email text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  link text,
  created_at timestamptz NOT NULL
);
CREATE INDEX mails_to ON mails (to_email);
