import { describe, expect, it } from 'vitest';
import { pushPageView, trackingNameFor } from '@/router/tracking';
import type { TableRoute } from '@/contract/route-table';

const route = (over: Partial<TableRoute>): TableRoute => ({
  id: 'x',
  path: '/x',
  page: 'x',
  tracking: 'x',
  list: 'public',
  origin: 'test',
  ...over,
});

describe('trackingNameFor', () => {
  it('uses the deepest route that names a pagename', () => {
    const matches = [
      { handle: undefined, params: {} },
      { handle: { route: route({ tracking: 'my-miles' }) }, params: {} },
    ];
    expect(trackingNameFor(matches)).toBe('my-miles');
  });

  it('gives error404 outside the table', () => {
    expect(trackingNameFor([{ handle: undefined, params: {} }])).toBe('error404');
    expect(trackingNameFor([{ handle: { tracking: 'error404' }, params: {} }])).toBe('error404');
  });

  it('gives error404 for a disallowed parameter value', () => {
    const press = route({ tracking: 'press-category', constraints: { page: 'about|release' } });
    expect(trackingNameFor([{ handle: { route: press }, params: { page: 'release' } }])).toBe('press-category');
    expect(trackingNameFor([{ handle: { route: press }, params: { page: 'nope' } }])).toBe('error404');
  });
});

describe('pushPageView', () => {
  it('creates the data layer and pushes one event', () => {
    const target = {} as Window & { dataLayer?: unknown[] };
    pushPageView({ pagename: 'home', page_path: '/home', user_data: { uilogged: true } }, target);
    pushPageView({ pagename: 'faq', page_path: '/faq', user_data: { uilogged: false } }, target);
    expect(target.dataLayer).toEqual([
      { event: 'page_view', pagename: 'home', page_path: '/home', user_data: { uilogged: true } },
      { event: 'page_view', pagename: 'faq', page_path: '/faq', user_data: { uilogged: false } },
    ]);
  });
});
