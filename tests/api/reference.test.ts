/** @vitest-environment node */
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { loadContract } from '../../server/http/contract';
import { call, expectContract, json } from './support/api-calls';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer();

const get = async <T>(path: string): Promise<T> => {
  const response = await call(server.app, 'GET', path);
  expect(response.statusCode, response.body).toBe(200);
  return json<T>(response);
};

describe('reference data (no token needed)', () => {
  it('lists the three languages', async () => {
    const languages = await get<Schemas['Language'][]>('languages');
    expect(languages.map((l) => l.code)).toEqual(['en', 'fr-be', 'nl-be']);
    expect(await get('countries_light/languages')).toEqual(languages);
  });

  it('lists the countries of the platform with their languages', async () => {
    const countries = await get<Schemas['Country'][]>('miles/countries_light');
    countries.forEach((c) => expectContract('Country', c));
    expect(countries.map((c) => c.code)).toEqual(expect.arrayContaining(['GB', 'FR', 'NL', 'BE']));
    expect(countries.find((c) => c.code === 'BE')?.languages.map((l) => l.code)).toEqual(['fr-be', 'nl-be', 'en']);
    expect((await call(server.app, 'GET', 'elsewhere/countries_light')).statusCode).toBe(422);
  });

  it('answers settings and translations', async () => {
    const settings = await get<Schemas['Settings']>('settings_light');
    expectContract('Settings', settings);
    expect(settings).toMatchObject({ new_card_cost: 500, ideal_gift_threshold: 80_000 });
    expectContract('Translations', await get('translations_light'));
  });
});

describe('the contract', () => {
  it('has a route for every operation, and the dev outbox only when asked', async () => {
    const contract = loadContract();
    for (const id of contract.operationIds()) {
      const { method, url } = contract.route(id);
      expect(server.app.hasRoute({ method, url }), `${method} ${url}`).toBe(true);
    }
    const production = await import('../../server/app').then(({ buildServer }) => buildServer({ db: server.db }));
    expect(production.hasRoute({ method: 'GET', url: '/api/dev/outbox' })).toBe(false);
    await production.close();
  });
});
