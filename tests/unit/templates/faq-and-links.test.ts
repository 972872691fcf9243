import { describe, expect, it } from 'vitest';
import { searchFaq } from '@/templates/faq/faq-search';
import { localizePath } from '@/ui/localize-path';
import { routeTableFor } from '@/router/active-table';

const categories = [
  {
    id: 'earning',
    title: 'Earning',
    entries: [
      {
        id: 'when-valid',
        title: 'Quand mes miles deviennent-ils valables ?',
        html: '<p>Ils restent <strong>en attente</strong> jusqu’à 7 jours après le départ.</p>',
      },
      { id: 'minimum-stay', title: 'Is there a minimum stay?', html: '<p>Some rates need 2 nights.</p>' },
    ],
  },
  { id: 'card', title: 'Card', entries: [{ id: 'cost', title: 'How much does a new card cost?', html: '<p>500 miles.</p>' }] },
];

describe('FAQ search', () => {
  it('keeps every question for an empty query', () => {
    expect(searchFaq(categories, '  ')).toEqual(categories);
  });

  it('matches all words in question or answer, ignoring case, accents and markup', () => {
    expect(searchFaq(categories, 'VALABLES attente').map((c) => c.entries.map((e) => e.id))).toEqual([['when-valid']]);
    expect(searchFaq(categories, 'apres depart')[0]?.entries[0]?.id).toBe('when-valid');
    expect(searchFaq(categories, 'strong')).toEqual([]);
    expect(searchFaq(categories, 'nights').map((c) => c.id)).toEqual(['earning']);
    expect(searchFaq(categories, 'card 500').map((c) => c.id)).toEqual(['card']);
  });
});

describe('links written by editors (English route paths)', () => {
  it('go to the language path of the same route, keeping query and hash', () => {
    const fr = routeTableFor('fr-be').public;
    expect(localizePath('/legal-mentions', fr)).toBe('/mentions-legales');
    expect(localizePath('/contact?subject=miles#form', fr)).toBe('/nous-contacter?subject=miles#form');
    expect(localizePath('/faq/earning/when-valid', fr)).toBe('/faq/earning/when-valid');
    expect(localizePath('/privacy-policy', routeTableFor('nl-be').private)).toBe('/privacybeleid');
  });

  it('stay as written when no route matches (a content-only page)', () => {
    expect(localizePath('/agency-days-2026', routeTableFor('fr-be').public)).toBe('/agency-days-2026');
  });
});
