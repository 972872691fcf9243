// Redirect rules of requirements §2.4: the root goes to the active list's default route, carrying `ref` when the
// visitor came from an unmatched path; a guest on an unknown path is sent to the root with that `ref`.
import { generatePath, redirect } from 'react-router';
import { safeRef } from '@/lib/safe-ref';
import type { TableRoute } from '@/contract/route-table';

/** Path of a list's default route (its optional parameters left out). */
export function defaultPath(route: TableRoute): string {
  return generatePath(route.path, {});
}

/** The root: redirect to the default route, keeping a safe `ref`. */
export function rootRedirect(request: Request, target: TableRoute): Response {
  const ref = safeRef(new URL(request.url).searchParams.get('ref'));
  const path = defaultPath(target);
  return redirect(ref ? `${path}?ref=${encodeURIComponent(ref)}` : path);
}

/** Where a guest outside the public list goes: the root, with the wanted path as a safe `ref`. */
export function guestFallbackTarget(pathAndSearch: string): string {
  const ref = safeRef(pathAndSearch);
  return ref ? `/?ref=${encodeURIComponent(ref)}` : '/';
}

/** A guest on a public route with a disallowed parameter value: the same redirect, from a loader. */
export function guestFallback(request: Request): Response {
  const url = new URL(request.url);
  return redirect(guestFallbackTarget(`${url.pathname}${url.search}`));
}
