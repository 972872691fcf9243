// The member home's miles (requirements §2.2 /home): the miles still pending with the day each becomes valid
// (requirements §4: check-out + 7 days), and the latest movements. The balance, pending total and rank are the
// user model's (the header shows the same figures).
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError } from '@/api/api-error';
import type { components } from '@/generated/api';
import { call } from '@/model/session/api';
import { memberDataStores } from '@/model/session/member-changed';

type Schemas = components['schemas'];
export type Movement = Schemas['PointsMovement'];

/** How many latest movements the home shows. */
export const RECENT_COUNT = 5;
export interface PointsSummary {
  /** Pending credits, the soonest valid first. */
  pending: Movement[];
  /** The latest movements, newest first (at most RECENT_COUNT). */
  recent: Movement[];
  /** How many hotel bookings the member has in the history (none: the home invites to a first one). */
  claims: number;
}

export type PointsSummaryState = { status: 'loading' } | { status: 'failure' } | { status: 'ready'; summary: PointsSummary };

/** The home page opened: load (or reload) its miles. */
export const homeOpened = createEvent();

/**
 * Two small calls rather than the whole history (a long-standing member has thousands of movements): the
 * pending movements, and the newest few (`limit`), whose totals still count every hotel booking.
 */
export const loadPointsSummaryFx = createEffect<void, PointsSummary, ApiError>(async () => {
  const [pending, latest] = await Promise.all([
    call('getPointsHistory', { query: { 'status[]': ['pending'] } }),
    call('getPointsHistory', { query: { limit: String(RECENT_COUNT) } }),
  ]);
  return {
    // ISO timestamps sort as text: no localeCompare, whose first call loads the browser's collation data.
    pending: pending.items
      .filter((m) => m.status === 'pending' && m.amount > 0)
      .sort((a, b) => (a.valid_on < b.valid_on ? -1 : a.valid_on > b.valid_on ? 1 : 0)),
    recent: latest.items.slice(0, RECENT_COUNT),
    claims: latest.totals?.find((t) => t.type === 'reservation')?.count ?? 0,
  };
});

export const $pointsSummary = createStore<PointsSummaryState>({ status: 'loading' });

// Why: every visit shows fresh figures (a claim or a transfer may have happened since).
sample({ clock: homeOpened, target: loadPointsSummaryFx });
// Why: a reload keeps the figures already shown, so the home does not flash back to a spinner.
sample({
  clock: loadPointsSummaryFx,
  source: $pointsSummary,
  filter: (s) => s.status === 'failure',
  fn: (): PointsSummaryState => ({ status: 'loading' }),
  target: $pointsSummary,
});
sample({
  clock: loadPointsSummaryFx.doneData,
  fn: (summary): PointsSummaryState => ({ status: 'ready', summary }),
  target: $pointsSummary,
});
sample({
  clock: loadPointsSummaryFx.fail,
  source: $pointsSummary,
  filter: (s) => s.status !== 'ready',
  fn: (): PointsSummaryState => ({ status: 'failure' }),
  target: $pointsSummary,
});
// Why: the next member to log in on this browser must never see the previous one's miles.
memberDataStores($pointsSummary);
