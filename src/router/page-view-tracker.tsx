import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';
import type { RouterState } from 'react-router';
import { useProvidedScope } from 'effector-react';
import { $loggedIn } from '@/model/session/session-model';
import { pushPageView, trackingNameFor } from './tracking';
import type { RouteHandle } from './route-handle';

/**
 * Pushes a page view each time the path changes (once per navigation, StrictMode included), and when another
 * router takes over (a language switch, whose page may keep its path but not its name, a login, a logout). A
 * change of the query alone (the history's filters, a login `ref`) stays on the same page: no new page view.
 *
 * Why the router's own subscription rather than the rendered location: React renders router updates as
 * transitions, and a navigation overtaken by the next one (a link, then Back, on a busy phone) is never rendered;
 * a render-based tracker saw the path go from /press to /press and pushed nothing for either navigation.
 */
export function PageViewTracker() {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const scope = useProvidedScope();
  const last = useRef<{ router: unknown; path: string } | null>(null);
  useEffect(() => {
    if (!router) return undefined;
    const track = (state: RouterState) => {
      const path = state.location.pathname;
      if (last.current?.router === router && last.current.path === path) return;
      last.current = { router, path };
      if ((state.matches.at(-1)?.route.handle as RouteHandle | undefined)?.deferredPageView) return;
      const matches = state.matches.map((match) => ({ handle: match.route.handle, params: match.params }));
      pushPageView({ pagename: trackingNameFor(matches), page_path: path, user_data: { uilogged: scope?.getState($loggedIn) ?? false } });
    };
    track(router.state);
    return router.subscribe(track);
  }, [router, scope]);
  return null;
}
