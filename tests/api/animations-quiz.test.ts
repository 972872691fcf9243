/** @vitest-environment node */
// Quiz, survey, e-learning and external e-learning: answers kept per question and resumed, every
// question required at submit, scoring on the server only, miles credited once as an `animation` movement,
// modules in order, and another member's attempt invisible on every call. The submit takes the quiz's answers
// form (schemas/forms/quiz-answers.json): its `answers` are the member's last word, judged as a save is, and its
// refusals name the form's paths (`answers.<question id>`).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, expectContract, json } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import {
  animationMovements,
  answer,
  answerAll,
  brandsRight,
  brandsWrong,
  detail,
  seeded,
  startAttempt,
  submit,
} from './support/animations';
import { history, newMember, stats } from './support/miles';
import type { TestMember } from './support/miles';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer();
type Attempt = Schemas['QuizAttempt'];

describe('a quiz', () => {
  let member: TestMember;
  let attempt: Attempt;
  beforeAll(async () => {
    member = await newMember(server, 'quiz');
    attempt = await startAttempt(server, member.token, seeded.brandsQuiz);
  });

  it('opens one attempt (201, then the same open one with 200) without the right answers', async () => {
    expectContract('QuizAttempt', attempt);
    expect(attempt).toMatchObject({ animation_id: seeded.brandsQuiz, kind: 'quiz', submitted_at: null, answers: {}, result: null });
    expect(attempt.questions.map((q) => [q.id, q.multiple])).toEqual([
      [101, false],
      [102, true],
      [103, false],
      [104, false],
    ]);
    expect(attempt.questions[0]?.choices[1]?.picture).toMatchObject({
      src: '/media/animations/brand-select.svg',
      alt: 'A modern glass hotel tower',
    });
    expect(attempt.questions[2]?.picture?.src).toBe('/media/animations/brand-resort.svg');
    const again = await call(server.app, 'POST', `animations/${seeded.brandsQuiz}/attempts`, { token: member.token });
    expect(again.statusCode).toBe(200);
    expect(json<Attempt>(again).id).toBe(attempt.id);
    expect(again.body).not.toMatch(/correct/);
    expect(json<Schemas['AnimationDetail']>(await detail(server, member.token, seeded.brandsQuiz))).toMatchObject({
      current_attempt_id: attempt.id,
      last_attempt_id: null,
      participation: { state: 'in_progress' },
    });
  });

  it('stores each answer as given, replaces it, and resumes it', async () => {
    const saved = await answer(server, member.token, attempt.id, 101, [1011]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<Schemas['QuizAnswersSaved']>(saved).answers).toEqual({ '101': [1011] });
    await answer(server, member.token, attempt.id, 101, [1012]);
    await answer(server, member.token, attempt.id, 102, [1023, 1021]);
    const resumed = json<Attempt>(await call(server.app, 'GET', `quiz_attempts/${attempt.id}`, { token: member.token }));
    expect(resumed.answers).toEqual({ '101': [1012], '102': [1021, 1023] });
    expect(JSON.stringify(resumed)).not.toMatch(/correct/);
  });

  it('refuses a choice of another question, several choices for a single-choice question, an unknown question', async () => {
    for (const [question, choices] of [
      [101, [1021]],
      [101, [1011, 1012]],
      [104, [9999]],
    ] as const) {
      const response = await answer(server, member.token, attempt.id, question, [...choices]);
      expect(response.statusCode, `${question} ${choices.join()}`).toBe(422);
      expect(json<ErrorBody>(response)).toMatchObject({
        key: 'choice_invalid',
        violations: [{ propertyPath: 'choice_ids', key: 'choice_invalid' }],
      });
    }
    const unknown = await answer(server, member.token, attempt.id, 999, [1]);
    expect(unknown.statusCode).toBe(404);
    expect(json<ErrorBody>(unknown).key).toBe('question_not_found');
  });

  it('refuses a submit with open questions: 422 quiz_incomplete, one violation per open question on its form field', async () => {
    const response = await submit(server, member.token, attempt.id);
    expect(response.statusCode).toBe(422);
    const body = json<ErrorBody>(response);
    expect(body.key).toBe('quiz_incomplete');
    expect(body.violations?.map((v) => [v.propertyPath, v.key])).toEqual([
      ['answers.103', 'required'],
      ['answers.104', 'required'],
    ]);
    // Clearing an answer makes its question open again.
    await answer(server, member.token, attempt.id, 102, []);
    const more = json<ErrorBody>(await submit(server, member.token, attempt.id));
    expect(more.violations?.map((v) => v.propertyPath)).toEqual(['answers.102', 'answers.103', 'answers.104']);
    // So does a body that clears one: the body's answers are saved before the check, and kept by no refusal.
    const cleared = json<ErrorBody>(await submit(server, member.token, attempt.id, { answers: { 101: [] } }));
    expect(cleared.violations?.map((v) => v.propertyPath)).toEqual(['answers.101', 'answers.102', 'answers.103', 'answers.104']);
    const kept = json<Attempt>(await call(server.app, 'GET', `quiz_attempts/${attempt.id}`, { token: member.token }));
    expect(kept).toMatchObject({ answers: { '101': [1012] }, submitted_at: null });
  });

  it('scores on the server, credits the miles once as an animation movement, then shows the right answers', async () => {
    await answerAll(server, member.token, attempt.id, { 102: brandsRight[102]!, 103: brandsRight[103]!, 104: brandsWrong[104]! });
    const before = (await stats(server, member.token)).points[4]!;
    const response = await submit(server, member.token, attempt.id);
    expect(response.statusCode, response.body).toBe(200);
    const done = json<Attempt>(response);
    expectContract('QuizAttempt', done);
    expect(done.result).toMatchObject({ score: 3, max_score: 4, passed: true, miles_credited: 500, balance: before + 500 });
    expect(done.result?.correct).toEqual({ '101': [1012], '102': [1021, 1023], '103': [1033], '104': [1042] });
    const movements = await animationMovements(server, member.id);
    expect(movements).toEqual([{ id: done.result?.movement_id, amount: 500, label: 'Quiz: The Horizon brands' }]);
    const [line] = (await history(server, member.token, '?type[]=animation', 'fr-be')).items;
    expect(line).toMatchObject({ amount: 500, label: 'Quiz : Les marques Horizon' });
    // A second submit answers the stored result; nothing more is credited; the attempt is closed to answers.
    const again = json<Attempt>(await submit(server, member.token, attempt.id));
    expect(again.result).toEqual(done.result);
    expect(await animationMovements(server, member.id)).toHaveLength(1);
    expect((await answer(server, member.token, attempt.id, 101, [1011])).statusCode).toBe(409);
    expect(json<Schemas['AnimationDetail']>(await detail(server, member.token, seeded.brandsQuiz))).toMatchObject({
      participation: { state: 'completed', miles_earned: 500 },
      attempts_used: 1,
      current_attempt_id: null,
      last_attempt_id: attempt.id,
    });
    // "See my result": the detail's last attempt opens the stored result; another member's detail does not know it.
    const result = await call(server.app, 'GET', `quiz_attempts/${attempt.id}`, { token: member.token });
    expect(json<Attempt>(result).result).toEqual(done.result);
    const stranger = await newMember(server, 'stranger-detail');
    expect(json<Schemas['AnimationDetail']>(await detail(server, stranger.token, seeded.brandsQuiz)).last_attempt_id).toBeNull();
    const exhausted = await call(server.app, 'POST', `animations/${seeded.brandsQuiz}/attempts`, { token: member.token });
    expect(exhausted.statusCode).toBe(409);
    expect(json<ErrorBody>(exhausted).key).toBe('attempts_exhausted');
  });

  it('does not pass nor credit below the pass score', async () => {
    const loser = await newMember(server, 'loser');
    const attempt2 = await startAttempt(server, loser.token, seeded.brandsQuiz);
    await answerAll(server, loser.token, attempt2.id, { ...brandsWrong, 101: brandsRight[101]! });
    const done = json<Attempt>(await submit(server, loser.token, attempt2.id));
    expect(done.result).toMatchObject({ score: 1, passed: false, miles_credited: 0, movement_id: null });
    expect(await animationMovements(server, loser.id)).toEqual([]);
  });

  it("hides another member's attempt on every call (404)", async () => {
    const stranger = await newMember(server, 'stranger');
    const calls = [
      call(server.app, 'GET', `quiz_attempts/${attempt.id}`, { token: stranger.token }),
      answer(server, stranger.token, attempt.id, 101, [1011]),
      submit(server, stranger.token, attempt.id),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(json<ErrorBody>(response).key).toBe('attempt_not_found');
    }
  });

  it('refuses a closed or upcoming quiz', async () => {
    for (const id of [seeded.coastQuiz, seeded.parisQuiz]) {
      const response = await call(server.app, 'POST', `animations/${id}/attempts`, { token: member.token });
      expect(response.statusCode).toBe(409);
      expect(json<ErrorBody>(response).key).toBe('animation_closed');
    }
  });
});

