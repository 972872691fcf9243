// Reading animations and a member's part in them. The period's status and the member's state are computed
// from the injected clock at each call (nothing runs when a period starts or ends).
import type { Db } from '../db/db';
import { notFound } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { utcDay } from '../../src/contract/calendar-days';
import type { AnimationFile } from './animation-files';

export interface AnimationRow {
  id: number;
  type: Schemas['AnimationType'];
  published: boolean;
  starts_on: string;
  ends_on: string;
  miles: number;
  attempts_allowed: number;
  multiplier: number | null;
  event_at: Date | string | null;
  cancel_until: Date | string | null;
  seats_total: number | null;
  seats_taken: number;
  external_url: string | null;
  data: AnimationFile;
}

export interface ParticipationRow {
  started_at: Date | string | null;
  completed_at: Date | string | null;
  miles_earned: number | null;
}

export const animationColumns = `a.id, a.type, a.published, a.starts_on::text AS starts_on, a.ends_on::text AS ends_on, a.miles,
  a.attempts_allowed, a.multiplier::float8 AS multiplier, a.event_at, a.cancel_until, a.seats_total, a.seats_taken, a.external_url, a.data`;

export const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export function periodStatus(row: Pick<AnimationRow, 'starts_on' | 'ends_on'>, now: Date): Schemas['AnimationStatus'] {
  const today = utcDay(now);
  if (row.starts_on > today) return 'upcoming';
  return row.ends_on < today ? 'closed' : 'current';
}

export function participationState(
  status: Schemas['AnimationStatus'],
  participation: ParticipationRow | undefined,
): Schemas['AnimationParticipation'] {
  const completed = participation?.completed_at ? iso(participation.completed_at) : null;
  const state = completed ? 'completed' : status === 'closed' ? 'closed' : participation ? 'in_progress' : 'not_started';
  return { state, miles_earned: completed ? (participation?.miles_earned ?? null) : null, completed_at: completed };
}

/**
 * The animation of `id` (404 animation_not_found when unknown, or unpublished without preview). `lock` takes
 * its row lock for the rest of the transaction (event seats).
 */
export async function findAnimation(db: Db, id: number, options: { preview?: boolean; lock?: boolean } = {}): Promise<AnimationRow> {
  const [row] = await db.query<AnimationRow>(
    `SELECT ${animationColumns} FROM animations a WHERE a.id = $1 ${options.lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  if (!row || (!row.published && !options.preview)) throw notFound('Animation not found.', 'animation_not_found');
  return row;
}

export async function findParticipation(db: Db, animationId: number, userId: number | null): Promise<ParticipationRow | undefined> {
  if (userId === null) return undefined;
  const [row] = await db.query<ParticipationRow>(
    'SELECT started_at, completed_at, miles_earned FROM animation_participations WHERE animation_id = $1 AND user_id = $2',
    [animationId, userId],
  );
  return row;
}

/** Marks the member as having started (idempotent). */
export async function markStarted(tx: Db, animationId: number, userId: number, now: Date): Promise<void> {
  await tx.query('INSERT INTO animation_participations (animation_id, user_id, started_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    animationId,
    userId,
    now,
  ]);
}

/** The list: published, current or upcoming, or closed within the last 90 days, with the member's participation. */
export async function listRows(db: Db, userId: number, now: Date): Promise<(AnimationRow & ParticipationRow)[]> {
  return db.query<AnimationRow & ParticipationRow>(
    `SELECT ${animationColumns}, p.started_at, p.completed_at, p.miles_earned
       FROM animations a LEFT JOIN animation_participations p ON p.animation_id = a.id AND p.user_id = $1
      WHERE a.published AND a.ends_on >= $2::date - 90`,
    [userId, utcDay(now)],
  );
}
