// Switching language keeps the member on the equivalent page: the same route id in the new language's
// table, with the same parameters; the list's default route when that language has switched it off.
import { generatePath } from 'react-router';
import type { TableRoute } from '@/lib/route-table';

export function equivalentPath(routeId: string | undefined, params: Record<string, string | undefined>, routes: TableRoute[]): string {
  const target = routes.find((r) => r.id === routeId) ?? routes.find((r) => r.default);
  if (!target) return '/';
  try {
    return generatePath(target.path, params);
  } catch {
    return generatePath(routes.find((r) => r.default)?.path ?? '/', {});
  }
}
