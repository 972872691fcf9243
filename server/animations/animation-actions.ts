// The actions of the other types: e-learning modules (in order), external e-learning (start, completion
// reported by the platform), booster join, event registration and cancellation, voucher / code claim. Each
// write is one transaction under the member's lock (ledger.ts lockMember), so a member's double click queues.
// Seats: a conditional UPDATE (seats_taken < seats_total) under the animation's row lock, never oversold.
// Codes: UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP LOCKED LIMIT 1): concurrent members take different rows.
import type { Db } from '../db/db';
import { ApiError, notFound } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import type { LanguageCode } from '../http/request-language';
import { lockMember } from '../miles/ledger';
import { completeAnimation } from './animation-credit';
import { findAnimation, findParticipation, markStarted, periodStatus } from './animation-store';
import type { AnimationRow } from './animation-store';
import { actionOf } from './animation-view';

const closed = () => new ApiError(409, 'This animation is closed.', 'animation_closed');

function requireType(row: AnimationRow, types: Schemas['AnimationType'][], message: string, key: string): void {
  if (!types.includes(row.type)) throw new ApiError(409, message, key);
}

function requireCurrent(row: AnimationRow, now: Date): void {
  if (periodStatus(row, now) !== 'current') throw closed();
}

async function action<T extends Schemas['AnimationAction']>(db: Db, row: AnimationRow, userId: number, language: LanguageCode): Promise<T> {
  return (await actionOf(db, row, await findParticipation(db, row.id, userId), userId, language)) as T;
}

async function readModules(db: Db, animationId: number, userId: number): Promise<Set<number>> {
  const rows = await db.query<{ module_id: number }>(
    'SELECT module_id FROM elearning_module_reads WHERE animation_id = $1 AND user_id = $2',
    [animationId, userId],
  );
  return new Set(rows.map((r) => r.module_id));
}

/** The module and its position; 409 module_locked while an earlier one is unread. */
async function openModule(db: Db, row: AnimationRow, moduleId: number, userId: number) {
  const modules = row.type === 'elearning' ? (row.data.modules ?? []) : [];
  const index = modules.findIndex((m) => m.id === moduleId);
  const found = modules[index];
  if (!found) throw notFound('Module not found.', 'module_not_found');
  const read = await readModules(db, row.id, userId);
  if (modules.slice(0, index).some((m) => !read.has(m.id)))
    throw new ApiError(409, 'Please read the earlier modules first.', 'module_locked');
  return { module: found, index, modules, read };
}

export async function getModule(
  db: Db,
  ids: { animationId: number; moduleId: number },
  userId: number,
  language: LanguageCode,
): Promise<Schemas['ElearningModule']> {
  const row = await findAnimation(db, ids.animationId);
  const { module, index, modules, read } = await openModule(db, row, ids.moduleId, userId);
  return {
    id: module.id,
    title: module.texts[language].title,
    position: index + 1,
    content: { zones: module.texts[language].zones },
    read: read.has(module.id),
    next_module_id: modules[index + 1]?.id ?? null,
  };
}

export async function markModuleRead(
  db: Db,
  ids: { animationId: number; moduleId: number },
  userId: number,
  language: LanguageCode,
  now: Date,
): Promise<Schemas['ElearningModules']> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const row = await findAnimation(tx, ids.animationId);
    await openModule(tx, row, ids.moduleId, userId);
    requireCurrent(row, now);
    await tx.query(
      'INSERT INTO elearning_module_reads (animation_id, user_id, module_id, read_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
      [row.id, userId, ids.moduleId, now],
    );
    await markStarted(tx, row.id, userId, now);
    const action = await actionOf(tx, row, undefined, userId, language);
    return { modules: action.kind === 'elearning' ? action.modules : [] };
  });
}

export async function startExternal(db: Db, animationId: number, userId: number, language: LanguageCode, now: Date) {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const row = await findAnimation(tx, animationId);
    requireType(row, ['external_elearning'], 'This animation is not an external e-learning.', 'not_external');
    requireCurrent(row, now);
    await markStarted(tx, row.id, userId, now);
    return action<Schemas['AnimationExternalAction']>(tx, row, userId, language);
  });
}

