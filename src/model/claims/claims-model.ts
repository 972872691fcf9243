// Declaring a booking (requirements §3 booking claim, §4 points pending until check-out + 7 days): the browser's
// date rules, then POST booking_claims. The screen awaits submitClaimFx (its form keeps the values on a
// refusal); this model keeps the outcome: the accepted claim (the confirmation) or the refusal.
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@/api/api-error';
import { call } from '@/model/session/api';
import { memberDataStores } from '@/model/session/member-changed';
import { userRefreshRequested } from '@/model/user/user-model';
import { localDay } from '@/contract/calendar-days';
import { claimDateViolations } from './claim-rules';
import { claimRefusalOf } from './claim-refusal';
import type { ClaimRefusal } from './claim-refusal';
import type { BookingClaim, BookingClaimRequest, ClaimValues } from './claim-types';

/** The declare-a-booking page opened: a blank form, no outcome of an earlier visit. */
export const claimPageOpened = createEvent();
/** The member left the page: nothing of this claim must show on the next visit, not even for a frame. */
export const claimPageClosed = createEvent();
/** "Declare another booking" on the confirmation. */
export const anotherClaimRequested = createEvent();

/** The API call alone. */
export const postClaimFx = createEffect<BookingClaimRequest, BookingClaim, ApiError>((request) =>
  call('createBookingClaim', { body: request }),
);

/**
 * The form's fields, the known ones normalised, with an empty "additional information" left out. Fields an
 * editor added to schemas/forms/declare-booking.json pass as they are (blank ones left out): the API stores them.
 */
export function toClaimRequest(values: ClaimValues): BookingClaimRequest {
  const info = typeof values.additional_information === 'string' ? values.additional_information.trim() : '';
  const filled = Object.entries(values).filter(
    ([name, value]) => name !== 'additional_information' && value !== undefined && value !== null && value !== '',
  );
  return {
    ...Object.fromEntries(filled),
    booking_number: String(values.booking_number ?? ''),
    cf_number: String(values.cf_number ?? ''),
    property: Number(values.property),
    guest_firstname: String(values.guest_firstname ?? ''),
    guest_lastname: String(values.guest_lastname ?? ''),
    source: values.source as BookingClaimRequest['source'],
    check_in: String(values.check_in ?? ''),
    check_out: String(values.check_out ?? ''),
    ...(info ? { additional_information: info } : {}),
  };
}

/**
 * Checks the date rules in the browser (a refusal in the API client's shape, so the form shows it on the
 * field like the server's), then sends the claim. Rejects with what the form displays.
 */
export const submitClaimFx = createEffect<ClaimValues, BookingClaim, unknown>(async (values) => {
  const violations = claimDateViolations(values, localDay(new Date()));
  if (violations.length > 0) throw { code: 422, status: 422, errors: violations, key: 'validation_failed' } satisfies ApiError;
  return postClaimFx(toClaimRequest(values));
});

/** The claim the server accepted (the confirmation shows it), or null. */
export const $acceptedClaim = createStore<BookingClaim | null>(null);
/** Why the last attempt was refused, or null. */
export const $claimRefusal = createStore<ClaimRefusal | null>(null);
export const $claimSending = submitClaimFx.pending;

// Why: a new attempt replaces the outcome of the previous one (the "no booking found" notice goes away).
sample({ clock: submitClaimFx, fn: () => null, target: $claimRefusal });
sample({ clock: submitClaimFx.doneData, target: $acceptedClaim });
sample({ clock: submitClaimFx.failData, fn: claimRefusalOf, target: $claimRefusal });
// Why: the header's balance and the pending total change with an accepted claim (the pending miles are not
// in the main balance: the API counts them apart until check-out + 7 days).
sample({ clock: submitClaimFx.done, target: userRefreshRequested });
// Why: each visit, and "declare another booking", starts from a blank form.
$acceptedClaim.reset(claimPageOpened, claimPageClosed, anotherClaimRequested);
$claimRefusal.reset(claimPageOpened, claimPageClosed, anotherClaimRequested);
// Why: a claim is its member's: the next session never shows it, even on a page left open.
memberDataStores($acceptedClaim, $claimRefusal);
