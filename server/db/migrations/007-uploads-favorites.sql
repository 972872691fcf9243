-- Against abuse: what a member may pile up is bounded.

-- Every stored profile picture, so the per-member upload limit (10 an hour) is counted in the database and
-- holds across processes and restarts. Rows older than the window are dropped when the member uploads again.
CREATE TABLE profile_image_uploads (
  user_id integer NOT NULL REFERENCES users (id),
  at timestamptz NOT NULL
);
CREATE INDEX profile_image_uploads_user ON profile_image_uploads (user_id, at);

-- The shop's products and the programme's partners have no catalogue yet; favorites may only name what
-- exists, so these reference lists hold the ids the portal can show today (the seed uses product 12 and
-- partner 3). Their issues (5: shop, 8: partners) add the columns and the real rows.
CREATE TABLE products (id integer PRIMARY KEY);
INSERT INTO products (id) SELECT generate_series(1, 40);
CREATE TABLE partners (id integer PRIMARY KEY);
INSERT INTO partners (id) SELECT generate_series(1, 10);

