// What a refused claim becomes, whether the browser's date rules or the server refused it. Kept in the
// claims model so that the screen shows it and tests read it: a booking the server cannot match (the member
// may correct the claim and send it again), violations on their fields, or one message for the form.
import { isApiError } from '@/api/api-error';
import type { ApiError, Violation } from '@/api/api-error';

export type ClaimRefusal =
  /** booking_not_found: "No booking found, do you want to modify your claim". */
  | { kind: 'booking-not-found'; message: string }
  /** Rules broken by named fields (already claimed, minimum stay, dates, formats…). */
  | { kind: 'fields'; code: number | string; violations: Violation[] }
  /** Anything else, for the form's summary: `key` is a `validation.server.<key>` (generic for a network failure). */
  | { kind: 'message'; code: number | string; message: string; key?: string };

/** Classifies the rejection of a claim (the API client's `{ code, errors, key }`, or anything thrown). */
export function claimRefusalOf(reason: unknown): ClaimRefusal {
  if (!isApiError(reason)) return { kind: 'message', code: 'unknown', message: 'Something went wrong. Please try again', key: 'generic' };
  const error: ApiError = reason;
  if (error.key === 'booking_not_found') {
    return {
      kind: 'booking-not-found',
      message: typeof error.errors === 'string' ? error.errors : 'No booking found, do you want to modify your claim',
    };
  }
  if (Array.isArray(error.errors) && error.errors.length > 0) return { kind: 'fields', code: error.code, violations: error.errors };
  // No answer at all (offline, server down): the generic sentence, not the browser's "Failed to fetch".
  if (error.status === 0) return { kind: 'message', code: error.code, message: 'Something went wrong. Please try again', key: 'generic' };
  const message = typeof error.errors === 'string' ? error.errors : 'Something went wrong. Please try again';
  return { kind: 'message', code: error.code, message, ...(error.key ? { key: error.key } : {}) };
}
