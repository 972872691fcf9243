// Loads (rate and euros before confirming, one Idempotency-Key per attempt reused on retry, a block landing
// during a pending load), the PIN reveal (gone after 30 s on the countdown's clock, on leaving the page and
// on another member; a tick of an earlier reveal never shortens a newer one) and the history by month.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allSettled, scopeBind } from 'effector';
import type { Scope } from 'effector';
import { $earlierFailed, $history, earlierMonthsRequested, historyOpened } from '@/model/card/card-history';
import { $lastLoad, $loadError, $loadReview, loadConfirmed, loadReviewFx } from '@/model/card/card-load';
import { $card, $screen, blockFx, blockPageOpened, blockRequested, cardPageLeft, cardPageOpened } from '@/model/card/card-model';
import { $pin, $pinSecondsLeft, pinRevealFx } from '@/model/card/card-pin';
import type { CardLoad } from '@/model/card/card-types';
import { memberChanged } from '@/model/session/member-changed';
import { loadStatsFx } from '@/model/user/user-model';
import { deferred } from '../../support/deferred';
import { card, cardScope, networkFailure, refusal } from './card-fixtures';

afterEach(() => {
  vi.useRealTimers();
});

async function activeScope(...args: Parameters<typeof cardScope> extends [unknown, ...infer R] ? R : never) {
  const setup = cardScope(card('active'), ...args);
  await allSettled(cardPageOpened, { scope: setup.scope });
  await allSettled(loadStatsFx, { scope: setup.scope });
  return setup;
}

/**
 * Blocks the card while another call is under way: allSettled would wait for that call too, so the events are
 * fired bound to the scope and the test waits for the blocked state itself.
 */
async function block(scope: Scope, reason: 'lost' | 'stolen') {
  scopeBind(blockPageOpened, { scope })();
  scopeBind(blockRequested, { scope })(reason);
  void scopeBind(blockFx, { scope })('Fresh#2026ok');
  await vi.waitFor(() => expect(scope.getState($screen)).toBe('blocked'));
}

