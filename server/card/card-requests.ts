// Idempotency-Keys of the card's paid actions (order, load), like the transfers': inside the transaction that
// holds the member's lock, a key already used answers its first answer again (never a second debit); the
// same key with another request is refused. The answer is stored in the same transaction as the debit, so
// a rolled-back action leaves the key free for a retry.
import { createHash } from 'node:crypto';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';

export type CardOperation = 'order' | 'load';

export const fingerprintOf = (operation: CardOperation, request: unknown): string =>
  createHash('sha256')
    .update(`${operation}|${JSON.stringify(request)}`)
    .digest('hex');

/** The stored answer of this key, or null when it is new. Call with the member's lock held. */
export async function previousAnswer<T>(tx: Db, userId: number, key: string, fingerprint: string): Promise<T | null> {
  const [row] = await tx.query<{ request_fingerprint: string; answer: T }>(
    'SELECT request_fingerprint, answer FROM card_requests WHERE user_id = $1 AND idempotency_key = $2',
    [userId, key],
  );
  if (!row) return null;
  if (row.request_fingerprint !== fingerprint) {
    const message = 'This Idempotency-Key was already used for another request.';
    throw new ApiError(422, message, 'idempotency_key_reused', [
      { propertyPath: 'Idempotency-Key', message, key: 'idempotency_key_reused' },
    ]);
  }
  return row.answer;
}

export async function storeAnswer(
  tx: Db,
  userId: number,
  key: string,
  operation: CardOperation,
  fingerprint: string,
  answer: unknown,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO card_requests (user_id, idempotency_key, operation, request_fingerprint, answer, created_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
    [userId, key, operation, fingerprint, JSON.stringify(answer), now],
  );
}
