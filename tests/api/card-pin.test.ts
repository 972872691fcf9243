/** @vitest-environment node */
// The PIN reveal: a password-gated, single-use token valid 60 s on the server's clock, at most
// 3 an hour per member even with the rate limits off (as here), refused for another member; and the PIN in
// no answer but the reveal's and nowhere in the server's log.
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { cardKey, encryptPin } from '../../server/card/pin-crypto';
import { call, expectContract, json, login } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { cardApi, cardIn } from './support/card-calls';
import { relogin } from './support/miles';
import { useTestServer } from './support/use-test-server';

const log: string[] = [];
const { server } = useTestServer({ logger: { write: (line: string) => void log.push(line) } });
const api = () => cardApi(server);
const keyOf = (response: { body: string }) => (JSON.parse(response.body) as ErrorBody).key;

async function revealToken(token: string, cardId: string, password: string): Promise<string> {
  const response = await api().revealToken(token, cardId, password);
  expect(response.statusCode, response.body).toBe(201);
  expectContract('PinRevealToken', json(response));
  return json<Schemas['PinRevealToken']>(response).token;
}

describe('reveal tokens', () => {
  it('reveal the PIN once, with Cache-Control: no-store; the token is then spent', async () => {
    const { member, card } = await cardIn(server, 'active');
    const created = await api().revealToken(member.token, card.id, member.password);
    const { token, expires_at } = json<Schemas['PinRevealToken']>(created);
    expect(Date.parse(expires_at) - server.clock.now()).toBeGreaterThan(58_000);
    expect(Date.parse(expires_at) - server.clock.now()).toBeLessThanOrEqual(60_000);
    const shown = await api().reveal(member.token, token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(json(shown)).toEqual({ pin: expect.stringMatching(/^[0-9]{4}$/), shown_for_seconds: 30 });
    const again = await api().reveal(member.token, token);
    expect([again.statusCode, keyOf(again)]).toEqual([410, 'reveal_token_invalid']);
    expect(again.body).not.toContain(json<{ pin: string }>(shown).pin);
  });

  it('expire 60 seconds after they were made (the injected clock)', async () => {
    const { member, card } = await cardIn(server, 'active');
    const early = await revealToken(member.token, card.id, member.password);
    const late = await revealToken(member.token, card.id, member.password);
    server.clock.advance(59_000);
    expect((await api().reveal(member.token, early)).statusCode).toBe(200);
    server.clock.advance(1_000);
    const expired = await api().reveal(member.token, late);
    expect([expired.statusCode, keyOf(expired)]).toEqual([410, 'reveal_token_invalid']);
  });

  it('are refused for another member, and stay good for their own member; unknown ones are refused alike', async () => {
    const { member, card } = await cardIn(server, 'active');
    const stranger = await cardIn(server, 'active');
    const token = await revealToken(member.token, card.id, member.password);
    const refused = await api().reveal(stranger.member.token, token);
    expect([refused.statusCode, keyOf(refused)]).toEqual([410, 'reveal_token_invalid']);
    const unknown = await api().reveal(member.token, 'x'.repeat(43));
    expect([unknown.statusCode, keyOf(unknown)]).toEqual([410, 'reveal_token_invalid']);
    expect((await api().reveal(member.token, token)).statusCode).toBe(200);
    // A token for a card of another member cannot even be asked for.
    const foreign = await api().revealToken(stranger.member.token, card.id, stranger.member.password);
    expect([foreign.statusCode, keyOf(foreign)]).toEqual([404, 'card_not_found']);
  });

  it('are refused after a wrong password (422, nothing made) and after 3 in an hour, with the rate limits off', async () => {
    const active = await cardIn(server, 'active');
    const { card } = active;
    let { member } = active;
    const wrong = await api().revealToken(member.token, card.id, 'Not-the-password1');
    expect([wrong.statusCode, keyOf(wrong)]).toEqual([422, 'password_invalid']);
    expect(wrong.body).not.toContain('token"');
    for (let i = 0; i < 3; i += 1) await revealToken(member.token, card.id, member.password);
    const fourth = await api().revealToken(member.token, card.id, member.password);
    expect([fourth.statusCode, keyOf(fourth)]).toEqual([429, 'pin_reveal_limit']);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(3_500);
    expect(json<ErrorBody>(fourth).retry_after).toBe(Number(fourth.headers['retry-after']));
    server.clock.advance(60 * 60_000);
    member = await relogin(server, member);
    await revealToken(member.token, card.id, member.password);
  });

  it('are made for an active card only', async () => {
    const { member, card } = await cardIn(server, 'blocked');
    const refused = await api().revealToken(member.token, card.id, member.password);
    expect([refused.statusCode, keyOf(refused)]).toEqual([409, 'card_state_invalid']);
  });
});

describe('the PIN', () => {
  it('is stored encrypted, and appears in no answer but the reveal and nowhere in the log', async () => {
    const { member, card } = await cardIn(server, 'active');
    // A PIN of our own choosing, so that searching for it cannot hit an unrelated number by chance.
    const pin = '7391';
    const sealed = encryptPin(await cardKey(server.db), Number(card.id), pin);
    await server.db.query("UPDATE cards SET pin_ciphertext = $2, last4 = '1234' WHERE id = $1", [Number(card.id), sealed]);
    const [row] = await server.db.query<Record<string, unknown>>('SELECT * FROM cards WHERE id = $1', [Number(card.id)]);
    // No column holds it; the stored form is iv.tag.ciphertext (AES-256-GCM: 12-byte iv, 16-byte tag).
    expect(Object.values(row ?? {}).map(String)).not.toContain(pin);
    expect(row?.pin_ciphertext).toMatch(/^[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{6}$/);

    const answers: { body: string; what: string }[] = [];
    const keep = async (what: string, response: Promise<LightMyRequestResponse>) => {
      const r = await response;
      answers.push({ what, body: r.body });
      return r;
    };
    await keep('wrong password', api().revealToken(member.token, card.id, 'Wrong#2026ok'));
    const token = json<Schemas['PinRevealToken']>(await keep('token', api().revealToken(member.token, card.id, member.password))).token;
    const revealed = await api().reveal(member.token, token);
    expect(json(revealed)).toMatchObject({ pin });
    await keep('spent token', api().reveal(member.token, token));
    await keep('status', api().status(member.token));
    await keep('load', api().load(member.token, card.id, 500));
    await keep('history', api().transactions(member.token, card.id));
    await keep('block', api().block(member.token, card.id, 'stolen'));
    await keep('token after block', api().revealToken(member.token, card.id, member.password));
    await keep('login', call(server.app, 'POST', 'front/login', { body: { email: member.email, password: member.password } }));
    await login(server.app, { email: member.email, password: member.password });

    const values = (body: string): unknown[] => {
      const out: unknown[] = [];
      const walk = (v: unknown): void => {
        if (Array.isArray(v)) v.forEach(walk);
        else if (v && typeof v === 'object') Object.entries(v).forEach(([k, x]) => (out.push(k), walk(x)));
        else out.push(v);
      };
      walk(JSON.parse(body));
      return out;
    };
    for (const { what, body } of answers) {
      expect([what, values(body).filter((v) => v === pin || v === 'pin' || v === Number(pin))]).toEqual([what, []]);
      expect([what, body.includes(`"${pin}"`)]).toEqual([what, false]);
    }
    const written = log.join('');
    expect(written).toContain('pin_reveal');
    expect(written).not.toContain(`"${pin}"`);
    expect(written).not.toMatch(/"pin"\s*:/);
    expect(written).not.toContain(token);
    expect(written).not.toContain(member.password);
  });
});
