/** @vitest-environment node */
// settings_light states the programme's figures; translations_light serves editors' overrides, which
// only staff may set (PUT admin/translations), per language, checked against the portal's own strings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { agent, call, demo, expectContract, json, login, violationOf } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

let server: TestServer;
let staffToken: string;
let memberToken: string;
beforeAll(async () => {
  server = await startTestServer();
  staffToken = (await login(server.app, agent)).token;
  memberToken = (await login(server.app, demo)).token;
}, 120_000); // the first file after a server change seeds and dumps the database
afterAll(() => server.close());

type Override = Schemas['TranslationOverride'];
const put = (body: unknown, token = staffToken) => call(server.app, 'PUT', 'admin/translations', { token, body });
const overrides = async (language: string): Promise<Record<string, string>> => {
  const response = await call(server.app, 'GET', 'translations_light', { headers: { 'accept-language': language } });
  expect(response.statusCode, response.body).toBe(200);
  const body = json<Record<string, string>>(response);
  expectContract('Translations', body);
  return body;
};

describe('settings_light', () => {
  it('answers the programme figures the API itself applies', async () => {
    const response = await call(server.app, 'GET', 'settings_light');
    expect(response.statusCode).toBe(200);
    const settings = json<Schemas['Settings']>(response);
    expectContract('Settings', settings);
    expect(settings).toMatchObject({ minimum_transfer: 1000, new_card_cost: 500, ideal_gift_threshold: 80_000 });
    // The transfer minimum of settings_light is the one the transfer call enforces.
    const info = json<Schemas['TransferExpiration']>(await call(server.app, 'GET', 'points_transfers_expiration', { token: memberToken }));
    expect(info.minimum).toBe(settings.minimum_transfer);
  });
});

describe('translation overrides', () => {
  it('staff set an override for one language only; removing it restores the portal string', async () => {
    const set = await put({ language: 'fr-be', key: 'nav.home', value: 'Mon accueil' });
    expect(set.statusCode, set.body).toBe(200);
    expect(json<Override>(set)).toEqual({ language: 'fr-be', key: 'nav.home', value: 'Mon accueil' });
    expect(await overrides('fr-BE,fr;q=0.8')).toEqual({ 'nav.home': 'Mon accueil' });
    expect(await overrides('en')).toEqual({});
    expect(await overrides('nl-be')).toEqual({});

    expect((await put({ language: 'fr-be', key: 'nav.home', value: 'Accueil perso' })).statusCode).toBe(200);
    expect((await overrides('fr-be'))['nav.home']).toBe('Accueil perso');

    const removed = await put({ language: 'fr-be', key: 'nav.home', value: null });
    expect(removed.statusCode).toBe(200);
    expect(await overrides('fr-be')).toEqual({});
  });

  it('is refused to members and guests', async () => {
    const member = await put({ language: 'en', key: 'nav.home', value: 'Hacked' }, memberToken);
    expect(member.statusCode).toBe(403);
    expect(json<ErrorBody>(member).key).toBe('forbidden');
    expect((await put({ language: 'en', key: 'nav.home', value: 'Hacked' }, '')).statusCode).toBe(401);
    expect(await overrides('en')).toEqual({});
  });

  it('refuses a key the portal does not have, and an empty or oversized text', async () => {
    for (const key of ['nav.nowhere', 'nav', '__proto__', 'nav..home', 'a'.repeat(201)]) {
      const response = await put({ language: 'en', key, value: 'x' });
      expect(response.statusCode, `${key}: ${response.body}`).toBe(422);
      expect(violationOf(response, 'key')?.key).toBe('translation_key_unknown');
    }
    const empty = await put({ language: 'en', key: 'nav.home', value: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(violationOf(empty, 'value')?.key).toBe('translation_value_empty');
    const long = await put({ language: 'en', key: 'nav.home', value: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(violationOf(long, 'value')?.key).toBe('translation_value_invalid');
    for (const body of [
      { language: 'de', key: 'nav.home', value: 'x' },
      { language: 'en', key: 'nav.home' },
      { language: 'en', key: 'nav.home', value: 3 },
      'text',
      [],
    ]) {
      expect((await put(body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await overrides('en')).toEqual({});
  });

  it('requires the placeholders of the original, in any order, and no others', async () => {
    const key = 'transfer.review.recipientValue'; // "{{name}}, agent code {{code}}"
    const dropped = await put({ language: 'en', key, value: 'Recipient {{name}}' });
    expect(dropped.statusCode).toBe(422);
    expect(violationOf(dropped, 'value')?.key).toBe('translation_placeholders_changed');
    expect(json<ErrorBody>(dropped).message).toContain('{{code}}');
    expect((await put({ language: 'en', key, value: '{{name}} {{code}} {{extra}}' })).statusCode).toBe(422);
    expect((await put({ language: 'en', key: 'nav.home', value: 'Home {{name}}' })).statusCode).toBe(422);
    const kept = await put({ language: 'en', key, value: 'Agent code {{code}} ({{name}})' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await overrides('en'))[key]).toBe('Agent code {{code}} ({{name}})');
    expect((await put({ language: 'en', key, value: null })).statusCode).toBe(200);
  });
});
