// IBM Equal Access (accessibility-checker-engine), a second engine beside axe: its rules are its own (label
// in name, ids that aria-* attributes name, landmarks, autocomplete tokens…), so a page clean for both is
// checked twice. Like axe (support/axe.ts), the engine's text is evaluated in the page through the DevTools
// protocol (page.evaluate of a string), not added as a <script>: the app's CSP (script-src 'self') would
// refuse an inline or foreign script, and `bypassCSP` would switch the CSP off for the page under test too,
// hiding the CSP violations every spec fails on. Evaluated once per page load; `check` runs per navigation.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const aceSource = readFileSync(require.resolve('accessibility-checker-engine/ace.js'), 'utf8');

/** IBM's full rule set: WCAG 2.2 A & AA plus IBM's requirements (every content in a landmark, a tab stop has a widget role); ids in ace.js. */
export const ibmRuleset = 'IBM_Accessibility';

interface AceResult {
  ruleId: string;
  reasonId: string;
  value: [string, string];
  path: { dom: string };
  message: string;
  snippet: string;
}

export async function injectIbm(page: Page): Promise<void> {
  // `var ace` at the top level of the file: evaluated as a script, it becomes window.ace.
  if (await page.evaluate(() => 'ace' in window)) return;
  await page.evaluate(aceSource);
}

/**
 * Violations on the current page, as `rule: message @ xpath` lines. Only certain failures count
 * (value VIOLATION + FAIL): "potential" violations and recommendations ask for a human's judgement.
 */
export async function ibmAudit(page: Page): Promise<string[]> {
  await injectIbm(page);
  const results = await page.evaluate(async (ruleset) => {
    const ace = (
      window as unknown as { ace: { Checker: new () => { check: (d: Document, r: string[]) => Promise<{ results: AceResult[] }> } } }
    ).ace;
    // One checker per page load: building one registers every rule set again, on every audit.
    const win = window as unknown as { milesAceChecker?: InstanceType<typeof ace.Checker> };
    win.milesAceChecker ??= new ace.Checker();
    const report = await win.milesAceChecker.check(document, [ruleset]);
    return report.results
      .filter((r) => r.value[0] === 'VIOLATION' && r.value[1] === 'FAIL')
      .map((r) => ({ ruleId: r.ruleId, message: r.message, path: r.path.dom, snippet: r.snippet.slice(0, 160) }));
  }, ibmRuleset);
  return results.map((r) => `ibm ${r.ruleId}: ${r.message} @ ${r.path} ${r.snippet}`);
}
