// A quiz or survey attempt (requirements §4 "quiz set and submit", §5 every question answered). Answers are
// kept as given: each choice is shown at once and saved per question; a refused or failed save puts back the
// server's answer for that question with a message. The attempt is read from the server on every opening, so a
// reload or a return resumes from the server's answers. The submit is the quiz form's (schemas/forms/quiz-answers.json):
// it sends the answers shown with any field an editor added, so a save still on its way is never lost; its result's
// miles refresh the header's balance.
import { createEvent, createStore, sample } from 'effector';
import { refusalKey } from '@/api/api-error';
import type { ApiError } from '@/api/api-error';
import type { Loadable } from '@/lib/loadable';
import { thingQuery } from '@/model/remote-data/loadable-query';
import { memberDataStores } from '@/model/session/member-changed';
import { loadStatsFx } from '@/model/user/user-model';
import { loadAttemptFx, saveAnswerFx, startAttemptFx, submitAttemptFx } from './quiz-calls';
import type { SaveAnswer } from './quiz-calls';
import { stillShown } from './quiz-rules';
import type { Answers, QuizAttempt } from './quiz-types';

export type AttemptState = Loadable<QuizAttempt>;

/** The quiz page opened on an attempt (the route's answerId). */
export const attemptOpened = createEvent<number>();
/** "Start", "Resume" or "Start the quiz" on an animation: opens the member's attempt (the open one if any). */
export const attemptStarted = createEvent<number>();
export const answerChosen = createEvent<{ questionId: number; choiceIds: number[] }>();

// Why a query by id: a page shows only the attempt it is about, and the answer for an attempt left meanwhile is dropped.
const attemptQuery = thingQuery(loadAttemptFx, { name: 'quizAttempt', memberData: true, sameThing: (a, b) => a === b });
/** The attempt asked for last (its id: `params`) and its state; a 404 is "not found". */
export const $attempt = attemptQuery.$asked;
/** The answers the page shows: the member's choices at once, before the server has them. */
export const $answers = createStore<Answers>({});
/** The answers the server holds (its last answer): what a failed save goes back to. */
export const $savedAnswers = createStore<Answers>({});
/** Per question id, why its last save was refused (a validation.server code or network/server). */
export const $saveErrors = createStore<Record<string, string>>({});
/** The attempt a start opened (the page goes to its quiz address), or why it could not start. */
export const $started = createStore<{ animationId: number; attempt: QuizAttempt } | null>(null);
export const $startError = createStore<{ animationId: number; code: string } | null>(null);

export const $starting = startAttemptFx.pending;
export const $result = $attempt.map((a) => (a.state.status === 'ready' ? a.state.data.result : null));
const $openAttempt = $attempt.map((a) => (a.state.status === 'ready' && a.state.data.submitted_at === null ? a.state.data : null));

// Why on every opening: the server's answers are the truth (another tab, another device, a reload).
sample({ clock: attemptOpened, target: attemptQuery.query.start });
// A submit answers the attempt as it is now, with its result.
sample({
  clock: submitAttemptFx.done,
  fn: ({ params, result }) => ({ params: params.attemptId, data: result }),
  target: attemptQuery.answered,
});
sample({
  clock: [loadAttemptFx.doneData, submitAttemptFx.doneData],
  source: $attempt,
  filter: (current, attempt) => current.params === attempt.id,
  fn: (_, attempt) => attempt.answers,
  target: [$answers, $savedAnswers],
});
$saveErrors.reset(attemptOpened);

// Starting: the page goes to the attempt's address once it is known; the quiz page opening it consumes it (so a
// return to the animation's page does not go to the quiz again).
sample({ clock: attemptStarted, target: startAttemptFx });
$started
  .on(startAttemptFx.done, (_, { params, result }) => ({ animationId: params, attempt: result }))
  .reset(attemptStarted, attemptOpened);
$startError.on(startAttemptFx.fail, (_, { params, error }) => ({ animationId: params, code: refusalKey(error) })).reset(attemptStarted);

// Answering: shown at once, saved per question.
$answers.on(answerChosen, (answers, { questionId, choiceIds }) => ({ ...answers, [String(questionId)]: choiceIds }));
$saveErrors.on(answerChosen, (errors, { questionId }) => {
  const { [String(questionId)]: _dropped, ...rest } = errors;
  return rest;
});
sample({
  clock: answerChosen,
  source: $openAttempt,
  filter: (attempt) => attempt !== null,
  fn: (attempt, { questionId, choiceIds }): SaveAnswer => ({ attemptId: attempt?.id ?? 0, questionId, choiceIds }),
  target: saveAnswerFx,
});
$savedAnswers.on(saveAnswerFx.doneData, (_, { answers }) => answers);
// Why only when still shown: a newer choice for the same question is on its way and must not be undone.
sample({
  clock: saveAnswerFx.fail,
  source: { answers: $answers, saved: $savedAnswers },
  filter: ({ answers }, { params }) => stillShown(answers, params.questionId, params.choiceIds),
  fn: ({ answers, saved }, { params }) => {
    const key = String(params.questionId);
    const { [key]: _failed, ...rest } = answers;
    return saved[key] ? { ...rest, [key]: saved[key] } : rest;
  },
  target: $answers,
});
$saveErrors.on(saveAnswerFx.fail, (errors, { params, error }) => ({ ...errors, [String(params.questionId)]: refusalKey(error) }));
// Why read again: the attempt was submitted elsewhere (another tab); the page then shows its result.
sample({
  clock: saveAnswerFx.failData,
  source: $attempt,
  filter: (current, error: ApiError) => current.params !== null && refusalKey(error) === 'attempt_submitted',
  fn: (current) => current.params ?? 0,
  target: attemptQuery.query.start,
});

// Why users_stats: the header's balance must grow by the miles credited on every page at once.
sample({
  clock: submitAttemptFx.doneData,
  filter: (attempt) => (attempt.result?.miles_credited ?? 0) > 0,
  fn: () => undefined,
  target: loadStatsFx,
});

// Why: another member must never see this one's answers or result.
memberDataStores($answers, $savedAnswers, $saveErrors, $started, $startError);
