// My bookings (requirements §2.3 /my-bookings): the member's claimed bookings and room-night redemptions with their
// states, and the booking confirmation PDF of each approved redemption. The PDF is fetched when asked for
// (never stored: it is made on request with the member's access) and saved as a file; a refusal or a lost
// connection shows a message next to that booking, which the member can dismiss or retry.
import { createEvent, createStore, sample } from 'effector';
import { appConfig } from '@/lib/app-config';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { memberDataStores } from '@/model/session/member-changed';
import { loadableQuery } from '@/model/remote-data/loadable-query';
import { fetchConfirmationFx, loadMyBookingsFx, saveConfirmationFx } from './my-bookings-calls';
import type { Redemption } from './my-bookings-calls';
import { confirmationFailureKey, confirmationFilename } from './my-bookings-rules';
import type { ConfirmationFailureKey } from './my-bookings-rules';

export type { ClaimedBooking, MyBookings, Redemption } from './my-bookings-calls';

export const myBookingsOpened = createEvent();
export const confirmationRequested = createEvent<Pick<Redemption, 'id' | 'reference'>>();
export const confirmationErrorDismissed = createEvent();

// Why every visit: a redemption's state changes on the hotel's side (pending → approved) between two visits.
const myBookings = loadableQuery(loadMyBookingsFx, { name: 'myBookings', memberData: true });
export const $myBookings = myBookings.$state;
/** The redemption whose PDF is being fetched now (one at a time: a second click waits for the first). */
export const $confirmationLoading = createStore<number | null>(null);
/** The last PDF that could not be had, and why (a key of myBookings.pdfErrors). */
export const $confirmationError = createStore<{ id: number; key: ConfirmationFailureKey } | null>(null);

sample({ clock: myBookingsOpened, target: myBookings.query.start });

sample({
  clock: confirmationRequested,
  source: { loading: $confirmationLoading, language: $appliedLanguage },
  filter: ({ loading }) => loading === null,
  // Why the page's language: the member reads the confirmation in the language they read the page in.
  fn: ({ language }, { id, reference }) => ({ id, reference, language: language ?? appConfig.defaultLanguage }),
  target: fetchConfirmationFx,
});
$confirmationLoading.on(fetchConfirmationFx, (_, { id }) => id).reset(fetchConfirmationFx.finally);

// The file is named after the reference the page shows, so the member finds it again among their downloads.
sample({
  clock: fetchConfirmationFx.done,
  fn: ({ params, result }) => ({ id: params.id, blob: result, filename: confirmationFilename(params.reference) }),
  target: saveConfirmationFx,
});

$confirmationError
  .on(fetchConfirmationFx.fail, (_, { params, error }) => ({ id: params.id, key: confirmationFailureKey(error) }))
  .on(saveConfirmationFx.fail, (_, { params }) => ({ id: params.id, key: 'failed' }))
  .reset(fetchConfirmationFx, confirmationErrorDismissed);
// Why: a confirmation refused because the hotel has not approved yet may have been approved since.
sample({ clock: fetchConfirmationFx.fail, filter: ({ error }) => error.status === 409, target: myBookings.query.start });

// Why: the next member must never see this one's bookings or messages.
memberDataStores($confirmationLoading, $confirmationError);
