// Pure helpers of the animation actions model.
import type { ApiError } from '@/api/api-error';

/** The actions a member takes on an animation's page, one call each. */
export type ActionName = 'join' | 'register' | 'cancel' | 'claim' | 'start';

/** An action a member asked for on one animation. */
export interface ActionRequest {
  animationId: number;
  action: ActionName;
}

/** The last failure of an action: `key` is a `validation.server.<key>` (generic when the API gave none). */
export interface ActionFailure {
  action: ActionName;
  key: string;
}

/** The record without the entry of `id`. */
export function without<T>(record: Record<number, T>, id: number): Record<number, T> {
  const { [id]: _gone, ...rest } = record;
  return rest;
}

/**
 * A refusal that says the page is out of date (409: the event filled up, the codes ran out, the period ended,
 * the deadline passed): the page must read the animation again to show what now holds.
 */
export function isStaleRefusal(error: ApiError): boolean {
  return error.status === 409;
}

/** True once `deadline` (an ISO date-time) is past at `now` (milliseconds). */
export function isPast(deadline: string, now: number): boolean {
  return Date.parse(deadline) < now;
}
