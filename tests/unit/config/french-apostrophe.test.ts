// @vitest-environment node
// French is written with the typographic apostrophe (l’hôtel), one way on every page: the portal's words and
// every French text of the server's data files (content pages, catalogues, history lines).
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeNamespaces } from '../../../server/reference/locale-strings';

const root = resolve(__dirname, '../../..');
const straight = /(?<=\p{L})'(?=\p{L})/u;

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(path);
    return entry.name.endsWith('.json') ? [path] : [];
  });
}

/** Pointers of French texts with a straight apostrophe between letters. */
function straightIn(value: unknown, french: boolean, pointer: string): string[] {
  if (typeof value === 'string') return french && straight.test(value) ? [pointer] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => straightIn(item, french, `${pointer}/${index}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => straightIn(item, french || key === 'fr-be', `${pointer}/${key}`));
  return [];
}

describe('French texts', () => {
  it('use the typographic apostrophe', () => {
    const portalWords = localeNamespaces('fr-be').map(({ file }) => join(root, file));
    expect(portalWords.length).toBeGreaterThan(0);
    const files = [...portalWords, ...jsonFiles(join(root, 'server')).filter((file) => !file.includes('node_modules'))];
    const found = files.flatMap((file) => {
      const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
      return straightIn(data, portalWords.includes(file), '').map((pointer) => `${relative(root, file)}#${pointer}`);
    });
    expect(found).toEqual([]);
  });
});
