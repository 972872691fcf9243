// Error, empty and form-error states for the accessibility audits (a11y-states*.spec.ts): one API call of a page
// made to fail (500, 503 or a timeout) while everything else runs against the real server, a shared fresh member
// per worker, and one list of violations per state so a run reports every state at once.
import type { Page, Route } from '@playwright/test';
import { expect, test as base } from '../fixtures';
import { apiLogin, createMember, type Account } from './accounts';
import { auditPage, navigateInApp } from './axe';

export type Failure = 500 | 503 | 'timeout';

/** The URL patterns a test made fail on purpose, per page: the browser logs those calls, which is no problem. */
const expectedFailures = new WeakMap<Page, RegExp[]>();

/** Chromium's log line for a call that failed (an error status, or an aborted request). */
const failedLoad = /^Failed to load resource: (the server responded with a status of \d+|net::ERR_\w+)/;

/**
 * Makes one API call of the page fail: `path` is the call's path after /api/ (the query ignored). 500 and 503
 * answer the API's error shape; 'timeout' aborts the request as a timed-out one (the client's network failure).
 * Returns a function that lets the call through again.
 */
export async function failCall(page: Page, path: string | RegExp, failure: Failure): Promise<() => Promise<void>> {
  const pattern = typeof path === 'string' ? new RegExp(`/api/${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\\?|$)`) : path;
  expectedFailures.set(page, [...(expectedFailures.get(page) ?? []), pattern]);
  const handler = (route: Route) =>
    failure === 'timeout'
      ? route.abort('timedout')
      : route.fulfill({
          status: failure,
          json: { code: failure, message: failure === 503 ? 'Service Unavailable' : 'Internal Server Error' },
        });
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

/**
 * Answers one call's submits (not its reads) with a refusal in the API's wire shape (`{ code, message, key }`,
 * api-error.ts), for a refusal the real server gives only under load (a per-member budget, 429).
 */
export async function refuseCall(page: Page, path: string, refusal: { status: number; key: string; message: string }): Promise<void> {
  const pattern = new RegExp(`/api/${path}(?:\\?|$)`);
  await page.route(pattern, (route) =>
    route.request().method() === 'GET'
      ? route.fallback()
      : route.fulfill({ status: refusal.status, json: { code: refusal.status, message: refusal.message, key: refusal.key } }),
  );
}

/** Errors a test provokes on purpose and expects in the console (a page that throws: the error template). */
const expectedConsole = new WeakMap<Page, RegExp[]>();
export function expectConsoleError(page: Page, pattern: RegExp): void {
  expectedConsole.set(page, [...(expectedConsole.get(page) ?? []), pattern]);
}

interface StateFixtures {
  /** Violations per state label; the test fails at the end listing them all. */
  audit: (label: string, options?: { loading?: boolean }) => Promise<void>;
}

interface StateWorkerFixtures {
  /** A fresh member of this worker (no movements, favourites or sponsorships): its tokens, logged in once. */
  emptyMember: { account: Account; token: string; refresh_token: string; user: string };
}

export const test = base.extend<StateFixtures, StateWorkerFixtures>({
  consoleProblems: async ({ consoleProblems, page }, use) => {
    // The shared fixture fails on every console error; the calls made to fail here log one each, by design.
    const before = consoleProblems.length;
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const url = message.location().url;
      const expected =
        (failedLoad.test(message.text()) && (expectedFailures.get(page) ?? []).some((p) => p.test(url))) ||
        (expectedConsole.get(page) ?? []).some((p) => p.test(message.text()));
      // The shared listener ran first and pushed the line: take it back out.
      if (expected) {
        const index = consoleProblems.lastIndexOf(`console.error: ${message.text()}`);
        if (index >= before) consoleProblems.splice(index, 1);
      }
    });
    await use(consoleProblems);
  },
  emptyMember: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const request = await playwright.request.newContext({ baseURL });
      const account = await createMember(request);
      const tokens = await apiLogin(request, account);
      const user = await (await request.get('/api/user_light', { headers: { Authorization: `Bearer ${tokens.token}` } })).text();
      await request.dispose();
      await use({ account, ...tokens, user });
    },
    { scope: 'worker' },
  ],
  audit: async ({ page }, use) => {
    const failures: Record<string, string[]> = {};
    await use(async (label, { loading = false } = {}) => {
      // Audit what the state settles on, not a loading state (unless loading is the state: the API unreachable).
      if (!loading) await expect(page.locator('[aria-busy="true"], .spinner, .form-loading')).toHaveCount(0);
      const violations = await auditPage(page);
      if (violations.length) failures[label] = violations;
    });
    expect(failures, 'accessibility violations per state').toEqual({});
  },
});

/** Stores the worker's member session and the language before the app boots (requirements §3 keys, as signIn does). */
export async function useMemberSession(page: Page, session: StateWorkerFixtures['emptyMember'], language: string): Promise<void> {
  const code = (JSON.parse(session.user) as { code: string }).code;
  await page.addInitScript(
    ({ stored, lang }) => {
      localStorage.setItem('language_logged', lang);
      if (window.sessionStorage.getItem('signed-in')) return;
      window.sessionStorage.setItem('signed-in', '1');
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
    },
    {
      stored: { token: session.token, refresh_token: session.refresh_token, code, exp: String(Date.now() + 3_540_000), user: session.user },
      lang: language,
    },
  );
}

export async function useGuestLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript((lang) => localStorage.setItem('language_public', lang), language);
}

/** Submits a form with its own submit button and waits for its error summary (or a refusal notice). */
export async function submitForm(page: Page, formId: string): Promise<void> {
  const form = page.locator(`[data-form="${formId}"]`);
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('.form-summary')).toBeVisible();
}

export const input = (page: Page, formId: string, field: string) => page.locator(`[data-form="${formId}"] [name="${formId}_${field}"]`);

/** Waits for a page's template and heading (after a goto or an in-app navigation). */
export async function pageShown(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL(path);
  await expect(page.locator('[data-template]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Opens a path: a full load the first time (or for the same path again), else in-app, as a link does (cheaper). */
export async function open(page: Page, path: string): Promise<void> {
  const current = new URL(page.url()).pathname;
  if (page.url() === 'about:blank' || current === path) await page.goto(path);
  else {
    // The page left is marked, so the wait below is for the new template, not the old one still shown.
    await page.locator('[data-template]').evaluate((el) => el.setAttribute('data-left', ''));
    await navigateInApp(page, path);
    await expect(page.locator('[data-template][data-left]')).toHaveCount(0);
  }
  await pageShown(page, path);
}

export { expect };
