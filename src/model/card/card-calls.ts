// The prepaid card calls of the API contract: getUserCard, getCardBlockingReasons, orderCard,
// activateCard, loadCard, createPinRevealToken, revealPin, listCardTransactions, blockCard. Each failure is the
// client's ApiError; the model decides what is a refusal to show and what may be retried with the same key.
import { createEffect } from 'effector';
import type { ApiError } from '@/api/api-error';
import { call } from '@/model/session/api';
import type {
  BlockReason,
  BlockingReasons,
  CardLoad,
  CardStatus,
  CardTransactions,
  DeliveryAddress,
  PinReveal,
  PinRevealToken,
} from './card-types';

export const loadCardStatusFx = createEffect<void, CardStatus, ApiError>(() => call('getUserCard'));

export const loadBlockingReasonsFx = createEffect<void, BlockingReasons, ApiError>(() => call('getCardBlockingReasons'));

export const orderCardFx = createEffect<{ address: DeliveryAddress; idempotencyKey: string }, CardStatus, ApiError>(
  ({ address, idempotencyKey }) =>
    call('orderCard', {
      body: { delivery_address: address },
      header: { 'Idempotency-Key': idempotencyKey },
    }),
);

export const activateCardFx = createEffect<{ cardId: string; code: string }, CardStatus, ApiError>(({ cardId, code }) =>
  call('activateCard', { path: { id: cardId }, body: { code } }),
);

export const loadCardFx = createEffect<{ cardId: string; miles: number; idempotencyKey: string }, CardLoad, ApiError>(
  ({ cardId, miles, idempotencyKey }) =>
    call('loadCard', {
      path: { id: cardId },
      body: { miles },
      header: { 'Idempotency-Key': idempotencyKey },
    }),
);

export const createRevealTokenFx = createEffect<{ cardId: string; password: string }, PinRevealToken, ApiError>(({ cardId, password }) =>
  call('createPinRevealToken', { path: { id: cardId }, body: { password } }),
);

export const revealPinFx = createEffect<string, PinReveal, ApiError>((token) => call('revealPin', { body: { token } }));

export const listTransactionsFx = createEffect<{ cardId: string; before: string | null }, CardTransactions, ApiError>(
  ({ cardId, before }) => call('listCardTransactions', { path: { id: cardId }, query: { months: '6', ...(before ? { before } : {}) } }),
);

// The password, as for the PIN: a block cannot be undone. A wrong one is a 422 on the field, never a lost session.
export const blockCardFx = createEffect<{ cardId: string; reason: BlockReason; password: string }, CardStatus, ApiError>(
  ({ cardId, reason, password }) => call('blockCard', { path: { id: cardId }, body: { reason, password } }),
);

/** Waits one second: the PIN countdown's step (tests give it another handler, the browser's clock drives it). */
export const tickFx = createEffect<number, number>(
  (generation) => new Promise<number>((resolve) => setTimeout(() => resolve(generation), 1000)),
);
