/** @vitest-environment node */
// The prepaid card's life: ordering with exactly enough miles and one short, the letter's activation
// code, the states the clock moves a card into, every action allowed and refused in every state, replacement,
// and another member's card being "not found" on every call.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { agent, call, demo, expectContract, json, login, violationOf } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { activationCode, address, cardApi, cardIn, cardOf, day, memberWithMiles } from './support/card-calls';
import type { Reachable } from './support/card-calls';
import { history, relogin, stats } from './support/miles';
import { useTestServer } from './support/use-test-server';

const { server, tokens } = useTestServer({ logins: ['demo', 'other'] });
const api = () => cardApi(server);
const balanceOf = async (token: string) => (await stats(server, token)).points[4] ?? 0;
const keyOf = (response: { body: string }) => (JSON.parse(response.body) as ErrorBody).key;

describe("another member's card", () => {
  it('is not found on every call, and nothing changes on it', async () => {
    const demoCard = cardOf(await api().status(tokens.demo));
    const a = api();
    const calls = [
      a.activate(tokens.other, demoCard.id, '123456'),
      a.load(tokens.other, demoCard.id, 500),
      a.revealToken(tokens.other, demoCard.id, 'Other#2026ok'),
      a.transactions(tokens.other, demoCard.id),
      a.block(tokens.other, demoCard.id, 'stolen', 'Other#2026ok'),
      a.block(tokens.other, '999999', 'stolen', 'Other#2026ok'),
    ];
    for (const response of await Promise.all(calls)) expect([response.statusCode, keyOf(response)]).toEqual([404, 'card_not_found']);
    expect(cardOf(await api().status(tokens.demo))).toEqual(demoCard);
  });
});

describe('a support session', () => {
  it('reads the card but changes nothing: every write is 409 impersonation_forbidden', async () => {
    const agentToken = (await login(server.app, agent)).token;
    const { hash } = json<Schemas['ImpersonationHash']>(
      await call(server.app, 'POST', 'admin/impersonation_hashes', { token: agentToken, body: { email: demo.email } }),
    );
    const { token } = json<Schemas['ImpersonationTokens']>(await call(server.app, 'POST', 'impersonate', { body: { hash } }));
    const card = cardOf(await api().status(token));
    const a = api();
    const writes = [
      a.order(token),
      a.activate(token, card.id, '123456'),
      a.load(token, card.id, 500),
      a.revealToken(token, card.id, demo.password),
      a.reveal(token, 'x'.repeat(43)),
      a.block(token, card.id, 'lost', demo.password),
    ];
    for (const response of await Promise.all(writes))
      expect([response.statusCode, keyOf(response)]).toEqual([409, 'impersonation_forbidden']);
    expect((await a.transactions(token, card.id)).statusCode).toBe(200);
    expect(cardOf(await api().status(tokens.demo))).toEqual(card);
  });
});

