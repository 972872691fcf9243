// The config schemas' own words (each property's title and description, which the studio's forms show as labels and
// help) in the studio's language: a catalogue per language keyed by the schema's English text
// (strings/schema-texts/<language>.json), loaded with the form. English needs words only for the titles that are type
// names ("DataViewBlockProps" reads "Data view"). A text the catalogue lacks is shown as the schema says it, and a test
// holds the French and Dutch catalogues to every text of the generated forms.
const catalogues = import.meta.glob<Record<string, string>>('./strings/schema-texts/*.json', { import: 'default' });

/** The catalogue of `language` (empty for a language it has none for). */
export async function loadSchemaTexts(language: string): Promise<Readonly<Record<string, string>>> {
  const load = catalogues[`./strings/schema-texts/${language}.json`];
  return load ? load() : {};
}

/**
 * What the form is given as its context: the catalogue itself, not a function of it, because the engine compares a
 * new context with the old one and takes any two functions for equal, so a catalogue that arrives after the form's
 * first render would never be drawn.
 */
export interface SchemaTextContext {
  schemaTexts: Readonly<Record<string, string>>;
}

/** A schema's text in the catalogue's words, or as the schema says it. */
export function schemaTextIn(catalogue: Readonly<Record<string, string>>, english: string): string {
  return Object.hasOwn(catalogue, english) ? (catalogue[english] ?? english) : english;
}
