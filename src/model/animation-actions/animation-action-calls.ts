// The animation action calls of the API contract: joinBooster, registerForEvent,
// cancelEventRegistration, claimAnimationCode, startExternalElearning. Each answers the animation's action
// object as it now stands.
import { createEffect } from 'effector';
import type { ApiError } from '@/api/api-error';
import { call } from '@/model/session/api';
import type { ActionObject } from './animation-action-types';

const byId = (id: number) => ({ path: { id: String(id) } });

export const joinBoosterFx = createEffect<number, ActionObject, ApiError>((id) => call('joinBooster', byId(id)));
export const registerForEventFx = createEffect<number, ActionObject, ApiError>((id) => call('registerForEvent', byId(id)));
export const cancelEventRegistrationFx = createEffect<number, ActionObject, ApiError>((id) => call('cancelEventRegistration', byId(id)));
export const claimAnimationCodeFx = createEffect<number, ActionObject, ApiError>((id) => call('claimAnimationCode', byId(id)));
export const startExternalElearningFx = createEffect<number, ActionObject, ApiError>((id) => call('startExternalElearning', byId(id)));
