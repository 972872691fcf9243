// Shared Playwright fixtures: every test fails on a console error or an uncaught page error, and can
// seed a stored member session (the session issue will replace seeding with a real login).
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import publicList from '../../config/routes/public.json' with { type: 'json' };
import privateList from '../../config/routes/private.json' with { type: 'json' };
import trackedList from '../../config/routes/tracked.json' with { type: 'json' };

export interface SimpleRoute {
  id: string;
  path: string;
  page: string;
  tracking: string;
  constraints?: Record<string, string>;
  lists?: string[];
}

const tracked = trackedList.routes as SimpleRoute[];
export const publicRoutes: SimpleRoute[] = [...(publicList.routes as SimpleRoute[]), ...tracked.filter((r) => r.lists?.includes('public'))];
export const privateRoutes: SimpleRoute[] = [...(privateList.routes as SimpleRoute[]), ...tracked.filter((r) => r.lists?.includes('private'))];

/** A concrete URL for a route: required parameters filled (with an allowed value where constrained). */
export function samplePath(route: SimpleRoute): string {
  return route.path
    .split('/')
    .flatMap((segment) => {
      if (segment === '*') return ['quiz'];
      if (!segment.startsWith(':')) return [segment];
      if (segment.endsWith('?')) return [];
      const name = segment.slice(1);
      const pattern = route.constraints?.[name];
      if (pattern) return [pattern.startsWith('all|') ? 'all' : /^\\d/.test(pattern) ? '12' : pattern.split('|')[0] ?? 'x'];
      return [name === 'id' || name.endsWith('Id') ? '12' : `sample-${name.toLowerCase()}`];
    })
    .join('/') || '/';
}

/** Seeds a stored member session before the app boots (SPEC §3 keys). */
export async function seedMemberSession(page: Page, options: { expiredPassword?: boolean } = {}): Promise<void> {
  const user = {
    firstname: 'Dana',
    lastname: 'Meyer',
    notification: { password_create_date: options.expiredPassword ? '2020-01-01T00:00:00Z' : new Date().toISOString(), expire_after_days: 90 },
  };
  await page.addInitScript((stored) => {
    if (window.sessionStorage.getItem('seeded')) return;
    window.sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  }, { token: 'seeded-token', code: 'FA123456', exp: String(Date.now() + 3_540_000), user: JSON.stringify(user) });
}

export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use(problems);
      expect(problems, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
