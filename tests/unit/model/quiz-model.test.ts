// The quiz attempt model with fork + allSettled and the API effects mocked: answers shown at once and
// saved per question, changed, resumed from the server's answers, rolled back with a message when a save fails,
// the submit's result and the header's balance after it.
import { describe, expect, it } from 'vitest';
import { allSettled } from 'effector';
import {
  $answers,
  $attempt,
  $result,
  $saveErrors,
  $savedAnswers,
  $started,
  answerChosen,
  attemptOpened,
  attemptStarted,
} from '@/model/quiz/quiz-model';
import { nextChoices, unansweredQuestions } from '@/model/quiz/quiz-rules';
import { submitAttemptFx } from '@/model/quiz/quiz-calls';
import type { SaveAnswer } from '@/model/quiz/quiz-calls';
import { $stats } from '@/model/user/user-model';
import { deferred } from '../../support/deferred';
import { attempt, passed, quizScope, refusal } from './quiz-fixtures';

describe('quiz attempt: answering', () => {
  it('resumes from the answers the server holds (a reload or a return)', async () => {
    const { scope, spies } = quizScope({ '101': [2] });
    await allSettled(attemptOpened, { scope, params: 41 });
    expect(spies.load).toHaveBeenCalledWith(41);
    expect(scope.getState($answers)).toEqual({ '101': [2] });
    expect(scope.getState($savedAnswers)).toEqual({ '101': [2] });
    // A return to the page reads the server again: an answer given on another device shows.
    const again = quizScope({ '101': [2], '103': [8] });
    await allSettled(attemptOpened, { scope: again.scope, params: 41 });
    expect(again.scope.getState($answers)).toEqual({ '101': [2], '103': [8] });
  });

  it('shows an answer at once and saves it for its question only', async () => {
    const hold = deferred<{ answers: Record<string, number[]> }>();
    const { scope, spies } = quizScope({}, { save: () => hold.promise });
    await allSettled(attemptOpened, { scope, params: 41 });
    const settled = allSettled(answerChosen, { scope, params: { questionId: 101, choiceIds: [3] } });
    // Shown before the server has answered (optimistic).
    expect(scope.getState($answers)).toEqual({ '101': [3] });
    expect(spies.save).toHaveBeenCalledWith({ attemptId: 41, questionId: 101, choiceIds: [3] });
    hold.resolve({ answers: { '101': [3] } });
    await settled;
    expect(scope.getState($savedAnswers)).toEqual({ '101': [3] });
  });

  it('a changed answer replaces the previous one; a multiple-choice question toggles its boxes', async () => {
    const { scope, stored } = quizScope({ '101': [1] });
    await allSettled(attemptOpened, { scope, params: 41 });
    await allSettled(answerChosen, { scope, params: { questionId: 101, choiceIds: [2] } });
    expect(scope.getState($answers)['101']).toEqual([2]);
    expect(stored['101']).toEqual([2]);
    const q2 = attempt().questions[1]!;
    expect(nextChoices(q2, [], 6, true)).toEqual([6]);
    expect(nextChoices(q2, [6], 4, true)).toEqual([4, 6]);
    expect(nextChoices(q2, [4, 6], 6, false)).toEqual([4]);
    expect(nextChoices(attempt().questions[0]!, [1], 3, true)).toEqual([3]);
  });

  it('a refused save puts back the server answer of that question, with its message; others stay', async () => {
    const { scope } = quizScope(
      { '101': [1] },
      {
        save: async ({ questionId, choiceIds }: SaveAnswer) => {
          if (questionId === 101) throw refusal(422, 'choice_invalid');
          return { answers: { '101': [1], [String(questionId)]: choiceIds } };
        },
      },
    );
    await allSettled(attemptOpened, { scope, params: 41 });
    await allSettled(answerChosen, { scope, params: { questionId: 103, choiceIds: [7] } });
    await allSettled(answerChosen, { scope, params: { questionId: 101, choiceIds: [3] } });
    expect(scope.getState($answers)).toEqual({ '101': [1], '103': [7] });
    expect(scope.getState($saveErrors)).toEqual({ '101': 'choice_invalid' });
    // Choosing again clears the message.
    const retry = allSettled(answerChosen, { scope, params: { questionId: 101, choiceIds: [2] } });
    expect(scope.getState($saveErrors)).toEqual({});
    await retry;
  });

  it('a failed save of a question never answered before leaves it open (network)', async () => {
    const { scope } = quizScope(
      {},
      {
        save: async () => {
          throw { code: 'network', status: 0, errors: 'Failed to fetch' };
        },
      },
    );
    await allSettled(attemptOpened, { scope, params: 41 });
    await allSettled(answerChosen, { scope, params: { questionId: 102, choiceIds: [4] } });
    expect(scope.getState($answers)).toEqual({});
    expect(scope.getState($saveErrors)).toEqual({ '102': 'network' });
  });

  it('a failed older save does not undo a newer choice for the same question', async () => {
    const first = deferred<{ answers: Record<string, number[]> }>();
    let calls = 0;
    const { scope } = quizScope(
      {},
      {
        save: async ({ choiceIds }: SaveAnswer) => {
          calls += 1;
          if (calls === 1) return first.promise;
          return { answers: { '101': choiceIds } };
        },
      },
    );
    await allSettled(attemptOpened, { scope, params: 41 });
    // allSettled waits for every call of the scope: both are started, then the older one fails.
    const older = allSettled(answerChosen, { scope, params: { questionId: 101, choiceIds: [1] } });
    const newer = allSettled(answerChosen, { scope, params: { questionId: 101, choiceIds: [2] } });
    first.reject(refusal(500, 'server'));
    await Promise.all([older, newer]);
    expect(scope.getState($answers)['101']).toEqual([2]);
  });
});

