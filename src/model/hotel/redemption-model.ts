// "Redeem nights" on a property page: the member's stay (arrival, nights, rooms: the schema form
// schemas/forms/redeem-nights.json) → the hotel's quote for it (availability and the miles it costs) → the member
// confirms → the request is created, pending until the hotel answers. The miles are held at once on the server, so
// the header's balance is read again. The form's refusals (the page's rules, the quote's) are the form's to show;
// the confirmation's keep its step, with the API's code for its message (validation.server.<code>).
import { createEffect, createEvent, createStore, sample } from 'effector';
import { refusalKey, ruleRefusal, ruleViolation, toApiError } from '@/api/api-error';
import type { ApiError, Violation } from '@/api/api-error';
import type { RoomOccupancy } from '@/model/hotel-search/criteria';
import { addDays } from '@/contract/calendar-days';
import { MAX_ROOMS } from '@/model/hotel-search/search-rules';
import { memberDataStores } from '@/model/session/member-changed';
import { loadStatsFx } from '@/model/user/user-model';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { createRedemptionFx, quoteStayFx } from './hotel-calls';
import type { HotelAvailability, Redemption, StayRequest } from './hotel-calls';

/** The stay quoted, with the form's values as typed: a field an editor added to the form goes with the request. */
export type QuotedStay = StayRequest & { values: Record<string, unknown> };

export type RedemptionStep =
  | { step: 'form' }
  | { step: 'confirm'; stay: QuotedStay; quote: HotelAvailability; error: string | null }
  | { step: 'sending'; stay: QuotedStay; quote: HotelAvailability }
  | { step: 'done'; redemption: Redemption };

/** The stay the form asks a price for, with what the page knows: the hotel's minimum stay and the member's today. */
export interface StayAsked {
  hotelId: number;
  minNights: number;
  today: string;
  arrival: string;
  nights: number;
  rooms: RoomOccupancy[];
  /** The form's values as typed. */
  values: Record<string, unknown>;
}

/** The confirmation's error when a send got no answer: the request may have been made (hotels.redeem.networkFailed). */
export const sendUnanswered = 'network';

/** The rules of a stay the page knows before asking (requirements §5), as the API names their refusals. */
export function stayRefusals({ arrival, nights, rooms, minNights, today }: StayAsked): Violation[] {
  return [
    ...(arrival < today ? [ruleViolation('arrival', 'arrival_in_past')] : []),
    ...(nights < minNights ? [ruleViolation('nights', 'minimum_stay_not_met', { count: minNights })] : []),
    ...(rooms.length > MAX_ROOMS ? [ruleViolation('rooms', 'group_booking_required')] : []),
  ];
}

/**
 * The form's submit: the stay checked by the page's rules, then quoted. Rejects as the API refuses (the form shows
 * it): a broken rule on its field; a hotel without the rooms, or whose minimum stay is longer, for the stay as a whole.
 */
export const stayQuoteFx = createEffect<StayAsked, { stay: QuotedStay; quote: HotelAvailability }, ApiError>(async (asked) => {
  const violations = stayRefusals(asked);
  if (violations.length > 0) throw ruleRefusal('getHotelAvailability', violations);
  const stay: StayRequest = {
    hotelId: asked.hotelId,
    arrival: asked.arrival,
    departure: addDays(asked.arrival, asked.nights),
    adults: asked.rooms.map((room) => room.adults),
    children: asked.rooms.map((room) => room.children),
  };
  const quote = await quoteStayFx(stay);
  if (!quote.available) {
    const key = quote.unavailable_reason === 'minimum_stay' ? 'minimum_stay_not_met' : 'hotel_not_available';
    throw toApiError(409, '', { key, message: key }, 'getHotelAvailability');
  }
  return { stay: { ...stay, values: asked.values }, quote };
});

export const redemptionConfirmed = createEvent();
/** Back from the confirmation to the form (the page keeps the stay typed). */
export const redemptionEdited = createEvent();
/** The page opened another hotel (or the member starts again after a request). */
export const redemptionReset = createEvent();

export const $redemption = createStore<RedemptionStep>({ step: 'form' }).reset(redemptionReset);

$redemption
  .on(stayQuoteFx.doneData, (_, { stay, quote }) => ({ step: 'confirm', stay, quote, error: null }))
  .on(redemptionEdited, (current) => (current.step === 'confirm' ? { step: 'form' } : current));

/**
 * The Idempotency-Key of the request the member means: kept when a send fails (a retry after a lost answer finds
 * the request the first send made, never a second one), new once a request is made or the stay changes.
 */
const $requestKey = createStore<string | null>(null)
  .on(createRedemptionFx, (_, { idempotencyKey }) => idempotencyKey)
  .reset(createRedemptionFx.done, stayQuoteFx.done, redemptionEdited, redemptionReset);

// Why filterMap: only a shown quote can be confirmed (a second press while sending does nothing), and not one
// whose month of arrival is full (the server would refuse it redemption_quota_reached; the quote says so).
const confirmedStay = sample({ clock: redemptionConfirmed, source: { current: $redemption, key: $requestKey } }).filterMap(
  ({ current, key }) =>
    current.step === 'confirm' && !current.quote.quota_reached
      ? { ...current.stay, nights: current.quote.nights, idempotencyKey: key ?? newIdempotencyKey() }
      : undefined,
);
sample({ clock: confirmedStay, target: createRedemptionFx });
sample({
  clock: createRedemptionFx,
  source: $redemption,
  fn: (current): RedemptionStep => (current.step === 'confirm' ? { step: 'sending', stay: current.stay, quote: current.quote } : current),
  target: $redemption,
});
$redemption
  .on(createRedemptionFx.doneData, (_, redemption) => ({ step: 'done', redemption }))
  // No answer (status 0): the request may exist; `network` says so, and a new press sends the same key.
  .on(createRedemptionFx.fail, (current, { error }) =>
    current.step === 'sending'
      ? { step: 'confirm', stay: current.stay, quote: current.quote, error: error.status === 0 ? sendUnanswered : refusalKey(error) }
      : current,
  );

// Why: the miles are held as soon as the request exists, and the header shows the balance.
sample({ clock: createRedemptionFx.done, target: loadStatsFx });

// Why member data: a request belongs to the member who made it.
memberDataStores($redemption, $requestKey);
