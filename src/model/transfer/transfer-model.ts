// Transfer of miles to another member (/exchange-my-miles/transfer-miles): edit → review → done.
// The review step looks the recipient up and re-reads the balance, so what it shows is what the API knows
// now; it also creates the Idempotency-Key of the transfer the member is about to confirm. Retrying after
// a network failure or a server error sends that same key again (the API answers the first answer and never
// moves miles twice); a refusal (422, 403) ends the review and goes back to the form, filled, with the
// refusal on its field. Only a transfer the API accepted refreshes the balance.
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@/api/api-error';
import { memberDataStores } from '@/model/session/member-changed';
import { userRefreshRequested } from '@/model/user/user-model';
import { settingsNeeded } from '@/model/settings/settings-model';
import { loadTransferInfoFx, findRecipientFx, sendTransferFx } from './transfer-calls';
import type { Transfer, TransferInfo, TransferReview, TransferValues } from './transfer-calls';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { checkAmount, isRetryable } from './transfer-rules';

/** The page opened: fresh balance, minimum and expiry date; any earlier review or result is dropped. */
export const transferPageOpened = createEvent();
/** "Back": from the review to the form (its values stay: the form was never unmounted). */
export const reviewCancelled = createEvent();
/** "Make another transfer" after a success. */
export const transferRestarted = createEvent();

/** What the member can transfer: available balance, minimum per transfer, expiry date the miles keep. */
export const $transferInfo = createStore<TransferInfo | null>(null);
/** The last load of the transfer information failed (shown when there is nothing to show instead). */
export const $transferInfoFailed = createStore(false);
/** The confirmation step: recipient, amount, both sides after the move, and the Idempotency-Key. */
export const $review = createStore<TransferReview | null>(null);
/** The API's answer to the confirmed transfer (the success step). */
export const $transferResult = createStore<Transfer | null>(null);
/** A confirmation that may be retried with the same key (network failure, server error): its error. */
export const $confirmError = createStore<ApiError | null>(null);

/**
 * The form's submit: looks the recipient up and re-reads the balance; rejects like the API client (a
 * violation on `agent_code` or `amount`) when the transfer cannot be made, so the form shows it on the field.
 */
export const reviewTransferFx = createEffect(async (values: TransferValues): Promise<TransferReview> => {
  const [recipient, info] = await Promise.all([findRecipientFx(values.agent_code.toUpperCase()), loadTransferInfoFx()]);
  checkAmount(values.amount, info);
  return {
    // The form's other fields (an editor's) go with the transfer as typed.
    values: { ...values, agent_code: recipient.agent_code },
    recipient,
    available: info.available,
    balanceAfter: info.available - values.amount,
    expirationDate: info.expiration_date,
    idempotencyKey: newIdempotencyKey(),
  };
});

/** The confirm button: sends the reviewed transfer with the review's Idempotency-Key (the same on every retry). */
export const confirmTransferFx = attach({
  source: $review,
  effect: async (review): Promise<Transfer> => {
    if (!review) throw new Error('There is no transfer to confirm.');
    return sendTransferFx({ values: review.values, idempotencyKey: review.idempotencyKey });
  },
});

// Why: the page always starts from the API's current figures, on the form.
sample({ clock: transferPageOpened, target: loadTransferInfoFx });
// Why: the page's help and messages state the minimum from settings_light; the form waits for it.
sample({ clock: transferPageOpened, target: settingsNeeded });
$transferInfo.on(loadTransferInfoFx.doneData, (_, info) => info);
$transferInfoFailed.on(loadTransferInfoFx.fail, () => true).reset(loadTransferInfoFx.done);

$review.on(reviewTransferFx.doneData, (_, review) => review);
// Why: a refusal means this transfer cannot be made as typed: back to the form, which shows why. A network
// failure or a server error keeps the review (and its key) for a safe retry.
sample({ clock: sendTransferFx.failData, filter: (error) => !isRetryable(error), target: reviewCancelled });
$review.reset(reviewCancelled, sendTransferFx.done, transferPageOpened, transferRestarted);

$confirmError.on(sendTransferFx.failData, (_, error) => (isRetryable(error) ? error : null));
$confirmError.reset(confirmTransferFx, reviewCancelled, transferPageOpened, sendTransferFx.done);

$transferResult.on(sendTransferFx.doneData, (_, transfer) => transfer).reset(transferPageOpened, transferRestarted);
// Why: the miles moved: the header's balance and the page's available figure must show it at once.
sample({ clock: sendTransferFx.done, target: [userRefreshRequested, loadTransferInfoFx] });

// Why: another member (logout, login, impersonation) must never see this member's figures.
memberDataStores($transferInfo, $transferInfoFailed, $review, $transferResult, $confirmError);
