// Revealing the PIN the way card issuers do (Stripe Issuing Elements, Marqeta): the member proves who they are
// (password), gets a single-use key valid 60 s, and spends it on one reveal. The token is stored as a digest
// and spent by one atomic UPDATE, so two reveals with one token cannot both succeed. At most 3 tokens an hour
// per member: a business rule, counted in the database, on whatever MILES_RATE_LIMIT says.
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { digest, randomToken } from '../auth/random-tokens';
import { lockMember } from '../miles/ledger';
import { pinShownSeconds, requireState, revealTokenMs, revealWindowMs, revealsPerHour } from './card-rules';
import { RetryLater } from './card-actions';
import { memberCard, stateOf } from './cards';
import { decryptPin } from './pin-crypto';
import type { CardKey } from './pin-crypto';

/** Throws 429 pin_reveal_limit when the member has had their 3 tokens of the last hour. */
async function checkBudget(db: Db, userId: number, now: Date): Promise<void> {
  const recent = await db.query<{ created_at: Date }>(
    'SELECT created_at FROM card_pin_reveal_tokens WHERE user_id = $1 AND created_at > $2 ORDER BY created_at DESC LIMIT $3',
    [userId, new Date(now.getTime() - revealWindowMs), revealsPerHour],
  );
  const oldest = recent[revealsPerHour - 1];
  if (!oldest) return;
  const wait = new Date(oldest.created_at).getTime() + revealWindowMs - now.getTime();
  const minutes = Math.ceil(wait / 60_000);
  throw new RetryLater(
    `You can see your PIN 3 times an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    'pin_reveal_limit',
    wait,
  );
}

/**
 * A reveal token for an active card of the member, once `checkPassword` (the login lock's check of the
 * member's password: a wrong one counts like a wrong login) has said yes.
 */
export async function createRevealToken(
  db: Db,
  userId: number,
  cardId: number,
  checkPassword: () => Promise<boolean>,
  now: Date,
): Promise<Schemas['PinRevealToken']> {
  const card = await memberCard(db, userId, cardId);
  requireState('reveal_pin', stateOf(card, now));
  // Checked before the password too, so a member over the budget does not spend login attempts for nothing.
  await checkBudget(db, userId, now);
  if (!(await checkPassword())) {
    const message = 'This password is not correct.';
    throw new ApiError(422, message, 'password_invalid', [{ propertyPath: 'password', message, key: 'password_invalid' }]);
  }
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + revealTokenMs);
  await db.transaction(async (tx) => {
    // Under the member's lock, so concurrent requests cannot all pass the budget check.
    await lockMember(tx, userId);
    await checkBudget(tx, userId, now);
    await tx.query(
      'INSERT INTO card_pin_reveal_tokens (token_digest, user_id, card_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [digest(token), userId, card.id, now, expiresAt],
    );
  });
  return { token, expires_at: expiresAt.toISOString() };
}

/** The PIN, once per token; used, expired, unknown and other members' tokens all get the same 410. */
export async function revealPin(db: Db, key: CardKey, userId: number, token: string, now: Date): Promise<Schemas['PinReveal']> {
  const gone = () => new ApiError(410, 'This reveal has expired. Please enter your password again.', 'reveal_token_invalid');
  const [spent] = await db.query<{ card_id: number }>(
    `UPDATE card_pin_reveal_tokens SET used_at = $3
      WHERE token_digest = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > $3 RETURNING card_id`,
    [digest(token), userId, now],
  );
  if (!spent) throw gone();
  const card = await memberCard(db, userId, spent.card_id);
  // Blocked (or expired) since the token was made: nothing is revealed.
  if (stateOf(card, now) !== 'active') throw gone();
  return { pin: decryptPin(key, card.id, card.pin_ciphertext), shown_for_seconds: pinShownSeconds };
}
