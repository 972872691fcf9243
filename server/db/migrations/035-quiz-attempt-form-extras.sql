-- The fields an editor added to the quiz's answers form (schemas/forms/quiz-answers.json), kept with the attempt when
-- it is submitted and returned with it, as the other resources keep theirs (010-form-extras.sql).
ALTER TABLE quiz_attempts ADD COLUMN form_extras jsonb NOT NULL DEFAULT '{}';
