-- The prepaid card: a member's cards (the newest is the current one), what happened on each card,
-- the single-use PIN reveal tokens, the wrong activation codes, and the Idempotency-Keys of orders and loads.
-- Times are the server clock's, never now(). Secrets are never stored in clear: the PIN is AES-256-GCM
-- ciphertext (server/card/pin-crypto.ts), the activation code and reveal tokens are digests.

CREATE TABLE cards (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The stored state; `ordered` reads `inactive` once dispatched and `active` reads `expired` after the
  -- expiry month, both from the clock (server/card/card-rules.ts), and are stored on the next write.
  state text NOT NULL CHECK (state IN ('ordered', 'inactive', 'active', 'blocked', 'expired')),
  ordered_at timestamptz NOT NULL,
  delivery_address jsonb NOT NULL,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  -- YYYY-MM, set at activation.
  expiry text CHECK (expiry ~ '^[0-9]{4}-[0-9]{2}$'),
  -- base64url of iv (12 bytes) . tag (16 bytes) . ciphertext, bound to the card id (GCM additional data).
  pin_ciphertext text NOT NULL,
  activation_code_digest text NOT NULL,
  balance_cents integer NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
  activated_at timestamptz,
  blocked_at timestamptz,
  block_reason text CHECK (block_reason IN ('lost', 'stolen', 'damaged')),
  replaces_card_id integer REFERENCES cards (id),
  -- The ledger movement that paid for it (null for the seeded demo card, paid before the seeded history).
  movement_id integer REFERENCES movements (id)
);
CREATE INDEX cards_user ON cards (user_id, id DESC);

CREATE TABLE card_transactions (
  id serial PRIMARY KEY,
  card_id integer NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('purchase', 'load', 'fee')),
  merchant text,
  -- Purchases and fees negative, loads positive.
  amount_cents integer NOT NULL,
  created_at timestamptz NOT NULL,
  movement_id integer REFERENCES movements (id)
);
CREATE INDEX card_transactions_card ON card_transactions (card_id, created_at DESC, id DESC);

-- One row per order or load a member meant: a retry with the same key answers the stored answer.
CREATE TABLE card_requests (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL,
  operation text NOT NULL,
  request_fingerprint text NOT NULL,
  answer jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, idempotency_key)
);

CREATE TABLE card_pin_reveal_tokens (
  token_digest text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  card_id integer NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
-- The 3-an-hour budget counts a member's tokens of the last hour.
CREATE INDEX card_pin_reveal_tokens_user ON card_pin_reveal_tokens (user_id, created_at);

CREATE TABLE card_activation_attempts (
  id serial PRIMARY KEY,
  card_id integer NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);
CREATE INDEX card_activation_attempts_card ON card_activation_attempts (card_id, created_at);
