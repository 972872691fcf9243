// Small typed helpers over app.inject() for the API tests.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { expect } from 'vitest';
import type { Schemas } from '../../../server/http/api-types';
import { loadContract } from '../../../server/http/contract';

export const demo = { email: 'demo@example.com', password: 'Miles#2026ok' };
export const other = { email: 'other@example.com', password: 'Other#2026ok' };
export const expired = { email: 'expired@example.com', password: 'Expired#2026x' };
export const agent = { email: 'agent@example.com', password: 'Agent#2026ok' };
/** The studio's demo accounts (server/studio/staff-accounts.ts). */
export const editor = { email: 'editor@example.com', password: 'Editor#2026ok' };
export const marketFr = { email: 'market-fr@example.com', password: 'Market#2026ok' };
export const marketNl = { email: 'market-nl@example.com', password: 'Market#2026ok' };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export function call(
  app: FastifyInstance,
  method: Method,
  path: string,
  { token, body, headers = {} }: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const allHeaders: Record<string, string> = { ...headers };
  if (token) allHeaders.authorization = `Bearer ${token}`;
  if (body !== undefined && !allHeaders['content-type'])
    allHeaders['content-type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
  return app.inject({ method, url: `/api/${path}`, headers: allHeaders, ...(body === undefined ? {} : { payload: JSON.stringify(body) }) });
}

/** The parsed JSON body, typed by the caller (answers are checked against the contract separately). */
export function json<T>(response: LightMyRequestResponse): T {
  return response.json<T>();
}

export async function login(app: FastifyInstance, who: { email: string; password: string }): Promise<Schemas['Tokens']> {
  const response = await call(app, 'POST', 'front/login', { body: who });
  expect(response.statusCode, response.body).toBe(200);
  return json<Schemas['Tokens']>(response);
}

/** Gets a challenge and solves it as the altcha widget would; returns the widget's payload. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const challenge = json<Challenge>(await call(app, 'GET', 'captcha/challenge'));
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const contract = loadContract();

/** Asserts that a value conforms to a component schema of schemas/api/openapi.json. */
export function expectContract(schemaName: string, value: unknown): void {
  expect(contract.errors(schemaName, value), `${schemaName}: ${JSON.stringify(value)}`).toBeNull();
}

export type ErrorBody = Schemas['Error'];

/** The violation of one field in a 422 answer. */
export function violationOf(response: LightMyRequestResponse, propertyPath: string) {
  return json<ErrorBody>(response).violations?.find((v) => v.propertyPath === propertyPath);
}

/** A login sent from the given client address (inject's `remoteAddress`), answered as it came. */
export function loginFrom(
  app: FastifyInstance,
  who: { email: string; password: string },
  remoteAddress: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/front/login',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(who),
  });
}

/** A throw-away member (dev route), so a test that locks or expires an account touches no other test's. */
export async function freshMember(
  app: FastifyInstance,
  options: { passwordExpired?: boolean } = {},
): Promise<{ email: string; password: string }> {
  const who = { email: `member-${Math.random().toString(36).slice(2, 10)}@example.com`, password: 'Fresh#2026ok' };
  const response = await call(app, 'POST', 'dev/members', { body: { ...who, ...options } });
  expect(response.statusCode, response.body).toBe(201);
  return who;
}

/** A studio account's token (studioLogin). */
export async function studioToken(app: FastifyInstance, who: { email: string; password: string }): Promise<string> {
  return json<Schemas['StaffSession']>(await call(app, 'POST', 'studio/login', { body: who })).token;
}
