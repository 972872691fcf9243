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

/** The page's check, installed once per page load by injectIbm: `rule: message @ xpath snippet` lines. */
export type IbmCheck = () => Promise<string[]>;

interface AceRule {
  id: string;
  level: string;
}
interface AceGuideline {
  id: string;
  checkpoints: { rules?: AceRule[] }[];
}
interface AceResult {
  ruleId: string;
  value: [string, string];
  path: { dom: string };
  message: string;
  snippet: string;
}
interface AceChecker {
  /** Each rule's dependencies and its messages by locale and reason (`pass`, `fail_…`, `Potential_1`…). */
  engine: { ruleMap: Record<string, { dependencies?: string[]; messages?: Record<string, Record<string, string>> }> };
  getGuidelines: () => AceGuideline[];
  addGuideline: (guideline: AceGuideline) => void;
  check: (d: Document, guidelines: string[]) => Promise<{ results: AceResult[] }>;
}

/**
 * Runs in the page: one checker for the page load (building one registers every rule set again), and the check.
 * The rules run are the rule set's rules that can report a certain violation (and the rules they depend on). A rule
 * whose every entry in the set is a recommendation, or whose documented reasons (its messages) are only passes and
 * potential or manual checks, can only give results the audit drops (it keeps VIOLATION + FAIL), so running it is
 * work for nothing. A result counts as a violation when one entry of its reason in the set is (ace's
 * getReasonLevel), and each kept rule keeps its entries: the violations found are the full rule set's.
 */
function installCheck(ruleset: string): void {
  const ace = (window as unknown as { ace: { Checker: new () => AceChecker } }).ace;
  const checker = new ace.Checker();
  const full = checker.getGuidelines().find((guideline) => guideline.id === ruleset);
  if (!full) throw new Error(`no IBM rule set ${ruleset}`);
  const rules = full.checkpoints.flatMap((checkpoint) => checkpoint.rules ?? []);
  // A reason that is no pass, potential, manual check or recommendation is a failure (`fail_…`, `Fail_1`,
  // `violation_…`); a rule without messages is kept.
  const reportsFailures = (id: string) => {
    const reasons = Object.keys(checker.engine.ruleMap[id]?.messages?.['en-US'] ?? {});
    return reasons.length === 0 || reasons.some((reason) => !/^(0|group|pass|potential|manual|recommendation)/i.test(reason));
  };
  const canFail = new Set(
    rules.filter((rule) => rule.level.toLowerCase() === 'violation' && reportsFailures(rule.id)).map((rule) => rule.id),
  );
  const needed = new Set(canFail);
  const queue = [...canFail];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const dependency of checker.engine.ruleMap[id]?.dependencies ?? []) {
      if (needed.has(dependency)) continue;
      needed.add(dependency);
      queue.push(dependency);
    }
  }
  const violationsOnly = `${ruleset}_violations`;
  checker.addGuideline({
    ...full,
    id: violationsOnly,
    checkpoints: full.checkpoints.map((checkpoint) => ({
      ...checkpoint,
      // A dependency that cannot fail keeps its recommendation entries: its results never count.
      rules: (checkpoint.rules ?? []).filter((rule) =>
        canFail.has(rule.id) ? rule.level.toLowerCase() === 'violation' : needed.has(rule.id),
      ),
    })),
  });
  (window as unknown as { milesIbmCheck: IbmCheck }).milesIbmCheck = async () => {
    const report = await checker.check(document, [violationsOnly]);
    // Only certain failures count (value VIOLATION + FAIL): "potential" violations and recommendations ask for a
    // human's judgement.
    return report.results
      .filter((r) => r.value[0] === 'VIOLATION' && r.value[1] === 'FAIL')
      .map((r) => `ibm ${r.ruleId}: ${r.message} @ ${r.path.dom} ${r.snippet.slice(0, 160)}`);
  };
}

export async function injectIbm(page: Page): Promise<void> {
  if (await page.evaluate(() => 'milesIbmCheck' in window)) return;
  // `var ace` at the top level of the file: evaluated as a script, it becomes window.ace.
  await page.evaluate(aceSource);
  await page.evaluate(installCheck, ibmRuleset);
}

/** Violations on the current page, as `ibm rule: message @ xpath snippet` lines. */
export async function ibmAudit(page: Page): Promise<string[]> {
  await injectIbm(page);
  return page.evaluate(() => (window as unknown as { milesIbmCheck: IbmCheck }).milesIbmCheck());
}
