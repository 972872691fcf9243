// Links by route id (never by path): the active route list is provided by the router host, so a localised
// path or another language's route set just works for every menu and template.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { Link, generatePath } from 'react-router';
import type { LinkProps } from 'react-router';
import type { TableRoute } from '@/contract/route-table';

export const ActiveRoutesContext = createContext<TableRoute[]>([]);

/** Path of a route id ("default": the list's default route) in `routes`, or null when the list lacks it. */
export function resolveRoutePath(routes: TableRoute[], routeId: string, params: Record<string, string> = {}): string | null {
  const route = routeId === 'default' ? routes.find((r) => r.default) : routes.find((r) => r.id === routeId);
  if (!route) return null;
  try {
    return generatePath(route.path.replace(/\/\*$/, ''), params);
  } catch {
    return null;
  }
}

/** Path of a route id in the active list, or null when this language or mode does not have it. */
export function useRoutePath(routeId: string, params?: Record<string, string>): string | null {
  return resolveRoutePath(useContext(ActiveRoutesContext), routeId, params);
}

type RouteLinkProps = Omit<LinkProps, 'to'> & {
  /** A route id, or "default" for the active list's default route. */
  to: string;
  params?: Record<string, string>;
  children: ReactNode;
};

/** A router link to a route id; renders nothing when the active list lacks the route. */
export function RouteLink({ to, params, children, ...rest }: RouteLinkProps) {
  const path = useRoutePath(to, params);
  if (path === null) return null;
  return (
    <Link to={path} {...rest}>
      {children}
    </Link>
  );
}
