// What is left of each valid credit (a "slice"), without reading the history. Debits use the soonest-expiring
// miles first, so the miles left are the latest-expiring credits that add up to the balance: a credit keeps
// least(amount, balance − the valid credits expiring after it). "The credits expiring after t" comes from
// member_credit_days (whole UTC days after t: at most ~24 months of rows) plus the credits of t's own day
// after t (the movements_valid_credits index). Only credits inside the asked range are read one by one.
// Both tables are kept by the triggers of migration 011; figures are by stored status, so callers fold the
// pending miles the clock has made valid first (ledger.ts, settle*).
import type { Db } from '../db/db';
import { expiringWindowDays } from './rules';
import { utcDay } from '../../src/contract/calendar-days';

export interface Slice {
  movement_id: number;
  expires_on: Date;
  remaining: number;
}

/** SQL: the member's ($1) valid credits expiring after the instant `t` (an SQL expression). */
function creditsAfter(t: string): string {
  const day = `((${t}) AT TIME ZONE 'UTC')::date`;
  return `((SELECT coalesce(sum(amount), 0) FROM member_credit_days WHERE user_id = $1 AND day > ${day})
         + (SELECT coalesce(sum(amount), 0) FROM movements
             WHERE user_id = $1 AND status = 'valid' AND amount > 0
               AND expires_on > (${t}) AND expires_on < ((${day} + 1)::timestamp AT TIME ZONE 'UTC')))`;
}

/** SQL: the slices of the credits expiring in (from, to] (SQL expressions), soonest first, empty ones left out. */
export function slicesSql(from: string, to: string): string {
  return `WITH range AS (
       SELECT id, amount, expires_on FROM movements
        WHERE user_id = $1 AND status = 'valid' AND amount > 0 AND expires_on > (${from}) AND expires_on <= (${to})
     ),
     rooms AS (
       SELECT id, amount, expires_on,
              (SELECT valid FROM member_balances WHERE user_id = $1) - ${creditsAfter(to)}
                - coalesce(sum(amount) OVER (ORDER BY expires_on DESC, id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS room
         FROM range
     )
     SELECT id AS movement_id, expires_on, least(amount, room)::int AS remaining FROM rooms WHERE room > 0 ORDER BY expires_on, id`;
}

/** The slices of the credits expiring after `from` and at or before `to`. */
export function slicesBetween(db: Db, userId: number, from: Date, to: Date): Promise<Slice[]> {
  return db.query<Slice>(slicesSql('$2::timestamptz', '$3::timestamptz'), [userId, from, to]);
}

/**
 * The soonest-expiring miles left after `now` (what a transfer moves first). The day comes from the day
 * sums (the first day whose later credits alone fall short of the balance), then only that day's credits are read.
 */
export async function oldestSlice(db: Db, userId: number, now: Date): Promise<Slice | undefined> {
  const [found] = await db.query<{ day: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM (
       SELECT day, amount, sum(amount) OVER (ORDER BY day DESC) AS from_day FROM member_credit_days
        WHERE user_id = $1 AND day >= ($2::timestamptz AT TIME ZONE 'UTC')::date
     ) AS days
      WHERE from_day - amount < (SELECT valid FROM member_balances WHERE user_id = $1)
      ORDER BY day LIMIT 1`,
    [userId, now],
  );
  if (!found) return undefined;
  const dayStart = "($3::date::timestamp AT TIME ZONE 'UTC')";
  const from = `greatest($2::timestamptz, ${dayStart} - interval '1 microsecond')`;
  const [first] = await db.query<Slice>(slicesSql(from, "(($3::date + 1)::timestamp AT TIME ZONE 'UTC') - interval '1 microsecond'"), [
    userId,
    now,
    found.day,
  ]);
  return first;
}

export interface ExpiringMiles {
  date: string;
  amount: number;
}

/** The miles that expire within the next 60 days, by day, soonest first. */
export async function expiringSoon(db: Db, userId: number, now: Date): Promise<ExpiringMiles[]> {
  const slices = await slicesBetween(db, userId, now, new Date(now.getTime() + expiringWindowDays * 86_400_000));
  const byDay = new Map<string, number>();
  for (const s of slices) {
    const day = utcDay(new Date(s.expires_on));
    byDay.set(day, (byDay.get(day) ?? 0) + s.remaining);
  }
  return [...byDay.entries()].map(([date, amount]) => ({ date, amount }));
}
