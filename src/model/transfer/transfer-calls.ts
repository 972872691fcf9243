// The transfer calls of the API contract (getTransferExpiration, getTransferRecipient, createTransfer).
import { createEffect } from 'effector';
import type { ApiError } from '@/api/api-error';
import type { components } from '@/generated/api';
import { call } from '@/model/session/api';

export type TransferInfo = components['schemas']['TransferExpiration'];
export type TransferRecipient = components['schemas']['TransferRecipient'];
export type Transfer = components['schemas']['Transfer'];
export type TransferValues = components['schemas']['TransferRequest'];

/** The confirmation step's data. */
export interface TransferReview {
  /** What will be sent (the recipient's agent code as the API spells it). */
  values: TransferValues;
  recipient: TransferRecipient;
  /** The member's valid balance now, and after the transfer. */
  available: number;
  balanceAfter: number;
  /** The expiry date the recipient's miles keep (null: the member has no valid miles). */
  expirationDate: string | null;
  /** Created once per review: a retry of the same confirmation sends it again. */
  idempotencyKey: string;
  /** The transfer information the review read: the page's figures show it too. */
  info: TransferInfo;
}

export const loadTransferInfoFx = createEffect<void, TransferInfo, ApiError>(() => call('getTransferExpiration'));

export const findRecipientFx = createEffect<string, TransferRecipient, ApiError>((agentCode) =>
  call('getTransferRecipient', { query: { agent_code: agentCode } }),
);

export const sendTransferFx = createEffect<{ values: TransferValues; idempotencyKey: string }, Transfer, ApiError>(
  ({ values, idempotencyKey }) => call('createTransfer', { body: values, header: { 'Idempotency-Key': idempotencyKey } }),
);
