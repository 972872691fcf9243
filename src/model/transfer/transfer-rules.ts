// Pure rules of the transfer flow: the amount checks of the review step and which failures may be retried.
import { ruleRefusal, ruleViolation } from '@/api/api-error';
import type { ApiError } from '@/api/api-error';
import type { TransferInfo } from './transfer-calls';

/** The API's own refusal of the amount (what it would answer), with its English text. */
const amountRefusal = (key: string, message: string) => ruleRefusal('createTransfer', [ruleViolation('amount', key, undefined, message)]);

/**
 * Throws the API's own refusal when the amount cannot be transferred: below the minimum, or more than the
 * valid balance. Checked before the review, so the confirmation step never shows a negative balance.
 */
export function checkAmount(amount: number, info: TransferInfo): void {
  if (amount < info.minimum) throw amountRefusal('minimum_transfer', `The minimum is ${info.minimum} miles per transfer.`);
  if (amount > info.available) throw amountRefusal('insufficient_miles', 'You do not have enough valid miles');
}

/**
 * True when the same confirmation may simply be sent again with the same Idempotency-Key: no answer at all
 * (network), a server error, or a rate limit. Anything else is a refusal of this transfer.
 */
export function isRetryable(error: ApiError): boolean {
  const status = typeof error === 'object' && error !== null && typeof error.status === 'number' ? error.status : -1;
  return status === 0 || status === 429 || status >= 500;
}
