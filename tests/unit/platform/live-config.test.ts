/** @vitest-environment jsdom */
// The live config is read once, when its module first loads, and an answer naming a newer version stays known for
// the page's life: this file loads the modules again after putting its own live config in the page.
// What the portal does with the config the studio published (the server puts it in each page's head): each file it
// holds replaces the bundled one (pages, route lists and overlays, menus, strings); an API answer naming another
// version makes the next navigation a full page load, and not before.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { liveConfigElementId } from '@/contract/live-config';
import type { NavigationConfig, PageConfig, RouteOverlay } from '@/generated/config';

const overlayFile = 'config/routes/overlays/fr-be.json';
const overlay = JSON.parse(readFileSync(overlayFile, 'utf8')) as RouteOverlay;
const partnersOff: RouteOverlay = { ...overlay, change: [...(overlay.change ?? []), { route: 'partners', enabled: false }] };
const newPage: PageConfig = { template: 'public-page', title: 'pages.faq.title' };
const navigation = JSON.parse(readFileSync('config/navigation.json', 'utf8')) as NavigationConfig;
const shorterMenu: NavigationConfig = { ...navigation, guest: navigation.guest.slice(0, 1) };
const shell = JSON.parse(readFileSync('config/locales/en/shell.json', 'utf8')) as { nav: Record<string, string> };
const liveShell = { ...shell, nav: { ...shell.nav, faq: 'Questions, answered' } };

beforeAll(() => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = liveConfigElementId;
  element.textContent = JSON.stringify({
    version: 7,
    preview: { by: 'Eddie Editor' },
    files: {
      [overlayFile]: partnersOff,
      'config/pages/spring-offer.json': newPage,
      'config/navigation.json': shorterMenu,
      'config/locales/en/shell.json': liveShell,
    },
  });
  document.head.append(element);
  // The set-up file loaded the portal's modules before the element was there: they load again, reading it.
  vi.resetModules();
});

describe('the live config of the page', () => {
  it('replaces the bundled files it holds and leaves the others as shipped', async () => {
    const config = await import('@/platform/site-config');
    expect(config.overlayFor('fr-be')).toEqual(partnersOff);
    expect(config.overlayFor('nl-be')).toEqual(JSON.parse(readFileSync('config/routes/overlays/nl-be.json', 'utf8')));
    expect(config.pageConfig('spring-offer')).toEqual(newPage);
    expect(config.pageConfig('faq')).toEqual(JSON.parse(readFileSync('config/pages/faq.json', 'utf8')));
    expect(config.navigationConfig).toEqual(shorterMenu);
    const { liveConfig } = await import('@/platform/live-config');
    expect(liveConfig.preview).toEqual({ by: 'Eddie Editor', withProblems: false });
    const { routeTableFor } = await import('@/router/active-table');
    const offers = (language: 'fr-be' | 'nl-be') =>
      [...routeTableFor(language).public, ...routeTableFor(language).private].some((route) => route.id === 'partners');
    expect(offers('fr-be')).toBe(false);
    expect(offers('nl-be')).toBe(true);
  });

  it('gives the strings of a file it holds', async () => {
    const { applyLanguage, i18n } = await import('@/platform/i18n');
    await applyLanguage('en');
    expect(i18n.t('nav.faq')).toBe('Questions, answered');
    expect(i18n.t('nav.login')).toBe(shell.nav.login);
  });
});

describe('an open tab after a publish', () => {
  it('navigates in the page while the answers name its version; once one names another, the next navigation loads afresh', async () => {
    const { loadAfreshWhenStale } = await import('@/router/live-version');
    const { liveVersionAnswered } = await import('@/platform/live-config');
    const router = createMemoryRouter(['/', '/a', '/b', '/c'].map((path) => ({ path, element: null })));
    const loaded: string[] = [];
    let live = '7';
    let asked = 0;
    // What the API client does with every answer: the check's answer names the version like any other.
    const check = () => {
      asked += 1;
      liveVersionAnswered(live);
      return Promise.resolve();
    };
    loadAfreshWhenStale(router, { check, load: (href) => loaded.push(href) });
    await router.navigate('/a');
    await vi.waitFor(() => expect(asked).toBe(1));
    // An answer heard just now: the next navigation asks nothing more.
    liveVersionAnswered(null);
    liveVersionAnswered('7');
    await router.navigate('/b');
    expect(asked).toBe(1);
    expect(loaded).toEqual([]);
    expect(router.state.location.pathname).toBe('/b');

    // Published meanwhile: a navigation after a quiet second asks, and the page it reached is loaded afresh.
    live = '8';
    vi.spyOn(performance, 'now').mockReturnValue(performance.now() + 5_000);
    await router.navigate('/c?from=menu');
    await vi.waitFor(() => expect(loaded).toEqual(['/c?from=menu']));
    expect(asked).toBe(2);
    router.dispose();

    // Known to be stale: the very next navigation of any router is a full load, without asking again. An address
    // already in the browser's bar (this window's, here "/": a Back, say) is loaded in place of its entry.
    const entries: [string, boolean][] = [];
    const next = createMemoryRouter(
      ['/', '/a'].map((path) => ({ path, element: null })),
      { initialEntries: ['/a'] },
    );
    loadAfreshWhenStale(next, { check, load: (href, push) => entries.push([href, push]) });
    await next.navigate('/');
    expect(entries).toEqual([['/', false]]);
    expect(asked).toBe(2);
    next.dispose();
  });
});
