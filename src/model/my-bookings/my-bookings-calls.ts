// The calls of /my-bookings (listMyBookings, getRedemptionConfirmation) and the one browser effect it needs:
// handing the confirmation's bytes to the browser as a file.
import { createEffect } from 'effector';
import type { ApiError } from '@/api/api-error';
import type { AnswerOf } from '@/api/operation-types';
import type { Language } from '@/lib/app-config';
import { call } from '@/model/session/api';

export type MyBookings = AnswerOf<'listMyBookings'>;
export type Redemption = MyBookings['redemptions'][number];
export type ClaimedBooking = MyBookings['claims'][number];

export const loadMyBookingsFx = createEffect<void, MyBookings, ApiError>(() => call('listMyBookings'));

/**
 * The booking confirmation PDF as a Blob. A plain link cannot carry the member's bearer token, so the API client
 * fetches it (with its refresh and timeout) and the page hands the bytes to the browser.
 */
/** `reference` names the file; it rides along so the save needs nothing else. */
export const fetchConfirmationFx = createEffect<{ id: number; reference: string; language: Language }, Blob, ApiError>(({ id, language }) =>
  call('getRedemptionConfirmation', { path: { id: String(id) }, query: { lang: language } }),
);

/**
 * Saves the PDF under the booking's reference through a blob: URL and a download link (the browser opens or
 * stores it as its settings say). The URL is revoked once the browser has taken the file.
 */
export const saveConfirmationFx = createEffect<{ id: number; blob: Blob; filename: string }, void>(({ blob, filename }) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Why later: revoking at once cancels the download in some browsers before it has read the blob.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
});
