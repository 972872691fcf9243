import type { TableRoute } from '@/lib/route-table';

/** What each config route carries in its React Router `handle`. */
export interface RouteHandle {
  route?: TableRoute;
  /** Tracking name for routes that are not config routes (catch-all, root). */
  tracking?: string;
}
