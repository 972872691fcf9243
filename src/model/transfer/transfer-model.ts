// Transfer of miles to another member (/exchange-my-miles/transfer-miles): edit → review → done.
// The review step looks the recipient up and re-reads the balance, so what it shows is what the API knows
// now; it also creates the Idempotency-Key of the transfer the member is about to confirm. Retrying after
// a network failure or a server error sends that same key again (the API answers the first answer and never
// moves miles twice); a refusal (422, 403) ends the review and goes back to the form, filled, with the
// refusal on its field. Only a transfer the API accepted refreshes the balance.
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@/api/api-error';
import { loadableQuery } from '@/model/remote-data/loadable-query';
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

const infoQuery = loadableQuery(loadTransferInfoFx, { name: 'transferInfo', memberData: true });
/**
 * What the member can transfer (available balance, minimum per transfer, expiry date the miles keep): loading, the
 * first read's failure with "Try again", or the figures, which a failed reread keeps.
 */
export const $transferInfoState = infoQuery.$state;
export const $transferInfo = $transferInfoState.map((state): TransferInfo | null => (state.status === 'ready' ? state.data : null));
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
    info,
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
sample({ clock: transferPageOpened, target: infoQuery.query.start });
// Why: the page's help and messages state the minimum from settings_light; the form waits for it.
sample({ clock: transferPageOpened, target: settingsNeeded });
// Why: the review read the figures again; the page shows what it read.
sample({ clock: reviewTransferFx.doneData, fn: ({ info }) => ({ params: undefined, data: info }), target: infoQuery.answered });

$review.on(reviewTransferFx.doneData, (_, review) => review);
// Why: a refusal means this transfer cannot be made as typed: back to the form, which shows why. A network
// failure or a server error keeps the review (and its key) for a safe retry.
sample({ clock: sendTransferFx.failData, filter: (error) => !isRetryable(error), target: reviewCancelled });
$review.reset(reviewCancelled, sendTransferFx.done, transferPageOpened, transferRestarted);

$confirmError.on(sendTransferFx.failData, (_, error) => (isRetryable(error) ? error : null));
$confirmError.reset(confirmTransferFx, reviewCancelled, transferPageOpened, sendTransferFx.done);

$transferResult.on(sendTransferFx.doneData, (_, transfer) => transfer).reset(transferPageOpened, transferRestarted);
// Why: the miles moved: the header's balance and the page's available figure must show it at once.
sample({ clock: sendTransferFx.done, target: [userRefreshRequested, infoQuery.query.start] });

// Why: another member (logout, login, impersonation) must never see this member's figures.
memberDataStores($review, $transferResult, $confirmError);
