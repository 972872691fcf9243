// The prepaid card's part of the mocked API, with the reference server's rules (server/card/*): a card is ordered
// for 500 miles (card_already_ordered while one is in use, insufficient_miles with the shortfall), activated with
// the 6-digit code of its letter, loaded in steps of 100 miles at 100 miles a euro, its PIN shown after the member's
// password (a single-use token spent at once), blocked with a reason and the password; a replacement takes the
// blocked card's balance when it is activated. One `MockCard` per test holds the member's cards, miles and what
// the app sent (`sent`). A delivery address is kept as the order sent it (its country's code) and answered with its
// country named in the request's language, from the countries file; an order's body is checked against the contract.
// users_stats is answered here with the member's balance: put these handlers before sessionApi's.
import { http, HttpResponse } from 'msw';
import type { components } from '@/generated/api';
import { requestLanguage } from '../../../server/http/request-language';
import { countryNamer, namedAddress, readCountries } from '../../../server/reference/countries';
import type { CountryNamer } from '../../../server/reference/countries';
import { contractHandler } from '../msw-api';
import type { ContractAnswer } from '../msw-api';

type Schemas = components['schemas'];
type Card = Schemas['Card'];
type Transaction = Schemas['CardTransaction'];
/** A card as the server keeps it: its delivery address as the order sent it, without its country's name. */
export type KeptCard = Omit<Card, 'delivery_address'> & { delivery_address: Schemas['DeliveryAddress'] };

const countries = readCountries();

export interface MockCard {
  /** The member's cards, oldest first: the last is the current one. */
  cards: KeptCard[];
  /** The member's main balance (users_stats points[4]); an order and a load debit it. */
  balance: number;
  /** The member's password, asked again for the PIN and a block. */
  password: string;
  /** The activation code printed on the letter of the card ordered last. */
  activationCode: string;
  /** The last four digits and the PIN a card gets at its activation. */
  nextLast4: string;
  pin: string;
  profileAddress: Schemas['DeliveryAddress'] | null;
  /** Each card's transactions, newest first. */
  transactions: Record<string, Transaction[]>;
  /** Writes the app sent: the operation, the card's id in the path, the body and the Idempotency-Key. */
  sent: { operation: string; id: string | null; body: unknown; idempotencyKey: string | null }[];
  /** While true, getUserCard gets no answer at all. */
  statusDown?: boolean;
  nextId: number;
}

export const cardOffer: Schemas['CardOffer'] = {
  cost_miles: 500,
  delivery_business_days: 10,
  load: { miles_per_euro: 100, min_miles: 500, max_miles: 50_000, step_miles: 100 },
};

const reasonLabels = { lost: 'Lost', stolen: 'Stolen', damaged: 'Damaged' } as const;

export function mockCard(over: Partial<MockCard> = {}): MockCard {
  return {
    cards: [],
    balance: 1_700,
    password: 'Other#2026ok',
    activationCode: '482913',
    nextLast4: '7310',
    pin: '2580',
    profileAddress: null,
    transactions: {},
    sent: [],
    nextId: 50,
    ...over,
  };
}

/** An active card as the seed gives the demo member: its last digits, a balance and an expiry three years on. */
export function activeCard(over: Partial<KeptCard> = {}): KeptCard {
  return {
    id: '12',
    state: 'active',
    ordered_at: '2025-05-02T09:00:00.000Z',
    expected_delivery_date: '2025-05-16',
    delivery_address: { name: 'Dana Meyer', line: 'Rue Neuve 12', postcode: '1000', city: 'Brussels', country_code: 'BE' },
    last4: '4821',
    expiry: '2028-05',
    balance_cents: 4_455,
    currency: 'EUR',
    activated_at: '2025-05-12T09:00:00.000Z',
    blocked_at: null,
    block_reason: null,
    block_reason_label: null,
    replaces_card_id: null,
    ...over,
  };
}

const refusal = (status: number, message: string, key: string, propertyPath?: string, extra: object = {}): ContractAnswer => ({
  status,
  body: { code: status, message, key, ...(propertyPath ? { violations: [{ propertyPath, message, key }] } : {}), ...extra },
});
const stateRefusal = (state: string) => refusal(409, `This cannot be done while the card is ${state}.`, 'card_state_invalid');
const passwordRefusal = () => refusal(422, 'This password is not correct.', 'password_invalid', 'password');
const shortfallRefusal = (shortfall: number, what: 'card' | 'load', propertyPath: 'cost_miles' | 'miles') =>
  refusal(422, `You need ${shortfall} miles more for this ${what}.`, 'insufficient_miles', propertyPath, { shortfall });

/** A kept card as an answer shows it: its address's country named. */
const shownCard = (card: KeptCard, name: CountryNamer): Card => ({ ...card, delivery_address: namedAddress(card.delivery_address, name) });

/**
 * The card's status as getUserCard answers it: the current card, the earlier activated ones (newest first), the offer;
 * the addresses' countries named by `name`.
 */
