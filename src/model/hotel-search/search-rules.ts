// The browser's rules of a hotel search (requirements §5), checked before any call so the member hears at once what
// the API would refuse: a stay under 30 days ("Please select less than 30 days"), at most 7 rooms (more goes
// to the hotel group's site), departure after arrival, arrival not in the past. The server checks the same.
import { daysBetween, maxRangeDays } from '@/contract/calendar-days';
import type { SearchCriteria } from './criteria';

/** requirements §5/§9: more rooms than this use the hotel group's site. */
export const MAX_ROOMS = 7;

export type SearchField = 'destination' | 'arrival' | 'departure' | 'rooms';

/** A rule broken: the field it belongs to and its translation key under `hotels.errors`. */
export interface SearchViolation {
  field: SearchField;
  key:
    | 'destinationRequired'
    | 'arrivalRequired'
    | 'arrivalPast'
    | 'departureRequired'
    | 'departureBeforeArrival'
    | 'rangeTooLong'
    | 'groupSite';
}

/** Nights of a stay, or null while either date is missing or the order is wrong. */
export function nightsOf(arrival: string | null, departure: string | null): number | null {
  if (!arrival || !departure) return null;
  const nights = daysBetween(arrival, departure);
  return nights > 0 ? nights : null;
}

/**
 * Every rule the search breaks, in the form's order; `today` is the member's calendar day (YYYY-MM-DD). No
 * destination is a search of every hotel (the API's too); text typed but not chosen is the form's to refuse.
 */
export function searchViolations(criteria: Pick<SearchCriteria, 'arrival' | 'departure' | 'rooms'>, today: string) {
  const violations: SearchViolation[] = [];
  violations.push(...stayViolations(criteria.arrival, criteria.departure, today));
  if (criteria.rooms.length > MAX_ROOMS) violations.push({ field: 'rooms', key: 'groupSite' });
  return violations;
}

/** The rules of the dates alone (the search form and the property's redemption form share them). */
export function stayViolations(arrival: string | null, departure: string | null, today: string): SearchViolation[] {
  const violations: SearchViolation[] = [];
  if (!arrival) violations.push({ field: 'arrival', key: 'arrivalRequired' });
  else if (arrival < today) violations.push({ field: 'arrival', key: 'arrivalPast' });
  if (!departure) violations.push({ field: 'departure', key: 'departureRequired' });
  else if (arrival && departure <= arrival) violations.push({ field: 'departure', key: 'departureBeforeArrival' });
  else if (arrival && daysBetween(arrival, departure) >= maxRangeDays) violations.push({ field: 'departure', key: 'rangeTooLong' });
  return violations;
}

/** Days from today to arrival (the tracking's lead time), or null without an arrival. */
export function leadTime(arrival: string | null, today: string): number | null {
  return arrival ? daysBetween(today, arrival) : null;
}
