// Gives RouterProvider the router of the active mode and language. Route objects are built once per
// (mode, language) from config; a router is created when that pair changes (login, logout, language
// switch) and the previous one disposed once the new one is on screen, so only one router listens to the
// browser history from then on.
import { useEffect } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { useUnit } from 'effector-react';
import type { Language } from '@/lib/app-config';
import { loadPageStrings } from '@/lib/i18n';
import { $routeMode } from '@/model/session/session-model';
import type { RouteMode } from '@/model/session/session-model';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { BackDebounce } from '@/router/back-debounce';
import { buildRoutes } from '@/router/build-routes';
import { routeTableFor } from '@/router/active-table';
import { ShellLayout } from './shell/shell-layout';
import { loadMemberHeader } from './shell/load-member-header';
import { useIntentPreload } from './intent-preload';

type AppRouter = ReturnType<typeof createBrowserRouter>;

const routeSets = new Map<string, RouteObject[]>();
let current: { key: string; router: AppRouter } | null = null;
/** Routers replaced during a render, disposed after the commit that shows their successor. */
const retired: AppRouter[] = [];

/** The root layout of every route set: the shell, plus the rules that need the router (back debounce). */
function Shell() {
  return (
    <>
      <BackDebounce />
      <ShellLayout />
    </>
  );
}

export function routesFor(mode: RouteMode, language: Language): RouteObject[] {
  const key = `${mode}|${language}`;
  let routes = routeSets.get(key);
  if (!routes) {
    routes = buildRoutes(routeTableFor(language), mode, Shell, mode === 'guest' ? undefined : loadMemberHeader);
    routeSets.set(key, routes);
  }
  return routes;
}

function routerFor(mode: RouteMode, language: Language): AppRouter {
  const key = `${mode}|${language}`;
  if (current?.key !== key) {
    // Not disposed here: a render may be thrown away, and the old router still serves the page on screen.
    if (current) retired.push(current.router);
    // A member's header (the basket) uses the pages' strings: asked for with the member's router, whatever
    // page opens first (each member route awaits them too: build-routes.tsx).
    if (mode !== 'guest') void loadPageStrings();
    current = { key, router: createBrowserRouter(routesFor(mode, language)) };
  }
  return current.router;
}

/**
 * Creates the first router before the first render and waits until it has matched the URL and loaded what
 * the route needs (its lazy template chunk): the first render is then the page itself, never the loading
 * fallback, which is what hydrating the prerendered HTML requires (and a page that paints once, not twice).
 */
export function routerReady(mode: RouteMode, language: Language | null): Promise<void> {
  if (!language) return Promise.resolve();
  const router = routerFor(mode, language);
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Disposes the routers the committed render replaced (idempotent, so StrictMode's second run is harmless). */
function disposeRetired(): void {
  for (const router of retired.splice(0)) router.dispose();
}

/** Tests: back to a page with no router yet, the previous ones disposed (a test worker that shares modules between files). */
export function disposeRouters(): void {
  if (current) retired.push(current.router);
  current = null;
  disposeRetired();
}

/** The routes of the router on screen, for the links' intent preload. */
const currentRoutes = (): RouteObject[] | null => (current ? [...current.router.routes] : null);

export function RouterHost() {
  const { mode, language } = useUnit({ mode: $routeMode, language: $appliedLanguage });
  useIntentPreload(currentRoutes);
  const router = language ? routerFor(mode, language) : null;
  useEffect(disposeRetired, [router]);
  if (!router) return null;
  // Keyed: RouterProvider keeps the state it was first given, so a new router needs a new provider, or a
  // router whose first match needs no loader (the forced password change, say) would show the old page.
  return <RouterProvider key={`${mode}|${language}`} router={router} />;
}
