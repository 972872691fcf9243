// A member redeems miles for room nights. ONE transaction under the member's locks (users row,
// then the balance row, as transfers and the card take them): the balance is read after every earlier debit
// of the member has committed, the request and its held movement commit together or not at all.
import type { Db } from '../db/db';
import type { LanguageCode } from '../http/request-language';
import { ApiError, fieldError, notFound } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { extrasOf, extrasText } from '../http/form-extras';
import { lockBalances, lockMember, mainBalance, settleLocked } from '../miles/ledger';
import { labelColumns } from '../miles/movement-labels';
import { minimumStayMessage } from '../miles/rules';
import { utcDay } from '../../src/contract/calendar-days';
import type { Hotel, HotelCatalogue } from './hotel-catalogue';
import { decideDue } from './redemption-decisions';
import { decisionTime, redemptionColumns, redemptionFormColumns, redemptionLabel, redemptionView, stayMonthOf } from './redemption-records';
import type { RedemptionRow } from './redemption-records';
import { stayOf } from './stay-criteria';
import { stayFigures } from './stay-prices';

export const quotaMessage = 'The maximum number of approved requests for this month of stay has been reached for this hotel';

/** 422 insufficient_miles with the shortfall, as the card answers it. */
export class NotEnoughMiles extends ApiError {
  readonly shortfall: number;

  constructor(shortfall: number) {
    const miles = new Intl.NumberFormat('en-GB').format(shortfall).replace(/,/g, ' ');
    const message = `You need ${miles} more miles for these nights.`;
    super(422, message, 'insufficient_miles', [{ propertyPath: 'nights', message, key: 'insufficient_miles' }]);
    this.shortfall = shortfall;
  }

  override body(): ReturnType<ApiError['body']> & { shortfall: number } {
    return { ...super.body(), shortfall: this.shortfall };
  }
}

type Queryable = Pick<Db, 'query'>;

export const overlapMessage = 'You have already asked for nights at this hotel on these dates.';

