// Answers of the animation action calls, shaped as the contract types them, and a call the test releases.
import type { ApiError } from '@/api/api-error';
import type { BoosterAction, CodeAction, EventAction } from '@/model/animation-actions/animation-action-types';

export const boosterJoined: BoosterAction = { kind: 'booster', multiplier: 2, joined_at: '2026-11-20T09:30:00.000Z' };

export const eventAction = (over: Partial<EventAction> = {}): EventAction => ({
  kind: 'event',
  event_at: '2026-12-10T18:00:00.000Z',
  location: 'Horizon Brussels Grand-Place',
  seats_total: 40,
  seats_left: 12,
  cancel_until: '2026-12-08T23:59:00.000Z',
  registered: false,
  ...over,
});

export const codeReceived = (code: string): CodeAction => ({ kind: 'code', code, received_at: '2026-11-20T09:30:00.000Z', codes_left: 9 });

/** The client's rejection for a refusal of the API (`key` is the error's code, as the server sends it). */
export const refusal = (status: number, key: string): ApiError => ({ code: status, status, errors: key, key });
export const networkFailure: ApiError = { code: 'network', status: 0, errors: 'Failed to fetch', key: 'network' };
