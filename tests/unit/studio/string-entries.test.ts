// The strings form's view of a strings file (src/studio/string-entries.ts): one entry per text in the file's order,
// a text set, added (its groups made) or removed (an emptied group goes) with every other key where it was, and the
// new keys refused with why.
import { describe, expect, it } from 'vitest';
import { newKeyProblem, pathOf, pointerOf, stringEntries, textAt, withoutText, withText } from '@/studio/string-entries';

const file = {
  $schema: '../../../schemas/config/locale.schema.json',
  nav: { home: 'Home', faq: 'FAQ' },
  partners: { types: { all: 'All' } },
  title: 'Miles',
};

describe('a strings file in the studio’s form', () => {
  it('lists every text by its key’s path, in the file’s order, without $schema', () => {
    expect(stringEntries(file).map((entry) => [entry.path.join('.'), entry.text])).toEqual([
      ['nav.home', 'Home'],
      ['nav.faq', 'FAQ'],
      ['partners.types.all', 'All'],
      ['title', 'Miles'],
    ]);
  });

  it('sets, adds and removes a text with every other key where it was', () => {
    expect(Object.keys(withText(file, ['nav', 'home'], 'Start').nav as object)).toEqual(['home', 'faq']);
    expect((withText(file, ['nav', 'home'], 'Start').nav as { home: string }).home).toBe('Start');
    expect(withText(file, ['shop', 'basket', 'empty'], 'Empty')).toMatchObject({ shop: { basket: { empty: 'Empty' } } });
    expect(Object.keys(withText(file, ['shop', 'x'], 'X'))).toEqual(['$schema', 'nav', 'partners', 'title', 'shop']);
    expect(Object.keys(withoutText(file, ['partners', 'types', 'all']))).toEqual(['$schema', 'nav', 'title']);
    expect(Object.keys(withoutText(file, ['nav', 'home']))).toEqual(['$schema', 'nav', 'partners', 'title']);
    expect(withoutText(file, ['nav', 'nothing'])).toEqual(file);
  });

  it('refuses a new key that is malformed, taken, or under a text', () => {
    expect(newKeyProblem(file, 'nav.contact')).toBeNull();
    expect(newKeyProblem(file, 'shop.basket.empty')).toBeNull();
    expect(newKeyProblem(file, 'nav.home')).toBe('keyTaken');
    expect(newKeyProblem(file, 'nav')).toBe('keyTaken');
    expect(newKeyProblem(file, 'title.short')).toBe('keyUnderText');
    expect(newKeyProblem(file, 'nav..x')).toBe('keyFormat');
    expect(newKeyProblem(file, 'a b')).toBe('keyFormat');
    expect(pointerOf(['a/b', 'c~d'])).toBe('/a~1b/c~0d');
    expect(pathOf('/a~1b/c~0d')).toEqual(['a/b', 'c~d']);
  });

  it('reads a text by its path (another language’s, shown beside), nothing for a group or an absent key', () => {
    expect(textAt(file, ['partners', 'types', 'all'])).toBe('All');
    expect(textAt(file, ['partners', 'types'])).toBeUndefined();
    expect(textAt(file, ['nav', 'contact'])).toBeUndefined();
  });
});