describe('ordering', () => {
  it('shows no card and the offer to a member without one, and the blocking reasons', async () => {
    const status = await api().status(tokens.other);
    expect(status.statusCode).toBe(200);
    expectContract('CardStatus', json(status));
    expect(json<Schemas['CardStatus']>(status)).toMatchObject({
      card: null,
      offer: { cost_miles: 500, delivery_business_days: 10, load: { miles_per_euro: 100, min_miles: 500, max_miles: 50_000 } },
    });
    expect(json(await api().reasons(tokens.other))).toEqual({
      reasons: [
        { code: 'lost', label: 'Lost', offers_replacement: true },
        { code: 'stolen', label: 'Stolen', offers_replacement: true },
        { code: 'damaged', label: 'Damaged', offers_replacement: false },
      ],
    });
    expect((await call(server.app, 'GET', 'mastercard_cards_user_card')).statusCode).toBe(401);
  });

  it('orders with exactly 500 miles: one −500 movement, the letter with its code, once per Idempotency-Key', async () => {
    const member = await memberWithMiles(server, 500);
    const key = randomUUID();
    const first = await api().order(member.token, key);
    expect(first.statusCode, first.body).toBe(201);
    const card = cardOf(first);
    expect(card).toMatchObject({ state: 'ordered', last4: null, expiry: null, balance_cents: 0, delivery_address: address });
    expect(card.replaces_card_id).toBeNull();
    expect(await balanceOf(member.token)).toBe(0);
    expect(await activationCode(server, member.email)).toMatch(/^[0-9]{6}$/);
    // Ten business days (Monday to Friday, UTC) after the order's day: 14 calendar days from a weekday, 13 from a
    // Saturday, 12 from a Sunday (the first business day counted is the Monday). Whole days, whatever the hour.
    const orderDay = card.ordered_at.slice(0, 10);
    const calendarDays = (Date.parse(`${card.expected_delivery_date}T00:00:00Z`) - Date.parse(`${orderDay}T00:00:00Z`)) / day;
    const weekday = new Date(`${orderDay}T00:00:00Z`).getUTCDay();
    expect(calendarDays).toBe(weekday === 0 ? 12 : weekday === 6 ? 13 : 14);

    const again = await api().order(member.token, key);
    expect(again.statusCode).toBe(201);
    expect(json(again)).toEqual(json(first));
    const moves = (await history(server, member.token)).items.filter((m) => m.label.startsWith('Prepaid card ordered'));
    expect(moves.map((m) => m.amount)).toEqual([-500]);
    const reused = await api().order(member.token, key, { delivery_address: { ...address, city: 'Gent' } });
    expect([reused.statusCode, keyOf(reused)]).toEqual([422, 'idempotency_key_reused']);
    expect((await api().order(member.token, null)).statusCode).toBe(422);
  });

  it("names the delivery address's country in the request's language: the card's, the profile's, and a retry's", async () => {
    const member = await memberWithMiles(server, 500, 'card-names');
    // The profile's address, in Belgium (the countries file's id 4): the card's address offered by default.
    const profile = await call(server.app, 'PATCH', 'user_light/profile', {
      token: member.token,
      body: { address_line: 'Rue Neuve 12', postcode: '1000', city: 'Bruxelles', country_id: 4 },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const key = randomUUID();
    const ordered = await api().order(member.token, key, undefined, 'fr-be');
    expect(ordered.statusCode, ordered.body).toBe(201);
    expectContract('CardStatus', json(ordered));
    expect(cardOf(ordered).delivery_address).toEqual({ ...address, country: 'Belgique' });
    for (const [language, name] of [
      ['en', 'Belgium'],
      ['fr-be', 'Belgique'],
      ['nl-be', 'België'],
    ] as const) {
      const status = json<Schemas['CardStatus']>(await api().status(member.token, language));
      expect(status.card?.delivery_address).toEqual({ ...address, country: name });
      expect(status.default_delivery_address).toEqual({
        name: 'Test Member',
        line: 'Rue Neuve 12',
        postcode: '1000',
        city: 'Bruxelles',
        country_code: 'BE',
        country: name,
      });
    }
    // A retry of the order answers it again, named in the retry's language; the request itself never carries a name.
    const retried = await api().order(member.token, key, undefined, 'nl-be');
    expect(retried.statusCode).toBe(201);
    expect(cardOf(retried).delivery_address.country).toBe('België');
    const named = await api().order(member.token, randomUUID(), { delivery_address: { ...address, country: 'Belgique' } });
    expect(named.statusCode).toBe(422);
    expect(violationOf(named, 'delivery_address.country')?.key).toBe('unexpected_field');
  });

  it('refuses an order with 499 miles: 422 insufficient_miles, shortfall 1, nothing debited, no card', async () => {
    const member = await memberWithMiles(server, 499);
    const refused = await api().order(member.token);
    expect(refused.statusCode).toBe(422);
    expect(json<ErrorBody>(refused)).toMatchObject({
      key: 'insufficient_miles',
      shortfall: 1,
      message: 'You need 1 mile more for this card.',
      violations: [{ propertyPath: 'cost_miles', key: 'insufficient_miles' }],
    });
    expect(await balanceOf(member.token)).toBe(499);
    expect(json<Schemas['CardStatus']>(await api().status(member.token)).card).toBeNull();
  });

  it('is dispatched (inactive) one business day after the order, not before', async () => {
    const member = await memberWithMiles(server, 600);
    const card = cardOf(await api().order(member.token));
    server.clock.advance(day / 2);
    expect(cardOf(await api().status((await relogin(server, member)).token)).state).toBe('ordered');
    server.clock.advance(3.5 * day);
    expect(cardOf(await api().status((await relogin(server, member)).token))).toMatchObject({
      id: card.id,
      state: 'inactive',
      last4: null,
    });
  });
});

describe('activation', () => {
  it('takes the code of the letter, refuses others, locks after 5 wrong codes for 15 minutes', async () => {
    const { member, card } = await cardIn(server, 'ordered');
    const code = await activationCode(server, member.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const format = await api().activate(member.token, card.id, '12345');
    expect([format.statusCode, json<ErrorBody>(format).violations?.[0]?.key]).toEqual([422, 'activation_code_format']);
    for (let i = 0; i < 5; i += 1) {
      const refused = await api().activate(member.token, card.id, wrong);
      expect([refused.statusCode, keyOf(refused)]).toEqual([422, 'activation_code_invalid']);
    }
    const locked = await api().activate(member.token, card.id, code);
    expect([locked.statusCode, keyOf(locked)]).toEqual([429, 'activation_locked']);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(json<ErrorBody>(locked).retry_after).toBe(Number(locked.headers['retry-after']));
    expect(cardOf(await api().status(member.token)).state).toBe('ordered');

    server.clock.advance(15 * 60_000 + 1000);
    const activated = await api().activate(member.token, card.id, code);
    expect(activated.statusCode, activated.body).toBe(200);
    const active = cardOf(activated);
    const now = new Date(server.clock.now());
    const expiry = `${now.getUTCFullYear() + 3}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    expect(active).toMatchObject({ state: 'active', expiry, balance_cents: 0 });
    expect(active.last4).toMatch(/^[0-9]{4}$/);
  });
});

// What each action answers in each state: the allowed one succeeds, every other is a 409 with a code.
const actions = ['activate', 'load', 'reveal', 'block', 'order'] as const;
type Action = (typeof actions)[number];
const allowed: Record<Reachable, readonly Action[]> = {
  ordered: ['activate', 'block'],
  inactive: ['activate', 'block'],
  active: ['load', 'reveal', 'block'],
  blocked: ['order'],
  expired: ['order'],
};
const success: Record<Action, number> = { activate: 200, load: 201, reveal: 201, block: 200, order: 201 };

async function attempt(action: Action, token: string, email: string, password: string, card: Schemas['Card']) {
  const a = api();
  if (action === 'activate') return a.activate(token, card.id, await activationCode(server, email));
  if (action === 'load') return a.load(token, card.id, 500);
  if (action === 'reveal') return a.revealToken(token, card.id, password);
  if (action === 'block') return a.block(token, card.id, 'lost', password);
  return a.order(token);
}

// Expired last: reaching it moves the clock three years on.
describe.each(['ordered', 'inactive', 'active', 'blocked', 'expired'] as const)('a card %s', (state) => {
  it('refuses every action its state does not allow with 409 and a code, changing nothing', async () => {
    const { member, card } = await cardIn(server, state);
    const before = await balanceOf(member.token);
    for (const action of actions.filter((x) => !allowed[state].includes(x))) {
      const refused = await attempt(action, member.token, member.email, member.password, card);
      expect([action, refused.statusCode, keyOf(refused)]).toEqual([
        action,
        409,
        action === 'order' ? 'card_already_ordered' : 'card_state_invalid',
      ]);
    }
    expect(cardOf(await api().status(member.token))).toEqual(card);
    expect(await balanceOf(member.token)).toBe(before);
  });

  it.each(allowed[state])('allows %s', async (action) => {
    const { member, card } = await cardIn(server, state);
    const done = await attempt(action, member.token, member.email, member.password, card);
    expect(done.statusCode, done.body).toBe(success[action]);
    const now = cardOf(await api().status(member.token));
    if (action === 'activate') expect(now.state).toBe('active');
    if (action === 'block') expect(now).toMatchObject({ id: card.id, state: 'blocked', block_reason: 'lost' });
    if (action === 'load') expect(now.balance_cents).toBe(card.balance_cents + 500);
    if (action === 'order') {
      // A replacement: a new current card that names the one it replaces, paid 500 miles.
      expect(now).toMatchObject({ state: 'ordered', replaces_card_id: card.id });
      expect(now.id).not.toBe(card.id);
      const again = await api().activate(member.token, card.id, '123456');
      expect([again.statusCode, keyOf(again)]).toEqual([409, 'card_state_invalid']);
    }
  });
});
