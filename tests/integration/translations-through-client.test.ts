/** @vitest-environment jsdom */
// Editors' string overrides (GET translations_light) leave through the one API client like every other call:
// with the session header and the member's token, in the language being loaded, and a 401 is refreshed and
// retried (requirements §7, §8) instead of silently leaving the build's strings.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { applyLanguage, i18n } from '@/platform/i18n';
// The app's client: importing it is what the shell does before any language is applied.
import '@/model/session/api';

const api = (path: string) => `*/api/${path}`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function seedMember(token: string) {
  window.localStorage.setItem('token', token);
  window.localStorage.setItem('refresh_token', 'refresh-1');
  window.localStorage.setItem('exp', String(Date.now() + 60_000));
}

describe('the translations_light call', () => {
  it('carries the client headers, is refreshed and retried on a 401, and its answer reaches the strings', async () => {
    seedMember('expired-token');
    const seen: { authorization: string | null; session: string | null; language: string | null }[] = [];
    const refreshes: unknown[] = [];
    server.use(
      http.get(api('translations_light'), ({ request }) => {
        const authorization = request.headers.get('authorization');
        seen.push({ authorization, session: request.headers.get('x-session'), language: request.headers.get('accept-language') });
        if (authorization !== 'Bearer fresh-token') return HttpResponse.json({ code: 401, message: 'Expired' }, { status: 401 });
        return HttpResponse.json({ 'nav.home': 'Mon accueil (override)' });
      }),
      http.post(api('front/anonymous_token'), () => HttpResponse.json({ token: 'anonymous' })),
      http.post(api('token/refresh'), async ({ request }) => {
        refreshes.push(await request.json());
        return HttpResponse.json({ token: 'fresh-token', refresh_token: 'refresh-2' });
      }),
    );
    await applyLanguage('fr-be');
    // A slow refresh may land after the first paint's grace time: its strings are added then.
    await expect.poll(() => i18n.t('nav.home')).toBe('Mon accueil (override)');
    expect(refreshes).toEqual([{ refresh_token: 'refresh-1' }]);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatchObject({ authorization: 'Bearer expired-token', language: 'fr-be' });
    expect(seen[0]?.session).toMatch(/\S/);
    expect(seen[1]).toEqual({ ...seen[0], authorization: 'Bearer fresh-token' });
    expect(window.localStorage.getItem('token')).toBe('fresh-token');
  });

  it('asks in the language being loaded, not the one shown', async () => {
    const languages: (string | null)[] = [];
    server.use(
      http.get(api('translations_light'), ({ request }) => {
        languages.push(request.headers.get('accept-language'));
        return HttpResponse.json({});
      }),
    );
    await applyLanguage('en');
    await applyLanguage('nl-be');
    expect(languages).toEqual(['en', 'nl-be']);
  });
});
