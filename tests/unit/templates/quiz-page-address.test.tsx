// The quiz page at /earn/animations/:type/:quizId/:answerId in jsdom, over the real models with the calls
// replaced: an attempt is only ever shown at its own animation's address. An address naming another animation
// (or another kind of quiz) is replaced by the attempt's own, without a step in the history and without showing
// the attempt under the wrong address first; an address the portal cannot correct says "not found".
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { Provider } from 'effector-react';
import { fork } from 'effector';
import { I18nextProvider } from 'react-i18next';
import { allNamespaces, applyLanguage, i18n, loadNamespaces } from '@/platform/i18n';
import type { TableRoute } from '@/contract/route-table';
import { loadAnimationFx } from '@/model/animations/animation-calls';
import type { AnimationDetail } from '@/model/animations/animation-types';
import { loadAttemptFx } from '@/model/quiz/quiz-calls';
import { QuizPage } from '@/templates/quiz/quiz-page';
import { ActiveRoutesContext } from '@/ui/route-links';
import { attempt } from '../model/quiz-fixtures';

beforeAll(async () => {
  await applyLanguage('en');
  await loadNamespaces(allNamespaces);
});
const observers: MutationObserver[] = [];
afterEach(() => {
  for (const observer of observers.splice(0)) observer.disconnect();
  cleanup();
});

const question = 'When was the brand founded?';

const activity = '/earn/animations/:type/:quizId/:answerId/:elearnings?';
const routes = [{ id: 'animation-activity', path: activity, page: 'quiz', list: 'private', origin: 'test' }] as TableRoute[];

/** Attempt 1 of quiz 1 (a quiz with the Horizon brands' title). */
const quizOne = attempt({}, { id: 1, animation_id: 1, quiz_id: 1, kind: 'quiz' });
const detailOf = (id: number, type: AnimationDetail['type'], title: string) =>
  ({
    id,
    type,
    title,
    summary: '',
    picture: null,
    starts_on: '2026-11-01',
    ends_on: '2026-12-15',
    status: 'current',
    miles: 500,
    multiplier: null,
    participation: { state: 'in_progress', miles_earned: null, completed_at: null },
    content: { zones: {} },
    attempts_allowed: 1,
    attempts_used: 0,
    current_attempt_id: 1,
    last_attempt_id: null,
    action: { kind: 'quiz', quiz_id: id, question_count: 3 },
  }) as AnimationDetail;

function Page() {
  const params = useParams();
  return <QuizPage attemptParam={params.answerId} typeParam={params.type} quizParam={params.quizId} blocks={null} />;
}

function open(path: string, activeRoutes: TableRoute[] = routes) {
  const load = vi.fn(async (id: number) => (id === 1 ? quizOne : Promise.reject({ status: 404, code: 404, errors: 'none' })));
  const details: Record<number, AnimationDetail> = {
    1: detailOf(1, 'quiz', 'The Horizon brands'),
    4: detailOf(4, 'survey', 'Your booking habits'),
  };
  const scope = fork({
    handlers: [
      [loadAttemptFx, load],
      [loadAnimationFx, vi.fn(async ({ id }: { id: number }) => details[id]!)],
    ],
  });
  const router = createMemoryRouter([{ path: activity, element: <Page /> }], {
    initialEntries: ['/earn/animations', path],
    initialIndex: 1,
  });
  // The addresses the attempt's questions were on screen at, from the first render on.
  const shownAt = new Set<string>();
  const observer = new MutationObserver(() => {
    if (document.body.textContent?.includes(question)) shownAt.add(router.state.location.pathname);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  observers.push(observer);
  render(
    <Provider value={scope}>
      <I18nextProvider i18n={i18n}>
        <ActiveRoutesContext.Provider value={activeRoutes}>
          <RouterProvider router={router} />
        </ActiveRoutesContext.Provider>
      </I18nextProvider>
    </Provider>,
  );
  return { router, shownAt };
}

describe('an attempt opened at an address', () => {
  it("of another animation is moved to its own animation's address, replacing the wrong one", async () => {
    const { router } = open('/earn/animations/survey/4/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Horizon brands' })).toBeInTheDocument();
    expect(await screen.findByText(question)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/earn/animations/quiz/1/1');
    expect(router.state.historyAction).toBe('REPLACE');
    // Back leaves the quiz rather than returning to the wrong address.
    void router.navigate(-1);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/earn/animations'));
  });

  it('of the right animation but another kind of quiz is moved too', async () => {
    const { router } = open('/earn/animations/elearnings/1/1');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/earn/animations/quiz/1/1'));
    expect(await screen.findByText(question)).toBeInTheDocument();
  });

  it('never shows the questions under the wrong address', async () => {
    const { router, shownAt } = open('/earn/animations/survey/4/1');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/earn/animations/quiz/1/1'));
    await screen.findByText(question);
    expect([...shownAt]).toEqual(['/earn/animations/quiz/1/1']);
  });

  it('that cannot be corrected (no quiz route in the list) says not found and shows nothing of the attempt', async () => {
    const { router, shownAt } = open('/earn/animations/survey/4/1', []);
    expect(await screen.findByText('This quiz does not exist or is not yours.')).toBeInTheDocument();
    expect(shownAt.size).toBe(0);
    expect(router.state.location.pathname).toBe('/earn/animations/survey/4/1');
  });

  it('of its own animation is shown as it is', async () => {
    const { router } = open('/earn/animations/quiz/1/1');
    expect(await screen.findByText(question)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/earn/animations/quiz/1/1');
    expect(router.state.historyAction).toBe('POP');
  });
});
