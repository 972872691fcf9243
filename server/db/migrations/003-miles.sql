-- Earning and using miles (server/README.md, "Miles"): the programme's hotels, the hotels' bookings that
-- claims are matched against, booster periods, accepted claims, transfers, sponsorships and favorites.
-- The ledger stays the movements table; balances are sums over it.

-- Participating hotels of Horizon Hotel Group. search_key is the name and city without accents, lower
-- case (computed by the server), so the autocomplete needs no extension.
CREATE TABLE hotels (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  brand text NOT NULL,
  city text NOT NULL,
  country_code text NOT NULL,
  search_key text NOT NULL
);

-- The hotels' own booking records (what a claim must match). booking_number is stored upper case.
CREATE TABLE bookings (
  id serial PRIMARY KEY,
  booking_number text NOT NULL UNIQUE,
  cf_number text NOT NULL,
  hotel_id integer NOT NULL REFERENCES hotels (id),
  guest_firstname text NOT NULL,
  guest_lastname text NOT NULL,
  check_in date NOT NULL,
  check_out date NOT NULL,
  rate_code text NOT NULL,
  -- Some rates require a minimum stay (requirements §5): a stay shorter than this earns nothing.
  min_nights integer,
  CHECK (check_out > check_in)
);

-- Booster periods: stays checking in between stay_from and stay_to (inclusive), declared before
-- declare_before, earn `multiplier` times the miles.
CREATE TABLE boosters (
  id serial PRIMARY KEY,
  name text NOT NULL,
  stay_from date NOT NULL,
  stay_to date NOT NULL,
  declare_before date NOT NULL,
  multiplier integer NOT NULL CHECK (multiplier >= 1)
);

-- What the history shows of a movement's origin, and when its miles expire (credits only: 24 months after
-- valid_on, or the sender's date for transferred miles; null on older rows means valid_on + 24 months).
ALTER TABLE movements ADD COLUMN expires_on timestamptz;
ALTER TABLE movements ADD COLUMN booking_number text;
ALTER TABLE movements ADD COLUMN hotel_id integer REFERENCES hotels (id);
UPDATE movements SET expires_on = valid_on + interval '24 months' WHERE amount > 0;
CREATE INDEX movements_history ON movements (user_id, created_at DESC, id DESC);

-- Accepted claims: one per booking, ever (the unique booking_id is the last word under concurrency).
CREATE TABLE booking_claims (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  booking_id integer NOT NULL UNIQUE REFERENCES bookings (id),
  cf_number text NOT NULL,
  guest_firstname text NOT NULL,
  guest_lastname text NOT NULL,
  source text NOT NULL CHECK (source IN ('website', 'call_center', 'direct_hotel', 'gds', 'third_party')),
  additional_information text,
  nights integer NOT NULL,
  miles integer NOT NULL,
  booster_id integer REFERENCES boosters (id),
  movement_id integer NOT NULL REFERENCES movements (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX booking_claims_user ON booking_claims (user_id, created_at DESC);

-- Transfers between members. The sender's Idempotency-Key is unique per sender; the answer given the first
-- time is kept, so a retry gets it again and never moves miles twice.
CREATE TABLE transfers (
  id serial PRIMARY KEY,
  sender_id integer NOT NULL REFERENCES users (id),
  recipient_id integer NOT NULL REFERENCES users (id),
  amount integer NOT NULL CHECK (amount > 0),
  expires_on timestamptz NOT NULL,
  idempotency_key text NOT NULL,
  request_fingerprint text NOT NULL,
  answer jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (sender_id, idempotency_key)
);

-- Invitations (sponsorship): invited → registered (signed up with the link) → qualified (first accepted
-- claim; the sponsor is credited). The link's token is stored hashed, like every other secret.
CREATE TABLE sponsorships (
  id serial PRIMARY KEY,
  sponsor_id integer NOT NULL REFERENCES users (id),
  email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('invited', 'registered', 'qualified')),
  invitee_id integer REFERENCES users (id),
  invitee_name text,
  miles integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  registered_at timestamptz,
  qualified_at timestamptz,
  UNIQUE (sponsor_id, email)
);
CREATE INDEX sponsorships_invitee ON sponsorships (invitee_id);

CREATE TABLE favorites (
  user_id integer NOT NULL REFERENCES users (id),
  type text NOT NULL CHECK (type IN ('hotel', 'product', 'partner')),
  item_id integer NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, type, item_id)
);
