// Gives RouterProvider the router of the active mode and language. Route objects are built once per
// (mode, language) from config; a router is created when that pair changes (login, logout, language
// switch), and the routers no longer on screen are disposed, so only one listens to the browser history.
//
// A language switch keeps the page mounted: what the member typed, the step they are on, the scroll and the
// focus stay, and the page re-renders in the new language. The route sets of two languages differ only in
// their paths; their routes have the same ids and elements (build-routes.tsx). The old router stays on screen
// until the new one has matched the URL and loaded what its route needs; the provider then takes the new
// router, keeps the matches it shows (found again by id in the new set), and takes the new router's state
// at its next update. A login or a logout is another page altogether: the tree starts afresh.
import { useEffect, useReducer } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { useUnit } from 'effector-react';
import type { Language } from '@/lib/app-config';
import { $routeMode } from '@/model/session/session-model';
import { call } from '@/model/session/api';
import type { RouteMode } from '@/model/session/session-model';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { BackDebounce } from '@/router/back-debounce';
import { buildRoutes } from '@/router/build-routes';
import { routeTableFor } from '@/router/active-table';
import { loadAfreshWhenStale } from '@/router/live-version';
import { ShellLayout } from './shell/shell-layout';
import { loadMemberHeader } from './shell/load-member-header';
import { useIntentPreload } from './intent-preload';

type AppRouter = ReturnType<typeof createBrowserRouter>;
interface Shown {
  mode: RouteMode;
  router: AppRouter;
}

const routeSets = new Map<string, RouteObject[]>();
/** The routers alive, by `mode|language`; the last one asked for is the one the app wants on screen. */
const routers = new Map<string, AppRouter>();
let latest: AppRouter | null = null;
/** The router RouterProvider was last committed with, and its mode. */
let onScreen: Shown | null = null;

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
  let router = routers.get(key);
  if (!router) {
    router = createBrowserRouter(routesFor(mode, language));
    loadAfreshWhenStale(router, { check: () => call('getConfigVersion') });
    routers.set(key, router);
  }
  latest = router;
  return router;
}

/**
 * Creates the first router before the first render and waits until it has matched the URL and loaded what
 * the route needs (its lazy template chunk): the first render is then the page itself, never the loading
 * fallback, which is what hydrating the prerendered HTML requires (and a page that paints once, not twice).
 */
export function routerReady(mode: RouteMode, language: Language | null): Promise<void> {
  if (!language) return Promise.resolve();
  return initialized(routerFor(mode, language));
}

function initialized(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Disposes every router but those given (not yet shown, or on screen). */
function disposeAllBut(...kept: (AppRouter | null)[]): void {
  for (const [key, router] of routers) {
    if (kept.includes(router)) continue;
    routers.delete(key);
    router.dispose();
  }
}

/** Tests: back to a page with no router yet, the previous ones disposed (a test worker that shares modules between files). */
export function disposeRouters(): void {
  latest = null;
  onScreen = null;
  disposeAllBut();
}

/** The routes of the router the app wants on screen, for the links' intent preload. */
const currentRoutes = (): RouteObject[] | null => (latest ? [...latest.routes] : null);

export function RouterHost() {
  const { mode, language } = useUnit({ mode: $routeMode, language: $appliedLanguage });
  useIntentPreload(currentRoutes);
  const wanted = language ? routerFor(mode, language) : null;
  const [, handOver] = useReducer((n: number) => n + 1, 0);
  const previous = onScreen;
  const waiting = wanted !== null && previous?.mode === mode && previous.router !== wanted && !wanted.state.initialized;
  const router = waiting ? previous.router : wanted;

  useEffect(() => {
    if (!waiting) return;
    let live = true;
    void initialized(wanted).then(() => live && handOver());
    return () => {
      live = false;
    };
  }, [waiting, wanted]);

  useEffect(() => {
    const before = onScreen;
    onScreen = router ? { mode, router } : null;
    disposeAllBut(router, wanted);
    // The provider keeps the state it had until the router it now has says something: ask it to.
    if (router && before?.mode === mode && before.router !== router) void router.revalidate();
  }, [router, wanted, mode]);

  if (!router) return null;
  // Keyed by mode: RouterProvider keeps the state it was first given, so another mode's router (whose first
  // match may need nothing to load, like the forced password change) needs a provider of its own.
  return <RouterProvider key={mode} router={router} />;
}
