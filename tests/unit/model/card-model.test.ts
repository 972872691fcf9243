// The card model with fork + allSettled: each card state shows its screen, a URL's sub-page falls
// back to the main view, ordering goes through a confirmation and keeps its key across retries, activation
// and blocking move the state, and a lost or stolen card offers a replacement.
import { describe, expect, it } from 'vitest';
import { allSettled, scopeBind } from 'effector';
import {
  $blockError,
  $blockReasonsState,
  $blockReview,
  $card,
  $cardState,
  $orderError,
  $orderReview,
  $replacementOffered,
  $screen,
  activateFx,
  blockFx,
  blockPageOpened,
  blockRequested,
  cardPageOpened,
  orderConfirmed,
  orderStarted,
} from '@/model/card/card-model';
import { pageOf, screenOf } from '@/model/card/card-rules';
import type { CardState } from '@/model/card/card-types';
import { memberChanged } from '@/model/session/member-changed';
import { $stats } from '@/model/user/user-model';
import { address, card, cardScope, networkFailure, refusal, status } from './card-fixtures';

describe('card screens', () => {
  const cases: [CardState | null, string][] = [
    [null, 'none'],
    ['ordered', 'awaiting'],
    ['inactive', 'awaiting'],
    ['active', 'active'],
    ['blocked', 'blocked'],
    ['expired', 'expired'],
  ];
  it.each(cases)('a card %s reads as the %s screen once the page opened', async (state, screen) => {
    const { scope } = cardScope(state ? card(state) : null);
    expect(scope.getState($card)).toBeNull();
    await allSettled(cardPageOpened, { scope });
    expect(scope.getState($screen)).toBe(screen);
    expect(screenOf(state ? card(state) : null)).toBe(screen);
  });

  it('a sub-page opens only where the screen offers it; anything else is the main view', () => {
    expect(pageOf('pin-reveal', 'active')).toBe('pin-reveal');
    expect(pageOf('history', 'active')).toBe('history');
    expect(pageOf('block', 'active')).toBe('block');
    expect(pageOf('block', 'awaiting')).toBe('block');
    expect(pageOf('pin-reveal', 'awaiting')).toBe('main');
    expect(pageOf('pin-reveal', 'blocked')).toBe('main');
    expect(pageOf('history', 'none')).toBe('main');
    expect(pageOf('anything', 'active')).toBe('main');
    expect(pageOf(undefined, 'active')).toBe('main');
  });

  it('a failed read is told to the page, and a successful retry clears it', async () => {
    let fail = true;
    const { scope } = cardScope(null, {
      status: async () => {
        if (fail) throw networkFailure;
        return status(card('active'));
      },
    });
    await allSettled(cardPageOpened, { scope });
    expect(scope.getState($cardState)).toMatchObject({ status: 'failure' });
    fail = false;
    await allSettled(cardPageOpened, { scope });
    expect(scope.getState($cardState)).toMatchObject({ status: 'ready' });
    expect(scope.getState($screen)).toBe('active');
  });
});

