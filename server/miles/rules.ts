// The programme's rules as plain functions and constants (the published content states them: /earn/bookings,
// /earn/booster, /burn/transfers, /earn/sponsorship). Dates are calendar days in UTC, as 'YYYY-MM-DD'.
import { addDays, daysBetween } from '../../src/contract/calendar-days';

export const milesPerNight = 100;
/** requirements §4: points stay pending until 7 days after check-out. */
export const pendingDays = 7;
/** Claims are accepted until 90 days after check-out. */
export const claimWindowDays = 90;
/** Miles are valid 24 months after they became valid. */
export const validityMonths = 24;
/** users_stats and the history announce the miles expiring within this many days. */
export const expiringWindowDays = 60;
export const minimumTransfer = 1000;
/** The sponsor's reward when the invitee's first booking claim is accepted. */
export const sponsorshipReward = 1000;
/** Midnight UTC of a calendar day. */
export function dayStart(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

/** The same moment `months` calendar months later (the 31st of a shorter month becomes its last day). */
export function addMonths(at: Date, months: number): Date {
  const d = new Date(at.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** When credited miles that became valid at `validOn` expire. */
export function expiryOf(validOn: Date): Date {
  return addMonths(validOn, validityMonths);
}

/** When a stay's miles become valid: check-out + 7 days, at midnight UTC. */
export function validOnFor(checkOut: string): Date {
  return dayStart(addDays(checkOut, pendingDays));
}

/** A booster animation the member joined: its period is starts_on..ends_on, both included. */
export interface Booster {
  id: number;
  name: string;
  starts_on: string;
  ends_on: string;
  multiplier: number;
}

/**
 * The booster of a stay: among the boosters THE MEMBER JOINED, one whose period contains the booking's
 * check-out (the day the stay is done and its miles are earned), the best if several; null otherwise.
 */
export function boosterFor(checkOut: string, joined: readonly Booster[]): Booster | null {
  let best: Booster | null = null;
  for (const b of joined) {
    const covers = checkOut >= b.starts_on && checkOut <= b.ends_on;
    if (covers && (!best || b.multiplier > best.multiplier)) best = b;
  }
  return best;
}

/** nights × 100 miles, times the booster's multiplier. */
export function claimMiles(nights: number, booster: Booster | null): number {
  return Math.round(nights * milesPerNight * (booster?.multiplier ?? 1));
}

export type ClaimRefusal =
  | { key: 'check_out_before_check_in'; field: 'check_out' }
  | { key: 'stay_not_started'; field: 'check_in' }
  | { key: 'minimum_date_exceeded'; field: 'check_out' };

/** The date rules of a claim made on `today`, checked before the booking is looked up. */
export function claimDateRefusal(checkIn: string, checkOut: string, today: string): ClaimRefusal | null {
  if (checkOut <= checkIn) return { key: 'check_out_before_check_in', field: 'check_out' };
  if (checkIn > today) return { key: 'stay_not_started', field: 'check_in' };
  if (daysBetween(checkOut, today) > claimWindowDays) return { key: 'minimum_date_exceeded', field: 'check_out' };
  return null;
}

export const claimMessages = {
  check_out_before_check_in: 'Check-out must be after check-in.',
  stay_not_started: 'You can declare a stay once it has started',
  minimum_date_exceeded: 'Minimum date exceeded',
  booking_not_found: 'No booking found, do you want to modify your claim',
  booking_already_claimed: 'This booking has already been claimed.',
  hotel_not_found: 'Please choose a hotel from the list.',
} as const;

export function minimumStayMessage(minNights: number): string {
  return `This rate requires a minimum stay of ${minNights} nights.`;
}

/** For comparing names and searching: no accents, lower case, one space between words, ’ as '. */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/’/g, "'").toLowerCase().replace(/\s+/g, ' ').trim();
}

/** "Olivier P." — what another member may see of a member. */
export function displayName(firstname: string, lastname: string): string {
  const initial = lastname.trim().charAt(0).toUpperCase();
  return initial ? `${firstname.trim()} ${initial}.` : firstname.trim();
}
