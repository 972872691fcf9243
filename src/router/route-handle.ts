import type { TableRoute } from '@/contract/route-table';

/** What each config route carries in its React Router `handle`. */
export interface RouteHandle {
  route?: TableRoute;
  /** Tracking name for routes that are not config routes (catch-all, root). */
  tracking?: string;
  /** The page view is pushed by the page once it knows what it shows (the guest catch-all: a content page,
   *  or a redirect whose target pushes its own). */
  deferredPageView?: boolean;
  /** A path the language's overlay switched off or moved: the id of the route it was (for the language switch). */
  retiredRouteId?: string;
}
