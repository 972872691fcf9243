/** @vitest-environment node */
// Quiz, survey, e-learning and external e-learning: answers kept per question and resumed, every
// question required at submit, scoring on the server only, miles credited once as an `animation` movement,
// modules in order, and another member's attempt invisible on every call.
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

  it('refuses a submit with open questions: 422 quiz_incomplete, one violation per open question', async () => {
    const response = await submit(server, member.token, attempt.id);
    expect(response.statusCode).toBe(422);
    const body = json<ErrorBody>(response);
    expect(body.key).toBe('quiz_incomplete');
    expect(body.violations?.map((v) => [v.propertyPath, v.key])).toEqual([
      ['103', 'required'],
      ['104', 'required'],
    ]);
    // Clearing an answer makes its question open again.
    await answer(server, member.token, attempt.id, 102, []);
    const more = json<ErrorBody>(await submit(server, member.token, attempt.id));
    expect(more.violations?.map((v) => v.propertyPath)).toEqual(['102', '103', '104']);
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
