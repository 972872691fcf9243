// The Idempotency-Key of a call a retry must not repeat (a transfer, an order, a card order or load, a room-night
// request): one per thing the member means, kept by its model across retries (server/http/idempotency-key.ts).

/** A new Idempotency-Key (a UUID: 36 URL-safe characters, as the API asks). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
