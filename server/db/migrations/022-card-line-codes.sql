-- A card line the API names (a fee) carries a stable code the portal translates; `merchant` keeps the English text,
-- shown by a portal that has no words for the code. The seeded demo card's fees get theirs here too.
ALTER TABLE card_transactions ADD COLUMN label_code text CHECK (label_code ~ '^[a-z][a-z0-9_]*$');
UPDATE card_transactions SET label_code = 'annual_fee' WHERE kind = 'fee' AND merchant = 'Annual card fee';
UPDATE card_transactions SET label_code = 'foreign_currency_fee' WHERE kind = 'fee' AND merchant = 'Foreign currency fee';
