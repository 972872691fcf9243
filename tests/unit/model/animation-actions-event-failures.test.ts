// The animation actions model: registering for an event and cancelling, and failures that leave nothing half done
// (the page's copy stays what it was, the server's message key is kept, a stale page is told to read again).
import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import type { ApiError } from '@/api/api-error';
import {
  cancelEventRegistrationFx,
  claimAnimationCodeFx,
  joinBoosterFx,
  registerForEventFx,
  startExternalElearningFx,
} from '@/model/animation-actions/animation-action-calls';
import {
  $actionAnswers,
  $actionErrors,
  $actionResults,
  $pendingActions,
  $receivedCodes,
  actionErrorDismissed,
  actionRequested,
} from '@/model/animation-actions/animation-actions-model';
import type { ActionObject } from '@/model/animation-actions/animation-action-types';
import { eventAction, networkFailure, refusal } from './animation-actions-fixtures';

type Handler = (id: number) => Promise<ActionObject>;
const fails =
  (error: ApiError): Handler =>
  () =>
    Promise.reject(error);

function setup(over: Partial<Record<'join' | 'register' | 'cancel' | 'claim' | 'start', Handler>> = {}) {
  const never: Handler = () => Promise.reject(new Error('not expected in this test'));
  const calls = {
    join: vi.fn(over.join ?? never),
    register: vi.fn(over.register ?? never),
    cancel: vi.fn(over.cancel ?? never),
    claim: vi.fn(over.claim ?? never),
    start: vi.fn(over.start ?? never),
  };
  const scope = fork({
    handlers: [
      [joinBoosterFx, calls.join],
      [registerForEventFx, calls.register],
      [cancelEventRegistrationFx, calls.cancel],
      [claimAnimationCodeFx, calls.claim],
      [startExternalElearningFx, calls.start],
    ],
  });
  return { scope, calls };
}

describe('animation actions: event', () => {
  it('registers (one seat fewer), then cancels (the seat back), each answer replacing the last', async () => {
    const { scope, calls } = setup({
      register: async () => eventAction({ registered: true, seats_left: 11 }),
      cancel: async () => eventAction({ registered: false, seats_left: 12 }),
    });
    await allSettled(actionRequested, { scope, params: { animationId: 21, action: 'register' } });
    expect(calls.register).toHaveBeenCalledWith(21);
    expect(scope.getState($actionResults)[21]).toMatchObject({ registered: true, seats_left: 11 });
    await allSettled(actionRequested, { scope, params: { animationId: 21, action: 'cancel' } });
    expect(calls.cancel).toHaveBeenCalledWith(21);
    expect(scope.getState($actionResults)[21]).toMatchObject({ registered: false, seats_left: 12 });
    expect(scope.getState($actionAnswers)).toEqual({ 21: 2 });
    expect(scope.getState($actionErrors)).toEqual({});
  });

  it('a full event: nothing registered, the message kept, and the page told to read the seats again', async () => {
    const { scope } = setup({ register: fails(refusal(409, 'event_full')) });
    await allSettled(actionRequested, { scope, params: { animationId: 21, action: 'register' } });
    expect(scope.getState($actionResults)).toEqual({});
    expect(scope.getState($pendingActions)).toEqual({});
    expect(scope.getState($actionErrors)).toEqual({ 21: { action: 'register', key: 'event_full' } });
    expect(scope.getState($actionAnswers)).toEqual({ 21: 1 });
  });

  it('a cancellation refused after the deadline keeps the registration as it was', async () => {
    const { scope } = setup({
      register: async () => eventAction({ registered: true, seats_left: 11 }),
      cancel: fails(refusal(409, 'cancel_deadline_passed')),
    });
    await allSettled(actionRequested, { scope, params: { animationId: 21, action: 'register' } });
    await allSettled(actionRequested, { scope, params: { animationId: 21, action: 'cancel' } });
    expect(scope.getState($actionResults)[21]).toMatchObject({ registered: true, seats_left: 11 });
    expect(scope.getState($actionErrors)[21]).toEqual({ action: 'cancel', key: 'cancel_deadline_passed' });
  });
});

describe('animation actions: failures roll back', () => {
  it('a network failure changes nothing but the error (no answer: the generic message), and the page is not asked to read again', async () => {
    const { scope } = setup({ claim: fails(networkFailure) });
    await allSettled(actionRequested, { scope, params: { animationId: 12, action: 'claim' } });
    expect(scope.getState($receivedCodes)).toEqual({});
    expect(scope.getState($actionResults)).toEqual({});
    expect(scope.getState($actionAnswers)).toEqual({});
    expect(scope.getState($pendingActions)).toEqual({});
    expect(scope.getState($actionErrors)).toEqual({ 12: { action: 'claim', key: 'network' } });
  });

  it('no codes left: no code, the server key kept for the message', async () => {
    const { scope } = setup({ claim: fails(refusal(409, 'codes_exhausted')) });
    await allSettled(actionRequested, { scope, params: { animationId: 12, action: 'claim' } });
    expect(scope.getState($receivedCodes)).toEqual({});
    expect(scope.getState($actionErrors)[12]?.key).toBe('codes_exhausted');
  });

  it('a later success keeps the earlier answer of another animation; a retry clears its own error first', async () => {
    let attempt = 0;
    const { scope } = setup({
      join: () =>
        ++attempt === 1
          ? Promise.reject(refusal(409, 'impersonation_forbidden'))
          : Promise.resolve({ kind: 'booster', multiplier: 2, joined_at: '2026-11-20T09:30:00.000Z' }),
      start: async () => ({
        kind: 'external',
        url: 'https://learn.example.com',
        started_at: '2026-11-20T09:00:00.000Z',
        completed_at: null,
      }),
    });
    await allSettled(actionRequested, { scope, params: { animationId: 4, action: 'start' } });
    await allSettled(actionRequested, { scope, params: { animationId: 7, action: 'join' } });
    expect(scope.getState($actionErrors)).toEqual({ 7: { action: 'join', key: 'impersonation_forbidden' } });
    expect(Object.keys(scope.getState($actionResults))).toEqual(['4']);
    await allSettled(actionRequested, { scope, params: { animationId: 7, action: 'join' } });
    expect(scope.getState($actionErrors)).toEqual({});
    expect(Object.keys(scope.getState($actionResults)).sort()).toEqual(['4', '7']);
  });

  it('the member may close the message', async () => {
    const { scope } = setup({ register: fails(refusal(409, 'animation_closed')) });
    await allSettled(actionRequested, { scope, params: { animationId: 21, action: 'register' } });
    await allSettled(actionErrorDismissed, { scope, params: 21 });
    expect(scope.getState($actionErrors)).toEqual({});
  });
});
