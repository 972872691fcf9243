// Quiz and survey attempts (also an e-learning's final quiz). Answers are stored per question as the member
// gives them, so a reload resumes; scoring happens here only, and the right answers leave the server only in
// the result of a submitted attempt, once the member can no longer earn from the quiz (quiz-answer-key.ts). Every write runs under the member's lock (ledger.ts lockMember): a
// member's concurrent submits queue, the first scores and credits, the others answer its stored result.
import type { Db } from '../db/db';
import { ApiError, notFound } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import type { LanguageCode } from '../http/request-language';
import { lockMember, mainBalance } from '../miles/ledger';
import { completeAnimation } from './animation-credit';
import type { QuestionFile } from './animation-files';
import { findAnimation, markStarted, periodStatus } from './animation-store';
import type { AnimationRow } from './animation-store';
import { questionsView } from './animation-view';
import { resultForMember } from './quiz-answer-key';

type Attempt = Schemas['QuizAttempt'];
type Result = Schemas['QuizResult'];

interface AttemptRow {
  id: number;
  animation_id: number;
  submitted_at: Date | string | null;
  result: Result | null;
}

const closed = () => new ApiError(409, 'This animation is closed.', 'animation_closed');
const attemptNotFound = () => notFound('Quiz attempt not found.', 'attempt_not_found');

function questionsOf(row: AnimationRow): QuestionFile[] {
  return row.data.quiz?.questions ?? [];
}

async function answersOf(db: Db, attemptId: number): Promise<Record<string, number[]>> {
  const rows = await db.query<{ question_id: number; choice_ids: number[] }>(
    'SELECT question_id, choice_ids FROM quiz_answers WHERE attempt_id = $1 ORDER BY question_id',
    [attemptId],
  );
  return Object.fromEntries(rows.map((r) => [String(r.question_id), r.choice_ids.map(Number)]));
}

async function attemptView(db: Db, attempt: AttemptRow, row: AnimationRow, userId: number, language: LanguageCode): Promise<Attempt> {
  return {
    id: attempt.id,
    animation_id: row.id,
    quiz_id: row.id,
    kind: row.type === 'survey' ? 'survey' : 'quiz',
    submitted_at: attempt.submitted_at === null ? null : new Date(attempt.submitted_at).toISOString(),
    // Built field by field: `correct` of the files never goes into a question or choice.
    questions: questionsView(row, language),
    answers: await answersOf(db, attempt.id),
    result: await resultForMember(db, row, userId, attempt.result),
  };
}

/** The member's attempt, locked when asked; 404 for another member's or an unknown one. */
async function memberAttempt(db: Db, attemptId: number, userId: number, lock = false): Promise<{ attempt: AttemptRow; row: AnimationRow }> {
  const [attempt] = await db.query<AttemptRow>(
    `SELECT id, animation_id, submitted_at, result FROM quiz_attempts WHERE id = $1 AND user_id = $2 ${lock ? 'FOR UPDATE' : ''}`,
    [attemptId, userId],
  );
  if (!attempt) throw attemptNotFound();
  return { attempt, row: await findAnimation(db, attempt.animation_id, { preview: true }) };
}

export async function startAttempt(
  db: Db,
  animationId: number,
  userId: number,
  language: LanguageCode,
  now: Date,
): Promise<{ created: boolean; attempt: Attempt }> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const row = await findAnimation(tx, animationId);
    if (!['quiz', 'survey', 'elearning'].includes(row.type)) throw new ApiError(409, 'This animation has no quiz.', 'not_a_quiz');
    if (periodStatus(row, now) !== 'current') throw closed();
    const attempts = await tx.query<AttemptRow>(
      'SELECT id, animation_id, submitted_at, result FROM quiz_attempts WHERE animation_id = $1 AND user_id = $2',
      [row.id, userId],
    );
    const open = attempts.find((a) => a.submitted_at === null);
    if (open) return { created: false, attempt: await attemptView(tx, open, row, userId, language) };
    if (row.type === 'elearning') {
      const [reads] = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM elearning_module_reads WHERE animation_id = $1 AND user_id = $2',
        [row.id, userId],
      );
      if ((reads?.n ?? 0) < (row.data.modules ?? []).length)
        throw new ApiError(409, 'Please read every module before the quiz.', 'modules_unread');
    }
    if (attempts.length >= row.attempts_allowed) throw new ApiError(409, 'You have used every attempt of this quiz.', 'attempts_exhausted');
    const [created] = await tx.query<AttemptRow>(
      'INSERT INTO quiz_attempts (animation_id, user_id, started_at) VALUES ($1, $2, $3) RETURNING id, animation_id, submitted_at, result',
      [row.id, userId, now],
    );
    if (!created) throw new Error('attempt not written');
    await markStarted(tx, row.id, userId, now);
    return { created: true, attempt: await attemptView(tx, created, row, userId, language) };
  });
}

