// The history's filters and their place in the URL. Pure functions: the URL is the only place the applied
// filters live (a reload, a shared link and back/forward give the same view), the model mirrors it.
//   ?type=reservation,transfer&status=pending&from=2026-10-01&to=2026-10-20
import { isIsoDay } from '@/contract/calendar-days';
import { isMovementStatus, isMovementType, movementStatuses, movementTypes } from './history-types';
import type { Movement, MovementStatus, MovementType } from './history-types';

export interface HistoryFilters {
  /** Types shown; empty: every type. */
  types: MovementType[];
  /** Statuses shown; empty: every status. */
  statuses: MovementStatus[];
  /** First day shown (YYYY-MM-DD, inclusive), or null. */
  from: string | null;
  /** Last day shown (YYYY-MM-DD, inclusive), or null. */
  to: string | null;
}

export const noFilters: HistoryFilters = { types: [], statuses: [], from: null, to: null };

function listParam(params: URLSearchParams, name: string): string[] {
  // Accepts `type=a,b` (what we write) and `type=a&type=b` (what a hand-written link may carry).
  return params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];
const inOrder = <T extends string>(values: T[], order: readonly T[]): T[] => order.filter((value) => values.includes(value));

/** Reads the filters from a query string; unknown types or statuses and impossible dates are dropped. */
export function parseFilters(search: string | URLSearchParams): HistoryFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const day = (name: string): string | null => {
    const value = params.get(name)?.trim() ?? '';
    return isIsoDay(value) ? value : null;
  };
  return {
    types: inOrder(unique(listParam(params, 'type').filter(isMovementType)), movementTypes),
    statuses: inOrder(unique(listParam(params, 'status').filter(isMovementStatus)), movementStatuses),
    from: day('from'),
    to: day('to'),
  };
}

/**
 * The query string of some filters (without `?`; empty when none apply), in one canonical order so that
 * the same view always has the same address. Every value is [a-z0-9-], so nothing needs escaping and the
 * comma stays readable.
 */
export function serializeFilters(filters: HistoryFilters): string {
  const parts: string[] = [];
  const types = inOrder(filters.types, movementTypes);
  const statuses = inOrder(filters.statuses, movementStatuses);
  if (types.length > 0) parts.push(`type=${types.join(',')}`);
  if (statuses.length > 0) parts.push(`status=${statuses.join(',')}`);
  if (filters.from && isIsoDay(filters.from)) parts.push(`from=${filters.from}`);
  if (filters.to && isIsoDay(filters.to)) parts.push(`to=${filters.to}`);
  return parts.join('&');
}

/** How many filters narrow the list (a date range counts once). */
export function activeFilterCount(filters: HistoryFilters): number {
  return (filters.types.length > 0 ? 1 : 0) + (filters.statuses.length > 0 ? 1 : 0) + (filters.from || filters.to ? 1 : 0);
}

/** The UTC calendar day of a movement, the day the API filters on. */
export const movementDay = (movement: Movement): string => movement.created_at.slice(0, 10);
