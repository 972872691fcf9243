-- A room-night request sent again with the same Idempotency-Key (a retry after a lost answer) answers the request
-- the first call made: one request, one hold of the miles. NULL for requests sent without a key.
ALTER TABLE redemptions ADD COLUMN idempotency_key text;
ALTER TABLE redemptions ADD CONSTRAINT redemptions_idempotency UNIQUE (user_id, idempotency_key);
