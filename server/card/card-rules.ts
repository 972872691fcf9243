// The prepaid card's rules (requirements §3, §9) as plain functions: the offer, the calendar of an order,
// the states the clock moves a card into, and — in ONE table — which action each state allows. Every write
// asks `allows` under the member's lock, so an action on a card in the wrong state is a 409, never a 500.
import { ApiError } from '../http/api-error';
import type { Schemas } from '../http/api-types';

export type CardState = Schemas['CardState'];
export type BlockReason = Schemas['CardBlockReason'];

export const cardOffer: Schemas['CardOffer'] = {
  cost_miles: 500,
  delivery_business_days: 10,
  load: { miles_per_euro: 100, min_miles: 500, max_miles: 50_000, step_miles: 100 },
};

/** Activation: 5 wrong codes within 15 minutes lock it for the rest of those 15 minutes. */
export const activationMaxFailures = 5;
export const activationWindowMs = 15 * 60_000;
/** A reveal token is good once, for 60 s; a member gets 3 an hour (a business rule: stays on with MILES_RATE_LIMIT=off). */
export const revealTokenMs = 60_000;
export const revealsPerHour = 3;
export const revealWindowMs = 60 * 60_000;
export const pinShownSeconds = 30;
/** A card is valid until the end of the month three years after its activation. */
export const validityYears = 3;

export type CardAction = 'activate' | 'load' | 'reveal_pin' | 'block' | 'replace';

/** The only place that says which state allows which action. */
export const allowedFrom: Record<CardAction, readonly CardState[]> = {
  activate: ['ordered', 'inactive'],
  load: ['active'],
  reveal_pin: ['active'],
  block: ['ordered', 'inactive', 'active'],
  // A new card (replacement) once the current one can no longer be used; with no card at all, ordering is allowed.
  replace: ['blocked', 'expired'],
};

/** A reason's English label: what a portal shows for a code it has no words of its own for. */
export const blockReasonLabels: Record<BlockReason, string> = { lost: 'Lost', stolen: 'Stolen', damaged: 'Damaged' };

export const blockingReasons: Schemas['CardBlockingReasons']['reasons'] = [
  { code: 'lost', label: blockReasonLabels.lost, offers_replacement: true },
  { code: 'stolen', label: blockReasonLabels.stolen, offers_replacement: true },
  { code: 'damaged', label: blockReasonLabels.damaged, offers_replacement: false },
];

export function allows(action: CardAction, state: CardState): boolean {
  return allowedFrom[action].includes(state);
}

/** 409 unless `state` allows `action` (ordering over a usable card has its own code: card_already_ordered). */
export function requireState(action: CardAction, state: CardState): void {
  if (allows(action, state)) return;
  if (action === 'replace') throw new ApiError(409, 'You already have a card: block it before ordering a new one.', 'card_already_ordered');
  throw new ApiError(409, `This cannot be done while the card is ${state}.`, 'card_state_invalid');
}

const dayMs = 86_400_000;
const isWeekend = (at: Date) => at.getUTCDay() === 0 || at.getUTCDay() === 6;

/** `from` moved forward by `count` business days (Monday to Friday, UTC), keeping the time of day. */
export function addBusinessDays(from: Date, count: number): Date {
  let at = new Date(from.getTime());
  let left = count;
  while (left > 0) {
    at = new Date(at.getTime() + dayMs);
    if (!isWeekend(at)) left -= 1;
  }
  return at;
}

/** The day the letter should arrive: the order day + 10 business days. */
export const expectedDelivery = (orderedAt: Date): string =>
  addBusinessDays(orderedAt, cardOffer.delivery_business_days).toISOString().slice(0, 10);

/** A card is dispatched (`inactive`) one business day after its order. */
export const dispatchedAt = (orderedAt: Date): Date => addBusinessDays(orderedAt, 1);

/** YYYY-MM of the month `validityYears` after activation. */
export function expiryOf(activatedAt: Date): string {
  return `${activatedAt.getUTCFullYear() + validityYears}-${String(activatedAt.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The first instant after the expiry month (YYYY-MM). */
export function expiresAt(expiry: string): Date {
  const [year, month] = expiry.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, month ?? 0, 1));
}

/** What the clock makes of a stored state. */
export function effectiveState(stored: CardState, orderedAt: Date, expiry: string | null, now: Date): CardState {
  if (stored === 'ordered' && now >= dispatchedAt(orderedAt)) return 'inactive';
  if (stored === 'active' && expiry !== null && now >= expiresAt(expiry)) return 'expired';
  return stored;
}

/** Cents a load of `miles` puts on the card. */
export const centsFor = (miles: number): number => Math.round((miles * 100) / cardOffer.load.miles_per_euro);

/** Refuses an amount outside the offer's range or step (422 load_amount_invalid). */
export function checkLoadAmount(miles: number): void {
  const { min_miles, max_miles, step_miles = 100 } = cardOffer.load;
  if (Number.isInteger(miles) && miles >= min_miles && miles <= max_miles && miles % step_miles === 0) return;
  const message = `Please load from ${min_miles} to ${max_miles} miles, in steps of ${step_miles}.`;
  const params = { min: min_miles, max: max_miles, step: step_miles };
  throw new ApiError(422, message, 'load_amount_invalid', [{ propertyPath: 'miles', message, key: 'load_amount_invalid', params }]);
}

/** 422 insufficient_miles with what the balance lacks, in the message (like the basket's) and in `shortfall`. */
export class InsufficientMiles extends ApiError {
  readonly shortfall: number;

  constructor(shortfall: number, propertyPath: 'cost_miles' | 'miles', what: 'card' | 'load') {
    const miles = `${new Intl.NumberFormat('en-GB').format(shortfall).replace(/,/g, ' ')} ${shortfall === 1 ? 'mile' : 'miles'}`;
    const message = `You need ${miles} more for this ${what}.`;
    super(422, message, 'insufficient_miles', [{ propertyPath, message, key: 'insufficient_miles' }]);
    this.shortfall = shortfall;
  }

  override body(): ReturnType<ApiError['body']> & { shortfall: number } {
    return { ...super.body(), shortfall: this.shortfall };
  }
}
