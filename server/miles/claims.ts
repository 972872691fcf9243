// Booking claims (requirements §3, §5): a member declares a stay; it is matched against the hotel's booking and,
// when accepted, credits a pending `reservation` movement (valid 7 days after check-out).
import type { Db } from '../db/db';
import { labelColumns } from './movement-labels';
import { ApiError, fieldError } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import type { LanguageCode } from '../http/request-language';
import type { CountryEntry } from '../generated/catalogues';
import { extrasAnswer, extrasOf } from '../http/form-extras';
import { findHotel, lightHotel } from './hotels';
import { boosterFor, claimDateRefusal, claimMessages, claimMiles, expiryOf, minimumStayMessage, searchKey, validOnFor } from './rules';
import { daysBetween, utcDay } from '../../src/contract/calendar-days';
import type { Booster } from './rules';
import { qualifySponsorship, sponsorToCredit } from './sponsorships';
import { lockBalances } from './ledger';

type ClaimRequest = Schemas['BookingClaimRequest'];
type Claim = Schemas['BookingClaim'];

// The claim form (schemas/forms/declare-booking.json) is the one statement of the request's fields; those
// without a column here (added by editors) are kept in booking_claims.form_extras and returned with the claim.
// `fields`: the forms' fields as the server's contract read them (Contract.formFields(claimForms)).
export const claimForms = ['declare-booking'];
const claimColumns = [
  'booking_number',
  'cf_number',
  'property',
  'guest_firstname',
  'guest_lastname',
  'source',
  'check_in',
  'check_out',
  'additional_information',
];

/** The extras of a submitted claim, text trimmed and blank text left out (as the columns treat it). */
function claimExtras(claim: ClaimRequest, fields: readonly string[]): Record<string, unknown> {
  const extras = Object.entries(extrasOf(claim as Record<string, unknown>, fields, claimColumns));
  return Object.fromEntries(extras.map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]).filter(([, v]) => v !== '' && v !== null));
}

interface BookingRow {
  id: number;
  booking_number: string;
  hotel_id: number;
  guest_lastname: string;
  check_in: string;
  check_out: string;
  min_nights: number | null;
}

/** The booster animations the member joined; the boosters table keeps older periods for the history only. */
export async function joinedBoosters(db: Db, userId: number): Promise<Booster[]> {
  return db.query<Booster>(
    `SELECT a.id, a.data->'texts'->'en'->>'title' AS name, a.starts_on::text AS starts_on, a.ends_on::text AS ends_on,
            coalesce(a.multiplier, 2)::float8 AS multiplier
       FROM animation_participations p JOIN animations a ON a.id = p.animation_id
      WHERE p.user_id = $1 AND a.type = 'booster' AND p.completed_at IS NOT NULL`,
    [userId],
  );
}

/** The booking the claim describes: same number, hotel and dates, and the same guest last name (case and accents ignored). */
function matches(booking: BookingRow | undefined, claim: ClaimRequest): booking is BookingRow {
  return (
    booking !== undefined &&
    booking.hotel_id === claim.property &&
    booking.check_in === claim.check_in &&
    booking.check_out === claim.check_out &&
    searchKey(booking.guest_lastname) === searchKey(claim.guest_lastname)
  );
}

/**
 * Checks the claim and, when accepted, records it with its pending movement; answers the claim (its hotel's city and
 * country named in `language`, `countries`: the countries file's).
 */
