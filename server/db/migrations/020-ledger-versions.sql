-- Versions of what a history page is made of, so a server may keep a page it has sent and answer it
-- again while nothing it shows has changed (server/miles/history-cache.ts). Kept by triggers in the same
-- transaction as the change, whatever code path (or back office) makes it, so every server process on one
-- database sees the same version of the same rows.

-- member_balances.version: +1 for every statement that inserts, updates or deletes any of the member's movements
-- (a new line, a status folded by the clock, a label's parameters, a write-off).
ALTER TABLE member_balances ADD COLUMN version bigint NOT NULL DEFAULT 0;

CREATE FUNCTION movements_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT user_id FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT user_id FROM old_rows'
    ELSE 'SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows'
  END;
BEGIN
  -- The balances trigger (011, which fires first: triggers of one event fire in name order) has already locked
  -- these rows in user_id order, so this update waits for no one.
  EXECUTE format('UPDATE member_balances SET version = version + 1 WHERE user_id IN (%s)', changed);
  RETURN NULL;
END $$;
CREATE TRIGGER movements_version_insert AFTER INSERT ON movements REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION movements_bump_version();
CREATE TRIGGER movements_version_update AFTER UPDATE ON movements REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION movements_bump_version();
CREATE TRIGGER movements_version_delete AFTER DELETE ON movements REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION movements_bump_version();

-- A history line shows its hotel's name and city: one version for the whole hotels table (it changes rarely,
-- by the catalogue's sync or a back office), +1 for every statement that writes it.
CREATE TABLE hotels_version (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  version bigint NOT NULL
);
INSERT INTO hotels_version (version) VALUES (0);

CREATE FUNCTION hotels_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE hotels_version SET version = version + 1;
  RETURN NULL;
END $$;
CREATE TRIGGER hotels_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hotels
  FOR EACH STATEMENT EXECUTE FUNCTION hotels_bump_version();
