// Overlays that really switch off: the route table of a language carries the paths its overlay
// took away, so the router answers them itself (not found, or a redirect for a moved route) and the content
// catch-all never serves them; `npm run check:content` warns when a content file's url is hidden by a route.
import { describe, it, expect, afterEach } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeCollisions } from '../../server/content/route-collisions';
import { appendOverlayChange, appendRoute, cleanupCopies, copyConfig, route, routeTable } from './helpers';
import { testFolder } from '../support/temp-dir';

afterEach(cleanupCopies);

describe('retired paths of a language', () => {
  it('holds a route the language switched off, in that language only', () => {
    const copy = copyConfig();
    const i = appendOverlayChange(copy, 'nl-be', { route: 'press', enabled: false });
    expect(routeTable(copy, 'nl-be').retired).toContainEqual({
      path: '/press',
      routeId: 'press',
      page: 'press',
      origin: `config/routes/overlays/nl-be.json#/change/${i}`,
    });
    expect(routeTable(copy, 'en').retired ?? []).toEqual([]);
    expect(routeTable(copy, 'fr-be').retired?.map((r) => r.path)).not.toContain('/press');
  });

  it('holds the English path of a moved route with where it went (the shipped fr-be /legal-mentions)', () => {
    const copy = copyConfig();
    expect(routeTable(copy, 'fr-be').retired).toContainEqual(
      expect.objectContaining({ path: '/legal-mentions', routeId: 'legal-mentions', movedTo: '/mentions-legales' }),
    );
    expect(routeTable(copy, 'fr-be').retired).toContainEqual(
      expect.objectContaining({ path: '/hotel-group/la-dolce-vita', routeId: 'hotel-group-train' }),
    );
  });

  it('lists a path once though the route was in both lists', () => {
    const copy = copyConfig();
    appendOverlayChange(copy, 'nl-be', { route: 'press', enabled: false });
    expect(routeTable(copy, 'nl-be').retired?.filter((r) => r.path === '/press')).toHaveLength(1);
  });

  it('leaves out a path still live in the other list: switched off for guests, /press is a member page', () => {
    const copy = copyConfig();
    appendOverlayChange(copy, 'nl-be', { route: 'press', list: 'public', enabled: false });
    expect(routeTable(copy, 'nl-be').retired?.map((r) => r.path)).not.toContain('/press');
  });

  it('leaves out a path another route of the language took over', () => {
    const copy = copyConfig();
    appendOverlayChange(copy, 'nl-be', { route: 'press', enabled: false });
    copy.edit('config/routes/overlays/nl-be.json', (overlay) => {
      overlay.add = { public: [route('nl-press', '/press', 'under-construction')] };
    });
    expect(copy.problems()).toEqual([]);
    expect(routeTable(copy, 'nl-be').retired?.map((r) => r.path)).not.toContain('/press');
  });
});

describe('check:content warnings for content a route hides', () => {
  function contentFolder(files: Record<string, string>): string {
    const dir = testFolder('miles-collisions-');
    for (const [name, url] of Object.entries(files)) writeFileSync(join(dir, name), JSON.stringify({ url, published: {} }));
    return dir;
  }

  it('says nothing of the real content and config', () => {
    const copy = copyConfig();
    // The partners' pages (/discover/partners/<id>, read by the financial service page too) are shown by the
    // partner-details page, whose content url is that path.
    expect(routeCollisions(join(process.cwd(), 'server/content/pages'), copy.root)).toEqual([]);
  });

  it('warns about a partner page again if the partner-details page stops showing it', () => {
    const copy = copyConfig();
    copy.edit('config/pages/partner-details.json', (page) => {
      delete page.content;
    });
    expect(routeCollisions(join(process.cwd(), 'server/content/pages'), copy.root)).toContainEqual(
      expect.stringMatching(
        /^partner-109\.json#\/url: "\/discover\/partners\/109" is answered by route "partner-details" .*does not show this content$/,
      ),
    );
  });

  it('warns when a route answers the url and its page does not show that content', () => {
    const copy = copyConfig();
    const at = appendRoute(copy, 'public', route('summer', '/summer', 'under-construction'));
    expect(routeCollisions(contentFolder({ 'summer.json': '/summer', 'press.json': '/press' }), copy.root)).toEqual([
      `summer.json#/url: "/summer" is answered by route "summer" (config/routes/public.json#/routes/${at}), whose page "under-construction" does not show this content`,
    ]);
  });

  it('warns when a language switched off the route at that url (the catch-all will not serve it there)', () => {
    const copy = copyConfig();
    // A campaign written at the la-dolce-vita path, which the shipped fr-be overlay switches off. Why the page is
    // made to show no content here: whether the real hotel-group-train page reads content at its own path (then
    // the route "takes its content with it" and nothing is hidden) is that page's business, not this rule's.
    copy.edit('config/pages/hotel-group-train.json', (page) => {
      delete page.content;
    });
    const lines = routeCollisions(contentFolder({ 'dolce.json': '/hotel-group/la-dolce-vita' }), copy.root);
    expect(lines).toContain(
      'dolce.json#/url: "/hotel-group/la-dolce-vita" is the path of route "hotel-group-train", switched off in fr-be: the portal does not show this content there in fr-be',
    );
    // The same page reading its content at that very path: the switched-off route takes it along, no warning.
    copy.edit('config/pages/hotel-group-train.json', (page) => {
      page.content = { url: '/hotel-group/la-dolce-vita' };
    });
    expect(routeCollisions(contentFolder({ 'dolce.json': '/hotel-group/la-dolce-vita' }), copy.root)).toEqual([]);
  });

  it('stays quiet when the switched-off route took its own content with it', () => {
    const copy = copyConfig();
    appendOverlayChange(copy, 'nl-be', { route: 'press', enabled: false });
    expect(routeCollisions(contentFolder({ 'press.json': '/press' }), copy.root)).toEqual([]);
  });
});
