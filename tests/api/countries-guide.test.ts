/** @vitest-environment node */
// The guide "Add a country" (docs/editors/add-a-country.md), replayed: the two countries it shows (one members live in,
// one only named) are added to a copy of the countries file; `npm run check:catalogues` accepts it; a server started on
// the copy offers the first in the three languages, where the file puts it, names both where an answer shows a country
// beside its code (a delivery address), and a member chooses the first on the profile; and the problems the guide
// quotes are refused with their `file#/pointer`, by the check and by the server's start.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import type { CountriesFile, CountryEntry } from '../../server/generated/catalogues';
import type { Schemas } from '../../server/http/api-types';
import { countriesFile } from '../../server/reference/countries';
import { fileFolder, testFolder } from '../support/temp-dir';
import { call, expectContract, json } from './support/api-calls';
import { newMember } from './support/miles';
import { basketIdOf } from './support/shop';
import { useTestServer } from './support/use-test-server';

const guide = readFileSync('docs/editors/add-a-country.md', 'utf8');
const [members, named] = [...guide.matchAll(/```json\n([\s\S]*?)```/g)].map((block) => JSON.parse(block[1] ?? 'null') as CountryEntry);
const shipped = JSON.parse(readFileSync(countriesFile, 'utf8')) as CountriesFile;
const languages = ['en', 'fr-be', 'nl-be'] as const;

/** Step 1 on a copy of the shipped file (the members' country after Belgium, the named one last), then `change`. */
function copyWithGuideCountries(dir: string, change: (countries: CountryEntry[]) => CountryEntry[] = (countries) => countries): string {
  const countries = [...shipped.countries];
  countries.splice(countries.findIndex((entry) => entry.code === 'BE') + 1, 0, members!);
  countries.push(named!);
  const path = join(dir, 'countries.json');
  writeFileSync(path, JSON.stringify({ ...shipped, countries: change(countries) }, null, 2));
  return path;
}

const check = (file: string) =>
  spawnSync('npm', ['run', '--silent', 'check:catalogues', '--', '--countries', file], { encoding: 'utf8', timeout: 60_000 });

const { server } = useTestServer({ countriesFile: copyWithGuideCountries(fileFolder('miles-countries-guide-')) });

describe('the guide "Add a country"', () => {
  it('shows a country members live in, with a new id and code, and a country only named, each in the three languages', () => {
    expect(members).toMatchObject({ id: 5, code: 'CH' });
    expect(named?.id).toBeUndefined();
    for (const country of [members, named])
      expect(shipped.countries.some((entry) => entry.code === country?.code || (entry.id ?? 0) === country?.id)).toBe(false);
    expect(Object.keys(members?.names ?? {})).toEqual(languages);
    expect(Object.keys(named?.names ?? {})).toEqual(languages);
  });

  it('2. the check accepts the copy', () => {
    const result = check(copyWithGuideCountries(testFolder('miles-countries-check-')));
    expect(result.stderr).toBe('');
    const where = shipped.countries.filter((entry) => entry.id !== undefined).length + 1;
    expect(result.stdout.split('\n')).toContain(
      `Countries are valid: ${shipped.countries.length + 2} countries, ${where} where members live.`,
    );
    expect(guide).toContain(`Countries are valid: ${shipped.countries.length + 2} countries, ${where} where members live.`);
  });

  it('3. the sign-up lists the country members live in, where the file puts it, in the request’s language', async () => {
    for (const language of languages) {
      const answer = await call(server.app, 'GET', 'miles/countries_light', { headers: { 'accept-language': language } });
      const countries = json<Schemas['Country'][]>(answer);
      countries.forEach((country) => expectContract('Country', country));
      const at = countries.findIndex((entry) => entry.code === 'BE');
      expect(countries[at + 1]).toEqual({
        id: members?.id,
        code: members?.code,
        name: members?.names[language],
        url: members?.url,
        languages: [
          { code: 'fr-be', name: 'Français (Belgique)' },
          { code: 'en', name: 'English' },
        ],
      });
      // The country only named is no country to live in.
      expect(countries.map((entry) => entry.code)).not.toContain(named?.code);
    }
  });

  it('3. a delivery address in either country shows it named beside its code, in the request’s language', async () => {
    const member = await newMember(server, 'countries-guide-address');
    const basketId = await basketIdOf(server, member.token);
    for (const country of [members, named]) {
      const address = { name: 'Test Member', line: 'Hauptstrasse 1', postcode: '4051', city: 'Basel', country_code: country?.code };
      const saved = await call(server.app, 'PATCH', `baskets/${basketId}`, { token: member.token, body: { delivery_address: address } });
      expect(saved.statusCode, saved.body).toBe(200);
      for (const language of languages) {
        const answer = await call(server.app, 'GET', `baskets/${basketId}`, {
          token: member.token,
          headers: { 'accept-language': language },
        });
        const basket = json<Schemas['Basket']>(answer);
        expectContract('Basket', basket);
        expect(basket.delivery_address).toEqual({ ...address, country: country?.names[language] });
      }
    }
  });

  it('3. a member chooses it on the profile, which names it in the member’s language', async () => {
    const member = await newMember(server, 'countries-guide');
    const saved = await call(server.app, 'PATCH', 'user_light/profile', { token: member.token, body: { country_id: members?.id } });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const language of languages) {
      const answer = await call(server.app, 'GET', 'user_light/profile', { token: member.token, headers: { 'accept-language': language } });
      expect(json<Schemas['UserProfile']>(answer).country).toEqual({
        id: members?.id,
        code: members?.code,
        name: members?.names[language],
      });
    }
    // A country only named has no id to choose.
    const refused = await call(server.app, 'PATCH', 'user_light/profile', { token: member.token, body: { country_id: 999 } });
    expect(refused.statusCode).toBe(422);
  });
});

