// Quiz and survey attempts (also an e-learning's final quiz). Answers are stored per question as the member
// gives them, so a reload resumes; scoring happens here only, and the right answers leave the server only in
// the result of a submitted attempt, once the member can no longer earn from the quiz (quiz-answer-key.ts). Every write runs under the member's lock (ledger.ts lockMember): a
// member's concurrent submits queue, the first scores and credits, the others answer its stored result.
// The submit takes the quiz's answers form (schemas/forms/quiz-answers.json): its `answers` are the member's last
// word on each question, and a field an editor added to the form is kept in quiz_attempts.form_extras.
import type { Db } from '../db/db';
import { ApiError, notFound } from '../http/api-error';
import type { Violation } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { extrasAnswer, extrasOf, trimmedExtras } from '../http/form-extras';
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
type SubmitRequest = Schemas['QuizSubmitRequest'];
/** A refusal of one answer, always with its key (the answer's key too). */
type AnswerViolation = Violation & { key: string };

// `fields`: the form's fields as the server's contract read them (Contract.formFields(quizForms)); those outside the
// columns are an editor's, kept in form_extras. `answers` has its own table (quiz_answers).
export const quizForms = ['quiz-answers'];
const quizColumns = ['answers'];

interface AttemptRow {
  id: number;
  animation_id: number;
  submitted_at: Date | string | null;
  result: Result | null;
  form_extras: unknown;
}

const attemptColumns = 'id, animation_id, submitted_at, result, form_extras';

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

/** Who reads an attempt and how: the member, their language, and the quiz form's fields (see quizForms). */
export interface AttemptReader {
  userId: number;
  language: LanguageCode;
  fields: readonly string[];
}

async function attemptView(db: Db, attempt: AttemptRow, row: AnimationRow, { userId, language, fields }: AttemptReader): Promise<Attempt> {
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
    ...extrasAnswer(attempt.form_extras, fields, quizColumns),
  };
}

/** The member's attempt, locked when asked; 404 for another member's or an unknown one. */
async function memberAttempt(db: Db, attemptId: number, userId: number, lock = false): Promise<{ attempt: AttemptRow; row: AnimationRow }> {
  const [attempt] = await db.query<AttemptRow>(
    `SELECT ${attemptColumns} FROM quiz_attempts WHERE id = $1 AND user_id = $2 ${lock ? 'FOR UPDATE' : ''}`,
    [attemptId, userId],
  );
  if (!attempt) throw attemptNotFound();
  return { attempt, row: await findAnimation(db, attempt.animation_id, { preview: true }) };
}

export async function startAttempt(
  db: Db,
  animationId: number,
  reader: AttemptReader,
  now: Date,
): Promise<{ created: boolean; attempt: Attempt }> {
  const { userId } = reader;
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const row = await findAnimation(tx, animationId);
    if (!['quiz', 'survey', 'elearning'].includes(row.type)) throw new ApiError(409, 'This animation has no quiz.', 'not_a_quiz');
    if (periodStatus(row, now) !== 'current') throw closed();
    const attempts = await tx.query<AttemptRow>(`SELECT ${attemptColumns} FROM quiz_attempts WHERE animation_id = $1 AND user_id = $2`, [
      row.id,
      userId,
    ]);
    const open = attempts.find((a) => a.submitted_at === null);
    if (open) return { created: false, attempt: await attemptView(tx, open, row, reader) };
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
      `INSERT INTO quiz_attempts (animation_id, user_id, started_at) VALUES ($1, $2, $3) RETURNING ${attemptColumns}`,
      [row.id, userId, now],
    );
    if (!created) throw new Error('attempt not written');
    await markStarted(tx, row.id, userId, now);
    return { created: true, attempt: await attemptView(tx, created, row, reader) };
  });
}

export async function getAttempt(db: Db, attemptId: number, reader: AttemptReader): Promise<Attempt> {
  const { attempt, row } = await memberAttempt(db, attemptId, reader.userId);
  return attemptView(db, attempt, row, reader);
}

/**
 * What is wrong with `choiceIds` as an answer to `question` (one of its choices each, at most one for a
 * single-choice question), as a violation at `propertyPath`; null when nothing is. The one judge of an answer, for
 * a save and for the answers a submit gives.
 */
