// Activating and blocking a card: state changes under the member's lock (they queue behind a load or an
// order of the same member), each allowed only from the states card-rules.ts lists.
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { lockMember } from '../miles/ledger';
import type { CountryNamer } from '../reference/countries';
import { activationMaxFailures, activationWindowMs, expiryOf, requireState } from './card-rules';
import type { BlockReason } from './card-rules';
import { carryOverBalances } from './card-transfers';
import { cardStatus, memberCard, settleState, stateOf } from './cards';
import { activationMatches } from './pin-crypto';
import type { CardKey } from './pin-crypto';

/** 429 with the wait, in the body (`retry_after`) and, set by the route, the Retry-After header. */
export class RetryLater extends ApiError {
  readonly retryAfter: number;

  constructor(message: string, key: string, retryAfterMs: number) {
    super(429, message, key);
    this.retryAfter = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }

  override body(): ReturnType<ApiError['body']> & { retry_after: number } {
    return { ...super.body(), retry_after: this.retryAfter };
  }
}

type Outcome = { ok: true; status: Schemas['CardStatus'] } | { ok: false; error: ApiError };

/**
 * A wrong code is recorded and then refused; the refusal is thrown only after the transaction committed, or
 * the record of the attempt would be rolled back with it and the lock would never come.
 */
export async function activateCard(
  db: Db,
  key: CardKey,
  userId: number,
  cardId: number,
  code: string,
  now: Date,
  name: CountryNamer,
): Promise<Schemas['CardStatus']> {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    await lockMember(tx, userId);
    const card = await settleState(tx, await memberCard(tx, userId, cardId, true), now);
    requireState('activate', card.state);
    const since = new Date(now.getTime() - activationWindowMs);
    const failures = await tx.query<{ created_at: Date }>(
      'SELECT created_at FROM card_activation_attempts WHERE card_id = $1 AND created_at > $2 ORDER BY created_at DESC LIMIT $3',
      [card.id, since, activationMaxFailures],
    );
    const oldest = failures[activationMaxFailures - 1];
    if (oldest) {
      const wait = new Date(oldest.created_at).getTime() + activationWindowMs - now.getTime();
      const minutes = Math.ceil(wait / 60_000);
      const message = `Too many wrong codes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
      return { ok: false, error: new RetryLater(message, 'activation_locked', wait) };
    }
    if (!activationMatches(key, card.id, code, card.activation_code_digest)) {
      await tx.query('INSERT INTO card_activation_attempts (card_id, created_at) VALUES ($1, $2)', [card.id, now]);
      const message = 'This activation code is not the one of your card letter.';
      return {
        ok: false,
        error: new ApiError(422, message, 'activation_code_invalid', [{ propertyPath: 'code', message, key: 'activation_code_invalid' }]),
      };
    }
    await tx.query("UPDATE cards SET state = 'active', activated_at = $2, expiry = $3 WHERE id = $1", [card.id, now, expiryOf(now)]);
    await tx.query('DELETE FROM card_activation_attempts WHERE card_id = $1', [card.id]);
    // The replacement is in the member's hands: what the blocked or expired card held is now on this one.
    await carryOverBalances(tx, userId, card, now);
    return { ok: true, status: await cardStatus(tx, userId, now, name) };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.status;
}

/** A wrong password: a field error (422), never a 401/403, which would end the member's session in the portal. */
const passwordRefused = () => {
  const message = 'This password is not correct.';
  return new ApiError(422, message, 'password_invalid', [{ propertyPath: 'password', message, key: 'password_invalid' }]);
};

/**
 * Blocking is for good: a blocked card never comes back; a replacement is a new card (orderCard). So it asks for
 * the member's password, like the PIN reveal: `checkPassword` (member-password.ts) runs outside the transaction,
 * so that the record of a wrong password is kept when the block is refused. The state is checked first, so a
 * card that cannot be blocked costs no password attempt.
 */
export async function blockCard(
  db: Db,
  userId: number,
  cardId: number,
  reason: BlockReason,
  checkPassword: () => Promise<boolean>,
  now: Date,
  name: CountryNamer,
): Promise<Schemas['CardStatus']> {
  requireState('block', stateOf(await memberCard(db, userId, cardId), now));
  if (!(await checkPassword())) throw passwordRefused();
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const card = await settleState(tx, await memberCard(tx, userId, cardId, true), now);
    requireState('block', card.state);
    await tx.query("UPDATE cards SET state = 'blocked', blocked_at = $2, block_reason = $3 WHERE id = $1", [card.id, now, reason]);
    return cardStatus(tx, userId, now, name);
  });
}