describe('the problems the guide quotes', () => {
  // Where step 1 puts the members' country in the copy.
  const at = shipped.countries.findIndex((entry) => entry.code === 'BE') + 1;
  const broken = {
    'a repeated id': {
      change: (countries: CountryEntry[]) => countries.map((entry) => (entry.code === members?.code ? { ...entry, id: 3 } : entry)),
      problem: `countries.json#/countries/${at}/id: 3 is already the id of another one in this file`,
    },
    'a language missing': {
      change: (countries: CountryEntry[]) =>
        countries.map((entry) =>
          entry.code === members?.code ? { ...entry, names: { en: 'Switzerland', 'fr-be': 'Suisse' } as CountryEntry['names'] } : entry,
        ),
      problem: `countries.json#/countries/${at}/names: must have required property 'nl-be'`,
    },
    'an id without its site': {
      change: (countries: CountryEntry[]) =>
        countries.map((entry) => (entry.code === members?.code ? { ...entry, url: undefined } : entry)),
      problem: `countries.json#/countries/${at}: must have property url when property id is present`,
    },
  };

  for (const [name, { change, problem }] of Object.entries(broken)) {
    it(`${name}: refused by the check and by the server's start`, async () => {
      expect(guide).toContain(problem);
      const file = copyWithGuideCountries(testFolder('miles-countries-broken-'), change);
      const result = check(file);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(problem);
      await expect(buildServer({ countriesFile: file })).rejects.toThrow(problem);
    });
  }

  it('a country given another id than the one the database knows it by: refused by the server’s start', async () => {
    const belgium = shipped.countries.findIndex((entry) => entry.code === 'BE');
    const problem = `countries.json#/countries/${belgium}/id: BE is country 4 in the database: give it back its id 4`;
    expect(guide).toContain(problem);
    const file = join(testFolder('miles-countries-moved-'), 'countries.json');
    const countries = shipped.countries.map((entry) => (entry.code === 'BE' ? { ...entry, id: 9 } : entry));
    writeFileSync(file, JSON.stringify({ ...shipped, countries }, null, 2));
    // The check reads the file alone, which is sound; the start compares it with the database members refer to.
    expect(check(file).status).toBe(0);
    await expect(buildServer({ db: server.db, countriesFile: file })).rejects.toThrow(problem);
    const rows = await server.db.query<{ id: number }>("SELECT id FROM countries WHERE code = 'BE'");
    expect(rows).toEqual([{ id: 4 }]);
  });
});
