import { describe, expect, it } from 'vitest';
import { guestFallback, rootRedirect } from '@/router/redirects';
import { equivalentPath } from '@/router/equivalent-path';
import { constraintsHold } from '@/router/route-constraints';
import type { TableRoute } from '@/contract/route-table';

const login: TableRoute = {
  id: 'login',
  path: '/login/:page?/:code?/:slug?/:terms?',
  page: 'login',
  tracking: 'login',
  default: true,
  list: 'public',
  origin: 't',
};
const location = (r: Response) => r.headers.get('Location');

describe('rootRedirect', () => {
  it('goes to the default route without optional parameters', () => {
    expect(location(rootRedirect(new Request('http://app.test/'), login))).toBe('/login');
  });
  it('carries a safe ref', () => {
    expect(location(rootRedirect(new Request('http://app.test/?ref=%2Fmy-miles'), login))).toBe('/login?ref=%2Fmy-miles');
  });
  it('drops an unsafe ref', () => {
    expect(location(rootRedirect(new Request('http://app.test/?ref=%2F%2Fevil.example'), login))).toBe('/login');
    expect(location(rootRedirect(new Request('http://app.test/?ref=https%3A%2F%2Fevil.example'), login))).toBe('/login');
  });
});

describe('guestFallback', () => {
  it('sends the guest to the root with the original path and query as ref', () => {
    expect(location(guestFallback(new Request('http://app.test/my-miles?type=order')))).toBe('/?ref=%2Fmy-miles%3Ftype%3Dorder');
  });
});

describe('equivalentPath', () => {
  const routes: TableRoute[] = [
    login,
    { id: 'contact', path: '/nous-contacter', page: 'contact', tracking: 'contact', list: 'public', origin: 't' },
    { id: 'faq', path: '/faq/:details?/:question?', page: 'faq', tracking: 'faq', list: 'public', origin: 't' },
  ];
  it('keeps the route id with the new path and the same parameters', () => {
    expect(equivalentPath('contact', {}, routes)).toBe('/nous-contacter');
    expect(equivalentPath('faq', { details: 'miles', question: '3' }, routes)).toBe('/faq/miles/3');
  });
  it('falls back to the default route when the language lacks the route', () => {
    expect(equivalentPath('hotel-group-train', {}, routes)).toBe('/login');
  });
});

describe('constraintsHold', () => {
  it('matches whole values only', () => {
    const shop = { id: 'all|\\d+(,\\d+)*' };
    expect(constraintsHold(shop, { id: 'all' })).toBe(true);
    expect(constraintsHold(shop, { id: '1,22,333' })).toBe(true);
    expect(constraintsHold(shop, { id: '1,x' })).toBe(false);
    expect(constraintsHold(shop, { id: 'allx' })).toBe(false);
    expect(constraintsHold(shop, {})).toBe(true);
    expect(constraintsHold(undefined, { id: 'anything' })).toBe(true);
  });
});
