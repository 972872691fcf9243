import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useUnit } from 'effector-react';
import { $loggedIn } from '@/model/session/session-model';
import { pushPageView, trackingNameFor } from './tracking';
import type { RouteHandle } from './route-handle';

/** Pushes a page view each time the location changes (once per navigation, StrictMode included). */
export function PageViewTracker() {
  const location = useLocation();
  const matches = useMatches();
  const loggedIn = useUnit($loggedIn);
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    const key = `${location.key}|${location.pathname}${location.search}`;
    if (lastKey.current === key) return;
    lastKey.current = key;
    if ((matches.at(-1)?.handle as RouteHandle | undefined)?.deferredPageView) return;
    pushPageView({ pagename: trackingNameFor(matches), page_path: location.pathname, user_data: { uilogged: loggedIn } });
  }, [location, matches, loggedIn]);
  return null;
}
