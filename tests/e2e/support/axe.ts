// axe-core (the engine behind @axe-core/playwright), injected ONCE per page load with page.evaluate (not a
// script tag, so the app's CSP does not block it), then run after each client-side navigation.
// AxeBuilder.analyze() re-injects the 550 kB engine on every call: across every public route in three languages
// and the display options that alone would take minutes; axe.run on a page that has it is all an audit costs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { injectIbm, type IbmCheck } from './ibm-checker';
import { pageNames } from './page-views';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

interface AxeResult {
  violations: { id: string; nodes: { target: string[] }[] }[];
}

/** Injects both engines (axe and IBM Equal Access) into the current page load, each once. */
export async function injectAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  await injectIbm(page);
}

/**
 * Runs in the page (one function: page.evaluate sends its text, not what it calls): two frames, then axe's
 * violations of the WCAG tags as `rule: selectors` lines, then IBM's (`withIbm`). Null when an engine is missing.
 */
async function auditInPage([tags, withIbm]: [string[], boolean]): Promise<string[] | null> {
  const win = window as unknown as { axe?: { run: (c: Document, o: object) => Promise<AxeResult> }; milesIbmCheck?: IbmCheck };
  if (!win.axe || (withIbm && !win.milesIbmCheck)) return null;
  // Two frames first: what the page sets from a ResizeObserver report (a scroll region's tab stop, which follows the
  // browser's layout of newly shown content) is applied before the audit looks.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const result = await win.axe.run(document, {
    runOnly: { type: 'tag', values: tags },
    // Only violations are read: the passes, incomplete and inapplicable results are not built node by node
    // (each would get its selector and HTML snippet), which is a large share of a run on a long page.
    resultTypes: ['violations'],
  });
  const axe = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  return withIbm && win.milesIbmCheck ? [...axe, ...(await win.milesIbmCheck())] : axe;
}

/** axe's violations of the WCAG tags on the current page, as `rule: selectors` lines. */
export async function axeAudit(page: Page): Promise<string[]> {
  const found = await page.evaluate(auditInPage, [wcagTags, false] as [string[], boolean]);
  if (found) return found;
  await page.evaluate(axeSource);
  return (await page.evaluate(auditInPage, [wcagTags, false] as [string[], boolean])) ?? [];
}

/**
 * Violations of both engines on the current page: axe (WCAG 2.2 AA tags) then IBM Equal Access (its full rule set).
 * Every spec that audits a page goes through here, so each audit is checked by two independent rule sets. One
 * round trip to the page: both engines run in the same evaluate (injected first when the page load lacks one).
 */
export async function auditPage(page: Page): Promise<string[]> {
  // An audit by both engines takes about a second on a quiet machine and several on a loaded one: each adds its
  // share to the test's time limit, so a test that audits many pages (or a few beside its journey) is not cut by
  // Playwright's 30 s when another heavy process shares the cores.
  test.info().setTimeout(test.info().timeout + 5_000);
  const found = await page.evaluate(auditInPage, [wcagTags, true] as [string[], boolean]);
  if (found) return found;
  await injectAxe(page);
  const after = await page.evaluate(auditInPage, [wcagTags, true] as [string[], boolean]);
  if (!after) throw new Error('the audit engines are not in the page after injecting them');
  return after;
}

/** Fails the test with each engine's findings (rule, message, where) when the page has any violation. */
export async function expectNoViolations(page: Page, label = page.url()): Promise<void> {
  expect(await auditPage(page), `accessibility violations on ${label}`).toEqual([]);
}

/** Client-side navigation, as a link click would do it (the router listens to popstate). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The language the pages must be in, a check run on each page, and the paths to audit (all when absent). */
export interface WalkOptions {
  language?: string;
  check?: () => Promise<void>;
  audited?: ReadonlySet<string>;
}

/** How many page views the page has pushed to its data layer. */
const pageViews = async (page: Page) => (await pageNames(page)).length;

/**
 * Every path in one page load (the first path) and client-side navigation to the others: each opens its page (its
 * address kept, one template, a heading with text, no placeholder of an unknown block, nothing loading), then both
 * engines audit it, unless `audited` leaves it out (a route showing a page audited under another path). `language`:
 * the page's lang is checked first. `check` runs on each page before its audit. Returns the violations per path
 * (empty when all are clean).
 */
export async function auditPathsInOneLoad(
  page: Page,
  paths: string[],
  { language, check, audited }: WalkOptions = {},
): Promise<Record<string, string[]>> {
  const failures: Record<string, string[]> = {};
  const [first = '/', ...rest] = paths;
  await page.goto(first);
  // The app has taken over the prerendered HTML: what follows is checked on the live page.
  await page.locator('html[data-app="live"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (language) await expect(page.locator('html')).toHaveAttribute('lang', language);
  await injectAxe(page);
  for (const path of [first, ...rest]) {
    if (path !== first) {
      // The address changes at once, while the router may still show the page before: the new page's view (pushed
      // once it is rendered) says the checks that follow look at it.
      const before = await pageViews(page);
      await navigateInApp(page, path);
      await expect.poll(() => pageViews(page), path).toBeGreaterThan(before);
    }
    await expect(page).toHaveURL(path);
    await expect(page.locator('[data-template]')).toHaveCount(1);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText('');
    await expect(page.locator('[data-placeholder]')).toHaveCount(0);
    // Audit what the page settles on (content loaded, history counted), not its loading state.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await check?.();
    if (audited && !audited.has(path)) continue;
    const violations = await auditPage(page);
    if (violations.length) failures[path] = violations;
  }
  return failures;
}
