// Data sources of page config made concrete for a visit: route parameters into endpoint and query, and the
// page-data cache key (endpoint + query, in a stable order).
import { describe, expect, it } from 'vitest';
import { dataKey, fillEndpoint, resolveSource } from '@/model/page-data/data-source';

describe('resolveSource', () => {
  it('fills {param} and :param, encoding path values so a value never adds a segment', () => {
    const source = resolveSource(
      { name: 'partner', endpoint: '/partners/{id}', query: { contentId: ':article', type: 'shop' } },
      { id: 'a/b c', article: 'x&y=1' },
    );
    expect(source).toEqual({
      name: 'partner',
      endpoint: 'partners/a%2Fb%20c',
      query: { contentId: 'x&y=1', type: 'shop' },
      scope: 'page',
      force: false,
      replace: false,
      onDemand: false,
      key: 'partners/a%2Fb%20c?contentId=x%26y%3D1&type=shop',
      missing: [],
    });
  });

  it('lists the parameters without a value (such a source is not loaded)', () => {
    expect(resolveSource({ name: 'p', endpoint: 'partners/{id}', query: { q: ':term' } }, {}).missing).toEqual(['id', 'term']);
    expect(fillEndpoint('favorites/{type}/{id}', { type: 'hotel' })).toBeNull();
    expect(fillEndpoint('/favorites/{type}/{id}', { type: 'hotel', id: '4' })).toBe('favorites/hotel/4');
  });
});

describe('dataKey', () => {
  it('is the same whatever the order of the query', () => {
    expect(dataKey('points_history', { to: '2', from: '1' })).toBe(dataKey('points_history', { from: '1', to: '2' }));
    expect(dataKey('sponsorships', {})).toBe('sponsorships');
  });
});