export function cardStatusOf(state: MockCard, name: CountryNamer): Schemas['CardStatus'] {
  const last = state.cards.at(-1);
  const current = last ? shownCard(last, name) : null;
  const previous = state.cards
    .slice(0, -1)
    .filter((c) => c.last4 !== null)
    .reverse()
    .map((c) => {
      const moved = state.transactions[c.id]?.find((t) => t.kind === 'transfer_out');
      const to = state.cards.find((n) => n.replaces_card_id === c.id);
      return {
        id: c.id,
        last4: c.last4 ?? '',
        state: c.state,
        expiry: c.expiry,
        blocked_at: c.blocked_at,
        block_reason: c.block_reason,
        block_reason_label: c.block_reason_label ?? null,
        balance_cents: c.balance_cents,
        transfer: moved && to ? { amount_cents: -moved.amount_cents, date: moved.date, to_card_id: to.id } : null,
      };
    });
  return {
    card: current,
    previous_cards: previous,
    offer: cardOffer,
    default_delivery_address: state.profileAddress && namedAddress(state.profileAddress, name),
  };
}

/** Transactions by month, newest first, with each month's totals (the history's one page of six months). */
function monthsOf(transactions: Transaction[]): Schemas['CardTransactions'] {
  const months = new Map<string, Transaction[]>();
  for (const t of transactions) months.set(t.date.slice(0, 7), [...(months.get(t.date.slice(0, 7)) ?? []), t]);
  const sum = (list: Transaction[], kinds: Transaction['kind'][]) =>
    list.filter((t) => kinds.includes(t.kind)).reduce((total, t) => total + t.amount_cents, 0);
  return {
    months: [...months].map(([month, list]) => ({
      month,
      transactions: list,
      totals: { purchases_cents: sum(list, ['purchase']), loads_cents: sum(list, ['load', 'transfer_in']), fees_cents: sum(list, ['fee']) },
    })),
    next_before: null,
  };
}

