// The miles history's types, from the API contract (never written by hand), and the lists of requirements §3.
import type { components } from '@/generated/api';

export type Movement = components['schemas']['PointsMovement'];
export type MovementType = components['schemas']['MovementType'];
export type MovementStatus = components['schemas']['MovementStatus'];
export type PointsHistory = components['schemas']['PointsHistory'];
export type ExpiringMiles = components['schemas']['ExpiringMiles'];

// Records keyed by the unions: adding a type to the contract without listing it here is a type error.
const typeOrder: Record<MovementType, number> = {
  order: 0,
  reservation: 1,
  exceptional: 2,
  animation: 3,
  sponsorship: 4,
  transfer: 5,
  inscription: 6,
  expired: 7,
};
const statusOrder: Record<MovementStatus, number> = { valid: 0, pending: 1, cancelled: 2 };

const ordered = <T extends string>(order: Record<T, number>): readonly T[] =>
  (Object.keys(order) as T[]).sort((a, b) => order[a] - order[b]);

/** requirements §3 point types, in the API's order. */
export const movementTypes: readonly MovementType[] = ordered(typeOrder);
/** requirements §3 point statuses. */
export const movementStatuses: readonly MovementStatus[] = ordered(statusOrder);

export const isMovementType = (value: string): value is MovementType => Object.hasOwn(typeOrder, value);
export const isMovementStatus = (value: string): value is MovementStatus => Object.hasOwn(statusOrder, value);