function choiceViolation(question: QuestionFile, choiceIds: readonly number[], propertyPath: string): AnswerViolation | null {
  const known = new Set(question.choices.map((c) => c.id));
  if (choiceIds.every((id) => known.has(id)) && (question.multiple || choiceIds.length <= 1)) return null;
  return { propertyPath, message: 'Please choose among the answers of this question.', key: 'choice_invalid' };
}

/** Writes one judged answer (an empty one clears the question), choices in order. */
async function storeAnswer(tx: Db, attemptId: number, questionId: number, choiceIds: readonly number[], now: Date): Promise<void> {
  if (choiceIds.length === 0)
    await tx.query('DELETE FROM quiz_answers WHERE attempt_id = $1 AND question_id = $2', [attemptId, questionId]);
  else
    await tx.query(
      `INSERT INTO quiz_answers (attempt_id, question_id, choice_ids, answered_at) VALUES ($1, $2, $3::int[], $4)
       ON CONFLICT (attempt_id, question_id) DO UPDATE SET choice_ids = EXCLUDED.choice_ids, answered_at = EXCLUDED.answered_at`,
      [attemptId, questionId, `{${[...choiceIds].sort((a, b) => a - b).join(',')}}`, now],
    );
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
    const violation = choiceViolation(question, choiceIds, 'choice_ids');
    if (violation) throw new ApiError(422, violation.message, violation.key, [violation]);
    await storeAnswer(tx, attempt.id, question.id, choiceIds, now);
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

/** The same choices, in whatever order (saved answers are kept in order). */
const sameChoices = (a: readonly number[], b: readonly number[]): boolean => {
  const inOrder = (ids: readonly number[]) => [...ids].sort((x, y) => x - y).join(',');
  return inOrder(a) === inOrder(b);
};

/**
 * Saves the answers a submit gives that differ from the saved ones, each judged as a save judges it; refuses them all
 * (422, one violation per wrong answer, at `answers.<question id>` where the form shows it) before saving any.
 */
async function saveGivenAnswers(
  tx: Db,
  attemptId: number,
  questions: QuestionFile[],
  given: Record<string, number[]>,
  now: Date,
): Promise<void> {
  const saved = await answersOf(tx, attemptId);
  const changed = Object.entries(given).filter(([id, choices]) => !sameChoices(choices, saved[id] ?? []));
  const violations: AnswerViolation[] = [];
  for (const [id, choices] of changed) {
    const question = questions.find((q) => String(q.id) === id);
    const violation = question
      ? choiceViolation(question, choices, `answers.${id}`)
      : { propertyPath: `answers.${id}`, message: 'Question not found.', key: 'question_not_found' };
    if (violation) violations.push(violation);
  }
  const [first] = violations;
  if (first) throw new ApiError(422, first.message, first.key, violations);
  for (const [id, choices] of changed) await storeAnswer(tx, attemptId, Number(id), choices, now);
}

export async function submitAttempt(db: Db, attemptId: number, reader: AttemptReader, request: SubmitRequest, now: Date): Promise<Attempt> {
  const { userId, fields } = reader;
  // Stored as a member means them, an empty text as not given (answered as null).
  const extras = Object.fromEntries(
    Object.entries(trimmedExtras(extrasOf(request as Record<string, unknown>, fields, quizColumns))).filter(([, v]) => v !== null),
  );
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const { attempt, row } = await memberAttempt(tx, attemptId, userId, true);
    // A submitted attempt's answers and fields are its result's: another submit's body changes nothing.
    if (attempt.submitted_at !== null) return attemptView(tx, attempt, row, reader);
    const questions = questionsOf(row);
    if (request.answers) await saveGivenAnswers(tx, attempt.id, questions, request.answers, now);
    const answers = await answersOf(tx, attempt.id);
    const open = questions.filter((q) => !answers[String(q.id)]?.length);
    if (open.length > 0) {
      const message = 'Please answer this question.';
      // On the form's paths: the page shows each on its question, as a refusal of its own rule.
      throw new ApiError(
        422,
        'Please answer every question before submitting.',
        'quiz_incomplete',
        open.map((q) => ({ propertyPath: `answers.${q.id}`, message, key: 'required' })),
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
      `UPDATE quiz_attempts SET submitted_at = $2, result = $3::jsonb, form_extras = $4::jsonb WHERE id = $1 RETURNING ${attemptColumns}`,
      [attempt.id, now, JSON.stringify(result), JSON.stringify(extras)],
    );
    return attemptView(tx, stored ?? attempt, row, reader);
  });
}