describe('loading miles onto the card', () => {
  it('shows the rate and the euros before confirming, then loads once and refreshes the balance', async () => {
    const { scope, calls } = await activeScope();
    calls.stats.mockClear();
    await allSettled(loadReviewFx, { scope, params: 1200 });
    expect(calls.load).not.toHaveBeenCalled();
    expect(scope.getState($loadReview)).toMatchObject({ cardId: '7', miles: 1200, amountCents: 1200, milesPerEuro: 100 });
    await allSettled(loadConfirmed, { scope });
    expect(calls.load).toHaveBeenCalledTimes(1);
    expect(scope.getState($lastLoad)?.miles).toBe(1200);
    expect(scope.getState($card)?.balance_cents).toBe(1200);
    expect(scope.getState($loadReview)).toBeNull();
    expect(calls.stats).toHaveBeenCalledTimes(1);
  });

  it('refuses amounts off the offer or above the balance without a call', async () => {
    const { scope, calls } = await activeScope();
    for (const [miles, code] of [
      [400, 'load_amount_invalid'],
      [550, 'load_amount_invalid'],
      [50_100, 'load_amount_invalid'],
      [1800, 'insufficient_miles'],
    ] as const) {
      // Refused as the API would refuse it: a violation of the form's `miles` field, with the API's key.
      const answer = await allSettled(loadReviewFx, { scope, params: miles });
      expect(scope.getState($loadReview), String(miles)).toBeNull();
      expect(answer, String(miles)).toMatchObject({
        status: 'fail',
        value: { key: code, errors: [{ propertyPath: 'miles', key: code }] },
      });
    }
    expect(calls.load).not.toHaveBeenCalled();
  });

  it('a retried confirmation sends the same Idempotency-Key; the next load gets a new one', async () => {
    let attempts = 0;
    const { scope, calls } = await activeScope({
      load: async (p: { miles: number }) => {
        attempts += 1;
        if (attempts === 1) throw networkFailure;
        return { card: card('active', { balance_cents: p.miles }), movement_id: 1, miles: p.miles, amount_cents: p.miles, balance: 0 };
      },
    });
    await allSettled(loadReviewFx, { scope, params: 500 });
    await allSettled(loadConfirmed, { scope });
    expect(scope.getState($loadReview)).not.toBeNull();
    expect(scope.getState($loadError)?.code).toBe('network');
    await allSettled(loadConfirmed, { scope });
    await allSettled(loadReviewFx, { scope, params: 600 });
    await allSettled(loadConfirmed, { scope });
    const keys = calls.load.mock.calls.map((c) => (c as unknown as [{ idempotencyKey: string }])[0].idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('a block confirmed while a load is pending stays blocked when the load answers afterwards', async () => {
    const pending = deferred<CardLoad>();
    const { scope } = await activeScope({ load: () => pending.promise });
    await allSettled(loadReviewFx, { scope, params: 1000 });
    const loading = allSettled(loadConfirmed, { scope });
    await block(scope, 'lost');
    expect(scope.getState($screen)).toBe('blocked');
    pending.resolve({ card: card('active', { balance_cents: 1000 }), movement_id: 1, miles: 1000, amount_cents: 1000, balance: 700 });
    await loading;
    expect(scope.getState($screen)).toBe('blocked');
    expect(scope.getState($card)?.block_reason).toBe('lost');
    expect(scope.getState($card)?.balance_cents).toBe(1000);
  });

  it('a load the API refuses because the card was blocked meanwhile closes the review with the reason', async () => {
    const pending = deferred<CardLoad>();
    const { scope } = await activeScope({ load: () => pending.promise });
    await allSettled(loadReviewFx, { scope, params: 1000 });
    const loading = allSettled(loadConfirmed, { scope });
    await block(scope, 'stolen');
    pending.reject(refusal(409, 'card_state_invalid'));
    await loading;
    expect(scope.getState($screen)).toBe('blocked');
    expect(scope.getState($loadReview)).toBeNull();
    expect(scope.getState($loadError)?.code).toBe('card_state_invalid');
  });
});

describe('revealing the PIN', () => {
  it('shows the PIN with a countdown and removes it after 30 s', async () => {
    vi.useFakeTimers();
    const { scope, calls } = await activeScope();
    const revealed = allSettled(pinRevealFx, { scope, params: 'Other#2026ok' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.token).toHaveBeenCalledWith({ cardId: '7', password: 'Other#2026ok' });
    expect(calls.reveal).toHaveBeenCalledWith('one-use-token');
    expect(scope.getState($pin)).toBe('4821');
    expect(scope.getState($pinSecondsLeft)).toBe(30);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(scope.getState($pinSecondsLeft)).toBe(20);
    await vi.advanceTimersByTimeAsync(19_000);
    expect(scope.getState($pin)).toBe('4821');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(scope.getState($pin)).toBeNull();
    expect(scope.getState($pinSecondsLeft)).toBe(0);
    await revealed;
  });

  it('leaving the page removes it at once, and a later reveal gets its full 30 s', async () => {
    vi.useFakeTimers();
    const { scope } = await activeScope();
    const first = allSettled(pinRevealFx, { scope, params: 'pw' });
    await vi.advanceTimersByTimeAsync(10_500);
    scopeBind(cardPageLeft, { scope })();
    expect(scope.getState($pin)).toBeNull();
    scopeBind(pinRevealFx, { scope })('pw');
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($pinSecondsLeft)).toBe(30);
    // The first reveal's tick (due at 11 s) must not count this one down.
    await vi.advanceTimersByTimeAsync(29_000);
    expect(scope.getState($pin)).toBe('4821');
    expect(scope.getState($pinSecondsLeft)).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(scope.getState($pin)).toBeNull();
    await first;
  });

  it('another member (logout, impersonation) removes it', async () => {
    vi.useFakeTimers();
    const { scope } = await activeScope();
    const revealed = allSettled(pinRevealFx, { scope, params: 'pw' });
    await vi.advanceTimersByTimeAsync(0);
    scopeBind(memberChanged, { scope })();
    expect(scope.getState($pin)).toBeNull();
    await vi.advanceTimersByTimeAsync(2_000);
    await revealed;
  });

  it('a wrong password reveals nothing and gives the form the refusal to show', async () => {
    const wrong = refusal(422, 'password_invalid');
    const { scope, calls } = await activeScope({ token: async () => Promise.reject(wrong) });
    const answer = await allSettled(pinRevealFx, { scope, params: 'wrong' });
    expect(calls.reveal).not.toHaveBeenCalled();
    expect(scope.getState($pin)).toBeNull();
    expect(answer).toEqual({ status: 'fail', value: wrong });
  });
});

describe('card history', () => {
  it('reads six months, then adds the earlier ones; a failed read of earlier months keeps those shown', async () => {
    const month = (m: string) => ({ month: m, transactions: [], totals: { purchases_cents: -100, loads_cents: 0, fees_cents: 0 } });
    let earlierFails = true;
    const { scope, calls } = await activeScope({
      history: async (p: { before: string | null }) => {
        if (p.before === null) return { months: [month('2026-11'), month('2026-10')], next_before: '2026-10' };
        if (earlierFails) throw { code: 500, status: 500, errors: 'Internal error' };
        return { months: [month('2026-09')], next_before: null };
      },
    });
    const shown = () => {
      const history = scope.getState($history);
      return history.status === 'ready' ? { months: history.data.months.map((m) => m.month), next: history.data.next_before } : history;
    };
    await allSettled(historyOpened, { scope });
    expect(shown()).toEqual({ months: ['2026-11', '2026-10'], next: '2026-10' });
    await allSettled(earlierMonthsRequested, { scope });
    expect(scope.getState($earlierFailed)).toBe(true);
    expect(shown()).toEqual({ months: ['2026-11', '2026-10'], next: '2026-10' });
    earlierFails = false;
    await allSettled(earlierMonthsRequested, { scope });
    expect(calls.history).toHaveBeenLastCalledWith({ cardId: '7', before: '2026-10' });
    expect(scope.getState($earlierFailed)).toBe(false);
    expect(shown()).toEqual({ months: ['2026-11', '2026-10', '2026-09'], next: null });
  });
});