describe('quiz attempt: submitting', () => {
  // The page's rule (a question still open is refused on its field) and the server's refusals shown on the form:
  // tests/integration/journeys/quiz-elearning.test.tsx.
  const values = { answers: { '101': [1], '102': [4], '103': [8] } };

  it('sends the answers shown, shows the result and refreshes the header balance', async () => {
    const { scope, spies } = quizScope({ '101': [1], '102': [4] });
    await allSettled(attemptOpened, { scope, params: 41 });
    await allSettled(answerChosen, { scope, params: { questionId: 103, choiceIds: [8] } });
    await allSettled(submitAttemptFx, { scope, params: { attemptId: 41, values } });
    expect(spies.submit).toHaveBeenCalledWith({ attemptId: 41, values });
    // The submit's answer is the attempt with its result: shown without reading the attempt again.
    expect(scope.getState($result)).toEqual(passed);
    expect(spies.load).toHaveBeenCalledTimes(1);
    expect(spies.stats).toHaveBeenCalledTimes(1);
    expect(scope.getState($stats)?.points[4]).toBe(87_750);
    // A submitted attempt takes no more answers.
    await allSettled(answerChosen, { scope, params: { questionId: 103, choiceIds: [7] } });
    expect(spies.save).toHaveBeenCalledTimes(1);
    expect(unansweredQuestions(attempt().questions, { '101': [1], '102': [] })).toEqual([102, 103]);
  });

  it('no balance refresh when nothing was credited (a failed quiz)', async () => {
    const failed = { ...passed, score: 1, passed: false, miles_credited: 0, movement_id: null };
    const { scope, spies } = quizScope(
      { '101': [1], '102': [4], '103': [8] },
      {
        submit: async () => attempt({ '101': [1], '102': [4], '103': [8] }, { submitted_at: '2026-11-24T10:00:00.000Z', result: failed }),
      },
    );
    await allSettled(attemptOpened, { scope, params: 41 });
    await allSettled(submitAttemptFx, { scope, params: { attemptId: 41, values } });
    expect(scope.getState($result)?.passed).toBe(false);
    expect(spies.stats).not.toHaveBeenCalled();
  });

  it('a refused submit leaves the attempt open as it was', async () => {
    const { scope } = quizScope(values.answers, {
      submit: async () => {
        throw refusal(409, 'animation_closed');
      },
    });
    await allSettled(attemptOpened, { scope, params: 41 });
    await allSettled(submitAttemptFx, { scope, params: { attemptId: 41, values } });
    expect(scope.getState($attempt).state.status).toBe('ready');
    expect(scope.getState($result)).toBeNull();
    expect(scope.getState($answers)).toEqual(values.answers);
  });

  it('a start answers the attempt to open (the open one when there is one)', async () => {
    const { scope, spies } = quizScope({ '101': [2] });
    await allSettled(attemptStarted, { scope, params: 12 });
    expect(spies.start).toHaveBeenCalledWith(12);
    expect(scope.getState($started)).toEqual({ animationId: 12, attempt: attempt({ '101': [2] }) });
    // The quiz page opening it consumes it: a return to the animation's page does not go to the quiz again.
    await allSettled(attemptOpened, { scope, params: 41 });
    expect(scope.getState($started)).toBeNull();
  });
});