/** Whether the member has a pending or approved request at this hotel whose nights overlap these. */
async function overlappingRequest(db: Queryable, userId: number, hotelId: number, arrival: string, nights: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM redemptions
     WHERE user_id = $1 AND hotel_id = $2 AND status IN ('pending', 'approved')
       AND arrival < $3::date + $4::int AND $3::date < arrival + nights
     LIMIT 1`,
    [userId, hotelId, arrival, nights],
  );
  return rows.length > 0;
}

/**
 * The monthly quota rule: the hotel has approved as many requests for this month of stay as its brand allows.
 * The one place it is written: a new request is refused by it, and the quote shows it before the member confirms.
 * The month's count is only as current as the decisions applied before it (decideDue).
 */
async function quotaReached(db: Queryable, hotel: Hotel, stayMonth: string): Promise<boolean> {
  const [quota] = await db.query<{ approved: number }>('SELECT approved FROM redemption_quotas WHERE hotel_id = $1 AND stay_month = $2', [
    hotel.id,
    stayMonth,
  ]);
  return (quota?.approved ?? 0) >= hotel.brand.monthly_quota;
}

/**
 * Whether a request arriving on `arrival` would now be refused redemption_quota_reached: the hotel's answers the
 * clock has made due for that month are applied first, as createRedemption does, so the quote tells the truth.
 */
export async function arrivalMonthQuotaReached(
  db: Db,
  catalogue: HotelCatalogue,
  hotel: Hotel,
  arrival: string,
  now: Date,
): Promise<boolean> {
  const stayMonth = stayMonthOf(arrival);
  await decideDue(db, catalogue, now, { hotelId: hotel.id, stayMonth });
  return quotaReached(db, hotel, stayMonth);
}

const sameList = (asked: number[] | undefined, stored: number[]) => asked === undefined || asked.join(',') === stored.join(',');
/** The added fields asked and stored, compared whatever their order. */
const sameExtras = (asked: Record<string, unknown>, stored: unknown) =>
  extrasText(asked) === extrasText(typeof stored === 'object' && stored !== null ? stored : {});

/**
 * The request an earlier call with this Idempotency-Key made (a retry after a lost answer), or null; 422
 * idempotency_key_reused when that call asked for another stay. Read before any rule that depends on the clock
 * or on the rooms left: the request exists, and the retry answers it whatever those say now.
 */
async function requestOfKey(
  db: Queryable,
  userId: number,
  key: string,
  request: Schemas['RedemptionRequest'],
  extras: Record<string, unknown>,
): Promise<RedemptionRow | null> {
  const [row] = await db.query<RedemptionRow>(`SELECT ${redemptionColumns} FROM redemptions WHERE user_id = $1 AND idempotency_key = $2`, [
    userId,
    key,
  ]);
  if (!row) return null;
  const same =
    row.hotel_id === request.hotel_id &&
    row.arrival === request.arrival &&
    row.nights === request.nights &&
    row.rooms === request.rooms &&
    sameList(request.adults, row.adults) &&
    sameList(request.children, row.children) &&
    sameExtras(extras, row.form_extras);
  if (!same) throw new ApiError(422, 'This Idempotency-Key was already used for another request.', 'idempotency_key_reused');
  return row;
}

export async function createRedemption(
  db: Db,
  catalogue: HotelCatalogue,
  userId: number,
  request: Schemas['RedemptionRequest'],
  now: Date,
  language: LanguageCode,
  fields: readonly string[],
  idempotencyKey: string | null = null,
): Promise<Schemas['Redemption']> {
  // The stay form's fields without a column (added by editors) are kept with the request, and make a retry the same one.
  const extras = extrasOf(request as Record<string, unknown>, fields, redemptionFormColumns);
  const earlier = idempotencyKey ? await requestOfKey(db, userId, idempotencyKey, request, extras) : null;
  if (earlier) return redemptionView(earlier, catalogue, language, fields);
  const hotel = catalogue.byId.get(request.hotel_id);
  if (!hotel) throw notFound('Please choose a hotel from the list.', 'hotel_not_found');
  const stay = stayOf(request, utcDay(now));
  if (stay.nights < hotel.minNights)
    throw fieldError('nights', minimumStayMessage(hotel.minNights), 'minimum_stay_not_met', { count: hotel.minNights });
  const figures = stayFigures(hotel, stay);
  if (!figures.available) throw new ApiError(409, 'There are not enough rooms left at this hotel for these dates.', 'hotel_not_available');
  const stayMonth = stayMonthOf(stay.arrival);
  // The month's approved count must be current before it is compared with the quota.
  await decideDue(db, catalogue, now, { hotelId: hotel.id, stayMonth });
  const row = await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    await lockBalances(tx, [userId]);
    // The same key sent twice at once: the second call waited for the member's lock, and finds the first's request.
    const concurrent = idempotencyKey ? await requestOfKey(tx, userId, idempotencyKey, request, extras) : null;
    if (concurrent) return concurrent;
    if (await quotaReached(tx, hotel, stayMonth)) throw new ApiError(409, quotaMessage, 'redemption_quota_reached');
    // A second press of Confirm (a new request, not a retry of the same key), or the same stay asked again from
    // another tab: the member already has these nights asked for or granted, and would pay for them twice.
    if (await overlappingRequest(tx, userId, hotel.id, stay.arrival, stay.nights))
      throw new ApiError(409, overlapMessage, 'redemption_already_requested');
    await settleLocked(tx, userId, now);
    const balance = await mainBalance(tx, userId, now);
    if (balance < figures.miles_total) throw new NotEnoughMiles(figures.miles_total - balance);
    const [next] = await tx.query<{ id: number }>("SELECT nextval(pg_get_serial_sequence('redemptions', 'id'))::int AS id");
    const id = next?.id ?? 0;
    const l = labelColumns(redemptionLabel({ id, nights: stay.nights }, hotel, 'pending'));
    const [movement] = await tx.query<{ id: number }>(
      `INSERT INTO movements (user_id, type, status, amount, label, label_key, label_params, created_at, valid_on, hotel_id)
       VALUES ($1, 'order', 'valid', $2, $3, $4, $5, $6, $6, $7) RETURNING id`,
      [userId, -figures.miles_total, l.label, l.label_key, l.label_params, now, hotel.id],
    );
    if (!movement) throw new Error('movement not written');
    const [created] = await tx.query<RedemptionRow>(
      `INSERT INTO redemptions (id, user_id, hotel_id, arrival, nights, rooms, adults, children, miles, stay_month, status, movement_id, created_at, decides_at, idempotency_key, form_extras)
       VALUES ($1, $2, $3, $4, $5, $6, string_to_array($7, ',')::int[], string_to_array($8, ',')::int[], $9, $10, 'pending', $11, $12, $13, $14, $15::jsonb)
       RETURNING ${redemptionColumns}`,
      [
        id,
        userId,
        hotel.id,
        stay.arrival,
        stay.nights,
        stay.rooms,
        stay.adults.join(','),
        stay.children.join(','),
        figures.miles_total,
        stayMonth,
        movement.id,
        now,
        decisionTime(now),
        idempotencyKey,
        JSON.stringify(extras),
      ],
    );
    if (!created) throw new Error('redemption not written');
    return created;
  });
  return redemptionView(row, catalogue, language, fields);
}
