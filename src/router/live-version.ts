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
  /** A full page load of an address. */
  assign?: (href: string) => void;
}

/** Makes a navigation of `router` a full page load once a newer live config is known; returns the unsubscribe. */
export function loadAfreshWhenStale(router: AppRouter, { check, assign = (href) => window.location.assign(href) }: Options): () => void {
  let shown = router.state.location;
  let leaving = false;
  const leave = (location: Location) => {
    if (leaving) return;
    leaving = true;
    assign(router.createHref(location));
  };
  return router.subscribe((state) => {
    const target = state.navigation.location ?? (state.location.key !== shown.key ? state.location : null);
    shown = state.location;
    if (!target || leaving) return;
    if (isLiveConfigStale()) return leave(target);
    if (!liveVersionHeardLongAgo()) return;
    // Why not wait for it: the navigation goes on meanwhile; if it ended first, the page it reached is loaded afresh.
    void check()
      .catch(() => undefined)
      .then(() => {
        if (isLiveConfigStale()) leave(router.state.navigation.location ?? router.state.location);
      });
  });
}
