// The build (`npm run build`) precompresses the portal and the server sends it compressed; in a
// real browser, every script of a cold /login load arrives encoded and the page still works.
import type { Response } from '@playwright/test';
import { expect, test } from './fixtures';

test('a cold load of /login gets the page and every script but the tiniest compressed', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js') || response.request().resourceType() === 'document') responses.push(response);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  expect(responses.length).toBeGreaterThan(1);
  let compressed = 0;
  for (const response of responses) {
    const { pathname } = new URL(response.url());
    const headers = response.headers();
    // A file of a few dozen bytes does not shrink, so the build writes no variant for it.
    if (!headers['content-encoding']) {
      expect((await response.body()).length, `${pathname} was sent uncompressed`).toBeLessThan(200);
      continue;
    }
    compressed += 1;
    expect(`${pathname}: ${headers['content-encoding']} vary=${headers.vary}`).toMatch(/: (br|gzip) vary=(Cookie, )?Accept-Encoding$/);
  }
  expect(compressed).toBeGreaterThan(responses.length / 2);
});
