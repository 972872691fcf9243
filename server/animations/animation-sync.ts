// At every start the animation files are written into `animations` (upsert by their stable id) and their codes
// to `animation_codes` (animation-codes.ts: a code once given stays given). Relative dates of the
// demo data (`today+10d`) are resolved against the clock here, so the seeded animations are current, upcoming
// and closed whatever the day. One transaction under an advisory lock: several processes may start together.
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { addDays, utcDay } from '../../src/contract/calendar-days';
import { syncCodes } from './animation-codes';
import type { AnimationFile } from './animation-files';
import { seedDemoParticipation } from './animation-seed';

/** Any fixed number: the advisory lock of the sync. */
const syncLock = 727_017;

/** `2026-12-03`, `today`, `today+10d` or `today-3d` → YYYY-MM-DD. */
export function resolveDay(value: string, today: string): string {
  const relative = /^today(?:([+-])(\d+)d)?$/.exec(value);
  if (!relative) return value;
  const [, sign, count] = relative;
  return sign ? addDays(today, (sign === '-' ? -1 : 1) * Number(count)) : today;
}

/** `<day>THH:MMZ` → a Date. */
export function resolveInstant(value: string, today: string): Date {
  const [day = '', time = ''] = value.split('T');
  return new Date(`${resolveDay(day, today)}T${time.replace('Z', '')}:00Z`);
}

export async function syncAnimationFiles(db: Db, files: readonly AnimationFile[], clock: Clock): Promise<void> {
  const now = new Date(clock());
  const today = utcDay(now);
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [syncLock]);
    for (const file of files) {
      const event = file.event;
      await tx.query(
        `INSERT INTO animations (id, type, published, starts_on, ends_on, miles, attempts_allowed, multiplier, event_at, cancel_until,
                                 seats_total, external_url, data, synced_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14)
         ON CONFLICT (id) DO UPDATE SET type = EXCLUDED.type, published = EXCLUDED.published, starts_on = EXCLUDED.starts_on,
           ends_on = EXCLUDED.ends_on, miles = EXCLUDED.miles, attempts_allowed = EXCLUDED.attempts_allowed,
           multiplier = EXCLUDED.multiplier, event_at = EXCLUDED.event_at, cancel_until = EXCLUDED.cancel_until,
           seats_total = EXCLUDED.seats_total, external_url = EXCLUDED.external_url, data = EXCLUDED.data, synced_at = EXCLUDED.synced_at`,
        [
          file.id,
          file.type,
          file.published,
          resolveDay(file.starts_on, today),
          resolveDay(file.ends_on, today),
          file.miles,
          file.attempts_allowed ?? 1,
          file.booster?.multiplier ?? null,
          event ? resolveInstant(event.event_at, today) : null,
          event ? resolveInstant(event.cancel_until, today) : null,
          event?.seats ?? null,
          file.external?.url ?? null,
          JSON.stringify(file),
          now,
        ],
      );
      await syncCodes(tx, file);
    }
    await seedDemoParticipation(tx, now);
  });
}
