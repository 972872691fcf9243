// The movement statuses the history may be filtered by (GET points_status, requirements §3 "points status list"):
// the API says which statuses exist and in which order; the filter offers those it knows how to name
// (requirements §3's valid, pending, cancelled). Until the answer comes, or if the call fails, the filter offers
// requirements §3's list, so the page never waits on it.
import { createEffect, createEvent, sample } from 'effector';
import type { ApiError } from '@/api/api-error';
import type { components } from '@/generated/api';
import { loadableQuery } from '@/model/remote-data/loadable-query';
import { call } from '@/model/session/api';
import { historyPageOpened } from './history-model';
import { isMovementStatus, movementStatuses } from './history-types';
import type { MovementStatus } from './history-types';

type StatusOption = components['schemas']['PointsStatusOption'];

/** The statuses of the API's list that the portal can show, in its order; requirements §3's list when none. */
export function statusesOf(options: readonly StatusOption[]): MovementStatus[] {
  const keys = [...new Set(options.map((option) => option.key))].filter(isMovementStatus);
  return keys.length > 0 ? keys : [...movementStatuses];
}

/** The history's filters are shown: their status list is asked for once per page load. */
export const pointsStatusesNeeded = createEvent();

export const loadPointsStatusesFx = createEffect<void, StatusOption[], ApiError>(() => call('getPointsStatuses'));

const statusesQuery = loadableQuery(loadPointsStatusesFx, { name: 'pointsStatuses', memberData: false });
export const $pointsStatuses = statusesQuery.$state.map((state) =>
  state.status === 'ready' ? statusesOf(state.data) : [...movementStatuses],
);

// Why: the history page shows the filters; the list is the same for everyone, so it is asked for once (again only
// after a failure).
sample({ clock: historyPageOpened, target: pointsStatusesNeeded });
sample({ clock: pointsStatusesNeeded, target: statusesQuery.query.refresh });
