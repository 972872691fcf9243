// Shared fixtures of the quiz model tests: an attempt of three questions (single, multiple with pictures,
// single) as the contract answers it, refusals as the client builds them, and a scope whose API effects answer
// from spies (fork handlers): no network, no React.
import { fork } from 'effector';
import { vi } from 'vitest';
import type { ApiError } from '@/api/api-error';
import { loadAttemptFx, loadModuleFx, markModuleReadFx, saveAnswerFx, startAttemptFx, submitAttemptFx } from '@/model/quiz/quiz-calls';
import type { SaveAnswer, SubmitAttempt } from '@/model/quiz/quiz-calls';
import type { Answers, QuizAttempt, QuizResult } from '@/model/quiz/quiz-types';
import { loadStatsFx } from '@/model/user/user-model';

const picture = { src: '/media/animations/lobby.jpg', alt: 'The lobby of the Horizon Brussels', width: 320, height: 200 };

export function attempt(answers: Answers = {}, over: Partial<QuizAttempt> = {}): QuizAttempt {
  return {
    id: 41,
    animation_id: 12,
    quiz_id: 3,
    kind: 'quiz',
    submitted_at: null,
    questions: [
      {
        id: 101,
        text: 'When was the brand founded?',
        multiple: false,
        picture: null,
        choices: [1, 2, 3].map((id) => ({ id, text: `19${id}0`, picture: null })),
      },
      {
        id: 102,
        text: 'Which services are free?',
        multiple: true,
        picture,
        choices: [4, 5, 6].map((id) => ({ id, text: `Service ${id}`, picture })),
      },
      {
        id: 103,
        text: 'How many hotels?',
        multiple: false,
        picture: null,
        choices: [7, 8].map((id) => ({ id, text: `${id}0`, picture: null })),
      },
    ],
    answers,
    result: null,
    ...over,
  };
}

export const passed: QuizResult = {
  score: 3,
  max_score: 3,
  passed: true,
  miles_credited: 250,
  movement_id: 900,
  balance: 87_750,
  correct: {},
};

/** A refusal as the client builds it from the server's answer: `key` names it. */
export const refusal = (status: number, key: string, violations: { propertyPath: string; message: string }[] = []): ApiError => ({
  code: status,
  status,
  errors: violations.length ? violations : key,
  key,
});

/** A scope whose attempt on the server holds `server` answers; every save is stored there (as the API does). */
export function quizScope(
  server: Answers = {},
  over: { save?: (p: SaveAnswer) => Promise<{ answers: Answers }>; submit?: (p: SubmitAttempt) => Promise<QuizAttempt> } = {},
) {
  const stored: Answers = { ...server };
  const spies = {
    load: vi.fn(async () => attempt({ ...stored })),
    start: vi.fn(async () => attempt({ ...stored })),
    save: vi.fn(
      over.save ??
        (async ({ questionId, choiceIds }: SaveAnswer) => {
          stored[String(questionId)] = choiceIds;
          return { answers: { ...stored } };
        }),
    ),
    submit: vi.fn(over.submit ?? (async () => attempt({ ...stored }, { submitted_at: '2026-11-24T10:00:00.000Z', result: passed }))),
    stats: vi.fn(async () => ({ points: [0, 0, 0, 0, 87_750], basket: 0 })),
    module: vi.fn(),
    read: vi.fn(),
  };
  const scope = fork({
    handlers: [
      [loadAttemptFx, spies.load],
      [startAttemptFx, spies.start],
      [saveAnswerFx, spies.save],
      [submitAttemptFx, spies.submit],
      [loadStatsFx, spies.stats],
      [loadModuleFx, spies.module],
      [markModuleReadFx, spies.read],
    ],
  });
  return { scope, spies, stored };
}
