// "Redeem nights" on a property page: the member's stay (arrival, nights, rooms) → the hotel's quote for it
// (availability and the miles it costs) → the member confirms → the request is created, pending until the
// hotel answers. The miles are held at once on the server, so the header's balance is read again. Every
// refusal keeps the step it came from, with the API's code for its message (validation.server.<code>).
import { createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@/api/api-error';
import { memberDataStores } from '@/model/session/member-changed';
import { loadStatsFx } from '@/model/user/user-model';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { createRedemptionFx, quoteStayFx } from './hotel-calls';
import type { HotelAvailability, Redemption, StayRequest } from './hotel-calls';

export type RedemptionStep =
  | { step: 'form'; error: string | null }
  | { step: 'quoting'; stay: StayRequest }
  | { step: 'confirm'; stay: StayRequest; quote: HotelAvailability; error: string | null }
  | { step: 'sending'; stay: StayRequest; quote: HotelAvailability }
  | { step: 'done'; redemption: Redemption };

/** The message key of a refusal: the API's key or code; `generic` when no answer came (network, timeout). */
export function refusalKey(error: ApiError): string {
  if (error.status === 0) return 'generic';
  return error.key ?? (typeof error.code === 'string' ? error.code : 'generic');
}

/** The confirmation's error when a send got no answer: the request may have been made (hotels.redeem.networkFailed). */
export const sendUnanswered = 'network';

export const redemptionRequested = createEvent<StayRequest>();
export const redemptionConfirmed = createEvent();
/** Back from the confirmation to the form (the stay is kept in the form's fields). */
export const redemptionEdited = createEvent();
/** The page opened another hotel (or the member starts again after a request). */
export const redemptionReset = createEvent();

export const $redemption = createStore<RedemptionStep>({ step: 'form', error: null }).reset(redemptionReset);

sample({ clock: redemptionRequested, target: quoteStayFx });
$redemption
  .on(quoteStayFx, (_, stay) => ({ step: 'quoting', stay }))
  // Why the stay check: a quote that arrives after the member went back to the form is not shown.
  .on(quoteStayFx.done, (current, { params, result }) => {
    if (current.step !== 'quoting' || current.stay !== params) return current;
    if (!result.available)
      return { step: 'form', error: result.unavailable_reason === 'minimum_stay' ? 'minimum_stay_not_met' : 'hotel_not_available' };
    return { step: 'confirm', stay: params, quote: result, error: null };
  })
  .on(quoteStayFx.fail, (current, { params, error }) =>
    current.step === 'quoting' && current.stay === params ? { step: 'form', error: refusalKey(error) } : current,
  )
  .on(redemptionEdited, (current) => (current.step === 'confirm' ? { step: 'form', error: null } : current));

/**
 * The Idempotency-Key of the request the member means: kept when a send fails (a retry after a lost answer finds
 * the request the first send made, never a second one), new once a request is made or the stay changes.
 */
const $requestKey = createStore<string | null>(null)
  .on(createRedemptionFx, (_, { idempotencyKey }) => idempotencyKey)
  .reset(createRedemptionFx.done, redemptionRequested, redemptionEdited, redemptionReset);

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
