// An open tab after a publish: the page on screen stays as it is (what the member typed, where they are), and the
// next navigation loads its page afresh from the server, which carries the live config (src/platform/live-config.ts). The
// tab learns of a publish from any API answer (each names the live version); a navigation made when none came for a
// second asks for the version too, and loads afresh as soon as the answer says a newer one is live.
import type { createBrowserRouter, Location } from 'react-router';
import { isLiveConfigStale, liveVersionHeardLongAgo } from '@/platform/live-config';

type AppRouter = ReturnType<typeof createBrowserRouter>;

interface Options {
  /** Asks the API for the live version (its answer's header is what counts). */
  check: () => Promise<unknown>;
  /** A full page load of an address: a new history entry (`push`) or in place of the current one. */
  load?: (href: string, push: boolean) => void;
}

const loadPage = (href: string, push: boolean) => (push ? window.location.assign(href) : window.location.replace(href));

/** Makes a navigation of `router` a full page load once a newer live config is known; returns the unsubscribe. */
export function loadAfreshWhenStale(router: AppRouter, { check, load = loadPage }: Options): () => void {
  let shown = router.state.location;
  let leaving = false;
  // A link followed and not yet shown adds its entry, as the router would have; an address already in the bar (Back,
  // Forward, or a navigation the router has shown) is loaded in its place, so the history keeps one entry for it.
  const inAddressBar = (location: Location) =>
    router.createHref(location) === `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const leave = (location: Location, push: boolean) => {
    if (leaving) return;
    leaving = true;
    load(router.createHref(location), push);
  };
  return router.subscribe((state) => {
    const pending = state.navigation.location;
    const target = pending ?? (state.location.key !== shown.key ? state.location : null);
    shown = state.location;
    if (!target || leaving) return;
    if (isLiveConfigStale()) return leave(target, !inAddressBar(target));
    if (!liveVersionHeardLongAgo()) return;
    // Why not wait for it: the navigation goes on meanwhile; if it ended first, the page it reached is loaded afresh.
    void check()
      .catch(() => undefined)
      .then(() => {
        if (!isLiveConfigStale()) return;
        const where = router.state.navigation.location ?? router.state.location;
        leave(where, !inAddressBar(where));
      });
  });
}
