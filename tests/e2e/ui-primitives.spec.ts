// The ui primitives in the browser: the member's figures keep their size while they load (a skeleton, no layout
// shift when the numbers arrive), and a loading figure is announced as loading, never as a guessed number.
import { expect, test } from './fixtures';
import { demo, signIn } from './support/accounts';
import { auditPage, injectAxe } from './support/axe';

for (const [device, width, height] of [
  ['phone', 360, 740],
  ['desktop', 1280, 800],
] as const) {
  test(`home figures: a skeleton of the figure's size while users_stats loads, then the number in the same box (${device})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, request, demo);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/users_stats', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto('/home');
    const balance = page.getByTestId('home-balance');
    await expect(balance.locator('.ui-figure__skeleton')).toBeVisible();
    await expect(balance.locator('dd')).toHaveAttribute('aria-busy', 'true');
    await expect(balance.getByText('Loading your miles…')).toHaveCount(1);
    // Measured from the page heading: the header above has its own loading state (app/shell, not a ui Figure yet).
    const boxes = async () => {
      const top = (await page.getByRole('heading', { level: 1 }).boundingBox())?.y ?? 0;
      return Promise.all(
        ['home-balance', 'home-pending', 'home-rank'].map(async (id) => {
          const box = await page.getByTestId(id).boundingBox();
          return box ? { y: box.y - top, height: box.height, width: box.width } : null;
        }),
      );
    };
    const loading = await boxes();
    await injectAxe(page);
    expect(await auditPage(page)).toEqual([]);

    release();
    await expect(balance).toHaveText(/^Main balance\d[\d\u00a0]* miles$/);
    const loaded = await boxes();
    for (const [index, box] of loaded.entries()) {
      expect(box?.height, 'the figure keeps its height').toBe(loading[index]?.height);
      expect(box?.y, 'nothing between the heading and it moved').toBe(loading[index]?.y);
      expect(box?.width).toBe(loading[index]?.width);
    }
  });
}
