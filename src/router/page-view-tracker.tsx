import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useUnit } from 'effector-react';
import { $loggedIn } from '@/model/session/session-model';
import { pushPageView, trackingNameFor } from './tracking';
import type { RouteHandle } from './route-handle';

/**
 * Pushes a page view each time the path changes (once per navigation, StrictMode included). A change of the
 * query alone (the history's filters, a login `ref`) stays on the same page, so it is not a new page view.
 */
export function PageViewTracker() {
  const location = useLocation();
  const matches = useMatches();
  const loggedIn = useUnit($loggedIn);
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    const key = location.pathname;
    if (lastKey.current === key) return;
    lastKey.current = key;
    if ((matches.at(-1)?.handle as RouteHandle | undefined)?.deferredPageView) return;
    pushPageView({ pagename: trackingNameFor(matches), page_path: location.pathname, user_data: { uilogged: loggedIn } });
  }, [location, matches, loggedIn]);
  return null;
}
