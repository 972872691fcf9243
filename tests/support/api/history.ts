// The member's miles as the mocked API keeps them: one list of movements, from which the history (points_history:
// filters, keyset pages, count, totals and months, as server/miles/history.ts answers them) and the figures of the
// header and summary (users_stats) are both computed, so a claim or a transfer that adds a movement (claims.ts,
// transfers.ts) shows in both on the next read. The history and the figures can be made unreachable, as a dropped
// connection would, to show the page's failures.
import { http, HttpResponse } from 'msw';
import type { components } from '@/generated/api';
import { contractHandler } from '../msw-api';

type Schemas = components['schemas'];
export type MockMovement = Schemas['PointsMovement'];

export interface MockHistory {
  /** Every movement of the member, in any order (answers list them newest first). */
  movements: MockMovement[];
  /** An English label → its French one: the API writes each line in the language the request asks for. */
  frenchLabels: Record<string, string>;
  /** While true, points_history gets no answer at all (the connection fails). */
  historyDown: boolean;
  /** While true, users_stats gets no answer at all. */
  statsDown: boolean;
  /** The query of each points_history request received, in order. */
  queries: URLSearchParams[];
  /** How many times users_stats was asked. */
  statsCalls: number;
}

const dayMs = 86_400_000;
/** The ISO instant `days` days from now (negative: ago), at noon UTC. */
export const daysFromNow = (days: number): string => `${new Date(Date.now() + days * dayMs).toISOString().slice(0, 10)}T12:00:00.000Z`;
/** The calendar day (YYYY-MM-DD) `days` days from now. */
export const dayFromNow = (days: number): string => daysFromNow(days).slice(0, 10);

let lastId = 1000;

/** A valid hotel-booking credit made `ago` days ago (change what a test needs). */
export function movement(ago: number, over: Partial<MockMovement> = {}): MockMovement {
  lastId += 1;
  return {
    id: lastId,
    type: 'reservation',
    status: 'valid',
    amount: 300,
    label: `Booking HZ${String(lastId).padStart(6, '0')} – Horizon Brussels Grand-Place, Brussels (3 nights)`,
    created_at: daysFromNow(-ago),
    valid_on: daysFromNow(-ago),
    expires_on: daysFromNow(730 - ago),
    booking_number: `HZ${String(lastId).padStart(6, '0')}`,
    hotel: null,
    ...over,
  };
}

/**
 * Dana's recent miles: a pending booking, a valid one, a cancelled one, a gift-shop order, a transfer out and the
 * welcome bonus (which expires within 60 days). Balance 2 000, pending 800.
 */
export function demoMovements(): MockMovement[] {
  return [
    movement(3, {
      status: 'pending',
      amount: 800,
      label: 'Booking DANA0001 – Horizon Rotterdam Centre, Rotterdam (2 nights)',
      booking_number: 'DANA0001',
      valid_on: daysFromNow(6),
      expires_on: daysFromNow(736),
    }),
    movement(10, { amount: 1200, label: 'Booking DANA0002 – Horizon Paris Opéra, Paris (4 nights)', booking_number: 'DANA0002' }),
    movement(20, { status: 'cancelled', amount: 700, label: 'Booking DANA0003 – cancelled', booking_number: 'DANA0003' }),
    movement(40, { type: 'order', amount: -3000, label: 'Gift shop order 10598', expires_on: null, booking_number: null }),
    movement(50, { type: 'transfer', amount: -1000, label: 'Transfer to Olivier P. (FA654321)', expires_on: null, booking_number: null }),
    movement(690, { type: 'inscription', amount: 4800, label: 'Welcome bonus', booking_number: null }),
  ];
}

export function mockHistory(over: Partial<MockHistory> = {}): MockHistory {
  return {
    movements: demoMovements(),
    frenchLabels: {
      'Booking DANA0001 – Horizon Rotterdam Centre, Rotterdam (2 nights)':
        'Réservation DANA0001 – Horizon Rotterdam Centre, Rotterdam (2 nuits)',
    },
    historyDown: false,
    statsDown: false,
    queries: [],
    statsCalls: 0,
    ...over,
  };
}

const movementTypes = ['order', 'reservation', 'exceptional', 'animation', 'sponsorship', 'transfer', 'inscription', 'expired'] as const;
const sum = (list: readonly MockMovement[]) => list.reduce((total, m) => total + m.amount, 0);
const newestFirst = (a: MockMovement, b: MockMovement) => b.created_at.localeCompare(a.created_at) || b.id - a.id;
/** The keyset cursor of a line: its date to the microsecond, and its id (the contract's pattern). */
const cursorOf = (m: MockMovement) => `${m.created_at.replace(/\.(\d{3})Z$/, '.$1000Z')}_${m.id}`;

