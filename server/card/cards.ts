// Reading a member's cards as the contract shows them. Every lookup filters by the token's member, so
// another member's card id is "not found" (404 card_not_found), never "forbidden": ids reveal nothing. A delivery
// address is kept as the member sent it (its country's code) and shown with its country named in the request's
// language (`name`).
import type { Db } from '../db/db';
import { notFound } from '../http/api-error';
import type { Schemas } from '../http/api-types';
import { namedAddress } from '../reference/countries';
import type { CountryNamer } from '../reference/countries';
import { blockReasonLabels, cardOffer, effectiveState, expectedDelivery } from './card-rules';
import type { BlockReason, CardState } from './card-rules';
import { previousCards } from './previous-cards';

export interface CardRow {
  id: number;
  user_id: number;
  state: CardState;
  ordered_at: Date;
  delivery_address: Schemas['DeliveryAddress'];
  last4: string;
  expiry: string | null;
  pin_ciphertext: string;
  activation_code_digest: string;
  balance_cents: number;
  activated_at: Date | null;
  blocked_at: Date | null;
  block_reason: BlockReason | null;
  replaces_card_id: number | null;
}

const iso = (at: Date | null) => (at === null ? null : new Date(at).toISOString());

/** The card's state now (the clock moves ordered → inactive and active → expired). */
export const stateOf = (row: CardRow, now: Date): CardState => effectiveState(row.state, new Date(row.ordered_at), row.expiry, now);

export function toCard(row: CardRow, now: Date, name: CountryNamer): Schemas['Card'] {
  const activated = row.activated_at !== null;
  return {
    id: String(row.id),
    state: stateOf(row, now),
    ordered_at: new Date(row.ordered_at).toISOString(),
    expected_delivery_date: expectedDelivery(new Date(row.ordered_at)),
    delivery_address: namedAddress(row.delivery_address, name),
    // The number is only the member's once the card is in their hands and activated.
    last4: activated ? row.last4 : null,
    expiry: activated ? row.expiry : null,
    balance_cents: row.balance_cents,
    currency: 'EUR',
    activated_at: iso(row.activated_at),
    blocked_at: iso(row.blocked_at),
    block_reason: row.block_reason,
    block_reason_label: row.block_reason === null ? null : blockReasonLabels[row.block_reason],
    replaces_card_id: row.replaces_card_id === null ? null : String(row.replaces_card_id),
  };
}

/** The member's current card: the newest. */
export async function currentCard(db: Db, userId: number, lock = false): Promise<CardRow | null> {
  const [row] = await db.query<CardRow>(`SELECT * FROM cards WHERE user_id = $1 ORDER BY id DESC LIMIT 1${lock ? ' FOR UPDATE' : ''}`, [
    userId,
  ]);
  return row ?? null;
}

/** One of the member's cards, or 404 card_not_found (another member's included). */
export async function memberCard(db: Db, userId: number, cardId: number, lock = false): Promise<CardRow> {
  const [row] = await db.query<CardRow>(`SELECT * FROM cards WHERE id = $1 AND user_id = $2${lock ? ' FOR UPDATE' : ''}`, [cardId, userId]);
  if (!row) throw notFound('Card not found.', 'card_not_found');
  return row;
}

/** Stores what the clock made of the state (ordered → inactive, active → expired) before a write. */
export async function settleState(tx: Db, row: CardRow, now: Date): Promise<CardRow> {
  const state = stateOf(row, now);
  if (state === row.state) return row;
  await tx.query('UPDATE cards SET state = $2 WHERE id = $1', [row.id, state]);
  return { ...row, state };
}

/** The profile's address (requirements §3), when the profile has one: where a card is sent unless the member says otherwise. */
async function profileAddress(db: Db, userId: number): Promise<Schemas['DeliveryAddress'] | null> {
  const [row] = await db.query<{
    firstname: string;
    lastname: string;
    line: string | null;
    postcode: string | null;
    city: string | null;
    code: string;
  }>(
    `SELECT u.firstname, u.lastname, u.address_line AS line, u.postcode, u.city, c.code
       FROM users u JOIN countries c ON c.id = u.country_id WHERE u.id = $1`,
    [userId],
  );
  if (!row?.line || !row.postcode || !row.city) return null;
  return { name: `${row.firstname} ${row.lastname}`, line: row.line, postcode: row.postcode, city: row.city, country_code: row.code };
}

export async function cardStatus(db: Db, userId: number, now: Date, name: CountryNamer): Promise<Schemas['CardStatus']> {
  const row = await currentCard(db, userId);
  const profile = await profileAddress(db, userId);
  return {
    card: row ? toCard(row, now, name) : null,
    previous_cards: row ? await previousCards(db, userId, row.id, now) : [],
    offer: cardOffer,
    default_delivery_address: profile && namedAddress(profile, name),
  };
}

/**
 * A card kept in the answer of an Idempotency-Key, as that key's retry shows it: its address named again, in the
 * language of the retry (which may not be the first call's).
 */
export function renamedCard(card: Schemas['Card'], name: CountryNamer): Schemas['Card'] {
  return { ...card, delivery_address: namedAddress(card.delivery_address, name) };
}

/** A status kept in the answer of an Idempotency-Key, its addresses named again as renamedCard says. */
export function renamedStatus(status: Schemas['CardStatus'], name: CountryNamer): Schemas['CardStatus'] {
  return {
    ...status,
    card: status.card && renamedCard(status.card, name),
    default_delivery_address: status.default_delivery_address && namedAddress(status.default_delivery_address, name),
  };
}
