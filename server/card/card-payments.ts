// The card's two actions paid in miles: ordering a card (first or replacement) and loading miles onto it.
// Each is ONE transaction under the member's locks, taken in the transfers' order (users row, then the
// balance row, then the card row): the balance is read after every earlier debit of the member has
// committed, so 20 loads at once queue and none can overdraw; the movement, the card change and the stored
// Idempotency-Key answer commit together or not at all.
import type { Db } from '../db/db';
import type { Schemas } from '../http/api-types';
import { cardLetterMail } from '../mail/card-mails';
import type { Outbox } from '../mail/outbox';
import { lockBalances, lockMember, mainBalance, settleLocked } from '../miles/ledger';
import { labelColumns } from '../miles/movement-labels';
import type { MovementLabel } from '../miles/movement-labels';
import type { CountryNamer } from '../reference/countries';
import { InsufficientMiles, cardOffer, centsFor, checkLoadAmount, requireState } from './card-rules';
import { fingerprintOf, previousAnswer, storeAnswer } from './card-requests';
import { cardStatus, currentCard, memberCard, renamedCard, renamedStatus, settleState, stateOf, toCard } from './cards';
import { activationDigest, encryptPin, randomDigits } from './pin-crypto';
import type { CardKey } from './pin-crypto';

export interface CardContext {
  db: Db;
  key: CardKey;
  outbox: Outbox;
  /** Names the country of the card's delivery address, in the request's language. */
  name: CountryNamer;
}

/** The debit of a card action: an `order` movement (the ledger's type for spending miles on the programme's offers). */
async function debit(tx: Db, userId: number, miles: number, label: MovementLabel, now: Date): Promise<number> {
  // The history shows the line in the member's language (server/miles/movement-labels.ts).
  const l = labelColumns(label);
  const [movement] = await tx.query<{ id: number }>(
    `INSERT INTO movements (user_id, type, status, amount, label, label_key, label_params, created_at, valid_on)
     VALUES ($1, 'order', 'valid', $2, $3, $4, $5, $6, $6) RETURNING id`,
    [userId, -miles, l.label, l.label_key, l.label_params, now],
  );
  if (!movement) throw new Error('movement not written');
  return movement.id;
}

/** With the member's locks held: settles their miles and answers the balance; 422 insufficient_miles when short. */
async function cover(tx: Db, userId: number, miles: number, now: Date, what: 'card' | 'load'): Promise<number> {
  await settleLocked(tx, userId, now);
  const balance = await mainBalance(tx, userId, now);
  if (balance < miles) throw new InsufficientMiles(miles - balance, what === 'card' ? 'cost_miles' : 'miles', what);
  return balance;
}

export async function orderCard(
  { db, key, outbox, name }: CardContext,
  userId: number,
  request: Schemas['CardOrderRequest'],
  idempotencyKey: string,
  now: Date,
): Promise<Schemas['CardStatus']> {
  const fingerprint = fingerprintOf('order', request);
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const previous = await previousAnswer<Schemas['CardStatus']>(tx, userId, idempotencyKey, fingerprint);
    if (previous) return renamedStatus(previous, name);
    await lockBalances(tx, [userId]);
    const current = await currentCard(tx, userId, true);
    if (current) requireState('replace', (await settleState(tx, current, now)).state);
    await cover(tx, userId, cardOffer.cost_miles, now, 'card');

    const last4 = randomDigits(4);
    const movementId = await debit(tx, userId, cardOffer.cost_miles, { key: 'card_order', params: { last4 } }, now);
    const [next] = await tx.query<{ id: number }>("SELECT nextval('cards_id_seq')::int AS id");
    if (!next) throw new Error('no card id');
    const code = randomDigits(6);
    await tx.query(
      `INSERT INTO cards (id, user_id, state, ordered_at, delivery_address, last4, pin_ciphertext, activation_code_digest, replaces_card_id, movement_id)
       VALUES ($1, $2, 'ordered', $3, $4::jsonb, $5, $6, $7, $8, $9)`,
      [
        next.id,
        userId,
        now,
        JSON.stringify(request.delivery_address),
        last4,
        encryptPin(key, next.id, randomDigits(4)),
        activationDigest(key, next.id, code),
        current?.id ?? null,
        movementId,
      ],
    );
    const [member] = await tx.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
    // The card letter: the activation code travels with the card, never in an API answer.
    await outbox.send(tx, cardLetterMail(member?.email ?? '', code));
    const answer = await cardStatus(tx, userId, now, name);
    await storeAnswer(tx, userId, idempotencyKey, 'order', fingerprint, answer, now);
    return answer;
  });
}

export async function loadCard(
  { db, name }: CardContext,
  userId: number,
  cardId: number,
  request: Schemas['CardLoadRequest'],
  idempotencyKey: string,
  now: Date,
): Promise<Schemas['CardLoad']> {
  const fingerprint = fingerprintOf('load', { cardId, miles: request.miles });
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const previous = await previousAnswer<Schemas['CardLoad']>(tx, userId, idempotencyKey, fingerprint);
    if (previous) return { ...previous, card: renamedCard(previous.card, name) };
    await lockBalances(tx, [userId]);
    const card = await settleState(tx, await memberCard(tx, userId, cardId, true), now);
    requireState('load', stateOf(card, now));
    checkLoadAmount(request.miles);
    const balance = await cover(tx, userId, request.miles, now, 'load');

    const cents = centsFor(request.miles);
    const movementId = await debit(tx, userId, request.miles, { key: 'card_load', params: { last4: card.last4, cents } }, now);
    const [updated] = await tx.query<{ balance_cents: number }>(
      'UPDATE cards SET balance_cents = balance_cents + $2 WHERE id = $1 RETURNING balance_cents',
      [card.id, cents],
    );
    await tx.query(
      "INSERT INTO card_transactions (card_id, kind, merchant, amount_cents, created_at, movement_id) VALUES ($1, 'load', NULL, $2, $3, $4)",
      [card.id, cents, now, movementId],
    );
    const answer: Schemas['CardLoad'] = {
      card: toCard({ ...card, balance_cents: updated?.balance_cents ?? card.balance_cents + cents }, now, name),
      movement_id: movementId,
      miles: request.miles,
      amount_cents: cents,
      balance: balance - request.miles,
    };
    await storeAnswer(tx, userId, idempotencyKey, 'load', fingerprint, answer, now);
    return answer;
  });
}
