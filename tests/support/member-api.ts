// What the mocked API answers a member's render (the home and its header): Dana's figures and a short
// history, shaped as the contract says (contractHandler checks every answer against it).
import { contractHandler } from './msw-api';

const movementTypes = ['order', 'reservation', 'exceptional', 'animation', 'sponsorship', 'transfer', 'inscription', 'expired'] as const;

/** One movement as points_history lists it. */
function movement(id: number, over: Record<string, string | number | null>) {
  return {
    id,
    type: 'reservation',
    status: 'valid',
    amount: 300,
    label: `Booking DEMO000${id} – Horizon Brussels Grand-Place, Brussels (1 night)`,
    created_at: '2026-11-02T12:00:00.000Z',
    valid_on: '2026-11-09T12:00:00.000Z',
    expires_on: '2028-11-09T12:00:00.000Z',
    booking_number: `DEMO000${id}`,
    hotel: null,
    ...over,
  };
}

/** The member's movements: one pending booking, one valid booking and a welcome bonus, newest first. */
export const memberMovements = [
  movement(3, { status: 'pending', amount: 5200, created_at: '2026-11-20T12:00:00.000Z', valid_on: '2026-12-04T12:00:00.000Z' }),
  movement(2, {}),
  movement(1, {
    type: 'inscription',
    amount: 500,
    label: 'Welcome bonus',
    booking_number: null,
    created_at: '2025-01-10T12:00:00.000Z',
    valid_on: '2025-01-10T12:00:00.000Z',
    expires_on: '2027-01-10T12:00:00.000Z',
  }),
];

function historyOf(items: typeof memberMovements) {
  const totals = movementTypes.map((type) => {
    const mine = items.filter((m) => m.type === type);
    const sum = (status: string) => mine.filter((m) => m.status === status).reduce((total, m) => total + Number(m.amount), 0);
    return { type, count: mine.length, valid: sum('valid'), pending: sum('pending'), cancelled: sum('cancelled') };
  });
  return { items, next_cursor: null, count: items.length, totals, months: [] };
}

/** Handlers for everything a member render of /home asks (besides page_content, faked in the scope). */
export const memberApi = [
  // The editors' overrides of interface strings: none.
  contractHandler('getTranslations', () => ({ body: {} })),
  contractHandler('getPointsHistory', (request) => {
    const query = new URL(request.url).searchParams;
    const statuses = query.getAll('status[]');
    const matching = statuses.length ? memberMovements.filter((m) => statuses.includes(String(m.status))) : memberMovements;
    const limit = Number(query.get('limit') ?? matching.length);
    return { body: { ...historyOf(matching), items: matching.slice(0, limit) } };
  }),
  contractHandler('getStats', () => ({
    body: { points: [5200, 0, 0, 88_000, 87_500, 500], basket: 0, pending: 5200, expiring: [], expiring_total: 0 },
  })),
  contractHandler('getRank', () => ({ body: { rank: 'Gold' } })),
];
