// The studio's search over the config: every word typed must be found in an entry (any case, any of its values,
// nested lists and objects included); an empty search keeps everything.
import { describe, expect, it } from 'vitest';
import { entryCount, searchConfig } from '@/studio/config-search';
import type { StudioConfig } from '@/studio/studio-api';

const config: StudioConfig = {
  pages: [
    { id: 'my-sponsorships', template: 'my-sponsorships', title: 'pages.mySponsorships.title', forms: ['sponsorship-invite'] },
    { id: 'faq', template: 'faq', title: 'pages.faq.title' },
  ],
  routes: [
    { language: 'fr-be', list: 'private', id: 'my-sponsorships', path: '/mes-parrainages', page: 'my-sponsorships', overlaid: true },
    { language: 'en', list: 'public', id: 'faq', path: '/faq', page: 'faq', overlaid: false },
  ],
  navigation: [{ menu: 'footer', route: 'faq', label: 'footer.faq' }],
  forms: [
    {
      id: 'sponsorship-invite',
      operation: 'createSponsorship',
      fields: ['email'],
      labels: [
        {
          field: 'email',
          key: 'forms.fields.colleagueEmail',
          texts: {
            en: 'Your colleague’s e-mail address',
            'fr-be': 'Adresse e-mail de votre collègue',
            'nl-be': 'E-mailadres van uw collega',
          },
        },
      ],
    },
  ],
  files: ['config/navigation.json', 'config/locales/fr-be/pages.json'],
  contentPages: [{ url: '/faq', titles: { en: 'Questions', 'fr-be': 'Vos questions fréquentes' }, draft: false, pages: ['faq'] }],
};

describe('the studio’s search', () => {
  it('keeps everything for an empty search', () => {
    expect(searchConfig(config, '  ')).toEqual(config);
    expect(entryCount(config)).toBe(9);
  });

  it('keeps the entries holding every word, in any case and in nested lists', () => {
    const found = searchConfig(config, 'SPONSORSHIP-invite');
    expect(found.pages.map((p) => p.id)).toEqual(['my-sponsorships']);
    expect(found.forms.map((f) => f.id)).toEqual(['sponsorship-invite']);
    expect(found.routes).toEqual([]);
    expect(searchConfig(config, 'fr-be parrainages').routes.map((r) => r.path)).toEqual(['/mes-parrainages']);
    expect(entryCount(searchConfig(config, 'faq nothing'))).toBe(0);
    expect(searchConfig(config, 'LOCALES fr-be').files).toEqual(['config/locales/fr-be/pages.json']);
  });

  it('finds a form by a word of a field’s label in any language', () => {
    expect(searchConfig(config, 'collega').forms.map((form) => form.id)).toEqual(['sponsorship-invite']);
  });

  it('finds a content page by a word of its title in any language (values of nested objects)', () => {
    expect(searchConfig(config, 'fréquentes').contentPages.map((page) => page.url)).toEqual(['/faq']);
    expect(searchConfig(config, 'fréquentes').pages).toEqual([]);
  });
});
