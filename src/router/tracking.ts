// Page-view tracking (requirements §2.4, §3): one event per navigation, pushed to window.dataLayer with the
// route's tracked pagename (error404 outside the table) and whether the visitor is logged in.
import { constraintsHold } from './route-constraints';
import type { RouteHandle } from './route-handle';

export const NOT_FOUND_PAGENAME = 'error404';

export interface PageViewEvent {
  event: 'page_view';
  pagename: string;
  page_path: string;
  user_data: { uilogged: boolean };
  [field: string]: unknown;
}

interface MatchLike {
  handle: unknown;
  params: Record<string, string | undefined>;
}

/** The pagename of the deepest match that names one; a disallowed parameter value counts as not found. */
export function trackingNameFor(matches: MatchLike[]): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const handle = match?.handle as RouteHandle | undefined;
    if (handle?.route) return constraintsHold(handle.route.constraints, match?.params ?? {}) ? handle.route.tracking : NOT_FOUND_PAGENAME;
    if (handle?.tracking) return handle.tracking;
  }
  return NOT_FOUND_PAGENAME;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Pushes one page-view event; creates the data layer if the tag manager has not yet. */
export function pushPageView(event: Omit<PageViewEvent, 'event'>, target: DataLayerWindow = window): void {
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push({ event: 'page_view', ...event });
}