/** users_stats over the movements (points: 0 pending, 1 cancelled, 2 expired, 3 earned, 4 balance, 5 spent). */
export function statsOf(movements: readonly MockMovement[]): Schemas['PointsStats'] {
  const valid = movements.filter((m) => m.status === 'valid');
  const pending = sum(movements.filter((m) => m.status === 'pending'));
  const soon = dayFromNow(60);
  const expiringByDay = new Map<string, number>();
  for (const m of valid)
    if (m.amount > 0 && m.expires_on && m.expires_on.slice(0, 10) <= soon)
      expiringByDay.set(m.expires_on.slice(0, 10), (expiringByDay.get(m.expires_on.slice(0, 10)) ?? 0) + m.amount);
  const expiring = [...expiringByDay].sort(([a], [b]) => a.localeCompare(b)).map(([date, amount]) => ({ date, amount }));
  return {
    points: [
      pending,
      sum(movements.filter((m) => m.status === 'cancelled')),
      -sum(valid.filter((m) => m.type === 'expired')),
      sum(valid.filter((m) => m.amount > 0)),
      sum(valid),
      -sum(valid.filter((m) => m.amount < 0 && m.type !== 'expired')),
    ],
    basket: 0,
    pending,
    expiring,
    expiring_total: expiring.reduce((total, e) => total + e.amount, 0),
  };
}

/** The main balance at the end of each month, from the first valid movement's month to this one. */
function monthsOf(movements: readonly MockMovement[]): Schemas['MonthBalance'][] {
  const valid = movements.filter((m) => m.status === 'valid').sort((a, b) => a.created_at.localeCompare(b.created_at));
  const first = valid[0];
  if (!first) return [];
  const months: Schemas['MonthBalance'][] = [];
  const now = new Date().toISOString().slice(0, 7);
  for (
    let at = new Date(`${first.created_at.slice(0, 7)}-01T00:00:00Z`);
    at.toISOString().slice(0, 7) <= now;
    at.setUTCMonth(at.getUTCMonth() + 1)
  ) {
    const month = at.toISOString().slice(0, 7);
    months.push({ month, balance: sum(valid.filter((m) => m.created_at.slice(0, 7) <= month)) });
  }
  return months;
}

const refused = (propertyPath: string, message: string, key: string) => ({
  status: 422,
  body: { code: 422, message, key, violations: [{ propertyPath, message, key }] },
});

/** Handlers of the miles history and the member's figures over `history`. Put them before sessionApi's (its users_stats is fixed). */
export function historyApi(history: MockHistory) {
  return [
    // No answer at all while "down": not an answer of the contract, so not through contractHandler.
    http.get('*/points_history', () => (history.historyDown ? HttpResponse.error() : undefined)),
    http.get('*/users_stats', () => (history.statsDown ? HttpResponse.error() : undefined)),
    contractHandler('getPointsHistory', (request) => {
      const query = new URL(request.url).searchParams;
      history.queries.push(query);
      const types = query.getAll('type[]');
      const statuses = query.getAll('status[]');
      const from = query.get('from');
      const to = query.get('to');
      if (from && to && from > to) return refused('from', 'The start date must be on or before the end date.', 'date_range_invalid');
      if (from && to && (Date.parse(to) - Date.parse(from)) / dayMs >= 30)
        return refused('to', 'Please select less than 30 days', 'date_range_too_long');
      const french = request.headers.get('Accept-Language')?.startsWith('fr');
      const matching = history.movements
        .filter(
          (m) =>
            (types.length === 0 || types.includes(m.type)) &&
            (statuses.length === 0 || statuses.includes(m.status)) &&
            (!from || m.created_at.slice(0, 10) >= from) &&
            (!to || m.created_at.slice(0, 10) <= to),
        )
        .sort(newestFirst)
        .map((m) => (french && history.frenchLabels[m.label] ? { ...m, label: history.frenchLabels[m.label] ?? m.label } : m));
      const cursor = query.get('cursor');
      const start = cursor ? matching.findIndex((m) => cursorOf(m) === cursor) + 1 : 0;
      const limit = Number(query.get('limit') ?? 100);
      const items = matching.slice(start, start + limit);
      const last = items.at(-1);
      const next_cursor = start + limit < matching.length && last ? cursorOf(last) : null;
      if (cursor) return { body: { items, next_cursor } };
      const totals = movementTypes.map((type) => {
        const mine = matching.filter((m) => m.type === type);
        const of = (status: string) => sum(mine.filter((m) => m.status === status));
        return { type, count: mine.length, valid: of('valid'), pending: of('pending'), cancelled: of('cancelled') };
      });
      return { body: { items, next_cursor, count: matching.length, totals, months: monthsOf(history.movements) } };
    }),
    contractHandler('getStats', () => {
      history.statsCalls += 1;
      return { body: statsOf(history.movements) };
    }),
    contractHandler('getPointsStatuses', () => ({
      body: [
        { key: 'valid', value: 'valid', label: 'Valid' },
        { key: 'pending', value: 'pending', label: 'Pending' },
        { key: 'cancelled', value: 'cancelled', label: 'Cancelled' },
      ],
    })),
  ];
}
