// Calls of the animations' API tests: the seeded animations by id (server/animations/data) and
// short-hands for the member calls, answers checked against the contract by the server itself.
import { expect } from 'vitest';
import type { Schemas } from '../../../server/http/api-types';
import { agent, call, json, login } from './api-calls';
import type { TestServer } from './test-server';

/** The seeded animations the tests use (server/animations/data/<nn>-*.json). */
export const seeded = {
  brandsQuiz: 1, // quiz, current, 4 questions (single, multiple, pictures), pass 3, 500 miles; demo half-way
  coastQuiz: 2, // quiz, closed 20 days ago
  parisQuiz: 3, // quiz, upcoming
  habitsSurvey: 4, // survey, current, 3 questions, 150 miles
  selectElearning: 6, // e-learning, 3 modules, quiz pass 2, 800 miles; demo read the first module
  businessElearning: 7, // e-learning, 2 modules (701, 702), quiz 711 (7111) / 712 multiple (7121, 7123), 600 miles
  winterBooster: 8, // booster, current (today-10d .. today+50d), × 2
  springBooster: 9, // booster, upcoming
  agencyDays: 10, // event, 40 seats, cancel until today+23d 22:00Z
  nordlysEvening: 11, // event, 8 seats
  spaVoucher: 12, // voucher, 500 codes
  autumnVoucher: 13, // voucher, closed 40 days ago
  londonExternal: 14, // external e-learning, 350 miles
  loungePasses: 16, // code distribution, exactly 10 codes
  cityBreaks: 17, // code distribution, 300 generated codes
  draftQuiz: 18, // quiz, unpublished
  oldEvent: 19, // event, closed 200 days ago: out of the list
} as const;

/** The right choices of the Horizon brands quiz (animation 1), and one wrong answer per question. */
export const brandsRight: Record<number, number[]> = { 101: [1012], 102: [1021, 1023], 103: [1033], 104: [1042] };
export const brandsWrong: Record<number, number[]> = { 101: [1011], 102: [1021], 103: [1031], 104: [1041] };

export async function detail(server: TestServer, token: string | undefined, id: number, headers: Record<string, string> = {}) {
  return call(server.app, 'GET', `animation_light/${id}`, { ...(token ? { token } : {}), headers });
}

export async function startAttempt(server: TestServer, token: string, id: number): Promise<Schemas['QuizAttempt']> {
  const response = await call(server.app, 'POST', `animations/${id}/attempts`, { token });
  expect([200, 201], response.body).toContain(response.statusCode);
  return json<Schemas['QuizAttempt']>(response);
}

export function answer(server: TestServer, token: string, attemptId: number, questionId: number, choiceIds: number[]) {
  return call(server.app, 'PUT', `quiz_attempts/${attemptId}/answers/${questionId}`, { token, body: { choice_ids: choiceIds } });
}

export async function answerAll(server: TestServer, token: string, attemptId: number, answers: Record<number, number[]>): Promise<void> {
  for (const [question, choices] of Object.entries(answers)) {
    const response = await answer(server, token, attemptId, Number(question), choices);
    expect(response.statusCode, response.body).toBe(200);
  }
}

/** Submits the attempt: without a body (the answers saved so far), or with the quiz's answers form (`answers`, added fields). */
export function submit(server: TestServer, token: string, attemptId: number, body?: Record<string, unknown>) {
  return call(server.app, 'POST', `quiz_attempts/${attemptId}/submit`, { token, ...(body === undefined ? {} : { body }) });
}

/** A content preview token (staff: the agent account). */
export async function previewToken(server: TestServer): Promise<string> {
  const { token } = await login(server.app, agent);
  const response = await call(server.app, 'POST', 'admin/preview_tokens', { token });
  expect(response.statusCode, response.body).toBe(201);
  return json<Schemas['PreviewToken']>(response).token;
}

/** The member's `animation` movements. */
export async function animationMovements(server: TestServer, userId: number) {
  return server.db.query<{ id: number; amount: number; label: string }>(
    "SELECT id, amount, label FROM movements WHERE user_id = $1 AND type = 'animation' ORDER BY id",
    [userId],
  );
}
