// The studio's forms say the config schemas' titles and descriptions in the studio's language: the French and Dutch
// catalogues hold every text of every generated form (a block kind's name is a value and stays as it is), English
// has words for every title that is a type name, and no catalogue keeps a text no schema says any more.
import { describe, expect, it } from 'vitest';
import { configFormLoaders } from '@/generated/config-forms';
import { loadSchemaTexts, schemaTextIn } from '@/studio/schema-texts';

async function schemaTexts(): Promise<Set<string>> {
  const texts = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'title' || key === 'description') && typeof value === 'string') texts.add(value);
      else walk(value);
    }
  };
  for (const load of Object.values(configFormLoaders)) walk((await load()).schema);
  return texts;
}

const isName = (text: string) => /^[a-z]+(-[a-z]+)*$/.test(text);
const isTypeName = (text: string) => /^[A-Z][A-Za-z]+$/.test(text);

describe("the config schemas' words in the studio's languages", () => {
  it.each(['fr-be', 'nl-be'])('%s has every title and description of the forms, and nothing else', async (language) => {
    const texts = await schemaTexts();
    const catalogue = await loadSchemaTexts(language);
    expect([...texts].filter((text) => !isName(text) && !Object.hasOwn(catalogue, text))).toEqual([]);
    expect(Object.keys(catalogue).filter((text) => !texts.has(text))).toEqual([]);
    // A placeholder or a code in the text stays in the words.
    for (const [english, words] of Object.entries(catalogue))
      for (const kept of english.match(/\{\{[^}]+\}\}|`[^`]+`/g) ?? []) expect(words, english).toContain(kept);
  });

  it('English names every type-name title in words, and a text without words stays as the schema says it', async () => {
    const texts = await schemaTexts();
    const catalogue = await loadSchemaTexts('en');
    expect([...texts].filter((text) => isTypeName(text) && !Object.hasOwn(catalogue, text))).toEqual([]);
    expect(Object.keys(catalogue).filter((text) => !texts.has(text))).toEqual([]);
    expect(schemaTextIn(catalogue, 'DataViewBlockProps')).toBe('Data view');
    expect(schemaTextIn(catalogue, 'Route id.')).toBe('Route id.');
    expect(await loadSchemaTexts('de')).toEqual({});
  });
});
