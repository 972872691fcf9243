// Config → React Router route objects, for one mode (guest, member, expired password) and one language.
// Every rule of requirements §2.4 that depends on the URL lives here or in redirects.ts.
import type { ComponentType } from 'react';
import { generatePath, redirect, useParams } from 'react-router';
import type { RouteObject } from 'react-router';
import { defaultRoute } from '@/contract/route-table';
import type { RetiredPath, RouteTable, TableRoute } from '@/contract/route-table';
import type { RouteMode } from '@/model/session/session-model';
import { loadPageData, PageRenderer } from '@/renderer/page-renderer';
import { declaresPageData } from '@/renderer/declares-page-data';
import { ErrorPage } from '@/renderer/error-page';
import { PageLoading } from '@/renderer/page-loading';
import { pageConfig } from '@/platform/site-config';
import { loadNamespaces } from '@/platform/i18n';
import { templateRegistry } from '@/renderer/template-registry';
import { pageForms, pageNamespaces, templatesWithOwnPageView } from '@/renderer/registered-templates';
import { preloadForms } from '@/forms/lazy-schema-form';
import { contentRendererPending } from '@/cms/content-renderer';
import { constraintsHold } from './route-constraints';
import { disallowedValueRedirect } from './other-list';
import { rootRedirect } from './redirects';
import { NOT_FOUND_PAGENAME } from './tracking';
import type { RouteHandle } from './route-handle';

function ConfigRoute({ route }: { route: TableRoute }) {
  const params = useParams();
  // A member on a disallowed parameter value gets not-found; a guest never gets here (the loader redirects).
  const pageId = constraintsHold(route.constraints, params) ? route.page : 'not-found';
  return <PageRenderer key={route.id} pageId={pageId} routeId={route.id} params={params} />;
}

/**
 * Loads a page's template chunk, the string namespaces and the schema forms its template names, in parallel, then
 * the content HTML renderer if the template shows content (fetched beside the template: route shells name it);
 * resolves with no route properties (the route's element is static). A failed chunk resolves too: the page renderer
 * shows the failure, with Try again.
 */
export async function preloadPage(pageId: string): Promise<Record<string, never>> {
  const page = pageConfig(pageId);
  const template = page?.template;
  const namespaces = pageNamespaces(template);
  const strings = namespaces.length > 0 ? loadNamespaces(namespaces) : null;
  // A page with data sources or forms also needs the page-data provider's chunk (page-renderer.tsx).
  const data = page && declaresPageData(page) ? loadPageData().catch(() => null) : null;
  // The forms the page shows when it opens, with the engine: they render with the page, moving nothing after it.
  const formIds = pageForms(page);
  const forms = formIds.length > 0 ? preloadForms(formIds) : null;
  await Promise.all([template ? templateRegistry.preload(template) : null, strings, data, forms]);
  // A template that shows content HTML asked for its renderer as its module ran: the page commits with it.
  await contentRendererPending();
  return {};
}

const noRouteProperties = (): Record<string, never> => ({});

function configRoute(route: TableRoute, mode: RouteMode, table: RouteTable): RouteObject {
  // Why deferred: a hotel page pushes its page view itself, with the search and hotel fields of requirements §3.
  const ownPageView = templatesWithOwnPageView.includes(pageConfig(route.page)?.template ?? '');
  const handle: RouteHandle = ownPageView ? { route, deferredPageView: true } : { route };
  const constraints = route.constraints;
  return {
    // Stable ids (React Router numbers routes by position otherwise): a language switch hands the page on
    // screen to the new language's route set by id, and the same page must answer there (router-host.tsx).
    id: `page:${route.id}`,
    path: route.path,
    element: <ConfigRoute route={route} />,
    handle,
    // React Router's route lazy: a navigation commits once the page's template chunk is there, so the old
    // page stays on screen meanwhile instead of a spinner (the chunk may also be loading already: a link's
    // intent, or a modulepreload of the prerendered HTML). A failed chunk resolves too: PageRenderer shows it.
    lazy: () => preloadPage(route.page),
    loader:
      constraints && mode === 'guest'
        ? ({ request, params }) => (constraintsHold(constraints, params) ? null : disallowedValueRedirect(request, table))
        : undefined,
  };
}

