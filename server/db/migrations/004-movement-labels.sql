-- History lines in the member's language (server/miles/movement-labels.ts): a movement the programme writes
-- keeps its English text in `label` (what the back office reads) and a label key with its parameters, which
-- points_history renders in the language of Accept-Language. Rows without a key show `label` as it is.
ALTER TABLE movements ADD COLUMN label_key text;
ALTER TABLE movements ADD COLUMN label_params jsonb;