export async function getAttempt(db: Db, attemptId: number, userId: number, language: LanguageCode): Promise<Attempt> {
  const { attempt, row } = await memberAttempt(db, attemptId, userId);
  return attemptView(db, attempt, row, userId, language);
}

export async function saveAnswer(
  db: Db,
  ids: { attemptId: number; questionId: number },
  userId: number,
  choiceIds: number[],
  now: Date,
): Promise<Schemas['QuizAnswersSaved']> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const { attempt, row } = await memberAttempt(tx, ids.attemptId, userId, true);
    if (attempt.submitted_at !== null) throw new ApiError(409, 'This attempt has been submitted.', 'attempt_submitted');
    if (periodStatus(row, now) === 'closed') throw closed();
    const question = questionsOf(row).find((q) => q.id === ids.questionId);
    if (!question) throw notFound('Question not found.', 'question_not_found');
    const known = new Set(question.choices.map((c) => c.id));
    if (choiceIds.some((id) => !known.has(id)) || (!question.multiple && choiceIds.length > 1)) {
      const message = 'Please choose among the answers of this question.';
      throw new ApiError(422, message, 'choice_invalid', [{ propertyPath: 'choice_ids', message, key: 'choice_invalid' }]);
    }
    if (choiceIds.length === 0)
      await tx.query('DELETE FROM quiz_answers WHERE attempt_id = $1 AND question_id = $2', [attempt.id, question.id]);
    else
      await tx.query(
        `INSERT INTO quiz_answers (attempt_id, question_id, choice_ids, answered_at) VALUES ($1, $2, $3::int[], $4)
         ON CONFLICT (attempt_id, question_id) DO UPDATE SET choice_ids = EXCLUDED.choice_ids, answered_at = EXCLUDED.answered_at`,
        [attempt.id, question.id, `{${[...choiceIds].sort((a, b) => a - b).join(',')}}`, now],
      );
    return { answers: await answersOf(tx, attempt.id) };
  });
}

/** One point per question whose answer is exactly its set of right choices. */
function score(questions: QuestionFile[], answers: Record<string, number[]>): { score: number; correct: Record<string, number[]> } {
  let total = 0;
  const correct: Record<string, number[]> = {};
  for (const q of questions) {
    const right = q.choices.filter((c) => c.correct).map((c) => c.id);
    correct[String(q.id)] = right;
    const given = new Set(answers[String(q.id)] ?? []);
    if (given.size === right.length && right.every((id) => given.has(id))) total += 1;
  }
  return { score: total, correct };
}

export async function submitAttempt(db: Db, attemptId: number, userId: number, language: LanguageCode, now: Date): Promise<Attempt> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const { attempt, row } = await memberAttempt(tx, attemptId, userId, true);
    if (attempt.submitted_at !== null) return attemptView(tx, attempt, row, userId, language);
    const questions = questionsOf(row);
    const answers = await answersOf(tx, attempt.id);
    const open = questions.filter((q) => !answers[String(q.id)]?.length);
    if (open.length > 0) {
      const message = 'Please answer this question.';
      throw new ApiError(
        422,
        'Please answer every question before submitting.',
        'quiz_incomplete',
        open.map((q) => ({ propertyPath: String(q.id), message, key: 'required' })),
      );
    }
    if (periodStatus(row, now) === 'closed') throw closed();
    const survey = row.type === 'survey';
    const scored = survey ? { score: questions.length, correct: {} } : score(questions, answers);
    const passed = survey || scored.score >= (row.data.quiz?.pass_score ?? questions.length);
    const credit = passed ? await completeAnimation(tx, row, userId, now, true) : null;
    const result: Result = {
      score: scored.score,
      max_score: questions.length,
      passed,
      miles_credited: credit?.miles ?? 0,
      movement_id: credit?.movementId ?? null,
      balance: credit?.balance ?? (await mainBalance(tx, userId, now)),
      ...(survey ? {} : { correct: scored.correct }),
    };
    const [stored] = await tx.query<AttemptRow>(
      'UPDATE quiz_attempts SET submitted_at = $2, result = $3::jsonb WHERE id = $1 RETURNING id, animation_id, submitted_at, result',
      [attempt.id, now, JSON.stringify(result)],
    );
    return attemptView(tx, stored ?? attempt, row, userId, language);
  });
}
