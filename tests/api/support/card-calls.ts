// Helpers of the prepaid card's API tests: the calls by name, a member with miles, the activation
// code read from the card letter in the dev outbox, and a card brought to a given state.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Schemas } from '../../../server/http/api-types';
import { call, json } from './api-calls';
import { giveMiles, newMember, relogin } from './miles';
import type { TestMember } from './miles';
import type { TestServer } from './test-server';

export const address: Schemas['DeliveryAddress'] = {
  name: 'Olivier Peeters',
  line: 'Rue Haute 12',
  postcode: '1000',
  city: 'Bruxelles',
  country_code: 'BE',
};
export const day = 86_400_000;

/** The Accept-Language header of `language`, none when not given. */
const asking = (language?: string): Record<string, string> => (language ? { 'accept-language': language } : {});

export function cardApi(server: TestServer) {
  const { app } = server;
  return {
    status: (token: string, language?: string) => call(app, 'GET', 'mastercard_cards_user_card', { token, headers: asking(language) }),
    reasons: (token: string) => call(app, 'GET', 'mastercard_cards_blocking_reasons', { token }),
    order: (token: string, key: string | null = randomUUID(), body: unknown = { delivery_address: address }, language?: string) =>
      call(app, 'POST', 'mastercard_cards', {
        token,
        body,
        headers: { ...asking(language), ...(key === null ? {} : { 'idempotency-key': key }) },
      }),
    activate: (token: string, id: string, code: string) => call(app, 'POST', `mastercard_cards/${id}/activate`, { token, body: { code } }),
    load: (token: string, id: string, miles: unknown, key: string | null = randomUUID()) =>
      call(app, 'POST', `mastercard_cards/${id}/loads`, {
        token,
        body: { miles },
        headers: key === null ? {} : { 'idempotency-key': key },
      }),
    revealToken: (token: string, id: string, password: string) =>
      call(app, 'POST', `mastercard_cards/${id}/pin_reveal_token`, { token, body: { password } }),
    reveal: (token: string, revealToken: string) =>
      call(app, 'POST', 'mastercard_cards/pin_reveal', { token, body: { token: revealToken } }),
    transactions: (token: string, id: string, query = '') => call(app, 'GET', `mastercard_cards/${id}/transactions${query}`, { token }),
    /** Blocking asks for the member's password (a block cannot be undone); without one the body has none. */
    block: (token: string, id: string, reason: string, password?: string) =>
      call(app, 'PATCH', `mastercard_cards/${id}/block`, { token, body: password === undefined ? { reason } : { reason, password } }),
  };
}

export const cardOf = (response: LightMyRequestResponse): Schemas['Card'] => {
  const card = json<Schemas['CardStatus']>(response).card;
  if (!card) throw new Error(`no card in ${response.body}`);
  return card;
};

/** The activation code of the newest card letter sent to `email`. */
export async function activationCode(server: TestServer, email: string): Promise<string> {
  const mails = json<Schemas['OutboxMail'][]>(await call(server.app, 'GET', `dev/outbox?to=${encodeURIComponent(email)}`));
  const letter = mails.find((m) => m.subject === 'Your Miles prepaid card');
  const code = /\b([0-9]{6})\b/.exec(letter?.text ?? '')?.[1];
  if (!code) throw new Error(`no card letter for ${email}`);
  return code;
}

/** A new member with `miles` valid miles. */
export async function memberWithMiles(server: TestServer, miles: number, name = 'card'): Promise<TestMember> {
  const member = await newMember(server, name);
  if (miles > 0) await giveMiles(server, member.id, miles);
  return member;
}

export type Reachable = 'ordered' | 'inactive' | 'active' | 'blocked' | 'expired';

/**
 * A member whose current card is in `state`, with 5 000 miles left. `inactive` and `expired` move the test
 * clock (one business day; past the expiry month), so the member is logged in again afterwards.
 */
export async function cardIn(server: TestServer, state: Reachable): Promise<{ member: TestMember; card: Schemas['Card'] }> {
  const api = cardApi(server);
  let member = await memberWithMiles(server, 5_500, state);
  const ordered = await api.order(member.token);
  expect(ordered.statusCode, ordered.body).toBe(201);
  let card = cardOf(ordered);
  if (state === 'inactive') {
    server.clock.advance(4 * day); // at least one business day, whatever the weekday
    member = await relogin(server, member);
  }
  if (state === 'active' || state === 'expired') {
    const activated = await api.activate(member.token, card.id, await activationCode(server, member.email));
    expect(activated.statusCode, activated.body).toBe(200);
  }
  if (state === 'blocked') expect((await api.block(member.token, card.id, 'stolen', member.password)).statusCode).toBe(200);
  if (state === 'expired') {
    server.clock.advance((3 * 366 + 35) * day);
    // Three years on, the member's password (90 days) would have expired: it was changed meanwhile.
    await server.db.query('UPDATE users SET password_create_date = $2 WHERE id = $1', [member.id, new Date(server.clock.now())]);
    member = await relogin(server, member);
    await giveMiles(server, member.id, 5_000, 0);
  }
  card = cardOf(await api.status(member.token));
  expect(card.state).toBe(state);
  return { member, card };
}
