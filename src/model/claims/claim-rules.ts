// The date rules of a booking claim that the browser checks before asking the server (which checks them
// again): check-out after check-in, a stay that has started, and the programme's claim window (a stay that
// ended more than 90 days ago is refused with "Minimum date exceeded"). Plain functions on 'YYYY-MM-DD'
// strings, so they run the same in tests, whatever the time zone.
import type { Violation } from '@/api/api-error';
import { daysBetween, isIsoDay } from '@/contract/calendar-days';

/** Claims are accepted until this many days after check-out (the server's rule). */
export const CLAIM_WINDOW_DAYS = 90;

/** The messages the server gives for the same rules (the form shows `validation.server.<key>` instead). */
export const claimDateMessages = {
  check_out_before_check_in: 'Check-out must be after check-in.',
  stay_not_started: 'You can declare a stay once it has started',
  minimum_date_exceeded: 'Minimum date exceeded',
} as const;

function violation(propertyPath: 'check_in' | 'check_out', key: keyof typeof claimDateMessages): Violation {
  return { propertyPath, key, message: claimDateMessages[key] };
}

/**
 * The date rules a claim made on `today` breaks, as violations on their fields (empty when none; dates not
 * yet filled or malformed are left to the form's own rules).
 */
export function claimDateViolations(values: { check_in?: unknown; check_out?: unknown }, today: string): Violation[] {
  const checkIn = typeof values.check_in === 'string' && isIsoDay(values.check_in) ? values.check_in : null;
  const checkOut = typeof values.check_out === 'string' && isIsoDay(values.check_out) ? values.check_out : null;
  const found: Violation[] = [];
  if (checkIn && checkIn > today) found.push(violation('check_in', 'stay_not_started'));
  if (checkIn && checkOut && checkOut <= checkIn) found.push(violation('check_out', 'check_out_before_check_in'));
  else if (checkOut && daysBetween(checkOut, today) > CLAIM_WINDOW_DAYS) found.push(violation('check_out', 'minimum_date_exceeded'));
  return found;
}
