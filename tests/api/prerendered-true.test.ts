/** @vitest-environment node */
// Which prerendered guests' pages a live version leaves true (server/studio/prerendered-true.ts): a member page's
// config, the member's route list and another language's routes leave them; a public page's config, the menus, the
// public routes, that language's routes and any strings do not.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LiveConfig } from '../../src/contract/live-config';
import { builtPathFor, prerenderedTrue } from '../../server/studio/prerendered-true';

const shipped = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const live = (...files: string[]): LiveConfig => ({ version: 1, files: Object.fromEntries(files.map((file) => [file, shipped(file)])) });

describe('the prerendered pages a live version leaves true', () => {
  it('in every language: a member page, the member’s routes', () => {
    const version = live('config/pages/my-bookings.json', 'config/pages/my-favorites.json', 'config/routes/private.json');
    for (const language of ['en', 'fr-be', 'nl-be']) expect(prerenderedTrue(version, language), language).toBe(true);
  });

  it('in the other languages only: a language’s routes', () => {
    const version = live('config/routes/overlays/fr-be.json');
    expect([prerenderedTrue(version, 'en'), prerenderedTrue(version, 'fr-be'), prerenderedTrue(version, 'nl-be')]).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('in no language: a public page, the menus, the public routes, strings, the app', () => {
    for (const file of [
      'config/pages/faq.json',
      'config/pages/login.json',
      'config/navigation.json',
      'config/routes/public.json',
      'config/routes/tracked.json',
      'config/locales/nl-be/shell.json',
      'config/app.json',
    ])
      expect(prerenderedTrue(live(file), 'en'), file).toBe(false);
  });

  it('a member page a public route of the live version shows is a public page', () => {
    const routes = shipped('config/routes/public.json') as { routes: object[] };
    const version = live('config/pages/my-bookings.json');
    version.files['config/routes/public.json'] = {
      ...routes,
      routes: [...routes.routes, { id: 'bookings-open', path: '/bookings', page: 'my-bookings' }],
    };
    expect(prerenderedTrue(version, 'en')).toBe(false);
  });
});

describe('the built page whose links serve a live public route the build has no page for', () => {
  const routes = shipped('config/routes/public.json') as { routes: object[] };
  const built = ['/', '/faq', '/about-us', '/discover/the-programme', '/legal-mentions'];

  it('a new page of a content template: a built page of that template; a template no built page has: none', () => {
    const version: LiveConfig = {
      version: 2,
      files: {
        'config/pages/team-news.json': { template: 'public-page', title: 'pages.aboutUs.title', content: { url: '/about-us' } },
        'config/routes/public.json': { ...routes, routes: [...routes.routes, { id: 'team-news', path: '/team-news', page: 'team-news' }] },
      },
    };
    expect(builtPathFor(version, 'en', '/team-news', built)).toBe('/about-us');
    expect(builtPathFor(version, 'en', '/team-news', ['/faq'])).toBeNull();
    // A path no live route has, and a built page's own path: none.
    expect(builtPathFor(version, 'en', '/no-such-path', built)).toBeNull();
    expect(builtPathFor(version, 'en', '/faq', built)).toBeNull();
  });

  it('a route a market team moved: the built page of its path as shipped', () => {
    const overlay = shipped('config/routes/overlays/fr-be.json') as { change: object[] };
    const version: LiveConfig = {
      version: 3,
      files: {
        'config/routes/overlays/fr-be.json': { ...overlay, change: [...overlay.change, { route: 'programme', path: '/decouvrir' }] },
      },
    };
    expect(builtPathFor(version, 'fr-be', '/decouvrir', built)).toBe('/discover/the-programme');
    expect(builtPathFor(version, 'en', '/decouvrir', built)).toBeNull();
  });
});
