// The page views the portal pushes to its data layer (one per page shown, with the page's name): what a spec reads
// to know which page the app has rendered, since the address changes before the page does.
import type { Page } from '@playwright/test';

/** The page names of every view pushed so far, oldest first. */
export const pageNames = (page: Page): Promise<(string | undefined)[]> =>
  page.evaluate(() => ((window as unknown as { dataLayer?: { pagename?: string }[] }).dataLayer ?? []).map((view) => view.pagename));

/** The name of the page the last view was pushed for. */
export const lastPageName = async (page: Page): Promise<string | undefined> => (await pageNames(page)).at(-1);