/**
 * A path this language's overlay took away. Switched off: the not-found screen (tracked error404), never
 * the content catch-all, which would show the page the language dropped. Moved: a redirect to the localised
 * path with the same parameters, because whoever holds the old address (a bookmark, a link shared from
 * another language) wants that page, which this language still has.
 */
function retiredRoute({ path, routeId, movedTo }: RetiredPath): RouteObject {
  if (movedTo) {
    return {
      id: `moved:${path}`,
      path,
      loader: ({ request, params }) => redirect(`${generatePath(movedTo, params)}${new URL(request.url).search}`),
      element: null,
      handle: { retiredRouteId: routeId, deferredPageView: true } satisfies RouteHandle,
    };
  }
  return {
    id: `off:${path}`,
    path,
    element: <PageRenderer key={path} pageId="not-found" />,
    handle: { tracking: NOT_FOUND_PAGENAME, retiredRouteId: routeId } satisfies RouteHandle,
  };
}

/** The active list of a mode: guests use the public list, members (expired or not) the private one. */
export function activeList(table: RouteTable, mode: RouteMode): TableRoute[] {
  return mode === 'guest' ? table.public : table.private;
}

/**
 * The route set of a mode and language, every page inside `Layout`. `layoutReady`: what the layout needs before its
 * first render (a member's header parts), loaded with the first route's page, so that the first page commits with
 * its shell whole; a failure lets the page commit all the same (the layout loads it again itself).
 */
export function buildRoutes(
  table: RouteTable,
  mode: RouteMode,
  Layout: ComponentType,
  layoutReady?: () => Promise<unknown>,
): RouteObject[] {
  const shell: RouteObject = {
    id: 'shell',
    element: <Layout />,
    errorElement: <ErrorPage />,
    HydrateFallback: PageLoading,
    // React Router's route lazy: a child's navigation waits for its parent's, which runs once.
    lazy: layoutReady ? () => layoutReady().then(noRouteProperties, noRouteProperties) : undefined,
  };
  if (mode === 'expired') {
    // requirements §2.4: an expired password forces the change-password screen on every path.
    return [
      {
        ...shell,
        children: [
          {
            path: '*',
            element: <PageRenderer pageId="change-password" />,
            lazy: () => preloadPage('change-password'),
            handle: { tracking: 'change-password' } satisfies RouteHandle,
          },
        ],
      },
    ];
  }
  const list = activeList(table, mode);
  const fallback = defaultRoute(list);
  if (!fallback)
    throw new Error(`The ${mode === 'guest' ? 'public' : 'private'} list has no default route (config check should have caught this).`);
  const unknown: RouteObject =
    mode === 'guest'
      ? {
          id: 'unknown',
          path: '*',
          // Loaded on first use: only a visitor outside the public list needs the content lookup.
          lazy: async () => ({ Component: (await import('./guest-fallback')).GuestFallback }),
          handle: { tracking: NOT_FOUND_PAGENAME, deferredPageView: true } satisfies RouteHandle,
        }
      : {
          id: 'unknown',
          path: '*',
          // A member may follow a link to a page that exists only in the content system; else not-found.
          lazy: async () => ({ Component: (await import('./guest-fallback')).MemberFallback }),
          handle: { tracking: NOT_FOUND_PAGENAME, deferredPageView: true } satisfies RouteHandle,
        };
  return [
    {
      ...shell,
      children: [
        {
          id: 'root',
          index: true,
          loader: ({ request }) => rootRedirect(request, fallback),
          element: null,
          handle: { tracking: fallback.tracking } satisfies RouteHandle,
        },
        ...list.map((route) => configRoute(route, mode, table)),
        ...(table.retired ?? []).map(retiredRoute),
        unknown,
      ],
    },
  ];
}
