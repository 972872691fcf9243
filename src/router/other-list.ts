// A path that the active list does not know may belong to the other list: a guest opens a member page
// from a bookmark (/home), a member opens a link from a mail (/confirm/…, /login/reset-password/…), or
// both lists have the page under different paths (/media-kit for guests, /press/media-kit for members).
// Asking the content system for such a path would show the wrong page or a dead end.
import { generatePath, matchRoutes, redirect } from 'react-router';
import type { RouteTable, TableRoute } from '@/contract/route-table';
import { constraintsHold } from './route-constraints';
import { guestFallback } from './redirects';

export type OtherListAnswer =
  /** The same page exists in the active list under another path: go there (same parameters). */
  | { kind: 'same-page'; path: string }
  /** Only the other list has it: a guest must log in, a member must log out to open it. */
  | { kind: 'other-list-only'; route: TableRoute }
  /** Neither list knows the path: the content system may. */
  | { kind: 'unknown' };

/** What a path outside the `active` list is, judged against the other list of the same language. */
export function otherListAnswer(pathname: string, table: RouteTable, active: 'public' | 'private'): OtherListAnswer {
  const other = table[active === 'public' ? 'private' : 'public'];
  const matches =
    matchRoutes(
      other.map((route) => ({ path: route.path, route })),
      pathname,
    ) ?? [];
  const match = matches.at(-1);
  if (!match || !constraintsHold(match.route.route.constraints, match.params)) return { kind: 'unknown' };
  const route = match.route.route;
  const twin = table[active].find((r) => r.id === route.id);
  if (!twin) return { kind: 'other-list-only', route };
  try {
    return { kind: 'same-page', path: generatePath(twin.path, match.params) };
  } catch {
    // The twin needs a parameter this path does not carry: treat it as the other list's page.
    return { kind: 'other-list-only', route };
  }
}

/**
 * A guest on a public route whose parameter value it does not allow. The members' path of a page both lists
 * show can be such a path (/press/media-kit is /press/:page with page "media-kit"): the public route outranks
 * the catch-all, so the other list is judged here, and the guest goes to the page's public path (/media-kit);
 * any other value is an unknown path, which sends the guest to the login page with `ref`.
 */
export function disallowedValueRedirect(request: Request, table: RouteTable): Response {
  const { pathname, search } = new URL(request.url);
  const answer = otherListAnswer(pathname, table, 'public');
  return answer.kind === 'same-page' ? redirect(`${answer.path}${search}`) : guestFallback(request);
}
