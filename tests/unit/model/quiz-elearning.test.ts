// The e-learning model with fork + allSettled and the API effects mocked: the modules come from the
// animation's detail, the first unread one opens, "Mark as read and continue" goes to the next one the server
// names, the progress is the server's, and a refusal (module_locked) is told without moving on.
import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import type { ApiError } from '@/api/api-error';
import { loadAnimationFx } from '@/model/animations/animation-calls';
import type { AnimationDetail } from '@/model/animations/animation-types';
import { animationOpened } from '@/model/animations/animations-model';
import { $finishError, $module, $progress, elearningOpened, moduleFinished } from '@/model/quiz/elearning-model';
import { loadModuleFx, markModuleReadFx } from '@/model/quiz/quiz-calls';
import type { ElearningModule, ModuleSummary } from '@/model/quiz/quiz-types';

const ids = [601, 602, 603];
function detail(read: number[]): AnimationDetail {
  return {
    id: 6,
    type: 'elearning',
    title: 'The Horizon Select service',
    summary: '',
    picture: null,
    starts_on: '2026-11-01',
    ends_on: '2026-12-31',
    status: 'current',
    miles: 800,
    multiplier: null,
    participation: { state: read.length ? 'in_progress' : 'not_started', miles_earned: null, completed_at: null },
    content: { zones: {} },
    attempts_allowed: 1,
    attempts_used: 0,
    current_attempt_id: null,
    action: { kind: 'elearning', quiz_id: 6, modules: ids.map((id) => ({ id, title: `Module ${id}`, read: read.includes(id) })) },
  };
}

function scope(initiallyRead: number[], refuse: number | null = null) {
  const read = new Set(initiallyRead);
  const modules = (): ModuleSummary[] => ids.map((id) => ({ id, title: `Module ${id}`, read: read.has(id) }));
  const spies = {
    detail: vi.fn(async () => detail([...read])),
    module: vi.fn(async ({ moduleId }: { animationId: number; moduleId: number }): Promise<ElearningModule> => ({
      id: moduleId,
      title: `Module ${moduleId}`,
      position: ids.indexOf(moduleId) + 1,
      content: { zones: {} },
      read: read.has(moduleId),
      next_module_id: ids[ids.indexOf(moduleId) + 1] ?? null,
    })),
    read: vi.fn(async ({ moduleId }: { animationId: number; moduleId: number }) => {
      if (moduleId === refuse) throw { code: 409, status: 409, errors: 'locked', key: 'module_locked' } satisfies ApiError;
      read.add(moduleId);
      return { modules: modules() };
    }),
  };
  const s = fork({
    handlers: [
      [loadAnimationFx, spies.detail],
      [loadModuleFx, spies.module],
      [markModuleReadFx, spies.read],
    ],
  });
  return { scope: s, spies };
}

async function open(s: ReturnType<typeof fork>) {
  await allSettled(elearningOpened, { scope: s, params: 6 });
  await allSettled(animationOpened, { scope: s, params: { id: 6, preview: false } });
}

describe('e-learning modules', () => {
  it('opens the first unread module: the member goes on where they stopped', async () => {
    const { scope: s, spies } = scope([601]);
    await open(s);
    expect(s.getState($module)?.id).toBe(602);
    expect(spies.module).toHaveBeenCalledWith({ animationId: 6, moduleId: 602 });
    expect(s.getState($progress)).toEqual({ read: 1, total: 3 });
  });

  it('"Mark as read and continue" stores the read on the server and opens the next module, then the last', async () => {
    const { scope: s, spies } = scope([]);
    await open(s);
    expect(s.getState($module)?.id).toBe(601);
    await allSettled(moduleFinished, { scope: s });
    expect(spies.read).toHaveBeenCalledWith({ animationId: 6, moduleId: 601 });
    expect(s.getState($module)?.id).toBe(602);
    await allSettled(moduleFinished, { scope: s });
    await allSettled(moduleFinished, { scope: s });
    expect(s.getState($progress)).toEqual({ read: 3, total: 3 });
    // The last one has no next: it stays shown, read.
    const last = s.getState($module);
    expect(last?.id).toBe(603);
    expect(last?.state.status === 'ready' && last.state.data.read).toBe(true);
  });

  it('a refused read (an earlier module unread) is told and does not move on', async () => {
    const { scope: s } = scope([], 601);
    await open(s);
    await allSettled(moduleFinished, { scope: s });
    expect(s.getState($finishError)).toBe('module_locked');
    expect(s.getState($module)?.id).toBe(601);
    expect(s.getState($progress)).toEqual({ read: 0, total: 3 });
  });
});
