-- A blocked or expired card's balance is the member's: when the replacement is activated it moves there as two
-- card transactions, `transfer_out` on the old card and `transfer_in` on the new, each naming the other card
-- (server/card/card-transfers.ts).
ALTER TABLE card_transactions DROP CONSTRAINT card_transactions_kind_check;
ALTER TABLE card_transactions
  ADD CONSTRAINT card_transactions_kind_check CHECK (kind IN ('purchase', 'load', 'fee', 'transfer_out', 'transfer_in'));
ALTER TABLE card_transactions ADD COLUMN counterpart_card_id integer REFERENCES cards (id);
