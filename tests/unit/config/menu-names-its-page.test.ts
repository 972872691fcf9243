// @vitest-environment node
// A menu entry says where it leads: where the programme's English menu names a page by its heading, every
// language does too, so a member who follows "Acties" lands on "Acties", not on "Animaties".
import { describe, expect, it } from 'vitest';
import { readLocaleTree } from '../../../server/reference/locale-strings';

type Words = { nav: Record<string, string>; pages: Record<string, { title?: string }> };
const read = (language: string) => readLocaleTree(language) as Words;

const english = read('en');
const named = Object.keys(english.nav).filter((key) => english.nav[key] === english.pages[key]?.title);

describe('the menu and the page headings', () => {
  it('name the same pages in English as in the other languages', () => {
    expect(named).toEqual(expect.arrayContaining(['declareBooking', 'animations', 'mySponsorships', 'myFavorites']));
  });

  it.each(['fr-be', 'nl-be'])('%s: a menu entry and the heading of its page say the same', (language) => {
    const words = read(language);
    const differing = named
      .filter((key) => words.nav[key] !== words.pages[key]?.title)
      .map((key) => `nav.${key} "${words.nav[key]}" ≠ pages.${key}.title "${words.pages[key]?.title}"`);
    expect(differing).toEqual([]);
  });
});
