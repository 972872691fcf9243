// A page loads `shell`'s strings and the namespaces its template names in schemas/config/templates.json, nothing else
// (src/platform/i18n.ts, for a guest and a member alike). So the code every page may show (the app's shell and the
// member's header, the router's own answers, the renderer, the blocks, forms, content items and interface parts)
// says only `shell`'s strings, and a template, with every module it imports, only those of `shell` and of the
// namespaces it names. A string of another group shows as its key on a page that has not loaded it (a member's
// not-found page, a content page opened first). Literal keys are read: `'group.…'` and `` `group.${…}` `` for every
// group the locale files have.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import templates from '../../schemas/config/templates.json';
import { testFolder } from '../support/temp-dir';
import { everyPage, ownModules, sources, src, templateModules, withoutComments } from '../support/template-modules';

const namespaces = readdirSync('config/locales/en').map((file) => file.replace(/\.json$/, ''));
const groupsOf = new Map(
  namespaces.map((namespace) => [
    namespace,
    Object.keys(JSON.parse(readFileSync(`config/locales/en/${namespace}.json`, 'utf8')) as object),
  ]),
);

/** Every group of every namespace: a literal `'group.…'` in the code is a string's key. */
const anyGroup = new Set([...groupsOf.values()].flat());

/** `file: key` for every literal key of `files` (in a `t()` call or handed to one) whose group is not among `groups`. */
function stringsOutside(files: readonly string[], groups: ReadonlySet<string>): string[] {
  return files.flatMap((file) =>
    [...withoutComments(readFileSync(file, 'utf8')).matchAll(/['`]([a-z][A-Za-z]*)\.([A-Za-z_][\w.]*(?:\$\{)?)/g)]
      .filter(([, group]) => anyGroup.has(group!) && !groups.has(group!))
      .map(([, group, rest]) => `${file.replace(`${src}/`, 'src/')}: ${group}.${rest!.replace(/\$\{$/, '')}`),
  );
}

const namedBy = (template: string) =>
  Object.entries(templates.strings).flatMap(([namespace, list]) => (Array.isArray(list) && list.includes(template) ? [namespace] : []));
const groupsIn = (...names: string[]) => new Set(names.flatMap((namespace) => groupsOf.get(namespace) ?? []));

describe('the strings a page says', () => {
  it('are, for the code every page may show, all in the shell namespace', () => {
    const files = everyPage.flatMap(sources);
    expect(files.length).toBeGreaterThan(100);
    expect(stringsOutside(files, groupsIn('shell'))).toEqual([]);
  });

  it('are, for each template and what it imports, in the shell or a namespace the template names', () => {
    expect(templateModules.length).toBeGreaterThan(30);
    const outside = templateModules.flatMap(({ name, module }) =>
      stringsOutside(ownModules(module), groupsIn('shell', ...namedBy(name))).map((found) => `${name} → ${found}`),
    );
    expect(outside).toEqual([]);
  });

  it('outside those namespaces are found (so a green run means something)', () => {
    const folder = testFolder('strings-by-namespace-');
    const header = join(folder, 'header-basket.tsx');
    writeFileSync(header, "import './count';\nexport const Basket = () => t('shop.headerBasket', { count });\n");
    writeFileSync(join(folder, 'count.ts'), 'export const label = (n: number) => t(`history.count`, { n });\n');
    expect(stringsOutside(ownModules(header), groupsIn('shell'))).toEqual([
      `${header}: shop.headerBasket`,
      `${join(folder, 'count.ts')}: history.count`,
    ]);
    expect(stringsOutside(ownModules(header), groupsIn('shell', 'pages'))).toEqual([]);
  });
});
