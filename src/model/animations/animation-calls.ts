// The animations' read calls of the API contract: listAnimations (requirements §7 animations_type_light) and
// getAnimation (animation_light/{id}). The detail also answers an unpublished animation to an editor's preview
// token (X-Preview-Token), which guests' /animations-preview sends.
import { createEffect } from 'effector';
import type { ApiError } from '@/api/api-error';
import { call } from '@/model/session/api';
import type { AnimationDetail, AnimationList, AnimationType } from './animation-types';

export const loadAnimationsFx = createEffect<{ type: AnimationType | null }, AnimationList, ApiError>(({ type }) =>
  call('listAnimations', { query: type ? { type } : {} }),
);

export interface DetailQuery {
  id: number;
  /** The editors' preview page (/animations-preview), which sends their token. */
  preview: boolean;
  /** An editor's preview token: the API then answers unpublished animations too. */
  previewToken: string | null;
}

export const loadAnimationFx = createEffect<DetailQuery, AnimationDetail, ApiError>(({ id, previewToken }) =>
  call('getAnimation', {
    path: { id: String(id) },
    header: previewToken ? { 'X-Preview-Token': previewToken } : undefined,
    // Why: a guest's preview has no session to lose; a 401 there is an answer (no preview link), not a reason to
    // reload. A member's lost session is still ended by the client's refresh.
    reloadOnUnauthorized: false,
  }),
);
