import type { Page } from '@playwright/test';

/** Full-page screenshots at phone (360 px) and desktop (1280 px) width, in tests/e2e/artifacts/<name>-<device>.png. */
export async function shoot(page: Page, name: string): Promise<void> {
  for (const [device, width] of [
    ['phone', 360],
    ['desktop', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: device === 'phone' ? 800 : 900 });
    await page.screenshot({ path: `tests/e2e/artifacts/${name}-${device}.png`, fullPage: true });
  }
}
