// The history's figures as the API computes them over the whole filtered history (never from the loaded
// page): totals by type and the balance at the end of each month.
import type { components } from '@/generated/api';

/** Count and sums (valid, pending, cancelled) of one movement type. */
export type TypeTotal = components['schemas']['PointsTypeTotal'];
/** YYYY-MM (UTC) and the main balance at the end of that month (for the current month: now). */
export type MonthBalance = components['schemas']['MonthBalance'];
