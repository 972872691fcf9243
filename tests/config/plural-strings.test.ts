// Runs in node, like check-config.test.ts (the checker only uses node:fs).
// A count in a sentence must go through i18next's plural keys (key_one, key_other, … as Intl.PluralRules
// names the language's categories), or "1 children" reaches a page; the config checker refuses it.
import { afterEach, describe, expect, it } from 'vitest';
import { checkConfig } from '../../server/config-check/check';
import { formatProblem } from '../../server/config-check/problem';
import { cleanupCopies, copyConfig, projectRoot, setTranslation } from './helpers';

afterEach(cleanupCopies);

const languages = ['en', 'fr-be', 'nl-be'] as const;
const pluralProblem = (line: string) => line.includes('plural');

describe('plural forms of counted strings', () => {
  it('the real config writes every counted sentence with plural forms', () => {
    expect(checkConfig(projectRoot).map(formatProblem).filter(pluralProblem)).toEqual([]);
  });

  it('refuses a {{count}} in a sentence without plural forms, in every language that has it', () => {
    const copy = copyConfig();
    for (const language of languages) setTranslation(copy, language, 'hotels.demo.guests', 'up to {{count}} children');
    expect(copy.problems()).toEqual(
      languages.map(
        (language) =>
          `config/locales/${language}/pages.json#/hotels/demo/guests: "{{count}}" in a sentence needs plural forms: ` +
          'hotels.demo.guests_one, hotels.demo.guests_other',
      ),
    );
  });

  it('accepts a count shown alone as a figure, in brackets or after a colon', () => {
    const copy = copyConfig();
    for (const language of languages) {
      setTranslation(copy, language, 'hotels.demo.label', 'Basket ({{count}})');
      setTranslation(copy, language, 'hotels.demo.value', 'Quantity : {{count}}');
    }
    expect(copy.problems()).toEqual([]);
  });

  it('accepts plural forms, and refuses a set that lacks a form the language needs', () => {
    const copy = copyConfig();
    for (const language of languages) {
      setTranslation(copy, language, 'hotels.demo.nights_one', '{{count}} night');
      setTranslation(copy, language, 'hotels.demo.nights_other', '{{count}} nights');
    }
    expect(copy.problems()).toEqual([]);
    for (const language of languages) setTranslation(copy, language, 'hotels.demo.rooms_other', '{{count}} rooms');
    expect(copy.problems()).toEqual(
      languages.map(
        (language) =>
          `config/locales/${language}/pages.json#/hotels/demo/rooms_other: plural forms of "hotels.demo.rooms" lack hotels.demo.rooms_one`,
      ),
    );
  });
});
