import type { Page } from '@playwright/test';

/** Holds every request to `url` until the returned release is called, so a test sees the state while it waits. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}
