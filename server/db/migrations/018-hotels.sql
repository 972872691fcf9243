-- Hotels, partners and room-night redemption (server/README.md "Hotels"). The hotels' descriptions,
-- brands, partners and articles live in code (server/hotels/, server/partners/) and are synced at start: the
-- hotels table gets the programme's newer hotels (ids after the seed's, never renumbered), the partners table
-- the directory's ids (favorites check them).

-- The agency page (user_info_businesses_light) shows the agency's address.
ALTER TABLE agencies ADD COLUMN address_line text;
ALTER TABLE agencies ADD COLUMN postcode text;

-- A member's request to pay room nights with miles. The hotel answers at decides_at (one business day later);
-- its miles are held at once by ONE ledger movement (movement_id): kept as the debit when approved, cancelled
-- (the miles come back) when refused.
CREATE TABLE redemptions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  hotel_id integer NOT NULL REFERENCES hotels (id),
  arrival date NOT NULL,
  nights integer NOT NULL CHECK (nights BETWEEN 1 AND 29),
  rooms integer NOT NULL CHECK (rooms BETWEEN 1 AND 7),
  adults integer[] NOT NULL,
  children integer[] NOT NULL,
  miles integer NOT NULL CHECK (miles > 0),
  -- The month of stay the quota counts in: the first day of the arrival's month.
  stay_month date NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'refused')),
  refusal_reason text CHECK (refusal_reason IN ('quota', 'hotel')),
  movement_id integer NOT NULL REFERENCES movements (id),
  created_at timestamptz NOT NULL,
  decides_at timestamptz NOT NULL,
  decided_at timestamptz
);
CREATE INDEX redemptions_user ON redemptions (user_id, created_at DESC, id DESC);
CREATE INDEX redemptions_due ON redemptions (hotel_id, stay_month, id) WHERE status = 'pending';

-- Approved requests per hotel and month of stay, kept in step with redemptions by the decision that approves
-- one. Its row is the lock every decision for that hotel and month takes, so concurrent decisions queue and
-- never approve past the quota (on PostgreSQL as on PGlite).
CREATE TABLE redemption_quotas (
  hotel_id integer NOT NULL REFERENCES hotels (id),
  stay_month date NOT NULL,
  approved integer NOT NULL DEFAULT 0 CHECK (approved >= 0),
  PRIMARY KEY (hotel_id, stay_month)
);
