/** @vitest-environment jsdom */
// At start-up the first language's overrides are asked for by the API client: the start-up's own imports create
// it before the locale model applies a language, so even the very first translations_light call carries the
// session header (it never leaves as a bare fetch).
// vitest: isolate — what is proven is the order in which a fresh page load's modules are evaluated.
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { allSettled, fork } from 'effector';
// What main.tsx imports for the start-up, and nothing that would create the client earlier than it does.
import { appStarted } from '@/model/app/app-started';
import '@/model/locale/locale-model';

const server = setupServer(
  http.post('*/api/front/anonymous_token', () => HttpResponse.json({ token: 'anonymous' })),
  http.get('*/api/languages', () => HttpResponse.json([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

it('sends the first language’s overrides call through the client, with the session header', async () => {
  const sessions: (string | null)[] = [];
  server.use(
    http.get('*/api/translations_light', ({ request }) => {
      sessions.push(request.headers.get('x-session'));
      return HttpResponse.json({});
    }),
  );
  await allSettled(appStarted, { scope: fork() });
  expect(sessions).toHaveLength(1);
  expect(sessions[0]).toMatch(/\S/);
});
