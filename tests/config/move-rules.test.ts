// A route moved by a studio publish keeps its old path for members' bookmarks: a path a route had is listed in its
// `formerPaths` (an overlay's change, or the route itself), and the route table retires it with where it went, so the
// router redirects it; the publish's check (checkConfig with the live files) refuses a move that leaves the old path
// answering nothing, at the path that moved. `check:config` alone has no earlier config and never says it.
import { afterEach, describe, expect, it } from 'vitest';
import { checkConfig, gonePathsOf } from '../../server/config-check/check';
import { formatProblem } from '../../server/config-check/problem';
import type { RouteOverlay } from '../../src/generated/config';
import { cleanupCopies, copyConfig, routeIndex, routeTable } from './helpers';

afterEach(cleanupCopies);

const overlayFr = 'config/routes/overlays/fr-be.json';

describe('former paths', () => {
  it('lead to the route’s current path, from an overlay’s change and from the route itself', () => {
    const copy = copyConfig();
    copy.edit<RouteOverlay>(overlayFr, (overlay) => {
      overlay.change?.push({ route: 'programme', path: '/decouvrir/programme', formerPaths: ['/decouvrir/le-programme'] });
    });
    copy.edit<{ routes: { id: string; formerPaths?: string[] }[] }>('config/routes/public.json', (list) => {
      const faq = list.routes[routeIndex(copy, 'public', 'faq')];
      if (faq) faq.formerPaths = ['/help/:details?/:question?'];
    });
    expect(copy.problems()).toEqual([]);
    expect(routeTable(copy, 'fr-be').retired).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: '/discover/the-programme', movedTo: '/decouvrir/programme' }),
        expect.objectContaining({ path: '/decouvrir/le-programme', movedTo: '/decouvrir/programme' }),
        expect.objectContaining({ path: '/help/:details?/:question?', movedTo: '/faq/:details?/:question?' }),
      ]),
    );
    expect(routeTable(copy, 'en').retired).toEqual([
      expect.objectContaining({ path: '/help/:details?/:question?', routeId: 'faq', movedTo: '/faq/:details?/:question?' }),
    ]);
  });

  it('keep the parameters of the route', () => {
    const copy = copyConfig();
    const i = routeIndex(copy, 'public', 'faq');
    copy.edit<{ routes: { formerPaths?: string[] }[] }>('config/routes/public.json', (list) => {
      const faq = list.routes[i];
      if (faq) faq.formerPaths = ['/help'];
    });
    expect(copy.problems()).toEqual([
      `config/routes/public.json#/routes/${i}/formerPaths/0: former path "/help" must keep the parameters of "/faq/:details?/:question?"`,
    ]);
  });
});

describe('a publish that moves a route', () => {
  const live = (overlay: RouteOverlay) => new Map<string, unknown>([[overlayFr, overlay]]);
  const drafts = (overlay: RouteOverlay) => new Map<string, unknown>([[overlayFr, overlay]]);

  it('is refused while the old path would answer nothing, at the path that moved; accepted with the old path kept', () => {
    const copy = copyConfig();
    const shipped = copy.read<RouteOverlay>(overlayFr);
    const published: RouteOverlay = {
      ...shipped,
      change: [...(shipped.change ?? []), { route: 'programme', path: '/decouvrir/le-programme' }],
    };
    const i = (published.change?.length ?? 0) - 1;
    // From the shipped path to a French one: the overlay keeps the English path as a redirect by itself.
    expect(checkConfig(copy.root, drafts(published), new Map()).map(formatProblem)).toEqual([]);

    const movedAgain: RouteOverlay = {
      ...published,
      change: published.change?.map((change, j) => (j === i ? { ...change, path: '/decouvrir/programme' } : change)),
    };
    expect(checkConfig(copy.root, drafts(movedAgain), live(published)).map(formatProblem)).toEqual([
      `${overlayFr}#/change/${i}/path: route "programme" moves from "/decouvrir/le-programme" to "/decouvrir/programme": list "/decouvrir/le-programme" in its formerPaths, so members' bookmarks lead to the new path`,
    ]);
    // check:config (no live files to compare with) says nothing of it.
    expect(checkConfig(copy.root, drafts(movedAgain)).map(formatProblem)).toEqual([]);

    const kept: RouteOverlay = {
      ...movedAgain,
      change: movedAgain.change?.map((change, j) => (j === i ? { ...change, formerPaths: ['/decouvrir/le-programme'] } : change)),
    };
    expect(checkConfig(copy.root, drafts(kept), live(published)).map(formatProblem)).toEqual([]);

    // Later, the former path taken away again: its bookmarks would answer nothing.
    const dropped: RouteOverlay = {
      ...kept,
      change: kept.change?.map((change, j) => (j === i ? { route: 'programme', path: '/decouvrir/programme' } : change)),
    };
    expect(checkConfig(copy.root, drafts(dropped), live(kept)).map(formatProblem)).toEqual([
      `${overlayFr}#/change/${i}: "/decouvrir/le-programme" led to route "programme" and would answer nothing: list it in the route's formerPaths, so members' bookmarks still lead to it`,
    ]);
  });

  it('switching a route off is no move: the path answers "not found" in that language, and the publish says so', () => {
    const copy = copyConfig();
    const shipped = copy.read<RouteOverlay>(overlayFr);
    const off: RouteOverlay = { ...shipped, change: [...(shipped.change ?? []), { route: 'how-to-earn', enabled: false }] };
    expect(checkConfig(copy.root, drafts(off), new Map()).map(formatProblem)).toEqual([]);
    // What the publish says with it: the path members may have bookmarked, in that language only.
    expect(gonePathsOf(copy.root, drafts(off), new Map())).toEqual([
      { language: 'fr-be', path: '/earn/how-to-earn', route: 'how-to-earn' },
    ]);
    // A move is not a loss: the old path leads to the new one.
    const moved: RouteOverlay = { ...shipped, change: [...(shipped.change ?? []), { route: 'how-to-earn', path: '/gagner' }] };
    expect(gonePathsOf(copy.root, drafts(moved), new Map())).toEqual([]);
    // A restore of the set as shipped, which holds no overlay: the live overlay's switch goes with it (the path is
    // back), and a route the live set switched on goes too, so the restore says so.
    expect(gonePathsOf(copy.root, new Map(), drafts(off))).toEqual([]);
    const on: RouteOverlay = { ...shipped, change: [...(shipped.change ?? []), { route: 'how-to-earn', path: '/gagner' }] };
    expect(gonePathsOf(copy.root, new Map(), drafts(on))).toEqual([{ language: 'fr-be', path: '/gagner', route: 'how-to-earn' }]);
  });
});
