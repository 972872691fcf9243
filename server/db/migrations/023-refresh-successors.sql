-- A rotated refresh token presented again within its grace window gets the very successor its first use issued,
-- so a session never has two live branches. The successor is kept sealed with a key derived from the spent token
-- (server/auth/sealed-successor.ts) and cleared once the grace window is over; its digest tells whether it was
-- spent since, which makes a later replay of the old token a reuse.
ALTER TABLE refresh_tokens ADD COLUMN successor_hash text;
ALTER TABLE refresh_tokens ADD COLUMN successor_sealed text;
CREATE INDEX refresh_tokens_sealed_successors ON refresh_tokens (used_at) WHERE successor_sealed IS NOT NULL;