export async function claimBooking(
  db: Db,
  userId: number,
  claim: ClaimRequest,
  now: Date,
  fields: readonly string[],
  language: LanguageCode,
  countries: readonly CountryEntry[],
): Promise<Claim> {
  const today = utcDay(now);
  const refusal = claimDateRefusal(claim.check_in, claim.check_out, today);
  if (refusal) throw fieldError(refusal.field, claimMessages[refusal.key], refusal.key);
  const id = await db.transaction(async (tx) => {
    const hotel = await findHotel(tx, claim.property);
    if (!hotel) throw fieldError('property', claimMessages.hotel_not_found, 'hotel_not_found');
    // The booking's row lock makes two claims of the same booking queue; the unique booking_id decides anyway.
    const [booking] = await tx.query<BookingRow>(
      `SELECT id, booking_number, hotel_id, guest_lastname, check_in::text AS check_in, check_out::text AS check_out, min_nights
         FROM bookings WHERE booking_number = $1 FOR UPDATE`,
      [claim.booking_number.toUpperCase()],
    );
    if (!matches(booking, claim)) throw new ApiError(422, claimMessages.booking_not_found, 'booking_not_found');
    const alreadyClaimed = () => fieldError('booking_number', claimMessages.booking_already_claimed, 'booking_already_claimed');
    if ((await tx.query('SELECT 1 FROM booking_claims WHERE booking_id = $1', [booking.id])).length > 0) throw alreadyClaimed();
    const nights = daysBetween(booking.check_in, booking.check_out);
    if (booking.min_nights !== null && nights < booking.min_nights)
      throw fieldError('check_out', minimumStayMessage(booking.min_nights), 'minimum_stay_not_met', { count: booking.min_nights });

    const booster = boosterFor(booking.check_out, await joinedBoosters(tx, userId));
    const miles = claimMiles(nights, booster);
    const validOn = validOnFor(booking.check_out);
    const l = labelColumns({
      key: 'stay',
      params: {
        number: booking.booking_number,
        hotel: hotel.name,
        city: hotel.city,
        nights,
        ...(booster ? { booster: booster.multiplier } : {}),
      },
    });
    // The claimant's and the sponsor's balance rows, in one order (a transfer between them may run meanwhile).
    await lockBalances(tx, [userId, ...(await sponsorToCredit(tx, userId))]);
    const [movement] = await tx.query<{ id: number }>(
      `INSERT INTO movements (user_id, type, status, amount, label, label_key, label_params, created_at, valid_on, expires_on, booking_number, hotel_id)
       VALUES ($1, 'reservation', 'pending', $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [userId, miles, l.label, l.label_key, l.label_params, now, validOn, expiryOf(validOn), booking.booking_number, hotel.id],
    );
    if (!movement) throw new Error('insert returned no row');
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO booking_claims (user_id, booking_id, cf_number, guest_firstname, guest_lastname, source, additional_information, nights, miles, booster_animation_id, movement_id, created_at, form_extras)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb) ON CONFLICT (booking_id) DO NOTHING RETURNING id`,
      [
        userId,
        booking.id,
        claim.cf_number.toUpperCase(),
        claim.guest_firstname.trim(),
        claim.guest_lastname.trim(),
        claim.source,
        claim.additional_information?.trim() || null,
        nights,
        miles,
        booster?.id ?? null,
        movement.id,
        now,
        JSON.stringify(claimExtras(claim, fields)),
      ],
    );
    if (!row) throw alreadyClaimed();
    await qualifySponsorship(tx, userId, now);
    return row.id;
  });
  const [accepted] = await listClaims(db, userId, now, fields, language, countries, id);
  if (!accepted) throw new Error('the accepted claim cannot be read back');
  return accepted;
}

interface ClaimRow {
  id: number;
  booking_number: string;
  cf_number: string;
  hotel_id: number;
  hotel_code: string;
  hotel_name: string;
  brand: string;
  city: string;
  country_code: string;
  guest_firstname: string;
  guest_lastname: string;
  source: Claim['source'];
  check_in: string;
  check_out: string;
  nights: number;
  miles: number;
  booster: boolean;
  status: Claim['status'];
  valid_on: Date;
  movement_id: number;
  created_at: Date;
  form_extras: unknown;
}

/**
 * The member's accepted claims, newest first (or the one of `onlyId`); each hotel's city and country named in `language`
 * (`countries`: the countries file's).
 */
export async function listClaims(
  db: Db,
  userId: number,
  now: Date,
  fields: readonly string[],
  language: LanguageCode,
  countries: readonly CountryEntry[],
  onlyId?: number,
): Promise<Claim[]> {
  const rows = await db.query<ClaimRow>(
    `SELECT c.id, b.booking_number, c.cf_number, h.id AS hotel_id, h.code AS hotel_code, h.name AS hotel_name, h.brand, h.city, h.country_code,
            c.guest_firstname, c.guest_lastname, c.source, b.check_in::text AS check_in, b.check_out::text AS check_out, c.nights, c.miles,
            (c.booster_id IS NOT NULL OR c.booster_animation_id IS NOT NULL) AS booster,
            CASE WHEN m.status = 'pending' AND m.valid_on <= $2 THEN 'valid' ELSE m.status END AS status,
            m.valid_on, m.id AS movement_id, c.created_at, c.form_extras
       FROM booking_claims c JOIN bookings b ON b.id = c.booking_id JOIN hotels h ON h.id = b.hotel_id JOIN movements m ON m.id = c.movement_id
      WHERE c.user_id = $1 AND ($3::int IS NULL OR c.id = $3)
      ORDER BY c.created_at DESC, c.id DESC`,
    [userId, now, onlyId ?? null],
  );
  return rows.map((r) => ({
    id: r.id,
    booking_number: r.booking_number,
    cf_number: r.cf_number,
    hotel: lightHotel(
      { id: r.hotel_id, code: r.hotel_code, name: r.hotel_name, brand: r.brand, city: r.city, country_code: r.country_code },
      language,
      countries,
    ),
    guest_firstname: r.guest_firstname,
    guest_lastname: r.guest_lastname,
    source: r.source,
    check_in: r.check_in,
    check_out: r.check_out,
    nights: r.nights,
    miles: r.miles,
    booster: r.booster,
    status: r.status,
    valid_on: new Date(r.valid_on).toISOString(),
    movement_id: r.movement_id,
    created_at: new Date(r.created_at).toISOString(),
    ...extrasAnswer(r.form_extras, fields, claimColumns),
  }));
}
