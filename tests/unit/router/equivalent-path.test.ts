// The language switch on a page the new language lacks: a parent route, else the first menu
// entry the language has, else the list's default — so a guest does not land on the login page.
import { describe, expect, it } from 'vitest';
import { equivalentPath } from '@/router/equivalent-path';
import type { TableRoute } from '@/contract/route-table';

const r = (id: string, path: string, extra: Partial<TableRoute> = {}): TableRoute => ({
  id,
  path,
  page: id,
  tracking: id,
  list: 'public',
  origin: 't',
  ...extra,
});
const routes = [
  r('login', '/login/:page?', { default: true }),
  r('programme', '/discover/the-programme'),
  r('press', '/press'),
  r('faq', '/faq/:details?'),
];

describe('equivalentPath with a fallback', () => {
  it('still prefers the same route with the same parameters', () => {
    expect(equivalentPath('faq', { details: 'miles' }, routes, { pathname: '/faq/miles', preferred: ['programme'] })).toBe('/faq/miles');
  });
  it('goes to the nearest parent path a route answers', () => {
    expect(equivalentPath('press-release', { id: '3' }, routes, { pathname: '/press/release/3', preferred: ['programme'] })).toBe('/press');
  });
  it('else to the first preferred route this language has, not to the default (login)', () => {
    expect(
      equivalentPath('hotel-group-train', {}, routes, {
        pathname: '/hotel-group/la-dolce-vita',
        preferred: ['gone', 'programme', 'login'],
      }),
    ).toBe('/discover/the-programme');
  });
  it('else to the default route', () => {
    expect(equivalentPath('hotel-group-train', {}, routes, { pathname: '/hotel-group/la-dolce-vita', preferred: ['gone'] })).toBe('/login');
  });
});
