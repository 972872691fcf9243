// The countries table follows the countries file (countries.ts) at every start: members' profiles refer to a country by
// its id (users.country_id), so each country members live in is a row, written with its code, English name (what the
// back office reads) and site, and its languages (country_languages). A row the file no longer lists as a members'
// country stays (profiles may still refer to it) without languages: neither the sign-up nor the profile offers it.
import type { Db } from '../db/db';
import type { CountryEntry } from '../generated/catalogues';
import { membersCountries } from './countries';

/**
 * Writes the file's countries into the table. A code the table holds under another id stops the start: the file gave a
 * country a new id, which would move every member of the old one.
 */
export async function syncCountries(db: Db, countries: readonly CountryEntry[]): Promise<void> {
  const listed = membersCountries(countries);
  const rows = listed.map(({ id, code, names, url }) => ({ id, code, name: names.en, url }));
  await db.transaction(async (tx) => {
    const held = await tx.query<{ id: number; code: string }>('SELECT id, code FROM countries');
    const moved = held.flatMap((row) => {
      const at = countries.findIndex((country) => country.code === row.code);
      const id = countries[at]?.id;
      return id === undefined || id === row.id
        ? []
        : [`countries.json#/countries/${at}/id: ${row.code} is country ${row.id} in the database: give it back its id ${row.id}`];
    });
    if (moved.length > 0) throw new Error(`The countries file does not fit the database:\n${moved.join('\n')}`);
    // Written only where they differ: a start that changes nothing writes nothing.
    await tx.query(
      `INSERT INTO countries (id, code, name, url)
       SELECT c.id, c.code, c.name, c.url FROM jsonb_to_recordset($1::jsonb) AS c (id integer, code text, name text, url text)
       ON CONFLICT (id) DO UPDATE SET code = EXCLUDED.code, name = EXCLUDED.name, url = EXCLUDED.url
       WHERE (countries.code, countries.name, countries.url) IS DISTINCT FROM (EXCLUDED.code, EXCLUDED.name, EXCLUDED.url)`,
      [JSON.stringify(rows)],
    );
    const languages = listed.flatMap(({ id, languages: codes }) =>
      codes.map((language_code, position) => ({ country_id: id, language_code, position })),
    );
    await tx.query(
      `DELETE FROM country_languages cl
        WHERE NOT EXISTS (SELECT 1 FROM jsonb_to_recordset($1::jsonb) AS l (country_id integer, language_code text)
                           WHERE l.country_id = cl.country_id AND l.language_code = cl.language_code)`,
      [JSON.stringify(languages)],
    );
    await tx.query(
      `INSERT INTO country_languages (country_id, language_code, position)
       SELECT l.country_id, l.language_code, l.position
         FROM jsonb_to_recordset($1::jsonb) AS l (country_id integer, language_code text, position integer)
       ON CONFLICT (country_id, language_code) DO UPDATE SET position = EXCLUDED.position
       WHERE country_languages.position <> EXCLUDED.position`,
      [JSON.stringify(languages)],
    );
  });
}
