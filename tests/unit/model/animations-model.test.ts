// The animations list and detail models with fork + allSettled and the API effects mocked: the type
// filter of the address is what is asked, only the latest filter's answer fills the list, loading / failure /
// empty, the detail's not-found, the preview token sent only for the preview, and a reload after an action.
import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import type { ApiError } from '@/api/api-error';
import { loadAnimationFx, loadAnimationsFx } from '@/model/animations/animation-calls';
import type { DetailQuery } from '@/model/animations/animation-calls';
import { idFromParam, quizRouteType, typeFromQuery } from '@/model/animations/animation-rules';
import type { AnimationDetail, AnimationList, AnimationSummary, AnimationType } from '@/model/animations/animation-types';
import { $animation, $animations, animationOpened, animationReloaded, listOpened, listRetried } from '@/model/animations/animations-model';
import { $previewToken } from '@/model/content/preview-model';
import { memberChanged } from '@/model/session/member-changed';
import { deferred } from '../../support/deferred';

function summary(id: number, type: AnimationType, over: Partial<AnimationSummary> = {}): AnimationSummary {
  return {
    id,
    type,
    title: `Animation ${id}`,
    summary: '',
    picture: null,
    starts_on: '2026-11-01',
    ends_on: '2026-12-31',
    status: 'current',
    miles: 500,
    multiplier: null,
    participation: { state: 'not_started', miles_earned: null, completed_at: null },
    ...over,
  };
}
const list = (...animations: AnimationSummary[]): AnimationList => ({ animations, types: [{ type: 'quiz', count: 2 }] });
function detail(id: number, over: Partial<AnimationDetail> = {}): AnimationDetail {
  return {
    ...summary(id, 'quiz'),
    content: { zones: {} },
    attempts_allowed: 1,
    attempts_used: 0,
    current_attempt_id: null,
    action: { kind: 'quiz', quiz_id: id, question_count: 4, pass_score: 3 },
    ...over,
  };
}
const notFound: ApiError = { code: 404, status: 404, errors: 'Not found', key: 'animation_not_found' };

describe('animations list', () => {
  it('asks for the type of the address, and only the latest filter fills the list', async () => {
    const slow = deferred<AnimationList>();
    const handler = vi.fn(({ type }: { type: AnimationType | null }) =>
      type === null ? slow.promise : Promise.resolve(list(summary(1, 'quiz'), summary(2, 'quiz'))),
    );
    const scope = fork({ handlers: [[loadAnimationsFx, handler]] });
    const all = allSettled(listOpened, { scope, params: null });
    expect(scope.getState($animations).state.status).toBe('loading');
    const quiz = allSettled(listOpened, { scope, params: 'quiz' });
    slow.resolve(list(summary(3, 'event')));
    await Promise.all([all, quiz]);
    expect(handler.mock.calls.map(([q]) => q.type)).toEqual([null, 'quiz']);
    const state = scope.getState($animations);
    expect(state.params?.type).toBe('quiz');
    expect(state.state.status === 'ready' && state.state.data.animations.map((a) => a.id)).toEqual([1, 2]);
  });

  it('an empty answer is ready with no animations (the page says so per filter); a failure offers a retry', async () => {
    let fail = true;
    const scope = fork({
      handlers: [
        [
          loadAnimationsFx,
          async () => {
            if (fail) throw { code: 503, status: 503, errors: 'unavailable' } satisfies ApiError;
            return list();
          },
        ],
      ],
    });
    await allSettled(listOpened, { scope, params: 'voucher' });
    expect(scope.getState($animations).state.status).toBe('failure');
    fail = false;
    await allSettled(listRetried, { scope });
    const state = scope.getState($animations);
    expect(state).toMatchObject({ params: { type: 'voucher' }, state: { status: 'ready', data: { animations: [] } } });
  });

  it('opened again on the same filter keeps its list while it is read again; a refusal of the list is a failure, never "not found"', async () => {
    const second = deferred<AnimationList>();
    let calls = 0;
    const scope = fork({
      handlers: [
        [
          loadAnimationsFx,
          async () => {
            calls += 1;
            if (calls === 1) return list(summary(1, 'quiz'));
            if (calls === 2) return second.promise;
            throw notFound;
          },
        ],
      ],
    });
    await allSettled(listOpened, { scope, params: 'quiz' });
    const again = allSettled(listOpened, { scope, params: 'quiz' });
    expect(scope.getState($animations).state.status).toBe('ready');
    second.resolve(list(summary(1, 'quiz'), summary(2, 'quiz')));
    await again;
    await allSettled(listOpened, { scope, params: 'event' });
    expect(scope.getState($animations).state.status).toBe('failure');
  });

  it('reads the address safely: an unknown type is every type, never a refused call', () => {
    expect(typeFromQuery('quiz')).toBe('quiz');
    expect(typeFromQuery('code_distribution')).toBe('code_distribution');
    expect(typeFromQuery('nonsense')).toBeNull();
    expect(typeFromQuery(null)).toBeNull();
    expect(idFromParam('12')).toBe(12);
    expect(idFromParam('0')).toBeNull();
    expect(idFromParam('12abc')).toBeNull();
    expect(idFromParam('99999999999')).toBeNull();
    expect(quizRouteType('elearning')).toBe('elearnings');
    expect(quizRouteType('survey')).toBe('survey');
  });
});

