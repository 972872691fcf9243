// The API as integration tests see it: MSW answers what the rendered app asks, each answer checked against
// its operation in schemas/api/openapi.json (the contract the real server validates its answers with). A
// request no handler takes, an answer the contract refuses, or a request body the contract refuses that a mock takes
// all the same, fails the test that made it: MSW's own 'error' mode only logs and turns the request into a network
// error, which the app may well swallow (the translation overrides do), so a render could call the network and still
// pass.
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { cleanup } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { HttpHandler, JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';
import { loadContract } from '../../server/http/contract';
import type { OpenApiDocument } from '../../server/http/contract';
import { liveVersionHeader } from '../../src/contract/live-config';

// Under jsdom, Vite rewrites `new URL(relative, import.meta.url)` to the test page's http origin, so the
// contract and its forms are named by absolute file URLs here (MILES_FORMS_DIR is read only while loading).
function contractFromFiles() {
  const before = process.env.MILES_FORMS_DIR;
  process.env.MILES_FORMS_DIR = resolve('schemas/forms');
  try {
    return loadContract(pathToFileURL(resolve('schemas/api/openapi.json')));
  } finally {
    if (before === undefined) delete process.env.MILES_FORMS_DIR;
    else process.env.MILES_FORMS_DIR = before;
  }
}

const contract = contractFromFiles();
/** Operation id → the statuses it answers without a body (a 204), which the compiled routes do not list. */
const bodilessAnswers = new Map<string, Set<string>>();
const document = JSON.parse(readFileSync(resolve('schemas/api/openapi.json'), 'utf8')) as OpenApiDocument;
for (const item of Object.values(document.paths))
  for (const operation of Object.values(item))
    bodilessAnswers.set(
      operation.operationId,
      new Set(
        Object.entries(operation.responses)
          .filter(([, answer]) => !answer.$ref && !answer.content)
          .map(([status]) => status),
      ),
    );

/** What the handlers of this file found wrong: unhandled requests and answers outside the contract. */
const problems: string[] = [];

/** An answer of an operation: its status (200 unless said) and its JSON body. */
export interface ContractAnswer {
  status?: number;
  body: JsonBodyType;
}

/** Problems with `body` as the answer `status` of `operationId`; [] when it conforms. */
export function contractProblems(operationId: string, status: number, body: unknown): string[] {
  const responses = (contract.route(operationId).schema.response ?? {}) as Record<string, object>;
  const schema = responses[String(status)] ?? responses[`${String(status).charAt(0)}xx`];
  if (!schema && body === null && bodilessAnswers.get(operationId)?.has(String(status))) return [];
  if (!schema) return [`${operationId} has no ${status} answer in the contract`];
  const validate = contract.compile(schema);
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${operationId} ${status}: ${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
}

/** Problems with `body` as the request of `operationId`; [] when the contract takes it. */
function requestProblems(operationId: string, body: unknown): string[] {
  const schema = contract.route(operationId).schema.body;
  if (!schema) return [`${operationId} takes no request body`];
  const validate = contract.compile(schema);
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${operationId} request: ${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
}

/**
 * An MSW handler for a contract operation (method and path from the contract), answering what `answer`
 * gives for the request — checked against the contract first.
 */
export function contractHandler(operationId: string, answer: (request: Request) => ContractAnswer | Promise<ContractAnswer>): HttpHandler {
  const { method, url } = contract.route(operationId);
  const lower = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const takesBody = contract.route(operationId).schema.body !== undefined;
  return http[lower](`*${url}`, async ({ request }) => {
    // What the portal sends is held to the contract as the real server holds it: a mock must not take a body the
    // server refuses, unless it answers as the server would, with a refusal (a link's malformed code, said as such).
    const json = takesBody && request.headers.get('content-type')?.includes('application/json');
    const sent = json ? requestProblems(operationId, await request.clone().json()) : [];
    const { status = 200, body } = await answer(request);
    if (status < 400) problems.push(...sent);
    const found = contractProblems(operationId, status, body);
    problems.push(...found);
    // Like every answer of the real server: the live config's version, none published (src/contract/live-config.ts).
    const headers = { [liveVersionHeader]: '0' };
    return body === null ? new HttpResponse(null, { status, headers }) : HttpResponse.json(body, { status, headers });
  });
}

/** The programme's settings as the seed states them (the figures content pages and strings quote). */
export const seedSettingsHandler = contractHandler('getSettings', () => ({
  body: { environment: 'local', minimum_transfer: 1000, new_card_cost: 500, ideal_gift_threshold: 80_000 },
}));

/**
 * What every API answers, whatever the file mocks (a file's own handlers come first): the live config's version (an
 * open tab asks it when idle) and the programme's settings (asked once per page load by whatever states a figure; the
 * files of a worker share the models, so a page of the file before may ask them after its file ended).
 */
const alwaysThere = [contractHandler('getConfigVersion', () => ({ body: { version: 0 } })), seedSettingsHandler];

/**
 * Starts MSW for the test file with `handlers`; after each test, asserts that every request was handled
 * and every answer conformed. Per-test changes: `server.use(contractHandler(…))`, reset after each test.
 */
export function useMockApi(handlers: readonly HttpHandler[]) {
  const server = setupServer(...handlers, ...alwaysThere);
  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request, print) => {
        problems.push(`unhandled ${request.method} ${request.url}`);
        print.error();
      },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    // The page goes before the check may fail: a failed check must not leave it to the next test of the file.
    if (typeof document !== 'undefined') cleanup();
    const found = problems.splice(0);
    expect(found, 'requests outside the mocked API or the contract, or mocked answers outside the contract').toEqual([]);
  });
  afterAll(() => server.close());
  return server;
}
