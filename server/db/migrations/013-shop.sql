-- The gift shop: the catalogue, one basket per member, orders and their lines. The catalogue's
-- rows are written at every start from server/shop/catalogue-data.ts (like the content files), so this
-- migration only makes room for them. Times are the server clock's, never now().

CREATE TABLE product_categories (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  position integer NOT NULL,
  -- { "en": …, "fr-be": …, "nl-be": … }
  names jsonb NOT NULL
);

-- Partners get a name and a type (requirements §3: partner, destination or shop); the partners issue adds the rest.
ALTER TABLE partners ADD COLUMN name text;
ALTER TABLE partners ADD COLUMN type text CHECK (type IN ('partner', 'destination', 'shop'));

-- Products 1–40 of migration 007 stay (favorites name them); the catalogue fills their columns. A row the
-- catalogue does not describe stays inactive and is never listed or sold.
-- type: 1 physical gift, 2 digital voucher, 3 experience, 4 charity, 5 partner rewards points, 6 financial service.
-- Price components may be null: the price helper reads a missing one as 1 (requirements §3).
ALTER TABLE products ADD COLUMN active boolean NOT NULL DEFAULT false;
ALTER TABLE products ADD COLUMN category_id integer REFERENCES product_categories (id);
ALTER TABLE products ADD COLUMN type integer CHECK (type BETWEEN 1 AND 6);
ALTER TABLE products ADD COLUMN names jsonb;
ALTER TABLE products ADD COLUMN descriptions jsonb;
ALTER TABLE products ADD COLUMN conversion_rate numeric CHECK (conversion_rate > 0);
ALTER TABLE products ADD COLUMN unit_price numeric CHECK (unit_price > 0);
ALTER TABLE products ADD COLUMN minimum_quantity integer CHECK (minimum_quantity >= 1);
-- A JSON Schema of the extra fields a line of this product needs (e.g. the partner loyalty number).
ALTER TABLE products ADD COLUMN extra_schema jsonb;
ALTER TABLE products ADD COLUMN partner_id integer REFERENCES partners (id);
-- Part of the ideal gift selection: only members with access to it may put it in their basket.
ALTER TABLE products ADD COLUMN ideal_gift boolean NOT NULL DEFAULT false;
ALTER TABLE products ADD COLUMN popularity integer NOT NULL DEFAULT 0;
ALTER TABLE products ADD COLUMN published_on date;
CREATE INDEX products_category ON products (category_id) WHERE active;

-- Variants (size, colour, a voucher's value): a variant with a unit price replaces the product's.
CREATE TABLE product_variants (
  id integer PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id),
  position integer NOT NULL,
  names jsonb NOT NULL,
  unit_price numeric CHECK (unit_price > 0)
);
CREATE INDEX product_variants_product ON product_variants (product_id, position);

-- One basket per member, for good: users_stats names its id; a submit empties it, the record stays.
CREATE TABLE baskets (
  id serial PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  -- { name, line, postcode, city, country_code } chosen for this basket; null: the profile's address.
  delivery_address jsonb,
  updated_at timestamptz
);
INSERT INTO baskets (user_id) SELECT id FROM users ORDER BY id;

CREATE FUNCTION users_add_basket() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO baskets (user_id) VALUES (NEW.id) ON CONFLICT (user_id) DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER users_add_basket AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION users_add_basket();

CREATE TABLE basket_items (
  id serial PRIMARY KEY,
  basket_id integer NOT NULL REFERENCES baskets (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id),
  variant_id integer REFERENCES product_variants (id),
  quantity integer NOT NULL CHECK (quantity >= 1),
  extras jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL
);
CREATE INDEX basket_items_basket ON basket_items (basket_id, id);

-- Orders: what was bought, at which price, debited by which `order` movement. Numbers follow the seeded
-- history's (10112 … 10671): new orders start at 20001. The Idempotency-Key of a submit is unique per member,
-- so a retried submit finds its order instead of placing another.
CREATE TABLE orders (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  status text NOT NULL DEFAULT 'placed' CHECK (status IN ('placed', 'cancelled')),
  total numeric NOT NULL,
  total_miles integer NOT NULL CHECK (total_miles >= 0),
  balance_after integer NOT NULL,
  delivery_address jsonb,
  movement_id integer NOT NULL REFERENCES movements (id),
  idempotency_key text,
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
ALTER SEQUENCE orders_id_seq RESTART WITH 20001;
CREATE INDEX orders_user ON orders (user_id, created_at DESC, id DESC);

-- A line keeps the names and price components of the moment it was ordered (the catalogue may change).
-- deliver_at: when its delivery promise falls (by kind); the clock then shows it delivered.
CREATE TABLE order_lines (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id),
  product_id integer NOT NULL REFERENCES products (id),
  variant_id integer REFERENCES product_variants (id),
  type integer NOT NULL,
  names jsonb NOT NULL,
  variant_names jsonb,
  quantity integer NOT NULL CHECK (quantity >= 1),
  extras jsonb NOT NULL DEFAULT '{}',
  conversion_rate numeric,
  unit_price numeric,
  minimum_quantity integer,
  price numeric NOT NULL,
  deliver_at timestamptz NOT NULL,
  -- Digital vouchers and experiences: the code, shown to the member once delivered.
  voucher_code text
);
CREATE INDEX order_lines_order ON order_lines (order_id, id);
