// Links preload on intent (no waterfall): when the pointer rests on an internal link, a finger
// touches it or the keyboard focuses it, the target page's template chunk starts loading, so the click's
// navigation (which waits for it: route lazy in build-routes.tsx) commits at once.
import { useEffect } from 'react';
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { preloadPage } from '@/router/build-routes';
import type { RouteHandle } from '@/router/route-handle';

/** Starts loading the page a same-origin href leads to, among `routes`; anything else is ignored. */
export function preloadHref(routes: RouteObject[], href: string): void {
  let url: URL;
  try {
    url = new URL(href, window.location.href);
  } catch {
    return;
  }
  if (url.origin !== window.location.origin) return;
  for (const match of matchRoutes(routes, url.pathname) ?? []) {
    const page = (match.route.handle as RouteHandle | undefined)?.route?.page;
    if (page) void preloadPage(page);
  }
}

const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;

/** Listens once on the document (delegation: links rendered later are covered too). */
export function useIntentPreload(routes: () => RouteObject[] | null): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const current = routes();
      if (link && current) preloadHref(current, link.getAttribute('href') ?? '');
    };
    for (const type of intentEvents) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of intentEvents) document.removeEventListener(type, onIntent);
    };
  }, [routes]);
}
