// Pure rules of the prepaid card: which screen a card state shows, which sub-page a URL may open, what a
// load of miles gives in euros and whether the API would accept it. No Effector, no React: tested directly.
import { refusalKey } from '@/api/api-error';
import type { ApiError } from '@/api/api-error';
import type { Card, CardOffer } from './card-types';

/** What the card page shows: one screen per card state (ordered and inactive both wait for activation). */
export type CardScreen = 'none' | 'awaiting' | 'active' | 'blocked' | 'expired';
/** The sub-pages of /exchange-my-miles/mastercard/:page? ("main" for no page or any other value). */
export type CardPage = 'main' | 'pin-reveal' | 'history' | 'block';

export function screenOf(card: Card | null): CardScreen {
  if (!card) return 'none';
  if (card.state === 'ordered' || card.state === 'inactive') return 'awaiting';
  return card.state;
}

/** Which sub-pages each screen offers; anything else falls back to the card's main view, never an error. */
const pagesOf: Record<CardScreen, readonly CardPage[]> = {
  none: [],
  awaiting: ['block'],
  active: ['pin-reveal', 'history', 'block'],
  blocked: ['history'],
  expired: ['history'],
};

export function pageOf(param: string | undefined, screen: CardScreen): CardPage {
  const wanted = (['pin-reveal', 'history', 'block'] as const).find((page) => page === param);
  return wanted && pagesOf[screen].includes(wanted) ? wanted : 'main';
}

/** The euro cents a load of `miles` puts on the card at the programme's rate (100 miles = €1 by default). */
export function centsFor(miles: number, offer: CardOffer): number {
  return Math.round((miles * 100) / offer.load.miles_per_euro);
}

/** The offer's load limits as the API names them in a refusal (the `params` of load_amount_invalid). */
export function loadLimits(offer: CardOffer): { min: number; max: number; step: number } {
  const { min_miles, max_miles, step_miles = 100 } = offer.load;
  return { min: min_miles, max: max_miles, step: step_miles };
}

/** Why a load amount would be refused (the key of validation.server.*), or null when the API accepts it. */
export function loadProblem(miles: number, offer: CardOffer, balance: number | null): string | null {
  const { min, max, step } = loadLimits(offer);
  if (!Number.isInteger(miles) || miles < min || miles > max || miles % step !== 0) return 'load_amount_invalid';
  if (balance !== null && miles > balance) return 'insufficient_miles';
  return null;
}

/** A failure that may be sent again with the same Idempotency-Key: no answer, a server error, a rate limit. */
export function isRetryable(error: ApiError): boolean {
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

/**
 * The miles missing when the API refused for insufficient_miles: what was needed minus the balance the header
 * knows (the client's ApiError keeps violations, not the answer's top-level `shortfall`).
 */
export function shortfallOf(error: ApiError, needed: number, balance: number | null): number | null {
  if (refusalKey(error) !== 'insufficient_miles' || balance === null) return null;
  return needed > balance ? needed - balance : null;
}

/**
 * A card answer that arrives after a newer state: a block cannot be undone, so an answer of an earlier call
 * (a load that was under way) keeps the blocked or expired state and only brings its balance.
 */
export function mergeCard(current: Card | null, incoming: Card): Card {
  const terminal = current?.state === 'blocked' || current?.state === 'expired';
  if (current && terminal && current.id === incoming.id && incoming.state !== current.state) {
    return { ...current, balance_cents: incoming.balance_cents };
  }
  return incoming;
}
