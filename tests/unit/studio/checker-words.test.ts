// The config checker's problems in the studio's language: the French and Dutch strings have words for every problem
// the checker names (and for no name it does not use), and a real problem of a broken config is said in French and
// Dutch with its values, its list and menu in words; a problem without words stays in the checker's English.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import type { PageConfig } from '@/generated/config';
import { problemText } from '@/studio/problem-text';
import fr from '@/studio/strings/fr-be.json';
import nl from '@/studio/strings/nl-be.json';
import { checkConfig } from '../../../server/config-check/check';
import { cleanupCopies, copyConfig } from '../../config/helpers';

afterEach(cleanupCopies);

const sources = [
  ...readdirSync('server/config-check').map((name) => join('server/config-check', name)),
  'src/contract/route-table.ts',
].filter((file) => file.endsWith('.ts'));
const text = sources.map((file) => readFileSync(file, 'utf8')).join('\n');
/** The words of the checker's own problems (a schema rule's words are optional: `schema.<keyword>`). */
const named = (catalogue: { checker: Record<string, unknown> }) =>
  Object.keys(catalogue.checker).filter((key) => !['lists', 'menus', 'schema'].includes(key));

describe('the checker’s words', () => {
  it('French and Dutch name the same problems, each one the checker names', () => {
    expect(named(nl).sort()).toEqual(named(fr).sort());
    // A name the checker writes whole, or as its base and the language's variant (`routeIdTwice` + `InLanguage`).
    const unused = named(fr).filter((key) => !text.includes(`'${key}'`) && !text.includes(`'${key.replace(/InLanguage$/, '')}'`));
    expect(unused).toEqual([]);
    const keys = [...text.matchAll(/\bkey: '([A-Za-z]+)'/g)].map((m) => m[1] as string);
    expect(keys.length).toBeGreaterThan(20);
    expect(keys.filter((key) => !named(fr).includes(key))).toEqual([]);
  });

  it('says a broken config’s problems in the studio’s language, with their values', async () => {
    // The schema's rules come first (a file that breaks its schema stops the rest): one copy each.
    const schemaBroken = copyConfig();
    schemaBroken.edit<PageConfig>('config/pages/faq.json', (page) => {
      (page as unknown as Record<string, unknown>).colour = 'red';
    });
    const menuBroken = copyConfig();
    menuBroken.edit<{ member: { route: string; label: string }[] }>('config/navigation.json', (menus) => {
      menus.member.push({ route: 'nowhere', label: 'nav.home' });
    });
    const problems = [...checkConfig(schemaBroken.root), ...checkConfig(menuBroken.root)];
    const say = async (language: string) => {
      const i18n = createInstance();
      await i18n.init({
        resources: { [language]: { studio: language === 'fr-be' ? fr : nl } },
        lng: language,
        lowerCaseLng: true,
        ns: ['studio'],
        defaultNS: 'studio',
        interpolation: { escapeValue: false },
      });
      return problems.map((problem) => problemText(problem, i18n.t, (key) => i18n.exists(key)));
    };
    expect(await say('fr-be')).toEqual([
      'propriété inconnue «\u00a0colour\u00a0»',
      'identifiant de route inconnu «\u00a0nowhere\u00a0» pour le menu des membres',
    ]);
    expect(await say('nl-be')).toEqual(['onbekende eigenschap ‘colour’', 'onbekende route-id ‘nowhere’ voor het menu van de leden']);
  });

  it('keeps the checker’s English where the language has no words for a problem', async () => {
    const i18n = createInstance();
    await i18n.init({ resources: { 'fr-be': { studio: fr } }, lng: 'fr-be', lowerCaseLng: true, ns: ['studio'], defaultNS: 'studio' });
    const problem = { file: 'f', pointer: '', message: 'must be string', key: 'schema.notAKeyword', params: {} };
    expect(problemText(problem, i18n.t, (key) => i18n.exists(key))).toBe('must be string');
    expect(problemText({ file: 'f', pointer: '', message: 'as it is' }, i18n.t, (key) => i18n.exists(key))).toBe('as it is');
  });
});
