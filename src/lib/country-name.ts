// A country's name in the member's language, by its ISO code. The programme names its countries in one editors' file
// (server/reference/data/countries.json), which the API answers in the request's language (GET countries_light/names):
// a page that names a country reads that list (src/blocks/data/use-country-names.ts) and names each code from it. A
// code the list does not have, or one named before the list has come, shows as the code: never a name from elsewhere.

/** The programme's names of its countries in one language, by ISO code. */
export type CountryNames = ReadonlyMap<string, string>;

/** The API's list (GET countries_light/names) as names by code. */
export function countryNamesOf(list: readonly { code: string; name: string }[]): CountryNames {
  return new Map(list.map(({ code, name }) => [code.toUpperCase(), name]));
}

/** `code`'s name among the programme's `names` ("BE" → Belgique in French); the code itself when they have none. */
export function namedCountry(code: string, names: CountryNames | null): string {
  return names?.get(code.toUpperCase()) ?? code;
}
