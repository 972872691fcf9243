// Shared Playwright fixtures: every test fails on a console error (CSP violations included) or an
// uncaught page error. Sessions come from real logins: see support/accounts.ts.
import { test as base, expect } from '@playwright/test';
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
export const privateRoutes: SimpleRoute[] = [
  ...(privateList.routes as SimpleRoute[]),
  ...tracked.filter((r) => r.lists?.includes('private')),
];

/** A concrete URL for a route: required parameters filled (with an allowed value where constrained). */
export function samplePath(route: SimpleRoute): string {
  return (
    route.path
      .split('/')
      .flatMap((segment) => {
        if (segment === '*') return ['quiz'];
        if (!segment.startsWith(':')) return [segment];
        if (segment.endsWith('?')) return [];
        const name = segment.slice(1);
        const pattern = route.constraints?.[name];
        if (pattern) return [pattern.startsWith('all|') ? 'all' : /^\\d/.test(pattern) ? '12' : (pattern.split('|')[0] ?? 'x')];
        return [name === 'id' || name.endsWith('Id') ? '12' : `sample-${name.toLowerCase()}`];
      })
      .join('/') || '/'
  );
}

export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        // The browser logs every refused API call; those a test provokes (401 wrong password, 422 bad input)
        // are answers, not problems. Server errors (5xx) and everything else still fail the test.
        if (message.type() !== 'error' || /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text()))
          return;
        problems.push(`console.error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      // Every CSP violation fails the test, whether or not the browser also logs it.
      await page.exposeFunction('__reportCspViolation', (line: string) => problems.push(`CSP violation: ${line}`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (line: string) => void }).__reportCspViolation;
          report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
        });
      });
      await use(problems);
      expect(problems, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
