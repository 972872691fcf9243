/** @vitest-environment node */
// The prerendered login form logs in before the portal's script has run: the browser sends it as plain HTML to the
// page's own address (server/http/native-forms.ts). The session then waits in a short cookie only the handoff call
// is sent, for the app to take over once; a refusal comes back to the page with the e-mail, never the password.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demo, expectContract, json } from './support/api-calls';
import { postForm, startPrerenderedServer } from './support/prerendered-server';
import type { TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  ({ server } = await startPrerenderedServer('miles-native-login-', { rateLimit: true }));
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const form = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `login_${name}=${encodeURIComponent(value)}`)
    .join('&');

function sendLogin(
  fields: Record<string, string>,
  { url = '/login', headers = {} }: { url?: string; headers?: Record<string, string> } = {},
) {
  return postForm(server.app, url, form(fields), { host: 'localhost', ...headers });
}

/** The Set-Cookie lines of an answer, by cookie name. */
function cookiesOf(response: LightMyRequestResponse): Map<string, string> {
  const lines = response.headers['set-cookie'];
  const list = Array.isArray(lines) ? lines : lines ? [lines] : [];
  return new Map(list.map((line) => [line.slice(0, line.indexOf('=')), line]));
}

const valueOf = (line: string | undefined) => (line ? line.slice(line.indexOf('=') + 1).split(';')[0]! : '');

describe('the login form sent as plain HTML', () => {
  it('opens the session, holds it for the handoff call only, and sends the visitor back to the page with its ref', async () => {
    const response = await sendLogin(demo, { url: '/login?ref=%2Fmy-miles' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login?ref=%2Fmy-miles');
    const cookies = cookiesOf(response);
    const held = cookies.get('login_handoff') ?? '';
    expect(held).toMatch(/; Path=\/api\/front\/session_handoff;/);
    expect(held).toContain('HttpOnly');
    expect(held).toContain('SameSite=Strict');
    expect(held).toMatch(/Max-Age=60\b/);
    expect(cookies.get('login_waiting')).toMatch(/^login_waiting=1; Path=\/;/);
    expect(cookies.get('mode')).toMatch(/^mode=member;/);
    expect(cookies.has('native_form')).toBe(false);

    const handoff = await call(server.app, 'POST', 'front/session_handoff', { headers: { cookie: `login_handoff=${valueOf(held)}` } });
    expect(handoff.statusCode, handoff.body).toBe(200);
    const tokens = json<{ token: string }>(handoff);
    expectContract('Tokens', tokens);
    // The session is the member's: it reads the member's own data.
    const me = await call(server.app, 'GET', 'user_light', { token: tokens.token });
    expect(me.statusCode, me.body).toBe(200);
    // Taken once: the cookies go, and the same cookie sent again finds nothing.
    const cleared = cookiesOf(handoff);
    expect(cleared.get('login_handoff')).toMatch(/Max-Age=0/);
    expect(cleared.get('login_waiting')).toMatch(/Max-Age=0/);
  });

  it('answers the handoff call 404 when no login waits', async () => {
    const response = await call(server.app, 'POST', 'front/session_handoff');
    expect(response.statusCode).toBe(404);
    expect(json<{ key: string }>(response).key).toBe('no_login_waiting');
  });

  it('gives a refusal back to the page with the e-mail typed, never the password, and opens nothing', async () => {
    const response = await sendLogin({ email: 'someone@example.com', password: 'Wrong#2026pass' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login');
    const cookies = cookiesOf(response);
    expect(cookies.has('login_handoff')).toBe(false);
    expect(cookies.has('mode')).toBe(false);
    const line = cookies.get('native_form') ?? '';
    expect(line).toMatch(/; Path=\/; Max-Age=60; SameSite=Strict/);
    expect(line).not.toContain('Wrong');
    const refusal = JSON.parse(decodeURIComponent(valueOf(line))) as {
      form: string;
      values: object;
      status: number;
      answer: { key: string };
    };
    expect(refusal).toMatchObject({
      form: 'login',
      values: { email: 'someone@example.com' },
      status: 401,
      answer: { key: 'invalid_credentials' },
    });
    expect(Object.keys(refusal.values)).toEqual(['email']);
  });

  it('refuses an empty field as the API would, on its field', async () => {
    const line = cookiesOf(await sendLogin({ email: '', password: '' })).get('native_form') ?? '';
    const refusal = JSON.parse(decodeURIComponent(valueOf(line))) as {
      status: number;
      answer: { key: string; violations: { propertyPath: string }[] };
    };
    expect(refusal.status).toBe(422);
    expect(refusal.answer.violations.map((v) => v.propertyPath)).toContain('email');
  });

  it('never takes a login sent from another site', async () => {
    const elsewhere: Record<string, string>[] = [{ origin: 'http://evil.example' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of elsewhere) {
      const response = await sendLogin(demo, { headers });
      expect(response.statusCode).toBe(303);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const sameSite = await sendLogin(demo, { headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' } });
    expect(cookiesOf(sameSite).has('login_handoff')).toBe(true);
  });

  it('sends the app, not the prerendered page, while a refusal waits to be shown', async () => {
    const prerendered = await server.app.inject({ method: 'GET', url: '/login' });
    expect(prerendered.body).toContain('data-prerendered');
    const withRefusal = await server.app.inject({ method: 'GET', url: '/login', headers: { cookie: 'native_form=%7B%7D' } });
    expect(withRefusal.statusCode).toBe(200);
    expect(withRefusal.body).not.toContain('data-prerendered');
  });

  it('is limited as the login call is, a minute at a time, from one address (the last test: it spends the minute)', async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) answers.push((await sendLogin({ email: '', password: '' })).statusCode);
    expect(answers).toContain(429);
    expect(answers.filter((status) => status === 303).length).toBeLessThanOrEqual(30);
  });
});
