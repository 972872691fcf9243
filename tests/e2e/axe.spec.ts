// Both engines (axe with WCAG 2.0 A/AA, 2.1 AA, 2.2 AA; IBM Equal Access, support/ibm-checker.ts) on every
// public route, once in every language: one page load per test, then client-side navigation through its routes
// (support/axe.ts says why). On the way, every route is proven to open its page as a guest: the server answers its
// path with the app's HTML (as for a bookmark), the page has its template, a heading and a title carrying the
// environment outside prod.
// A display option changes the shell's colours, font, spacing and alignment through the same custom properties on
// every page and in every language: both engines audit each option once, on the pages with the most kinds of
// content (forms with the captcha, the accordion, content zones, a list of cards), the options' languages taken in
// turn so each language is seen under some option.
import type { Page } from '@playwright/test';
import { expect, publicRoutes, samplePath, test } from './fixtures';
import { auditPage, auditPathsInOneLoad, injectAxe, type WalkOptions } from './support/axe';
import { halvesOf, languages, pathsFor } from './support/route-paths';

/** Each option as stored on the device, and the class it puts on the page wrapper. */
const options: Record<string, { stored: object; wrapperClass: string }> = {
  dyslexicFont: { stored: { dyslexicFont: true }, wrapperClass: 'a11y-font-dyslexic' },
  inverted: { stored: { contrast: 'inverted' }, wrapperClass: 'a11y-contrast-inverted' },
  highContrast: { stored: { contrast: 'high' }, wrapperClass: 'a11y-contrast-high' },
  lineSpacing: { stored: { lineSpacing: true }, wrapperClass: 'a11y-line-spacing' },
  justification: { stored: { justification: true }, wrapperClass: 'a11y-justification' },
};

/**
 * Pages with the most kinds of content: forms (captcha included), accordion, content zones, cards. The visit starts
 * on one the build does not prerender: a stored option is not applied to a prerendered page the app takes over
 * (accessibility-options.spec.ts), and the option stays through the client-side navigation that follows.
 */
const representative = ['/offers', '/login', '/create-account', '/faq', '/discover/the-programme'];

/** Both engines on every path, in one page load; the violations per path (empty when all are clean). */
async function auditPaths(
  page: Page,
  language: string,
  option: object,
  paths: string[],
  walk: Omit<WalkOptions, 'language'> = {},
): Promise<Record<string, string[]>> {
  await page.addInitScript(
    ([lang, opts]) => {
      localStorage.setItem('language_public', lang);
      localStorage.setItem('accessibility', opts);
    },
    [language, JSON.stringify(option)] as const,
  );
  return auditPathsInOneLoad(page, paths, { ...walk, language });
}

for (const language of languages) {
  // Audited once per page: routes that show the same page (the quiz link shows a guest the login page) render the
  // same DOM. Two halves, so each test stays well inside its time limit.
  const audited = new Set(pathsFor(publicRoutes, language, { onePerPage: true }));
  halvesOf(pathsFor(publicRoutes, language)).forEach((part, index) => {
    test(`axe: ${language}, every public route, part ${index + 1}`, async ({ page, request }) => {
      for (const path of part) {
        const answer = await request.get(path);
        expect([path, answer.status(), answer.headers()['content-type']]).toEqual([path, 200, expect.stringContaining('text/html')]);
      }
      const check = () => expect(page).toHaveTitle(/^\[LOCAL\] .+ \| Miles$/);
      expect(await auditPaths(page, language, {}, part, { audited, check })).toEqual({});
    });
  });
}

Object.entries(options).forEach(([name, { stored, wrapperClass }], index) => {
  const language = languages[index % languages.length] ?? 'en';
  test(`axe: ${name}, ${language}`, async ({ page }) => {
    // The representative routes by their path in the base list: a language's overlay may give them paths of its own.
    const routes = representative.flatMap((path) => publicRoutes.filter((route) => samplePath(route) === path));
    const paths = pathsFor(routes, language);
    expect(paths).toHaveLength(representative.length);
    const failures = await auditPaths(page, language, stored, paths, {
      // The option is applied on every page audited (accessibility-options.spec.ts proves what it changes).
      check: () => expect(page.locator('.page-wrapper')).toHaveClass(new RegExp(`\\b${wrapperClass}\\b`)),
    });
    expect(failures).toEqual({});
  });
});

test('the audit reports a real violation (so a green run means something)', async ({ page }) => {
  await page.goto('/legal-mentions');
  // A node added to the prerendered HTML before the app takes it over would be dropped by hydration.
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await injectAxe(page);
  // Audited clean first: the next audit of the same page load (as after each client-side navigation) sees the change.
  expect(await auditPage(page)).toEqual([]);
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    document.querySelector('main')?.append(img);
  });
  expect((await auditPage(page)).join('\n')).toMatch(/^image-alt: /m);
});
