// Shared fixtures of the card model tests: CardStatus answers in each state and a scope whose API effects
// answer from plain functions (fork handlers), so no network and no React is involved.
import { fork } from 'effector';
import { vi } from 'vitest';
import type { ApiError } from '@/api/api-error';
import {
  activateCardFx,
  blockCardFx,
  createRevealTokenFx,
  listTransactionsFx,
  loadBlockingReasonsFx,
  loadCardFx,
  loadCardStatusFx,
  orderCardFx,
  revealPinFx,
} from '@/model/card/card-calls';
import type { Card, CardState, CardStatus, DeliveryAddress } from '@/model/card/card-types';
import { loadStatsFx } from '@/model/user/user-model';

export const address: DeliveryAddress = {
  name: 'Olivier Peeters',
  line: 'Rue Neuve 1',
  postcode: '1000',
  city: 'Brussels',
  country_code: 'BE',
};
/** The same address as the API answers it: its country named beside its code. */
export const shownAddress: Card['delivery_address'] = { ...address, country: 'Belgium' };
export const offer: CardStatus['offer'] = {
  cost_miles: 500,
  delivery_business_days: 10,
  load: { miles_per_euro: 100, min_miles: 500, max_miles: 50_000, step_miles: 100 },
};

export function card(state: CardState, over: Partial<Card> = {}): Card {
  const activated = state === 'active' || state === 'blocked' || state === 'expired';
  return {
    id: '7',
    state,
    ordered_at: '2026-11-02T10:00:00.000Z',
    expected_delivery_date: '2026-11-16',
    delivery_address: shownAddress,
    last4: activated ? '4242' : null,
    expiry: activated ? '2029-11' : null,
    balance_cents: 0,
    currency: 'EUR',
    activated_at: activated ? '2026-11-05T10:00:00.000Z' : null,
    blocked_at: state === 'blocked' ? '2026-11-20T10:00:00.000Z' : null,
    block_reason: state === 'blocked' ? 'stolen' : null,
    replaces_card_id: null,
    ...over,
  };
}

export function status(c: Card | null): CardStatus {
  return { card: c, previous_cards: [], offer, default_delivery_address: shownAddress };
}

/** A refusal as the client builds it from the server's answer: `code` is the status, `key` names the refusal. */
export const refusal = (status: number, key: string): ApiError => ({
  code: status,
  status,
  errors: [{ propertyPath: '', message: key, key }],
  key,
});
export const networkFailure: ApiError = { code: 'network', status: 0, errors: 'Failed to fetch', key: 'network' };

type Handler = (...args: never[]) => unknown;

/** A scope whose card starts as `initial`, with every card call answered by a spy (overridable). */
export function cardScope(initial: Card | null, over: Partial<Record<string, Handler>> = {}, balance = 1700) {
  const defaults = {
    status: vi.fn(async () => status(initial)),
    reasons: vi.fn(async () => ({
      reasons: [
        { code: 'lost' as const, offers_replacement: true },
        { code: 'stolen' as const, offers_replacement: true },
        { code: 'damaged' as const, offers_replacement: false },
      ],
    })),
    order: vi.fn(async () => status(card('ordered'))),
    activate: vi.fn(async () => status(card('active'))),
    load: vi.fn(async (p: { miles: number }) => ({
      card: card('active', { balance_cents: p.miles }),
      movement_id: 1,
      miles: p.miles,
      amount_cents: p.miles,
      balance: balance - p.miles,
    })),
    token: vi.fn(async () => ({ token: 'one-use-token', expires_at: '2026-11-24T10:01:00.000Z' })),
    reveal: vi.fn(async () => ({ pin: '4821', shown_for_seconds: 30 })),
    history: vi.fn(async () => ({ months: [], next_before: null })),
    block: vi.fn(async (p: { reason: 'lost' | 'stolen' | 'damaged' }) => status(card('blocked', { block_reason: p.reason }))),
    stats: vi.fn(async () => ({ points: [0, 0, 0, 0, balance, 0], basket: 0 })),
  };
  // Each override is a spy too, so a test can count its calls and read their arguments.
  const spies = Object.fromEntries(Object.entries(over).map(([name, handler]) => [name, vi.fn(handler)]));
  const calls = { ...defaults, ...(spies as Partial<typeof defaults>) };
  const scope = fork({
    values: [],
    handlers: [
      [loadCardStatusFx, calls.status],
      [loadBlockingReasonsFx, calls.reasons],
      [orderCardFx, calls.order],
      [activateCardFx, calls.activate],
      [loadCardFx, calls.load],
      [createRevealTokenFx, calls.token],
      [revealPinFx, calls.reveal],
      [listTransactionsFx, calls.history],
      [blockCardFx, calls.block],
      [loadStatsFx, calls.stats],
    ],
  });
  return { scope, calls };
}
