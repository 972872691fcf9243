// Both engines (axe with WCAG 2.0 A/AA, 2.1 AA, 2.2 AA; IBM Equal Access, support/ibm-checker.ts) on every
// public route, in every language. One test per language and option: one page load, then client-side navigation
// through its routes (support/axe.ts says why).
// A display option changes the shell's colours, font, spacing and alignment through the same custom properties on
// every page: both engines audit it on the pages with the most kinds of content (forms with the captcha, the
// accordion, content zones, a list of cards), in every language.
import { expect, publicRoutes, samplePath, test } from './fixtures';
import { auditPage, injectAxe, navigateInApp } from './support/axe';
import { halvesOf, languages, pathsFor } from './support/route-paths';

const options: Record<string, object> = {
  plain: {},
  dyslexicFont: { dyslexicFont: true },
  inverted: { contrast: 'inverted' },
  highContrast: { contrast: 'high' },
  lineSpacing: { lineSpacing: true },
  justification: { justification: true },
};

/** Pages with the most kinds of content: forms (captcha included), accordion, content zones, cards. */
const representative = new Set(['/login', '/create-account', '/faq', '/discover/the-programme', '/offers']);

for (const language of languages) {
  for (const [name, option] of Object.entries(options)) {
    // The representative routes by their path in the base list: a language's overlay may give them paths of its own.
    const routes = name === 'plain' ? publicRoutes : publicRoutes.filter((route) => representative.has(samplePath(route)));
    const paths = pathsFor(routes, language);
    // Plain runs both engines on every route: two halves, so each test stays well inside its time limit.
    const parts = name === 'plain' ? halvesOf(paths) : [paths];
    parts.forEach((part, index) => {
      test(`axe: ${language}, ${name}${parts.length > 1 ? `, part ${index + 1}` : ''}`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.addInitScript(
          ([lang, opts]) => {
            localStorage.setItem('language_public', lang);
            localStorage.setItem('accessibility', opts);
          },
          [language, JSON.stringify(option)] as const,
        );
        const failures: Record<string, string[]> = {};
        const [first, ...rest] = part;
        await page.goto(first ?? '/');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await injectAxe(page);
        for (const path of [first ?? '/', ...rest]) {
          if (path !== first) await navigateInApp(page, path);
          await expect(page).toHaveURL(path);
          await expect(page.locator('[data-template]')).toHaveCount(1);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // Content pages audit their loaded content, not the loading state.
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          const violations = await auditPage(page);
          if (violations.length) failures[path] = violations;
        }
        expect(failures).toEqual({});
      });
    });
  }
}

test('the audit reports a real violation (so a green run means something)', async ({ page }) => {
  await page.goto('/legal-mentions');
  // A node added to the prerendered HTML before the app takes it over would be dropped by hydration.
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await injectAxe(page);
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    document.querySelector('main')?.append(img);
  });
  expect((await auditPage(page)).join('\n')).toContain('image-alt');
});
