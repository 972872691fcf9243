-- Staff accounts of the studio (/studio): editors (pages, content pages, navigation, form fields, string overrides)
-- and market teams (one language's route overlay and menus). Apart from members and support agents: a staff account
-- cannot log into the portal, and a member's or an agent's credentials open nothing of the studio.
CREATE TABLE staff (
  id serial PRIMARY KEY,
  email text NOT NULL,
  name text NOT NULL,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('editor', 'market')),
  -- The language a market team works for; none for an editor.
  language_code text CHECK ((role = 'market') = (language_code IS NOT NULL)),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One account an address, in any case: the login looks the address up in lower case.
CREATE UNIQUE INDEX staff_email ON staff (lower(email));
