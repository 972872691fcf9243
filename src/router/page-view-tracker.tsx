import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';
import type { RouterState } from 'react-router';
import { useProvidedScope } from 'effector-react';
import { $loggedIn } from '@/model/session/session-model';
import { pushPageView, trackingNameFor } from './tracking';
import type { RouteHandle } from './route-handle';

/**
 * Pushes a page view each time the path changes (once per navigation, StrictMode included). A change of the
 * query alone (the history's filters, a login `ref`) stays on the same page, so it is not a new page view.
 *
 * Why the router's own subscription rather than the rendered location: React renders router updates as
 * transitions, and a navigation overtaken by the next one (a link, then Back, on a busy phone) is never rendered;
 * a render-based tracker saw the path go from /press to /press and pushed nothing for either navigation.
 */
export function PageViewTracker() {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const scope = useProvidedScope();
  const lastPath = useRef<string | null>(null);
  useEffect(() => {
    if (!router) return undefined;
    const track = (state: RouterState) => {
      const path = state.location.pathname;
      if (lastPath.current === path) return;
      lastPath.current = path;
      if ((state.matches.at(-1)?.route.handle as RouteHandle | undefined)?.deferredPageView) return;
      const matches = state.matches.map((match) => ({ handle: match.route.handle, params: match.params }));
      pushPageView({ pagename: trackingNameFor(matches), page_path: path, user_data: { uilogged: scope?.getState($loggedIn) ?? false } });
    };
    track(router.state);
    return router.subscribe(track);
  }, [router, scope]);
  return null;
}