/** The external platform reports a completion (dev route): credits the miles once. */
export async function completeExternal(db: Db, animationId: number, email: string, language: LanguageCode, now: Date) {
  return db.transaction(async (tx) => {
    const [member] = await tx.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email]);
    if (!member) throw notFound('Member not found.', 'member_not_found');
    await lockMember(tx, member.id);
    const row = await findAnimation(tx, animationId, { preview: true });
    requireType(row, ['external_elearning'], 'This animation is not an external e-learning.', 'not_external');
    await completeAnimation(tx, row, member.id, now, true);
    return action<Schemas['AnimationExternalAction']>(tx, row, member.id, language);
  });
}

export async function joinBooster(db: Db, animationId: number, userId: number, language: LanguageCode, now: Date) {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const row = await findAnimation(tx, animationId);
    requireType(row, ['booster'], 'This animation is not a booster.', 'not_a_booster');
    const participation = await findParticipation(tx, row.id, userId);
    if (!participation?.completed_at) {
      requireCurrent(row, now);
      await completeAnimation(tx, row, userId, now, false);
    }
    return action<Schemas['AnimationBoosterAction']>(tx, row, userId, language);
  });
}

export async function registerForEvent(db: Db, animationId: number, userId: number, language: LanguageCode, now: Date) {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const row = await findAnimation(tx, animationId);
    requireType(row, ['event'], 'This animation is not an event.', 'not_an_event');
    const participation = await findParticipation(tx, row.id, userId);
    if (!participation?.completed_at) {
      requireCurrent(row, now);
      const [seat] = await tx.query<{ id: number }>(
        'UPDATE animations SET seats_taken = seats_taken + 1 WHERE id = $1 AND seats_taken < seats_total RETURNING id',
        [row.id],
      );
      if (!seat) throw new ApiError(409, 'This event is full.', 'event_full');
      await completeAnimation(tx, row, userId, now, false);
    }
    return action<Schemas['AnimationEventAction']>(tx, await findAnimation(tx, row.id), userId, language);
  });
}

export async function cancelEventRegistration(db: Db, animationId: number, userId: number, language: LanguageCode, now: Date) {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const row = await findAnimation(tx, animationId);
    requireType(row, ['event'], 'This animation is not an event.', 'not_an_event');
    const participation = await findParticipation(tx, row.id, userId);
    if (participation?.completed_at) {
      if (row.cancel_until !== null && now > new Date(row.cancel_until))
        throw new ApiError(409, 'The registration can no longer be cancelled.', 'cancel_deadline_passed');
      await tx.query('DELETE FROM animation_participations WHERE animation_id = $1 AND user_id = $2', [row.id, userId]);
      await tx.query('UPDATE animations SET seats_taken = seats_taken - 1 WHERE id = $1 AND seats_taken > 0', [row.id]);
    }
    return action<Schemas['AnimationEventAction']>(tx, await findAnimation(tx, row.id), userId, language);
  });
}

export async function claimCode(db: Db, animationId: number, userId: number, language: LanguageCode, now: Date) {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const row = await findAnimation(tx, animationId);
    requireType(row, ['voucher', 'code_distribution'], 'This animation hands out no codes.', 'not_a_code_animation');
    const [mine] = await tx.query('SELECT id FROM animation_codes WHERE animation_id = $1 AND user_id = $2', [row.id, userId]);
    if (!mine) {
      requireCurrent(row, now);
      for (;;) {
        const [taken] = await tx.query<{ id: number }>(
          `UPDATE animation_codes SET user_id = $2, received_at = $3
            WHERE id = (SELECT id FROM animation_codes WHERE animation_id = $1 AND user_id IS NULL ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
            RETURNING id`,
          [row.id, userId, now],
        );
        if (taken) break;
        // Every free code is held by another claim (or none is left): wait for one of those locks rather than
        // spin; if its claim commits, the row no longer matches and the loop looks again.
        const [free] = await tx.query<{ id: number }>(
          'SELECT id FROM animation_codes WHERE animation_id = $1 AND user_id IS NULL ORDER BY id LIMIT 1 FOR UPDATE',
          [row.id],
        );
        if (free) {
          await tx.query('UPDATE animation_codes SET user_id = $2, received_at = $3 WHERE id = $1', [free.id, userId, now]);
          break;
        }
        const [left] = await tx.query('SELECT 1 FROM animation_codes WHERE animation_id = $1 AND user_id IS NULL LIMIT 1', [row.id]);
        if (!left) throw new ApiError(409, 'No codes are left for this animation.', 'codes_exhausted');
      }
      await completeAnimation(tx, row, userId, now, false);
    }
    return action<Schemas['AnimationCodeAction']>(tx, row, userId, language);
  });
}