/** Handlers of the prepaid card and users_stats over `state`. */
export function cardApi(state: MockCard) {
  const idIn = (request: Request) => new URL(request.url).pathname.split('/')[3] ?? '';
  // The addresses' countries in the request's language, as the reference server names them.
  const names = (request: Request) => countryNamer(countries, requestLanguage(request.headers.get('Accept-Language') ?? undefined));
  const statusFor = (request: Request) => cardStatusOf(state, names(request));
  const own = (id: string) => state.cards.find((c) => c.id === id) ?? null;
  const record = async (operation: string, request: Request, id: string | null) => {
    const body: unknown = await request.json();
    state.sent.push({ operation, id, body, idempotencyKey: request.headers.get('Idempotency-Key') });
    return body;
  };
  const replace = (card: KeptCard) => {
    state.cards = state.cards.map((c) => (c.id === card.id ? card : c));
    return card;
  };
  const notFound = () => refusal(404, 'This card could not be found.', 'card_not_found');
  const tokens = new Set<string>();

  return [
    contractHandler('getStats', () => ({
      body: { points: [0, 0, 0, state.balance, state.balance, 0], basket: 0, pending: 0, expiring: [], expiring_total: 0, basket_id: 7 },
    })),
    // No answer at all while the service is down; else the contract's answer below.
    http.get('*/mastercard_cards_user_card', () => (state.statusDown ? HttpResponse.error() : undefined)),
    contractHandler('getUserCard', (request) => ({ body: statusFor(request) })),
    contractHandler('getCardBlockingReasons', () => ({
      body: {
        reasons: [
          { code: 'lost', label: reasonLabels.lost, offers_replacement: true },
          { code: 'stolen', label: reasonLabels.stolen, offers_replacement: true },
          { code: 'damaged', label: reasonLabels.damaged, offers_replacement: false },
        ],
      },
    })),
    contractHandler('orderCard', async (request) => {
      const body = await record('orderCard', request, null);
      const { delivery_address } = body as Schemas['CardOrderRequest'];
      const current = state.cards.at(-1);
      if (current && current.state !== 'blocked' && current.state !== 'expired')
        return refusal(409, 'You already have a card: block it before ordering a new one.', 'card_already_ordered');
      if (state.balance < cardOffer.cost_miles) return shortfallRefusal(cardOffer.cost_miles - state.balance, 'card', 'cost_miles');
      state.balance -= cardOffer.cost_miles;
      const now = new Date();
      state.cards = [
        ...state.cards,
        {
          ...activeCard(),
          id: String(state.nextId++),
          state: 'ordered',
          ordered_at: now.toISOString(),
          expected_delivery_date: new Date(now.getTime() + 14 * 86_400_000).toISOString().slice(0, 10),
          delivery_address,
          last4: null,
          expiry: null,
          balance_cents: 0,
          activated_at: null,
          replaces_card_id: current?.id ?? null,
        },
      ];
      return { status: 201, body: statusFor(request) };
    }),
    contractHandler('activateCard', async (request) => {
      const { code } = (await record('activateCard', request, idIn(request))) as Schemas['CardActivateRequest'];
      const card = own(idIn(request));
      if (!card) return notFound();
      if (card.state !== 'ordered' && card.state !== 'inactive') return stateRefusal(card.state);
      if (code !== state.activationCode)
        return refusal(422, 'This activation code is not the one of your card letter.', 'activation_code_invalid', 'code');
      const now = new Date();
      const activated = replace({
        ...card,
        state: 'active',
        last4: state.nextLast4,
        expiry: `${now.getUTCFullYear() + 3}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`,
        activated_at: now.toISOString(),
      });
      // The replaced card's money comes onto the new one, each side with its line in the history.
      const old = activated.replaces_card_id ? own(activated.replaces_card_id) : null;
      if (old && old.balance_cents > 0) {
        const amount = old.balance_cents;
        const at = now.toISOString();
        state.transactions[old.id] = [
          {
            id: `t${state.nextId++}`,
            date: at,
            kind: 'transfer_out',
            merchant: null,
            code: null,
            counterpart_last4: activated.last4,
            amount_cents: -amount,
          },
          ...(state.transactions[old.id] ?? []),
        ];
        state.transactions[activated.id] = [
          {
            id: `t${state.nextId++}`,
            date: at,
            kind: 'transfer_in',
            merchant: null,
            code: null,
            counterpart_last4: old.last4,
            amount_cents: amount,
          },
          ...(state.transactions[activated.id] ?? []),
        ];
        replace({ ...old, balance_cents: 0 });
        replace({ ...activated, balance_cents: activated.balance_cents + amount });
      }
      return { body: statusFor(request) };
    }),
    contractHandler('loadCard', async (request) => {
      const { miles } = (await record('loadCard', request, idIn(request))) as Schemas['CardLoadRequest'];
      const card = own(idIn(request));
      if (!card) return notFound();
      if (card.state !== 'active') return stateRefusal(card.state);
      const { min_miles, max_miles, step_miles = 100 } = cardOffer.load;
      if (miles < min_miles || miles > max_miles || miles % step_miles !== 0)
        return refusal(
          422,
          `Please load from ${min_miles} to ${max_miles} miles, in steps of ${step_miles}.`,
          'load_amount_invalid',
          'miles',
        );
      if (state.balance < miles) return shortfallRefusal(miles - state.balance, 'load', 'miles');
      state.balance -= miles;
      const cents = Math.round((miles * 100) / cardOffer.load.miles_per_euro);
      const loaded = replace({ ...card, balance_cents: card.balance_cents + cents });
      state.transactions[card.id] = [
        {
          id: `t${state.nextId++}`,
          date: new Date().toISOString(),
          kind: 'load',
          merchant: null,
          code: null,
          counterpart_last4: null,
          amount_cents: cents,
        },
        ...(state.transactions[card.id] ?? []),
      ];
      const shown = shownCard(loaded, names(request));
      return { status: 201, body: { card: shown, movement_id: state.nextId++, miles, amount_cents: cents, balance: state.balance } };
    }),
    contractHandler('createPinRevealToken', async (request) => {
      const { password } = (await record('createPinRevealToken', request, idIn(request))) as Schemas['PinRevealTokenRequest'];
      const card = own(idIn(request));
      if (!card) return notFound();
      if (card.state !== 'active') return stateRefusal(card.state);
      if (password !== state.password) return passwordRefusal();
      const token = `reveal_${state.nextId++}_${'x'.repeat(32)}`;
      tokens.add(token);
      return { status: 201, body: { token, expires_at: new Date(Date.now() + 60_000).toISOString() } };
    }),
    contractHandler('revealPin', async (request) => {
      const { token } = (await request.json()) as Schemas['PinRevealRequest'];
      // A token is good once.
      if (!tokens.delete(token)) return refusal(410, 'This reveal has expired. Please enter your password again.', 'reveal_token_invalid');
      return { body: { pin: state.pin, shown_for_seconds: 30 } };
    }),
    contractHandler('listCardTransactions', (request) => {
      const card = own(idIn(request));
      return card ? { body: monthsOf(state.transactions[card.id] ?? []) } : notFound();
    }),
    contractHandler('blockCard', async (request) => {
      const { reason, password } = (await record('blockCard', request, idIn(request))) as Schemas['CardBlockRequest'];
      const card = own(idIn(request));
      if (!card) return notFound();
      if (!['ordered', 'inactive', 'active'].includes(card.state)) return stateRefusal(card.state);
      if (password !== state.password) return passwordRefusal();
      replace({
        ...card,
        state: 'blocked',
        blocked_at: new Date().toISOString(),
        block_reason: reason,
        block_reason_label: reasonLabels[reason],
      });
      return { body: statusFor(request) };
    }),
  ];
}
