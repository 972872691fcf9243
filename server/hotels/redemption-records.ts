// A redemption as stored and as answered, and the small rules around it (reference, decision time).
import type { Db } from '../db/db';
import type { Schemas } from '../http/api-types';
import { extrasAnswer } from '../http/form-extras';
import type { LanguageCode } from '../http/request-language';
import type { MovementLabel } from '../miles/movement-labels';
import type { Hotel, HotelCatalogue } from './hotel-catalogue';
import { brandRef } from './hotel-views';
import { addDays } from '../../src/contract/calendar-days';

export interface RedemptionRow {
  id: number;
  user_id: number;
  hotel_id: number;
  arrival: string;
  nights: number;
  rooms: number;
  adults: number[];
  children: number[];
  miles: number;
  stay_month: string;
  status: 'pending' | 'approved' | 'refused';
  refusal_reason: 'quota' | 'hotel' | null;
  movement_id: number;
  created_at: Date | string;
  decides_at: Date | string;
  decided_at: Date | string | null;
  form_extras: unknown;
}

/** The stay form; its fields without a column (added by editors) are kept in redemptions.form_extras. */
export const redemptionForms = ['redeem-nights'] as const;
/** The stay form's fields the request keeps in columns. */
export const redemptionFormColumns = ['arrival', 'nights', 'rooms'] as const;

export const redemptionColumns = `id, user_id, hotel_id, arrival::text AS arrival, nights, rooms, adults, children, miles,
  stay_month::text AS stay_month, status, refusal_reason, movement_id, created_at, decides_at, decided_at, form_extras`;

/** "RN-000042": what the member, the hotel and the PDF call the request. */
export const referenceOf = (id: number) => `RN-${String(id).padStart(6, '0')}`;

/** The first day of the arrival's month: the month of stay the quota counts in. */
export const stayMonthOf = (arrival: string) => `${arrival.slice(0, 7)}-01`;

/** The hotel answers one business day later (Monday to Friday, same time of day). */
export function decisionTime(createdAt: Date): Date {
  const at = new Date(createdAt.getTime());
  do at.setUTCDate(at.getUTCDate() + 1);
  while (at.getUTCDay() === 0 || at.getUTCDay() === 6);
  return at;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** PGlite and pg may answer an int[] as an array or as its text ("{2,1}"). */
function ints(value: number[] | string): number[] {
  return Array.isArray(value) ? value.map(Number) : value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

export function redemptionLabel(row: Pick<RedemptionRow, 'id' | 'nights'>, hotel: Hotel, status: RedemptionRow['status']): MovementLabel {
  const labelStatus = status === 'pending' ? 'held' : status;
  return {
    key: 'redemption',
    params: { reference: referenceOf(row.id), hotel: hotel.name, city: hotel.city, nights: row.nights, status: labelStatus },
  };
}

/** `fields`: the stay form's fields as the server's contract read them (Contract.formFields(redemptionForms)). */
export function redemptionView(
  row: RedemptionRow,
  catalogue: HotelCatalogue,
  language: LanguageCode,
  fields: readonly string[],
): Schemas['Redemption'] {
  const hotel = catalogue.byId.get(row.hotel_id);
  if (!hotel) throw new Error(`hotel ${row.hotel_id} of redemption ${row.id} is not in the catalogue`);
  return {
    id: row.id,
    reference: referenceOf(row.id),
    hotel: {
      id: hotel.id,
      code: hotel.code,
      name: hotel.name,
      city: hotel.cityNames[language],
      country_code: hotel.country_code,
      country: hotel.countryNames[language],
      brand: brandRef(hotel.brand),
    },
    arrival: row.arrival,
    departure: addDays(row.arrival, row.nights),
    nights: row.nights,
    rooms: row.rooms,
    adults: ints(row.adults),
    children: ints(row.children),
    miles: row.miles,
    status: row.status,
    refusal_reason: row.refusal_reason,
    created_at: iso(row.created_at),
    decides_at: iso(row.decides_at),
    decided_at: row.decided_at === null ? null : iso(row.decided_at),
    movement_id: row.movement_id,
    confirmation_available: row.status === 'approved',
    ...extrasAnswer(row.form_extras, fields, redemptionFormColumns),
  };
}

/** The member's redemption, or null (another member's is as absent as an unknown id). */
export async function memberRedemption(db: Db, userId: number, id: number): Promise<RedemptionRow | null> {
  const [row] = await db.query<RedemptionRow>(`SELECT ${redemptionColumns} FROM redemptions WHERE id = $1 AND user_id = $2`, [id, userId]);
  return row ?? null;
}

export async function memberRedemptions(db: Db, userId: number): Promise<RedemptionRow[]> {
  return db.query<RedemptionRow>(`SELECT ${redemptionColumns} FROM redemptions WHERE user_id = $1 ORDER BY created_at DESC, id DESC`, [
    userId,
  ]);
}
