// The completion of an animation and its miles, in the caller's transaction (which holds the member's lock,
// ledger.ts lockMember): the participation row is locked, and only a first completion writes the one
// `animation` movement, so concurrent submits or a replayed external completion credit once.
import type { Db } from '../db/db';
import { lockBalances, mainBalance } from '../miles/ledger';
import { labelColumns } from '../miles/movement-labels';
import { expiryOf } from '../miles/rules';
import type { AnimationRow } from './animation-store';
import { markStarted } from './animation-store';

export interface Credit {
  /** False when the member had already completed it (nothing written). */
  first: boolean;
  miles: number;
  movementId: number | null;
  balance: number;
}

const labelKind = { quiz: 'quiz', survey: 'survey', elearning: 'elearning', external_elearning: 'elearning' } as const;

export async function completeAnimation(tx: Db, row: AnimationRow, userId: number, now: Date, credit: boolean): Promise<Credit> {
  await markStarted(tx, row.id, userId, now);
  const [participation] = await tx.query<{ completed_at: Date | null }>(
    'SELECT completed_at FROM animation_participations WHERE animation_id = $1 AND user_id = $2 FOR UPDATE',
    [row.id, userId],
  );
  if (participation?.completed_at) return { first: false, miles: 0, movementId: null, balance: await mainBalance(tx, userId, now) };
  const kind = labelKind[row.type as keyof typeof labelKind];
  let movementId: number | null = null;
  const miles = credit && kind ? row.miles : 0;
  if (miles > 0 && kind) {
    await lockBalances(tx, [userId]);
    const texts = row.data.texts;
    const l = labelColumns({
      key: 'animation',
      params: { kind, title: { en: texts.en.title, 'fr-be': texts['fr-be'].title, 'nl-be': texts['nl-be'].title } },
    });
    const [movement] = await tx.query<{ id: number }>(
      `INSERT INTO movements (user_id, type, status, amount, label, label_key, label_params, created_at, valid_on, expires_on)
       VALUES ($1, 'animation', 'valid', $2, $3, $4, $5, $6, $6, $7) RETURNING id`,
      [userId, miles, l.label, l.label_key, l.label_params, now, expiryOf(now)],
    );
    movementId = movement?.id ?? null;
  }
  await tx.query(
    'UPDATE animation_participations SET completed_at = $3, miles_earned = $4, movement_id = $5 WHERE animation_id = $1 AND user_id = $2',
    [row.id, userId, now, miles, movementId],
  );
  return { first: true, miles, movementId, balance: await mainBalance(tx, userId, now) };
}
