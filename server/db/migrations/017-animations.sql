-- Animations (server/README.md "Animations"): quizzes, surveys, e-learning, boosters, events,
-- vouchers, external e-learning and code distributions. The editors' files (server/animations/data/*.json) are
-- synced into `animations` at every start; `data` keeps the whole file (texts, questions with their right
-- answers, modules), the columns what queries and locks need. Ids come from the files and never change, so the
-- members' participation survives every sync.
CREATE TABLE animations (
  id integer PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('booster', 'elearning', 'event', 'voucher', 'quiz', 'survey', 'external_elearning', 'code_distribution')),
  published boolean NOT NULL,
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  miles integer NOT NULL CHECK (miles >= 0),
  attempts_allowed integer NOT NULL DEFAULT 1,
  multiplier numeric,
  event_at timestamptz,
  cancel_until timestamptz,
  seats_total integer,
  -- Kept by conditional UPDATEs (seats_taken < seats_total) under the row's lock: never oversold.
  seats_taken integer NOT NULL DEFAULT 0 CHECK (seats_taken >= 0),
  external_url text,
  data jsonb NOT NULL,
  synced_at timestamptz NOT NULL,
  CHECK (ends_on >= starts_on)
);
CREATE INDEX animations_period ON animations (ends_on, starts_on);

-- One row per member and animation they took part in. completed_at is the completion (a passed quiz, a
-- survey, e-learning or external e-learning done, a booster joined, an event registration, a code received);
-- movement_id is the one credit, written in the same transaction as the completion.
CREATE TABLE animation_participations (
  animation_id integer NOT NULL REFERENCES animations (id),
  user_id integer NOT NULL REFERENCES users (id),
  started_at timestamptz NOT NULL,
  completed_at timestamptz,
  miles_earned integer,
  movement_id integer UNIQUE REFERENCES movements (id),
  PRIMARY KEY (animation_id, user_id)
);
CREATE INDEX animation_participations_user ON animation_participations (user_id);

-- Quiz and survey attempts: the answers are stored per question as they are given (resume), never two open
-- attempts of one member on one animation; `result` is the scored answer of the submit, answered again to a
-- second submit.
CREATE TABLE quiz_attempts (
  id serial PRIMARY KEY,
  animation_id integer NOT NULL REFERENCES animations (id),
  user_id integer NOT NULL REFERENCES users (id),
  started_at timestamptz NOT NULL,
  submitted_at timestamptz,
  result jsonb
);
CREATE UNIQUE INDEX quiz_attempts_one_open ON quiz_attempts (animation_id, user_id) WHERE submitted_at IS NULL;
CREATE INDEX quiz_attempts_member ON quiz_attempts (user_id, animation_id);

CREATE TABLE quiz_answers (
  attempt_id integer NOT NULL REFERENCES quiz_attempts (id),
  question_id integer NOT NULL,
  choice_ids integer[] NOT NULL,
  answered_at timestamptz NOT NULL,
  PRIMARY KEY (attempt_id, question_id)
);

-- E-learning: the modules a member has read.
CREATE TABLE elearning_module_reads (
  animation_id integer NOT NULL REFERENCES animations (id),
  user_id integer NOT NULL REFERENCES users (id),
  module_id integer NOT NULL,
  read_at timestamptz NOT NULL,
  PRIMARY KEY (animation_id, user_id, module_id)
);

-- Vouchers and code distributions: each code goes to one member, each member gets one code per animation
-- (both unique: the last word under concurrency). Allocated by UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP LOCKED).
CREATE TABLE animation_codes (
  id serial PRIMARY KEY,
  animation_id integer NOT NULL REFERENCES animations (id),
  code text NOT NULL,
  user_id integer REFERENCES users (id),
  received_at timestamptz,
  UNIQUE (animation_id, code),
  UNIQUE (animation_id, user_id)
);
CREATE INDEX animation_codes_free ON animation_codes (animation_id, id) WHERE user_id IS NULL;

-- A claim doubled by a booster animation the member joined (the boosters table keeps the older periods).
ALTER TABLE booking_claims ADD COLUMN booster_animation_id integer REFERENCES animations (id);
