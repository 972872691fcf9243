// The animation actions model: joining a booster, receiving a code (shown prominently in this visit, kept after the
// page reads the animation again), one call per animation at a time, and the member change.
import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
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
  actionRequested,
  animationLeft,
  animationShown,
} from '@/model/animation-actions/animation-actions-model';
import type { ActionObject } from '@/model/animation-actions/animation-action-types';
import { memberChanged } from '@/model/session/member-changed';
import { deferred } from '../../support/deferred';
import { boosterJoined, codeReceived } from './animation-actions-fixtures';

function setup(over: Partial<Record<'join' | 'claim', (id: number) => Promise<ActionObject>>> = {}) {
  const calls = {
    join: vi.fn(over.join ?? (async () => boosterJoined)),
    register: vi.fn(async (): Promise<ActionObject> => ({
      kind: 'event',
      event_at: '',
      location: '',
      seats_total: 1,
      seats_left: 0,
      cancel_until: '',
      registered: true,
    })),
    cancel: vi.fn(async (): Promise<ActionObject> => boosterJoined),
    claim: vi.fn(over.claim ?? (async () => codeReceived('WELCOME-7Q2K'))),
    start: vi.fn(async (): Promise<ActionObject> => ({
      kind: 'external',
      url: 'https://learn.example.com',
      started_at: '2026-11-20T09:30:00.000Z',
      completed_at: null,
    })),
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

describe('animation actions: booster', () => {
  it('joins the booster of that animation only, and keeps the answer until the page has read it again', async () => {
    const { scope, calls } = setup();
    await allSettled(actionRequested, { scope, params: { animationId: 7, action: 'join' } });
    expect(calls.join).toHaveBeenCalledTimes(1);
    expect(calls.join).toHaveBeenCalledWith(7);
    expect(calls.claim).not.toHaveBeenCalled();
    expect(scope.getState($actionResults)).toEqual({ 7: boosterJoined });
    expect(scope.getState($actionAnswers)).toEqual({ 7: 1 });
    expect(scope.getState($pendingActions)).toEqual({});
    // The page hands over its fresh copy: that copy is the newest from now on.
    await allSettled(animationShown, { scope, params: 7 });
    expect(scope.getState($actionResults)).toEqual({});
  });

  it('sends one call however often the button is pressed while it runs', async () => {
    const call = deferred<ActionObject>();
    const { scope, calls } = setup({ join: () => call.promise });
    void allSettled(actionRequested, { scope, params: { animationId: 7, action: 'join' } });
    void allSettled(actionRequested, { scope, params: { animationId: 7, action: 'join' } });
    const last = allSettled(actionRequested, { scope, params: { animationId: 7, action: 'join' } });
    expect(scope.getState($pendingActions)).toEqual({ 7: 'join' });
    call.resolve(boosterJoined);
    await last;
    expect(calls.join).toHaveBeenCalledTimes(1);
    expect(scope.getState($pendingActions)).toEqual({});
  });
});

describe('animation actions: codes', () => {
  it('shows a received code prominently for the visit, and keeps it after the page read the animation again', async () => {
    const { scope, calls } = setup();
    await allSettled(actionRequested, { scope, params: { animationId: 12, action: 'claim' } });
    expect(calls.claim).toHaveBeenCalledWith(12);
    expect(scope.getState($receivedCodes)).toEqual({ 12: 'WELCOME-7Q2K' });
    await allSettled(animationShown, { scope, params: 12 });
    // Still prominent in this visit (the page's own copy now holds the code too).
    expect(scope.getState($receivedCodes)).toEqual({ 12: 'WELCOME-7Q2K' });
    // Another animation's action does not touch it.
    await allSettled(actionRequested, { scope, params: { animationId: 3, action: 'join' } });
    expect(scope.getState($receivedCodes)).toEqual({ 12: 'WELCOME-7Q2K' });
    // On leaving the page it is no longer "just received": the next visit shows the page's copy, quietly.
    await allSettled(animationLeft, { scope, params: 12 });
    expect(scope.getState($receivedCodes)).toEqual({});
  });

  it('forgets codes and answers when the member changes', async () => {
    const { scope } = setup();
    await allSettled(actionRequested, { scope, params: { animationId: 12, action: 'claim' } });
    await allSettled(memberChanged, { scope });
    expect(scope.getState($receivedCodes)).toEqual({});
    expect(scope.getState($actionResults)).toEqual({});
    expect(scope.getState($actionErrors)).toEqual({});
  });
});
