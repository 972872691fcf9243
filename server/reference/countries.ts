// The countries the programme names, each in the three languages: the editors' file
// server/reference/data/countries.json (docs/editors/add-a-country.md), read and checked when the server starts: a broken
// file stops the start with its `file#/pointer`. A country members live in (the sign-up's and the profile's list) also
// has an id, its site and its languages, and is a row of the countries table (countries-table.ts), which members' profiles
// refer to; a country only named (a hotel's, an address abroad) has its code and names. Every country name an answer
// gives comes from this file, in the request's language.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readJsonFile, repeatedIds } from '../data-files/json-folder';
import type { CountriesFile, CountryEntry } from '../generated/catalogues';
import type { Schemas } from '../http/api-types';
import type { LanguageCode } from '../http/request-language';

const here = dirname(fileURLToPath(import.meta.url));
export const countriesFile = join(here, 'data/countries.json');

/** A country members live in: the schema requires its url and languages with its id. */
export type MembersCountry = CountryEntry & Required<Pick<CountryEntry, 'id' | 'url' | 'languages'>>;

/** The countries of `file`, in the file's order; throws every problem as `file#/pointer: message`. */
export function readCountries(file: string = countriesFile): readonly CountryEntry[] {
  // The file's own name is put before each problem by readJsonFile.
  const inFile = (countries: readonly CountryEntry[]) => [{ name: '', file: countries }];
  return readJsonFile<CountriesFile>({
    file,
    schemaFile: join(here, '../../schemas/catalogues/countries.schema.json'),
    what: 'The countries file',
    fileRules: ({ countries }) => [
      ...repeatedIds(inFile(countries), (list) =>
        list.flatMap((country, i) => (country.id === undefined ? [] : [{ id: country.id, at: `/countries/${i}/id` }])),
      ),
      ...repeatedIds(inFile(countries), (list) => list.map((country, i) => ({ id: country.code, at: `/countries/${i}/code` }))),
    ],
  }).countries;
}

/** The countries members live in, in the file's order (the sign-up's and the profile's list). */
export function membersCountries(countries: readonly CountryEntry[]): MembersCountry[] {
  return countries.filter((country): country is MembersCountry => country.id !== undefined);
}

/** `code`'s name in `language` ("BE" → Belgium, Belgique, België); undefined for a code the file does not have. */
export function countryName(countries: readonly CountryEntry[], code: string, language: LanguageCode): string | undefined {
  const wanted = code.toUpperCase();
  return countries.find((country) => country.code === wanted)?.names[language];
}

/**
 * Names a country code in one language, for an answer that shows a code: its name in the countries file, or the code
 * itself for a code the file does not have (a country taken out of the file after an address was kept in it), never a
 * name from elsewhere. The portal shows that name as it is: it names no country itself.
 */
export type CountryNamer = (code: string) => string;

/** The namer of `language` over the countries file. */
export function countryNamer(countries: readonly CountryEntry[], language: LanguageCode): CountryNamer {
  return (code) => countryNames(countries, code)[language];
}

/** `code`'s names in every language, as a namer gives them (the code itself in each for a code the file lacks). */
export function countryNames(countries: readonly CountryEntry[], code: string): CountryEntry['names'] {
  const wanted = code.toUpperCase();
  return countries.find((country) => country.code === wanted)?.names ?? { en: code, 'fr-be': code, 'nl-be': code };
}

/**
 * A kept delivery address as an answer shows it back: its country named beside its code. A name it already holds (an
 * answer kept for an Idempotency-Key, given again) is named again, in the language of the request answered.
 */
export function namedAddress(address: Schemas['DeliveryAddress'], name: CountryNamer): Schemas['DeliveredAddress'] {
  return { ...address, country: name(address.country_code) };
}
