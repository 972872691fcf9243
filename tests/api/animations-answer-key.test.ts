/** @vitest-environment node */
// A quiz's right answers are its answer key: a result gives them only once the member can no longer earn from
// the quiz (passed, or every attempt used), never to a member who may still try again, on submit or on a later
// read of the attempt. The Horizon brands quiz allows two attempts in this file's own database.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { call, json } from './support/api-calls';
import { answerAll, brandsRight, brandsWrong, seeded, startAttempt, submit } from './support/animations';
import { newMember } from './support/miles';
import type { TestMember } from './support/miles';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer();
type Attempt = Schemas['QuizAttempt'];

const read = async (member: TestMember, attemptId: number) =>
  json<Attempt>(await call(server.app, 'GET', `quiz_attempts/${attemptId}`, { token: member.token }));

async function attempt(member: TestMember, answers: Record<number, number[]>): Promise<Attempt> {
  const started = await startAttempt(server, member.token, seeded.brandsQuiz);
  await answerAll(server, member.token, started.id, answers);
  const response = await submit(server, member.token, started.id);
  expect(response.statusCode, response.body).toBe(200);
  return json<Attempt>(response);
}

beforeAll(async () => {
  await server.db.query('UPDATE animations SET attempts_allowed = 2 WHERE id = $1', [seeded.brandsQuiz]);
});

describe('the right answers of a quiz', () => {
  it('are not in a failed result while an attempt is left, nor on reading it again, even with the next one open', async () => {
    const member = await newMember(server, 'key-fail');
    const failed = await attempt(member, brandsWrong);
    expect(failed.result).toMatchObject({ passed: false, score: 0 });
    expect(failed.result).not.toHaveProperty('correct');
    expect((await read(member, failed.id)).result).not.toHaveProperty('correct');
    await startAttempt(server, member.token, seeded.brandsQuiz);
    expect((await read(member, failed.id)).result).not.toHaveProperty('correct');
  });

  it('are in the result once the last attempt is used, and then on every attempt', async () => {
    const member = await newMember(server, 'key-last');
    const first = await attempt(member, brandsWrong);
    const last = await attempt(member, { ...brandsWrong, 101: brandsRight[101]! });
    expect(last.result).toMatchObject({ passed: false, score: 1, correct: brandsRight });
    expect((await read(member, first.id)).result).toMatchObject({ correct: brandsRight });
  });

  it('are in the result of a pass', async () => {
    const member = await newMember(server, 'key-pass');
    const passed = await attempt(member, brandsRight);
    expect(passed.result).toMatchObject({ passed: true, score: 4, correct: brandsRight });
    expect((await read(member, passed.id)).result).toMatchObject({ correct: brandsRight });
  });
});
