// Writes the programme's seed: boosters and the hotels' bookings (seed-bookings-data.ts) on every database that has none
// yet; the members' histories (seed-demo-history.ts, seed-other-history.ts), claims, sponsorships and favorites (seed-demo-members.ts) with
// the demo accounts.
import { digest, randomToken } from '../auth/random-tokens';
import { days } from '../clock';
import { labelColumns } from '../miles/movement-labels';
import { expiryOf } from '../miles/rules';
import { addDays, utcDay } from '../../src/contract/calendar-days';
import type { Db } from './db';
import type { SeedHistoryMovement } from './seed-history-labels';
import { demoFavorites, sponsorships } from './seed-demo-members';
import { bookings, boosters } from './seed-bookings-data';
import type { SeedMember } from './seed-bookings-data';

/** Booster periods and the hotels' bookings, when the database has no booster yet (the hotels are in by then). */
export async function seedProgrammeIfEmpty(db: Db, now: number): Promise<void> {
  const [existing] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM boosters');
  if ((existing?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    for (const b of boosters) {
      await tx.query('INSERT INTO boosters (name, stay_from, stay_to, declare_before, multiplier) VALUES ($1, $2, $3, $4, $5)', [
        b.name,
        b.stay_from,
        b.stay_to,
        b.declare_before,
        b.multiplier,
      ]);
    }
    const today = utcDay(now);
    for (const b of bookings) {
      const checkIn = addDays(today, -b.checkInDaysAgo);
      await tx.query(
        `INSERT INTO bookings (booking_number, cf_number, hotel_id, guest_firstname, guest_lastname, check_in, check_out, rate_code, min_nights)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          b.booking_number,
          b.cf_number,
          b.hotel,
          b.guest_firstname,
          b.guest_lastname,
          checkIn,
          addDays(checkIn, b.nights),
          b.rate_code,
          b.min_nights ?? null,
        ],
      );
    }
  });
}

/** Inserts a member's history in one statement; dates are days before `now`. */
export async function insertHistory(tx: Db, userId: number, history: readonly SeedHistoryMovement[], now: number): Promise<void> {
  const rows = history.map((m) => {
    const createdAt = new Date(now - days(m.daysAgo));
    const validOn = m.validDaysAgo === undefined ? createdAt : new Date(now - days(m.validDaysAgo));
    return {
      type: m.type,
      status: m.status,
      amount: m.amount,
      ...labelColumns(m.label),
      created_at: createdAt.toISOString(),
      valid_on: validOn.toISOString(),
      expires_on: m.amount > 0 ? expiryOf(validOn).toISOString() : null,
      booking_number: m.bookingNumber ?? null,
      hotel_id: m.hotel ?? null,
    };
  });
  await tx.query(
    `INSERT INTO movements (user_id, type, status, amount, label, label_key, label_params, created_at, valid_on, expires_on, booking_number, hotel_id)
     SELECT $1, r.type, r.status, r.amount, r.label, r.label_key, r.label_params::jsonb, r.created_at, r.valid_on, r.expires_on, r.booking_number, r.hotel_id
       FROM jsonb_to_recordset($2::jsonb)
         AS r (type text, status text, amount integer, label text, label_key text, label_params text, created_at timestamptz, valid_on timestamptz, expires_on timestamptz, booking_number text, hotel_id integer)`,
    [userId, JSON.stringify(rows)],
  );
}

/** The claims of the seeded bookings already claimed, linked to their movement in the claimant's history. */
export async function seedClaims(tx: Db, members: Record<SeedMember, number>): Promise<void> {
  for (const b of bookings) {
    if (!b.claimedBy) continue;
    const userId = members[b.claimedBy];
    await tx.query(
      `INSERT INTO booking_claims (user_id, booking_id, cf_number, guest_firstname, guest_lastname, source, nights, miles, movement_id, created_at)
       SELECT $1, bk.id, bk.cf_number, bk.guest_firstname, bk.guest_lastname, 'website', $3, m.amount, m.id, m.created_at
         FROM bookings bk JOIN movements m ON m.user_id = $1 AND m.booking_number = bk.booking_number
        WHERE bk.booking_number = $2`,
      [userId, b.booking_number, b.nights],
    );
  }
}

/** Dana's invitations and favorites. */
export async function seedDemoExtras(tx: Db, demoId: number, now: number): Promise<void> {
  const at = (daysAgo: number | undefined) => (daysAgo === undefined ? null : new Date(now - days(daysAgo)));
  for (const s of sponsorships) {
    const token = 'token' in s ? s.token : randomToken(24);
    await tx.query(
      `INSERT INTO sponsorships (sponsor_id, email, token_hash, status, invitee_name, miles, created_at, registered_at, qualified_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        demoId,
        s.email,
        digest(token),
        s.status,
        s.invitee_name,
        s.miles,
        at(s.daysAgo),
        at('registeredDaysAgo' in s ? s.registeredDaysAgo : undefined),
        at('qualifiedDaysAgo' in s ? s.qualifiedDaysAgo : undefined),
      ],
    );
  }
  for (const f of demoFavorites) {
    await tx.query('INSERT INTO favorites (user_id, type, item_id, created_at) VALUES ($1, $2, $3, $4)', [
      demoId,
      f.type,
      f.id,
      at(f.daysAgo),
    ]);
  }
}
