import { describe, expect, it } from 'vitest';
import { applyOverlay, buildBaseTable, defaultRoute, pathParams, pathShape } from '@/contract/route-table';
import type { RouteList } from '@/generated/config';

const list = (routes: RouteList['routes']): RouteList => ({ description: 'test', routes });
const base = buildBaseTable({
  public: list([
    { id: 'login', path: '/login/:page?', page: 'login', tracking: 'login', default: true },
    { id: 'contact', path: '/contact', page: 'contact', tracking: 'contact' },
  ]),
  private: list([
    { id: 'home', path: '/home', page: 'home', tracking: 'home', default: true },
    { id: 'contact', path: '/contact', page: 'contact', tracking: 'contact' },
  ]),
  tracked: list([
    { id: 'points', path: '/points', page: 'points', tracking: 'miles-history', lists: ['private'] },
    { id: 'tools', path: '/tools', page: 'tools', tracking: 'tools', lists: ['public', 'private'] },
  ]),
});

describe('buildBaseTable', () => {
  it('places tracked routes in the lists they name', () => {
    expect(base.public.map((r) => r.id)).toEqual(['login', 'contact', 'tools']);
    expect(base.private.map((r) => r.id)).toEqual(['home', 'contact', 'points', 'tools']);
  });

  it('records where each route came from', () => {
    expect(base.private.find((r) => r.id === 'points')?.origin).toBe('config/routes/tracked.json#/routes/0');
    expect(base.public[1]?.origin).toBe('config/routes/public.json#/routes/1');
  });

  it('finds the default route', () => {
    expect(defaultRoute(base.public)?.id).toBe('login');
    expect(defaultRoute(base.private)?.id).toBe('home');
  });
});

describe('applyOverlay', () => {
  it('localises a path in every list that has the route', () => {
    const { table, problems } = applyOverlay(base, { language: 'fr-be', change: [{ route: 'contact', path: '/nous-contacter' }] });
    expect(problems).toEqual([]);
    expect(table.public.find((r) => r.id === 'contact')?.path).toBe('/nous-contacter');
    expect(table.private.find((r) => r.id === 'contact')?.path).toBe('/nous-contacter');
    expect(base.public.find((r) => r.id === 'contact')?.path).toBe('/contact');
  });

  it('limits a change to one list', () => {
    const { table } = applyOverlay(base, { language: 'fr-be', change: [{ route: 'contact', list: 'private', page: 'contact-members' }] });
    expect(table.private.find((r) => r.id === 'contact')?.page).toBe('contact-members');
    expect(table.public.find((r) => r.id === 'contact')?.page).toBe('contact');
  });

  it('switches a route off and adds a language-only route', () => {
    const { table } = applyOverlay(base, {
      language: 'nl-be',
      change: [{ route: 'tools', enabled: false }],
      add: { public: [{ id: 'nieuws', path: '/nieuws', page: 'news', tracking: 'news' }] },
    });
    expect(table.public.map((r) => r.id)).toEqual(['login', 'contact', 'nieuws']);
    expect(table.private.some((r) => r.id === 'tools')).toBe(false);
  });

  it('reports a change naming no route', () => {
    const { problems } = applyOverlay(base, { language: 'fr-be', change: [{ route: 'nope', path: '/x' }] });
    expect(problems).toEqual([
      {
        origin: 'config/routes/overlays/fr-be.json#/change/0/route',
        message: 'no route "nope" in the base lists',
        key: 'overlayNoRoute',
        params: { route: 'nope' },
      },
    ]);
  });

  it('leaves the table as it is without an overlay', () => {
    expect(applyOverlay(base, undefined).table).toEqual(base);
  });
});

describe('path helpers', () => {
  it('lists parameters, optional and splat included', () => {
    expect(pathParams('/login/:page?/:code?/:slug?/:terms?')).toEqual(['page', 'code', 'slug', 'terms']);
    expect(pathParams('/earn/animations/*')).toEqual(['*']);
    expect(pathParams('/contact')).toEqual([]);
  });

  it('gives one shape to paths differing only by parameter names', () => {
    expect(pathShape('/a/:x')).toBe(pathShape('/a/:y'));
    expect(pathShape('/a/:x?')).not.toBe(pathShape('/a/:x'));
    expect(pathShape('/a/b/')).toBe('/a/b');
  });
});
