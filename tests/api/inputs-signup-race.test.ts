/** @vitest-environment node */
// No hostile input answers 500, nor do simultaneous duplicate sign-ups. Several POST /api/users at once with the same e-mail (or
// the same agent code) all pass the "already taken?" checks before any of them commits; the unique keys of
// `users` let one in, and the others must get the answer they would have had a moment later, never a 500: for
// the agent code a 422, for the e-mail the answer of any sign-up (the owner is mailed instead).
// PGlite runs one transaction at a time, so only `npm run test:pg` (real PostgreSQL, listed in
// scripts/test-postgres.ts) shows the race itself; on PGlite the file still proves the answers.
import { describe, expect, it } from 'vitest';
import { call, json, solvedCaptcha, violationOf } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { expectSafeAnswer } from './support/safe-answer';
import { useTestServer } from './support/use-test-server';

const { server } = useTestServer();

const racers = 6;
const rounds = 2;

async function freeAgentCode(): Promise<string> {
  const response = await call(server.app, 'POST', 'dev/agent_codes');
  expect(response.statusCode, response.body).toBe(201);
  return json<{ code: string }>(response).code;
}

async function signUp(agentCode: string, email: string) {
  const body = {
    agent_code: agentCode,
    agency_access_code: 'AB12CD34EF',
    firstname: 'Rita',
    lastname: 'Racer',
    email,
    email_confirmation: email,
    password: 'Sunny#2026ok',
    password_confirmation: 'Sunny#2026ok',
    language: 'en',
    country_id: 4,
    privacy_policy: true,
    captcha: await solvedCaptcha(server.app),
  };
  // Each request is built first (captchas solved), so all of them reach the server together.
  return () => call(server.app, 'POST', 'users', { body });
}

/** Sends all sign-ups at once; expects one 202 and every other answer a 422 with `key` on `field`. */
async function race(sends: (() => ReturnType<typeof call>)[], field: string, key: string): Promise<void> {
  const answers = await Promise.all(sends.map((send) => send()));
  for (const answer of answers) expectSafeAnswer(answer, `sign-up ${answer.statusCode}`);
  expect(answers.filter((a) => a.statusCode === 202)).toHaveLength(1);
  const refused = answers.filter((a) => a.statusCode !== 202);
  for (const answer of refused) {
    expect(answer.statusCode, answer.body).toBe(422);
    expect(json<ErrorBody>(answer).key).toBe(key);
    expect(violationOf(answer, field)?.key).toBe(key);
  }
}

describe('simultaneous sign-ups with the same identity', () => {
  it('with one e-mail address: one account, every answer the same, the owner mailed about the others', async () => {
    for (let round = 0; round < rounds; round++) {
      const email = `race-${round}-${Date.now()}@example.com`;
      const codes = await Promise.all(Array.from({ length: racers }, freeAgentCode));
      const sends = await Promise.all(codes.map((code) => signUp(code, email)));
      const answers = await Promise.all(sends.map((send) => send()));
      for (const answer of answers) expectSafeAnswer(answer, `sign-up ${answer.statusCode}`);
      expect(answers.map((a) => [a.statusCode, a.body])).toEqual(answers.map(() => [202, '']));
      const rows = await server.db.query('SELECT 1 FROM users WHERE email = $1', [email]);
      expect(rows).toHaveLength(1);
      const mails = json<{ subject: string }[]>(await call(server.app, 'GET', `dev/outbox?to=${email}`));
      expect(mails.filter((m) => m.subject.includes('someone tried'))).toHaveLength(racers - 1);
    }
  }, 120_000);

  it('with one agent code: one account, the others agent_code_taken', async () => {
    for (let round = 0; round < rounds; round++) {
      const code = await freeAgentCode();
      const sends = await Promise.all(
        Array.from({ length: racers }, (_, i) => signUp(code, `race-code-${round}-${i}-${Date.now()}@example.com`)),
      );
      await race(sends, 'agent_code', 'agent_code_taken');
      const rows = await server.db.query('SELECT 1 FROM users WHERE agent_code = $1', [code]);
      expect(rows).toHaveLength(1);
    }
  }, 120_000);
});
