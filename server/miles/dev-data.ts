// Development data on demand (dev routes only): a fresh claimable booking for a browser test, and
// synthetic history for the 10 000-movement performance check.
import { randomInt } from 'node:crypto';
import type { Db } from '../db/db';
import { fieldError } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { mainBalance } from './ledger';
import { claimMiles, expiryOf } from './rules';
import { addDays, daysBetween, utcDay } from '../../src/contract/calendar-days';

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const randomCode = (length: number) => Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

export async function createDevBooking(db: Db, request: Schemas['DevBookingRequest'], now: Date): Promise<Schemas['DevBooking']> {
  const today = utcDay(now);
  const checkIn = request.check_in ?? (request.check_out ? addDays(request.check_out, -3) : addDays(today, -5));
  const checkOut = request.check_out ?? addDays(checkIn, 3);
  if (checkOut <= checkIn) throw fieldError('check_out', 'Check-out must be after check-in.', 'check_out_before_check_in');
  const [hotel] = request.property
    ? await db.query<{ id: number; name: string }>('SELECT id, name FROM hotels WHERE id = $1', [request.property])
    : await db.query<{ id: number; name: string }>('SELECT id, name FROM hotels ORDER BY random() LIMIT 1');
  if (!hotel) throw fieldError('property', 'Please choose a hotel from the list.', 'hotel_not_found');
  const guestFirstname = request.guest_firstname ?? 'Test';
  const guestLastname = request.guest_lastname ?? 'Guest';
  const rateCode = request.rate_code ?? (request.min_nights ? 'ADV2' : 'BAR');
  const minNights = request.min_nights ?? null;
  const cf = `CF${randomInt(100_000, 1_000_000)}`;
  for (;;) {
    // E2 + 6: never one of the seeded numbers (server/README.md), unique by retrying.
    const bookingNumber = `E2${randomCode(6)}`;
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO bookings (booking_number, cf_number, hotel_id, guest_firstname, guest_lastname, check_in, check_out, rate_code, min_nights)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (booking_number) DO NOTHING RETURNING id`,
      [bookingNumber, cf, hotel.id, guestFirstname, guestLastname, checkIn, checkOut, rateCode, minNights],
    );
    if (!row) continue;
    const nights = daysBetween(checkIn, checkOut);
    const miles = minNights !== null && nights < minNights ? 0 : claimMiles(nights, null);
    return {
      booking_number: bookingNumber,
      cf_number: cf,
      property: hotel.id,
      hotel_name: hotel.name,
      guest_firstname: guestFirstname,
      guest_lastname: guestLastname,
      check_in: checkIn,
      check_out: checkOut,
      nights,
      rate_code: rateCode,
      min_nights: minNights,
      miles,
    };
  }
}

// Ten movements per cycle whose valid amounts net to zero, credits before their debits: every type and status.
const cycle = [
  { type: 'reservation', status: 'valid', amount: 300, label: 'Synthetic booking' },
  { type: 'order', status: 'valid', amount: -300, label: 'Synthetic gift shop order – delivered' },
  { type: 'animation', status: 'valid', amount: 200, label: 'Synthetic quiz' },
  { type: 'transfer', status: 'valid', amount: -200, label: 'Synthetic transfer out' },
  { type: 'reservation', status: 'pending', amount: 400, label: 'Synthetic booking (pending)' },
  { type: 'reservation', status: 'cancelled', amount: 500, label: 'Synthetic booking – cancelled' },
  { type: 'exceptional', status: 'valid', amount: 100, label: 'Synthetic adjustment' },
  { type: 'expired', status: 'valid', amount: -100, label: 'Synthetic expiry' },
  { type: 'sponsorship', status: 'valid', amount: 1000, label: 'Synthetic sponsorship' },
  { type: 'inscription', status: 'valid', amount: -1000, label: 'Synthetic correction' },
] as const;

/** Gives the member `count` movements spread over the last 600 days; answers their count and balance. */
export async function createDevMovements(db: Db, email: string, count: number, now: Date): Promise<Schemas['DevMovementsResult']> {
  const [user] = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email.trim().toLowerCase()]);
  if (!user) throw fieldError('email', 'No member has this e-mail address.', 'user_not_found');
  const step = (600 * 86_400_000) / count;
  const rows = Array.from({ length: count }, (_, i) => {
    const m = cycle[i % cycle.length] ?? cycle[0];
    const at = new Date(now.getTime() - (count - i) * step);
    const validOn = m.status === 'pending' ? new Date(now.getTime() + 7 * 86_400_000) : at;
    return {
      type: m.type,
      status: m.status,
      amount: m.amount,
      label: `${m.label} #${i + 1}`,
      created_at: at.toISOString(),
      valid_on: validOn.toISOString(),
      expires_on: m.amount > 0 ? expiryOf(validOn).toISOString() : null,
    };
  });
  await db.query(
    `INSERT INTO movements (user_id, type, status, amount, label, created_at, valid_on, expires_on)
     SELECT $1, r.type, r.status, r.amount, r.label, r.created_at, r.valid_on, r.expires_on
       FROM jsonb_to_recordset($2::jsonb) AS r (type text, status text, amount integer, label text, created_at timestamptz, valid_on timestamptz, expires_on timestamptz)`,
    [user.id, JSON.stringify(rows)],
  );
  const [total] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM movements WHERE user_id = $1', [user.id]);
  return { count: total?.n ?? 0, balance: await mainBalance(db, user.id, now) };
}
