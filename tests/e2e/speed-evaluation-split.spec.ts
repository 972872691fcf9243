// Issue 12, total blocking time: the chunk of CMS zones (src/cms/cms-html.tsx) evaluated html-react-parser and
// DOMPurify as one task of 13–17 ms on a cold /faq and a member's /home. `src/lib/evaluation-break.ts`, imported
// between the two, holds back what follows it in the chunk until the browser has had a turn. Checked on the chunk
// the browser really loaded for /faq: a top-level await between the parser's code and DOMPurify's.
import { expect, test } from '@playwright/test';

test('the CMS chunk the browser loads yields between html-react-parser and DOMPurify', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const chunk = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .find((name) => /\/assets\/cms-html-[\w-]+\.js$/.test(name)),
  );
  expect(chunk, 'the FAQ loads the CMS chunk').toBeTruthy();
  const source = await (await page.request.get(chunk ?? '')).text();
  // Text of each library that only it has: html-react-parser's argument check, DOMPurify's hook names.
  const parser = source.indexOf('First argument must be a string');
  const purifier = source.indexOf('uponSanitizeAttribute');
  expect(parser, 'html-react-parser is in the chunk').toBeGreaterThan(-1);
  expect(purifier, 'DOMPurify comes after html-react-parser').toBeGreaterThan(parser);
  expect(source.slice(parser, purifier)).toMatch(/[;,)}]await [\w$.]+\(\)/);
});