describe("a submit with the quiz's answers form", () => {
  const attemptOf = async (member: TestMember, id: number) =>
    json<Attempt>(await call(server.app, 'GET', `quiz_attempts/${id}`, { token: member.token }));

  it('saves the answers it gives and scores them, without a save of each question before', async () => {
    const member = await newMember(server, 'quiz-form');
    const attempt = await startAttempt(server, member.token, seeded.brandsQuiz);
    // Choices in any order: saved in order, as a save keeps them.
    const response = await submit(server, member.token, attempt.id, { answers: { ...brandsRight, 102: [1023, 1021] } });
    expect(response.statusCode, response.body).toBe(200);
    const done = json<Attempt>(response);
    expectContract('QuizAttempt', done);
    expect(done.answers).toEqual({ '101': [1012], '102': [1021, 1023], '103': [1033], '104': [1042] });
    expect(done.result).toMatchObject({ score: 4, max_score: 4, passed: true, miles_credited: 500 });
    expect(await animationMovements(server, member.id)).toHaveLength(1);
    expect((await attemptOf(member, attempt.id)).answers).toEqual(done.answers);
  });

  it('takes its answers over the saved ones, and keeps a saved answer it leaves out', async () => {
    const member = await newMember(server, 'quiz-form-over');
    const attempt = await startAttempt(server, member.token, seeded.brandsQuiz);
    await answerAll(server, member.token, attempt.id, { ...brandsWrong, 104: brandsRight[104]! });
    // 101 and 102 change to the right answers, 103 is the same as saved, 104 is left out (kept).
    const body = { answers: { 101: brandsRight[101], 102: brandsRight[102], 103: brandsWrong[103] } };
    const done = json<Attempt>(await submit(server, member.token, attempt.id, body));
    expect(done.answers).toEqual({ '101': [1012], '102': [1021, 1023], '103': [1031], '104': [1042] });
    expect(done.result).toMatchObject({ score: 3, passed: true });
    // A second submit answers the stored result: its body changes nothing.
    const again = await submit(server, member.token, attempt.id, { answers: brandsRight });
    expect(again.statusCode, again.body).toBe(200);
    expect(json<Attempt>(again)).toEqual(done);
  });

  it('refuses a choice not of its question, or several for a single-choice one, at answers.<id>, and submits nothing', async () => {
    const member = await newMember(server, 'quiz-form-wrong');
    const attempt = await startAttempt(server, member.token, seeded.brandsQuiz);
    await answer(server, member.token, attempt.id, 103, brandsRight[103]!);
    const response = await submit(server, member.token, attempt.id, {
      answers: { ...brandsRight, 101: [1021], 104: [1041, 1042] },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(json<ErrorBody>(response)).toMatchObject({
      key: 'choice_invalid',
      violations: [
        { propertyPath: 'answers.101', key: 'choice_invalid', message: 'Please choose among the answers of this question.' },
        { propertyPath: 'answers.104', key: 'choice_invalid' },
      ],
    });
    // Not submitted, and not one answer of the body saved (the right ones neither): the saved answer stays.
    const after = await attemptOf(member, attempt.id);
    expect(after).toMatchObject({ submitted_at: null, result: null, answers: { '103': [1033] } });
    expect(await animationMovements(server, member.id)).toEqual([]);
  });

  it('refuses a question that is not of the quiz: 422 question_not_found at answers.<id>', async () => {
    const member = await newMember(server, 'quiz-form-unknown');
    const attempt = await startAttempt(server, member.token, seeded.brandsQuiz);
    const response = await submit(server, member.token, attempt.id, { answers: { ...brandsRight, 999: [1] } });
    expect(response.statusCode, response.body).toBe(422);
    expect(json<ErrorBody>(response)).toMatchObject({
      key: 'question_not_found',
      violations: [{ propertyPath: 'answers.999', key: 'question_not_found' }],
    });
    // A question of another quiz is not of this one.
    const other = await submit(server, member.token, attempt.id, { answers: { ...brandsRight, 711: [7111] } });
    expect(json<ErrorBody>(other).violations).toEqual([
      expect.objectContaining({ propertyPath: 'answers.711', key: 'question_not_found' }),
    ]);
    expect(await attemptOf(member, attempt.id)).toMatchObject({ submitted_at: null, answers: {} });
  });

  it('without answers (an empty body, as without a body) scores the answers saved so far', async () => {
    const member = await newMember(server, 'quiz-form-empty');
    const attempt = await startAttempt(server, member.token, seeded.brandsQuiz);
    await answerAll(server, member.token, attempt.id, { 101: brandsRight[101]!, 102: brandsRight[102]! });
    const open = await submit(server, member.token, attempt.id, {});
    expect(json<ErrorBody>(open).violations?.map((v) => v.propertyPath)).toEqual(['answers.103', 'answers.104']);
    await answerAll(server, member.token, attempt.id, { 103: brandsWrong[103]!, 104: brandsWrong[104]! });
    const done = json<Attempt>(await submit(server, member.token, attempt.id, {}));
    expect(done.result).toMatchObject({ score: 2, passed: false, miles_credited: 0 });
  });

  it("refuses what the form's rules refuse (validation_failed), and a field no form declares", async () => {
    const member = await newMember(server, 'quiz-form-rules');
    const attempt = await startAttempt(server, member.token, seeded.brandsQuiz);
    for (const body of [{ answers: { 101: 1012 } }, { answers: { 101: [1012, 1012] } }, { answers: [1012] }, { shoe_size: '42' }]) {
      const response = await submit(server, member.token, attempt.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(['validation_failed', 'unexpected_field'], response.body).toContain(json<ErrorBody>(response).key);
    }
    expect((await attemptOf(member, attempt.id)).submitted_at).toBeNull();
  });
});

describe('a survey', () => {
  it('credits its miles for taking part, and has no right answers', async () => {
    const member = await newMember(server, 'survey');
    const attempt = await startAttempt(server, member.token, seeded.habitsSurvey);
    expect(attempt.kind).toBe('survey');
    await answerAll(server, member.token, attempt.id, { 401: [4013], 402: [4021, 4024], 403: [4031] });
    const done = json<Attempt>(await submit(server, member.token, attempt.id));
    expect(done.result).toMatchObject({ passed: true, miles_credited: 150 });
    expect(done.result).not.toHaveProperty('correct');
    expect((await animationMovements(server, member.id)).map((m) => [m.amount, m.label])).toEqual([[150, 'Survey: Your booking habits']]);
    const after = json<Schemas['AnimationDetail']>(await detail(server, member.token, seeded.habitsSurvey));
    expect(after).toMatchObject({ current_attempt_id: null, last_attempt_id: attempt.id, participation: { state: 'completed' } });
  });
});

describe('an e-learning', () => {
  it('opens its modules in order, then its quiz, and credits once on passing', async () => {
    const member = await newMember(server, 'learner');
    const module = (id: number) => call(server.app, 'GET', `animations/${seeded.businessElearning}/modules/${id}`, { token: member.token });
    const read = (id: number) =>
      call(server.app, 'POST', `animations/${seeded.businessElearning}/modules/${id}/read`, { token: member.token });
    const locked = await module(702);
    expect(locked.statusCode).toBe(409);
    expect(json<ErrorBody>(locked).key).toBe('module_locked');
    expect((await read(702)).statusCode).toBe(409);
    const quizFirst = await call(server.app, 'POST', `animations/${seeded.businessElearning}/attempts`, { token: member.token });
    expect(json<ErrorBody>(quizFirst).key).toBe('modules_unread');
    const first = json<Schemas['ElearningModule']>(await module(701));
    expect(first).toMatchObject({ id: 701, position: 1, read: false, next_module_id: 702, title: 'Corporate rates' });
    expect(json<Schemas['ElearningModules']>(await read(701)).modules).toEqual([
      { id: 701, title: 'Corporate rates', read: true },
      { id: 702, title: 'What travellers expect', read: false },
    ]);
    expect((await module(702)).statusCode).toBe(200);
    expect((await read(702)).statusCode).toBe(200);
    expect((await module(999)).statusCode).toBe(404);
    const attempt = await startAttempt(server, member.token, seeded.businessElearning);
    await answerAll(server, member.token, attempt.id, { 711: [7111], 712: [7121, 7123] });
    const done = json<Attempt>(await submit(server, member.token, attempt.id));
    expect(done.result).toMatchObject({ score: 2, passed: true, miles_credited: 600 });
    expect((await animationMovements(server, member.id)).map((m) => m.label)).toEqual(['E-learning: Selling business stays']);
    expect(json<Schemas['AnimationDetail']>(await detail(server, member.token, seeded.businessElearning)).last_attempt_id).toBe(attempt.id);
  });
});

describe('an external e-learning', () => {
  it('records the start, and credits once when the platform reports the completion', async () => {
    const member = await newMember(server, 'external');
    const started = await call(server.app, 'POST', `animations/${seeded.londonExternal}/external_start`, { token: member.token });
    expect(started.statusCode, started.body).toBe(200);
    expect(json<Schemas['AnimationExternalAction']>(started)).toMatchObject({ kind: 'external', completed_at: null });
    expect(json<Schemas['AnimationExternalAction']>(started).started_at).not.toBeNull();
    const complete = () =>
      call(server.app, 'POST', `dev/animations/${seeded.londonExternal}/external_completion`, { body: { email: member.email } });
    const [one, two] = await Promise.all([complete(), complete()]);
    expect([one?.statusCode, two?.statusCode]).toEqual([200, 200]);
    expect(json<Schemas['AnimationExternalAction']>(one!).completed_at).not.toBeNull();
    expect((await animationMovements(server, member.id)).map((m) => m.amount)).toEqual([350]);
    expect(json<Schemas['AnimationDetail']>(await detail(server, member.token, seeded.londonExternal)).participation).toMatchObject({
      state: 'completed',
      miles_earned: 350,
    });
    const wrongType = await call(server.app, 'POST', `dev/animations/${seeded.brandsQuiz}/external_completion`, {
      body: { email: member.email },
    });
    expect(json<ErrorBody>(wrongType).key).toBe('not_external');
  });
});
