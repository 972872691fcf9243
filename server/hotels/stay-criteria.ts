// The rules of a stay (requirements §5), one definition for the search, a hotel's availability and a redemption:
// less than 30 nights ("Please select less than 30 days"), at most 7 rooms (more: the group site), guests
// per room, no arrival in the past. The contract checks the shapes; these are the rules between fields.
import { fieldError } from '../http/api-error';
import { addDays, daysBetween, isIsoDay, maxRangeDays } from '../../src/contract/calendar-days';

export const maxRooms = 7;
const maxAdultsPerRoom = 4;
const maxChildrenPerRoom = 4;

export interface StayCriteria {
  arrival: string;
  departure: string;
  nights: number;
  rooms: number;
  adults: number[];
  children: number[];
}

const occupancyMessage = 'Please enter the number of guests of each room.';

/** A real calendar day (2026-02-30 is not). */
function checkDate(field: string, value: string): void {
  if (!isIsoDay(value)) throw fieldError(field, 'Please enter a valid date.', 'invalid_date');
}

function perRoom(
  field: 'adults' | 'children',
  values: number[] | undefined,
  rooms: number,
  fallback: number,
  min: number,
  max: number,
): number[] {
  const list = values ?? Array.from({ length: rooms }, () => fallback);
  if (list.length !== rooms || list.some((n) => !Number.isInteger(n) || n < min || n > max))
    throw fieldError(field, occupancyMessage, 'occupancy_invalid');
  return list;
}

/** Checks a stay given as arrival + nights; `today` is the clock's UTC day. */
export function stayOf(
  input: { arrival: string; nights: number; rooms: number; adults?: number[]; children?: number[] },
  today: string,
): StayCriteria {
  checkDate('arrival', input.arrival);
  if (input.arrival < today) throw fieldError('arrival', 'The arrival date cannot be in the past.', 'arrival_in_past');
  if (input.nights >= maxRangeDays) throw fieldError('nights', 'Please select less than 30 days', 'date_range_too_long');
  if (input.rooms > maxRooms) throw fieldError('rooms', 'More than 7 rooms must be booked on the group site.', 'group_booking_required');
  if (input.rooms < 1) throw fieldError('rooms', occupancyMessage, 'occupancy_invalid');
  return {
    arrival: input.arrival,
    departure: addDays(input.arrival, input.nights),
    nights: input.nights,
    rooms: input.rooms,
    adults: perRoom('adults', input.adults, input.rooms, 2, 1, maxAdultsPerRoom),
    children: perRoom('children', input.children, input.rooms, 0, 0, maxChildrenPerRoom),
  };
}

/** "2,1" → [2, 1] (the contract's pattern has checked the characters). */
function numbers(text: string | undefined): number[] | undefined {
  return text === undefined ? undefined : text.split(',').map(Number);
}

/** Checks a stay given in a query string: arrival, departure, rooms, adults and children per room. */
export function stayFromQuery(
  query: { arrival: string; departure: string; rooms?: string; adults?: string; children?: string },
  today: string,
): StayCriteria {
  checkDate('arrival', query.arrival);
  checkDate('departure', query.departure);
  const nights = daysBetween(query.arrival, query.departure);
  if (nights < 1) throw fieldError('departure', 'The departure date must be after the arrival date.', 'departure_before_arrival');
  if (nights >= maxRangeDays) throw fieldError('departure', 'Please select less than 30 days', 'date_range_too_long');
  return stayOf(
    { arrival: query.arrival, nights, rooms: Number(query.rooms ?? '1'), adults: numbers(query.adults), children: numbers(query.children) },
    today,
  );
}
