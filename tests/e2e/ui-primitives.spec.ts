// The ui primitives in the browser: the member's figures keep their size while they load (a skeleton, no layout
// shift when the numbers arrive), at a phone's width and a desktop's, and a loading figure is announced as loading,
// never as a guessed number. Both engines audit the loading figures at the phone's width here; at the desktop's,
// with every loading state of the home (a11y-states-member.spec.ts, the service unreachable).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demo, signIn } from './support/accounts';
import { auditPage, injectAxe } from './support/axe';

/** The figures' boxes, measured from the page heading: the header above has its own loading state (app/shell). */
async function boxes(page: Page) {
  const top = (await page.getByRole('heading', { level: 1 }).boundingBox())?.y ?? 0;
  return Promise.all(
    ['home-balance', 'home-pending', 'home-rank'].map(async (id) => {
      const box = await page.getByTestId(id).boundingBox();
      return box ? { y: box.y - top, height: box.height, width: box.width } : null;
    }),
  );
}

test("home figures: a skeleton of the figure's size while users_stats loads, then the number in the same box (phone, then desktop)", async ({
  page,
  request,
}) => {
  await signIn(page, request, demo);
  for (const [device, width, height] of [
    ['phone', 360, 740],
    ['desktop', 1280, 800],
  ] as const) {
    await test.step(device, async () => {
      await page.setViewportSize({ width, height });
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.unroute('**/api/users_stats');
      await page.route('**/api/users_stats', async (route) => {
        await held;
        await route.fallback();
      });
      await page.goto('/home');
      const balance = page.getByTestId('home-balance');
      await expect(balance.locator('.ui-figure__skeleton')).toBeVisible();
      await expect(balance.locator('dd')).toHaveAttribute('aria-busy', 'true');
      await expect(balance.getByText('Loading your miles…')).toHaveCount(1);
      const loading = await boxes(page);
      if (device === 'phone') {
        await injectAxe(page);
        expect(await auditPage(page)).toEqual([]);
      }

      release();
      await expect(balance).toHaveText(/^Main balance\d[\d\u00a0]* miles$/);
      const loaded = await boxes(page);
      for (const [index, box] of loaded.entries()) {
        expect(box?.height, 'the figure keeps its height').toBe(loading[index]?.height);
        expect(box?.y, 'nothing between the heading and it moved').toBe(loading[index]?.y);
        expect(box?.width).toBe(loading[index]?.width);
      }
    });
  }
});
