// The optional Idempotency-Key header of the calls a retry must not repeat (an order, a room-night request): a
// UUID per thing the member means, sent again on a retry. A malformed key is refused like any field.
import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

const keyPattern = /^[A-Za-z0-9_-]{16,64}$/;

/** The request's Idempotency-Key, or null without one; 422 idempotency_key_invalid when it is malformed. */
export function idempotencyKey(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  if (key === undefined) return null;
  if (!keyPattern.test(key)) {
    const message = 'The Idempotency-Key header must be a UUID or 16 to 64 URL-safe characters.';
    throw new ApiError(422, message, 'idempotency_key_invalid', [
      { propertyPath: 'Idempotency-Key', message, key: 'idempotency_key_invalid' },
    ]);
  }
  return key;
}
