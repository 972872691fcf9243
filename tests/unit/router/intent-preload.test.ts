/** @vitest-environment jsdom */
// No waterfall: a link's intent starts loading its page's template chunk (the route's lazy then finds it there).
import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';

const preloadPage = vi.fn(async () => ({}));
vi.mock('@/router/build-routes', () => ({ preloadPage }));
const { preloadHref } = await import('@/app/intent-preload');

const routes: RouteObject[] = [
  {
    id: 'shell',
    children: [
      { path: '/faq/:details?', handle: { route: { page: 'faq' } } },
      { path: '/login', handle: { route: { page: 'login' } } },
    ],
  },
];

describe('preloadHref', () => {
  it('preloads the page of an internal link, parameters and query included', () => {
    preloadPage.mockClear();
    preloadHref(routes, '/faq/earning?x=1');
    expect(preloadPage).toHaveBeenCalledWith('faq');
  });

  it('ignores other origins, unknown paths and unparsable hrefs', () => {
    preloadPage.mockClear();
    preloadHref(routes, 'https://elsewhere.example/login');
    preloadHref(routes, '/nowhere');
    preloadHref(routes, 'http://[');
    expect(preloadPage).not.toHaveBeenCalled();
  });
});
