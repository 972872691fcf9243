// Gives RouterProvider the router of the active mode and language. Route objects are built once per
// (mode, language) from config; a router is created when that pair changes (login, logout, language
// switch) and the previous one disposed, so only one router ever listens to the browser history.
import { RouterProvider, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { useUnit } from 'effector-react';
import type { Language } from '@/lib/app-config';
import { $routeMode } from '@/model/session/session-model';
import type { RouteMode } from '@/model/session/session-model';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { buildRoutes } from '@/router/build-routes';
import { routeTableFor } from '@/router/active-table';
import { ShellLayout } from './shell/shell-layout';

type AppRouter = ReturnType<typeof createBrowserRouter>;

const routeSets = new Map<string, RouteObject[]>();
let current: { key: string; router: AppRouter } | null = null;

export function routesFor(mode: RouteMode, language: Language): RouteObject[] {
  const key = `${mode}|${language}`;
  let routes = routeSets.get(key);
  if (!routes) {
    routes = buildRoutes(routeTableFor(language), mode, ShellLayout);
    routeSets.set(key, routes);
  }
  return routes;
}

function routerFor(mode: RouteMode, language: Language): AppRouter {
  const key = `${mode}|${language}`;
  if (current?.key !== key) {
    current?.router.dispose();
    current = { key, router: createBrowserRouter(routesFor(mode, language)) };
  }
  return current.router;
}

export function RouterHost() {
  const { mode, language } = useUnit({ mode: $routeMode, language: $appliedLanguage });
  if (!language) return null;
  // Keyed: RouterProvider keeps the state it was first given, so a new router needs a new provider, or a
  // router whose first match needs no loader (the forced password change, say) would show the old page.
  return <RouterProvider key={`${mode}|${language}`} router={routerFor(mode, language)} />;
}
