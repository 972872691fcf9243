// When a quiz's result may carry its right answers. They are the quiz's answer key: given to a member who may
// still try again, they win the miles of the next attempt (theirs, or a colleague's). So a result gives them only
// once the member can no longer earn from the quiz: passed, or every attempt used with none open. The stored
// result keeps them (scored once, at submit); the attempt's answer leaves them out until then.
import type { Db } from '../db/db';
import type { Schemas } from '../http/api-types';
import type { AnimationRow } from './animation-store';

type Result = Schemas['QuizResult'];

export interface QuizStanding {
  passed: boolean;
  attempts: number;
  open: number;
  allowed: number;
}

export function answerKeyShown({ passed, attempts, open, allowed }: QuizStanding): boolean {
  return passed || (open === 0 && attempts >= allowed);
}

async function standingOf(db: Db, row: AnimationRow, userId: number): Promise<QuizStanding> {
  const [counts] = await db.query<{ attempts: number; open: number; passed: boolean }>(
    `SELECT count(*)::int AS attempts, count(*) FILTER (WHERE submitted_at IS NULL)::int AS open,
            EXISTS (SELECT 1 FROM animation_participations
                     WHERE animation_id = $1 AND user_id = $2 AND completed_at IS NOT NULL) AS passed
       FROM quiz_attempts WHERE animation_id = $1 AND user_id = $2`,
    [row.id, userId],
  );
  return { passed: counts?.passed ?? false, attempts: counts?.attempts ?? 0, open: counts?.open ?? 0, allowed: row.attempts_allowed };
}

/** The result as the member may see it now: without `correct` while they can still earn from the quiz. */
export async function resultForMember(db: Db, row: AnimationRow, userId: number, result: Result | null): Promise<Result | null> {
  if (!result?.correct) return result;
  if (answerKeyShown(await standingOf(db, row, userId))) return result;
  const { correct: _answerKey, ...rest } = result;
  return rest;
}