describe('animation detail', () => {
  it('is read on every opening; an unknown id is not found (not a failure to retry)', async () => {
    const handler = vi.fn(async ({ id }: DetailQuery) => {
      if (id === 99) throw notFound;
      return detail(id);
    });
    const scope = fork({ handlers: [[loadAnimationFx, handler]] });
    await allSettled(animationOpened, { scope, params: { id: 1, preview: false } });
    expect(scope.getState($animation).state).toEqual({ status: 'ready', data: detail(1) });
    await allSettled(animationOpened, { scope, params: { id: 99, preview: false } });
    expect(scope.getState($animation)).toMatchObject({ params: { id: 99 }, state: { status: 'not-found' } });
    await allSettled(animationOpened, { scope, params: { id: 1, preview: false } });
    expect(handler).toHaveBeenCalledTimes(3);
  });

  it("sends the editor's preview token only for the preview", async () => {
    const handler = vi.fn(async ({ id }: DetailQuery) => detail(id, { preview: true }));
    const scope = fork({ values: [[$previewToken, 'tok-123']], handlers: [[loadAnimationFx, handler]] });
    await allSettled(animationOpened, { scope, params: { id: 18, preview: true } });
    await allSettled(animationOpened, { scope, params: { id: 1, preview: false } });
    expect(handler.mock.calls.map(([q]) => q)).toEqual([
      { id: 18, preview: true, previewToken: 'tok-123' },
      { id: 1, preview: false, previewToken: null },
    ]);
  });

  it('a guest without a valid preview link is told "not found" in the preview', async () => {
    const scope = fork({
      handlers: [
        [
          loadAnimationFx,
          async () => {
            throw { code: 401, status: 401, errors: 'Unauthorized' } satisfies ApiError;
          },
        ],
      ],
    });
    await allSettled(animationOpened, { scope, params: { id: 18, preview: true } });
    expect(scope.getState($animation).state.status).toBe('not-found');
  });

  it('a reload after an action keeps the page and shows the new participation', async () => {
    let state: 'not_started' | 'completed' = 'not_started';
    const scope = fork({
      handlers: [
        [loadAnimationFx, async ({ id }: DetailQuery) => detail(id, { participation: { state, miles_earned: null, completed_at: null } })],
      ],
    });
    await allSettled(animationOpened, { scope, params: { id: 7, preview: false } });
    state = 'completed';
    await allSettled(animationReloaded, { scope });
    const current = scope.getState($animation).state;
    expect(current.status === 'ready' && current.data.participation.state).toBe('completed');
  });

  it("another member never sees this one's list or detail", async () => {
    const scope = fork({ handlers: [[loadAnimationFx, async ({ id }: DetailQuery) => detail(id)]] });
    await allSettled(animationOpened, { scope, params: { id: 7, preview: false } });
    await allSettled(memberChanged, { scope });
    expect(scope.getState($animation)).toEqual($animation.defaultState);
  });
});
