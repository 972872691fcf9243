// axe (WCAG 2.0 A/AA, 2.1 AA, 2.2 AA) on every public route, in every language, plain and with each
// display option. One test per language and option: one page load, then client-side navigation through
// all routes (support/axe.ts says why).
import { expect, publicRoutes, samplePath, test } from './fixtures';
import { auditPage, injectAxe, navigateInApp } from './support/axe';
import fr from '../../config/routes/overlays/fr-be.json' with { type: 'json' };
import nl from '../../config/routes/overlays/nl-be.json' with { type: 'json' };

type Change = { route: string; path?: string; enabled?: boolean };
const overlays: Record<string, Change[]> = { en: [], 'fr-be': fr.change as Change[], 'nl-be': nl.change as Change[] };

const options: Record<string, object> = {
  plain: {},
  dyslexicFont: { dyslexicFont: true },
  inverted: { contrast: 'inverted' },
  highContrast: { contrast: 'high' },
  lineSpacing: { lineSpacing: true },
  justification: { justification: true },
};

function pathsFor(language: string): string[] {
  const changes = overlays[language] ?? [];
  return publicRoutes.flatMap((route) => {
    const change = changes.find((c) => c.route === route.id);
    if (change?.enabled === false) return [];
    return [samplePath(change?.path ? { ...route, path: change.path } : route)];
  });
}

for (const language of ['en', 'fr-be', 'nl-be']) {
  for (const [name, option] of Object.entries(options)) {
    test(`axe: ${language}, ${name}`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.addInitScript(([lang, opts]) => {
        localStorage.setItem('language_public', lang);
        localStorage.setItem('accessibility', opts);
      }, [language, JSON.stringify(option)] as const);
      const failures: Record<string, string[]> = {};
      const [first, ...rest] = pathsFor(language);
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
  }
}

test('the audit reports a real violation (so a green run means something)', async ({ page }) => {
  await page.goto('/legal-mentions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await injectAxe(page);
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    document.querySelector('main')?.append(img);
  });
  expect((await auditPage(page)).join('\n')).toContain('image-alt');
});
