// Figures derived from the movements: totals by type (as the API computes them, over what is shown) and the
// balance month by month (for the chart and its text alternative).
import { movementTypes } from './history-types';
import type { Movement, MovementType } from './history-types';

export interface TypeTotal {
  type: MovementType;
  count: number;
  /** Sum of the valid movements of this type (negative for debits). */
  valid: number;
  pending: number;
  cancelled: number;
}

/** One entry per type that has movements, in the API's type order. */
export function totalsByType(items: readonly Movement[]): TypeTotal[] {
  const totals = new Map<MovementType, TypeTotal>(movementTypes.map((type) => [type, { type, count: 0, valid: 0, pending: 0, cancelled: 0 }]));
  for (const m of items) {
    const total = totals.get(m.type);
    if (!total) continue;
    total.count += 1;
    total[m.status] += m.amount;
  }
  return [...totals.values()].filter((t) => t.count > 0);
}

export interface MonthBalance {
  /** YYYY-MM (UTC). */
  month: string;
  /** The balance at the end of the month (for the current month: now). */
  balance: number;
}

const monthOf = (at: number): string => new Date(at).toISOString().slice(0, 7);

function nextMonth(month: string): string {
  const [year = 0, m = 1] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * The main balance at the end of each month, from the month of the first valid movement to the month of
 * `now`. The balance is the sum of the valid movements that had become valid by then (SPEC §3: pending miles
 * count once their valid-on day has passed; cancelled ones never), so the last figure is today's balance.
 */
export function monthlyBalance(items: readonly Movement[], now: number): MonthBalance[] {
  const valid = items
    .filter((m) => m.status === 'valid')
    .map((m) => ({ at: Math.min(Date.parse(m.valid_on), now), amount: m.amount }))
    .sort((a, b) => a.at - b.at);
  const first = valid[0];
  if (!first) return [];
  const months: MonthBalance[] = [];
  const last = monthOf(now);
  let balance = 0;
  let i = 0;
  for (let month = monthOf(first.at); month <= last; month = nextMonth(month)) {
    for (; i < valid.length && monthOf(valid[i]?.at ?? 0) <= month; i += 1) balance += valid[i]?.amount ?? 0;
    months.push({ month, balance });
  }
  return months;
}
