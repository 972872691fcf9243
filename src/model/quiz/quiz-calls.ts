// The quiz, survey and e-learning calls of the API contract. Each failure is the client's ApiError;
// the models decide what is a refusal to show (attempt_submitted, choice_invalid, quiz_incomplete, module_locked).
import { createEffect } from 'effector';
import type { ApiError } from '@/api/api-error';
import { call } from '@/model/session/api';
import type { Answers, ElearningModule, ModuleSummary, QuizAttempt, QuizSubmit } from './quiz-types';

/** Opens the member's attempt of an animation: the open one when there is one (never two open attempts). */
export const startAttemptFx = createEffect<number, QuizAttempt, ApiError>((animationId) =>
  call('startQuizAttempt', { path: { id: String(animationId) } }),
);

export const loadAttemptFx = createEffect<number, QuizAttempt, ApiError>((attemptId) =>
  call('getQuizAttempt', { path: { attemptId: String(attemptId) } }),
);

export interface SaveAnswer {
  attemptId: number;
  questionId: number;
  choiceIds: number[];
}

export const saveAnswerFx = createEffect<SaveAnswer, { answers: Answers }, ApiError>(({ attemptId, questionId, choiceIds }) =>
  call('saveQuizAnswer', {
    path: { attemptId: String(attemptId), questionId: String(questionId) },
    body: { choice_ids: choiceIds },
  }),
);

/** The quiz form's values: the answers as the page shows them, and any field an editor added to the form. */
export interface SubmitAttempt {
  attemptId: number;
  values: QuizSubmit;
}

export const submitAttemptFx = createEffect<SubmitAttempt, QuizAttempt, ApiError>(({ attemptId, values }) =>
  call('submitQuizAttempt', { path: { attemptId: String(attemptId) }, body: values }),
);

export const loadModuleFx = createEffect<{ animationId: number; moduleId: number }, ElearningModule, ApiError>(
  ({ animationId, moduleId }) => call('getElearningModule', { path: { id: String(animationId), moduleId: String(moduleId) } }),
);

export const markModuleReadFx = createEffect<{ animationId: number; moduleId: number }, { modules: ModuleSummary[] }, ApiError>(
  ({ animationId, moduleId }) =>
    call('markModuleRead', {
      path: { id: String(animationId), moduleId: String(moduleId) },
    }),
);
