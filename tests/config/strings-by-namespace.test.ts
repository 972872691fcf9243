// The code every page may show (the app's shell and the member's header, the router's own answers, the renderer,
// the blocks, forms, content items and interface parts) says only strings of the `shell` namespace: a page whose
// template names no other namespace (a member's not-found page, a content page) shows it too, before or without the
// others (src/platform/i18n.ts). A string of another group there shows as its key on such a page.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import shell from '../../config/locales/en/shell.json';
import { testFolder } from '../support/temp-dir';

const everyPage = ['src/app', 'src/router', 'src/renderer', 'src/blocks', 'src/forms', 'src/cms', 'src/ui'];

const sources = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(folder, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(folder, entry.name)] : [],
  );

/** `file: key` for every literal `t('group.…')` whose group is not in the shell namespace. */
function stringsOutsideTheShell(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([A-Za-z]+)\.([^']+)'/g)]
      .filter(([, group]) => !Object.hasOwn(shell, group!))
      .map(([, group, rest]) => `${file}: ${group}.${rest}`),
  );
}

describe('the strings every page may show', () => {
  it('are all in the shell namespace', () => {
    const files = everyPage.flatMap(sources);
    expect(files.length).toBeGreaterThan(100);
    expect(stringsOutsideTheShell(files)).toEqual([]);
  });

  it('a string of a page group there is found (so a green run means something)', () => {
    const folder = testFolder('shell-strings-');
    writeFileSync(join(folder, 'header-basket.tsx'), "export const Basket = () => t('shop.headerBasket', { count });\n");
    expect(stringsOutsideTheShell(sources(folder))).toEqual([`${folder}/header-basket.tsx: shop.headerBasket`]);
  });
});
