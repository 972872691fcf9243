// The member home's miles (requirements §2.2 /home): the miles still pending with the day each becomes valid
// (requirements §4: check-out + 7 days), and the latest movements. The balance, pending total and rank are the
// user model's (the header shows the same figures).
import { createEffect, createEvent, sample } from 'effector';
import type { ApiError } from '@/api/api-error';
import type { components } from '@/generated/api';
import { call } from '@/model/session/api';
import { loadableQuery } from '@/model/remote-data/loadable-query';

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

// Why every visit: fresh figures (a claim or a transfer may have happened since); the figures shown stay while
// they are read again, so the home does not flash back to a spinner.
const pointsSummary = loadableQuery(loadPointsSummaryFx, { name: 'pointsSummary', memberData: true });
export const $pointsSummary = pointsSummary.$state;
sample({ clock: homeOpened, target: pointsSummary.query.start });
