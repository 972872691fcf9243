// axe-core (the engine behind @axe-core/playwright), injected ONCE per page load with page.evaluate (not a
// script tag, so the app's CSP does not block it), then run after each client-side navigation.
// AxeBuilder.analyze() re-injects the 550 kB engine on every call (~430 ms): across every public route in
// three languages and six display modes that alone would take minutes. axe.run on an injected page: ~50 ms.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

interface AxeResult {
  violations: { id: string; nodes: { target: string[] }[] }[];
}

export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(axeSource);
}

/** Violations of the WCAG tags on the current page, as `rule: selectors` lines. */
export async function auditPage(page: Page): Promise<string[]> {
  const result = await page.evaluate(
    (tags) => (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResult> } }).axe.run(document, { runOnly: { type: 'tag', values: tags } }),
    wcagTags,
  );
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Client-side navigation, as a link click would do it (the router listens to popstate). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