describe('ordering a card', () => {
  it('opens a confirmation first, then orders with its key and refreshes the header balance', async () => {
    const { scope, calls } = cardScope(null);
    await allSettled(cardPageOpened, { scope });
    await allSettled(orderStarted, { scope, params: address });
    expect(calls.order).not.toHaveBeenCalled();
    const review = scope.getState($orderReview);
    expect(review?.address).toEqual(address);
    expect(review?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await allSettled(orderConfirmed, { scope });
    expect(calls.order).toHaveBeenCalledWith({ address, idempotencyKey: review?.idempotencyKey });
    expect(scope.getState($screen)).toBe('awaiting');
    expect(scope.getState($orderReview)).toBeNull();
    expect(calls.stats).toHaveBeenCalledTimes(1);
  });

  it('a retried confirmation after a network failure sends the same key; a new order gets a new one', async () => {
    let attempts = 0;
    const { scope, calls } = cardScope(null, {
      order: async () => {
        attempts += 1;
        if (attempts === 1) throw networkFailure;
        return status(card('ordered'));
      },
    });
    await allSettled(cardPageOpened, { scope });
    await allSettled(orderStarted, { scope, params: address });
    await allSettled(orderConfirmed, { scope });
    expect(scope.getState($orderReview)).not.toBeNull();
    expect(scope.getState($orderError)?.code).toBe('network');
    await allSettled(orderConfirmed, { scope });
    const keys = calls.order.mock.calls.map((c) => (c as unknown as [{ idempotencyKey: string }])[0].idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(scope.getState($screen)).toBe('awaiting');
  });

  it('not enough miles closes the confirmation with the shortfall', async () => {
    const { scope, calls } = cardScope(null, { order: async () => Promise.reject(refusal(422, 'insufficient_miles')) }, 499);
    await allSettled(cardPageOpened, { scope, params: undefined });
    await allSettled($stats, { scope, params: { points: [0, 0, 0, 0, 499, 0], basket: 0 } });
    await allSettled(orderStarted, { scope, params: address });
    await allSettled(orderConfirmed, { scope });
    expect(calls.order).toHaveBeenCalledTimes(1);
    expect(scope.getState($orderReview)).toBeNull();
    expect(scope.getState($orderError)).toEqual({ code: 'insufficient_miles', shortfall: 1 });
    expect(scope.getState($screen)).toBe('none');
    expect(calls.stats).not.toHaveBeenCalled();
  });
});

describe('activation', () => {
  it("activates the member's current card with the form's code", async () => {
    const { scope, calls } = cardScope(card('inactive'));
    await allSettled(cardPageOpened, { scope });
    await allSettled(activateFx, { scope, params: '123456' });
    expect(calls.activate).toHaveBeenCalledWith({ cardId: '7', code: '123456' });
    expect(scope.getState($screen)).toBe('active');
  });

  it('hands the refusal of a wrong code to the form and keeps the card waiting', async () => {
    const wrong = refusal(422, 'activation_code_invalid');
    const { scope } = cardScope(card('ordered'), { activate: async () => Promise.reject(wrong) });
    await allSettled(cardPageOpened, { scope });
    await expect(scopeBind(activateFx, { scope })('000000')).rejects.toBe(wrong);
    expect(scope.getState($screen)).toBe('awaiting');
  });
});

describe('blocking', () => {
  it('asks for confirmation, blocks, then offers a replacement for a stolen card', async () => {
    const { scope, calls } = cardScope(card('active'));
    await allSettled(cardPageOpened, { scope });
    await allSettled(blockPageOpened, { scope });
    await allSettled(blockRequested, { scope, params: 'stolen' });
    expect(calls.block).not.toHaveBeenCalled();
    expect(scope.getState($blockReview)).toBe('stolen');
    await allSettled(blockFx, { scope, params: 'Fresh#2026ok' });
    expect(calls.block).toHaveBeenCalledWith({ cardId: '7', reason: 'stolen', password: 'Fresh#2026ok' });
    expect(scope.getState($screen)).toBe('blocked');
    expect(scope.getState($replacementOffered)).toBe(true);
    // The replacement is an order like the first one, through its own confirmation.
    await allSettled(orderStarted, { scope, params: address });
    expect(scope.getState($replacementOffered)).toBe(false);
    await allSettled(orderConfirmed, { scope });
    expect(scope.getState($screen)).toBe('awaiting');
  });

  it('a damaged card is blocked without the replacement offer (the API says it offers none)', async () => {
    const { scope } = cardScope(card('active'));
    await allSettled(cardPageOpened, { scope });
    await allSettled(blockPageOpened, { scope });
    await allSettled(blockRequested, { scope, params: 'damaged' });
    await allSettled(blockFx, { scope, params: 'Fresh#2026ok' });
    expect(scope.getState($screen)).toBe('blocked');
    expect(scope.getState($replacementOffered)).toBe(false);
  });

  it('a wrong password is the refusal the form shows, the confirmation still open; the right one blocks', async () => {
    const wrong = refusal(422, 'password_invalid');
    const { scope } = cardScope(card('active'), {
      block: async (p: { password: string }) => {
        if (p.password !== 'Fresh#2026ok') throw wrong;
        return status(card('blocked', { block_reason: 'lost' }));
      },
    });
    await allSettled(cardPageOpened, { scope });
    await allSettled(blockPageOpened, { scope });
    await allSettled(blockRequested, { scope, params: 'lost' });
    expect(await allSettled(blockFx, { scope, params: 'Wrong#2026ok' })).toEqual({ status: 'fail', value: wrong });
    expect(scope.getState($blockReview)).toBe('lost');
    expect(scope.getState($blockError)).toBeNull();
    expect(scope.getState($screen)).toBe('active');
    await allSettled(blockFx, { scope, params: 'Fresh#2026ok' });
    expect(scope.getState($screen)).toBe('blocked');
    expect(scope.getState($blockReview)).toBeNull();
  });

  it('reasons that could not be read are said with "Try again", and the retry reads them', async () => {
    let fail = true;
    const { scope, calls } = cardScope(card('active'), {
      reasons: async () => {
        if (fail) throw networkFailure;
        return { reasons: [{ code: 'lost' as const, offers_replacement: true }] };
      },
    });
    await allSettled(blockPageOpened, { scope });
    expect(scope.getState($blockReasonsState)).toMatchObject({ status: 'failure', code: 'network' });
    fail = false;
    await allSettled(blockPageOpened, { scope });
    expect(scope.getState($blockReasonsState)).toMatchObject({ status: 'ready', data: { reasons: [{ code: 'lost' }] } });
    expect(calls.reasons).toHaveBeenCalledTimes(2);
  });

  it('another member never sees the card', async () => {
    const { scope } = cardScope(card('active'));
    await allSettled(cardPageOpened, { scope });
    await allSettled(memberChanged, { scope });
    expect(scope.getState($card)).toBeNull();
  });
});
