// The `test` of the specs served from the guides' copy of the project (support/guide-copy.ts): the shared fixtures
// plus `guideCopy`, the copy's folder, changed the way the editors' guides say, checked and built once per worker.
// The `guides` project runs its specs in one worker (playwright.config.ts), so one build serves every guide, and
// that worker starts it among the first tests of the run instead of after all of them.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base } from '../fixtures';
import { addFormFields, addLanguageRoutes, addRoutedPage, addTeamInvitationsPage, copiedEntries, guideCopyDir } from './guide-copy';

const checkConfig = () => execFileSync('npx', ['tsx', 'scripts/check-config.ts'], { cwd: guideCopyDir, encoding: 'utf8' });

/**
 * The copy, each guide's edits, the check every guide ends on (`check:config` says "Config is valid."), then one
 * build. The check runs once, on the four guides' edits together: a mistake in any of them is named there.
 */
function buildGuideCopy(): void {
  rmSync(guideCopyDir, { recursive: true, force: true });
  mkdirSync(guideCopyDir, { recursive: true });
  for (const entry of copiedEntries) cpSync(entry, join(guideCopyDir, entry), { recursive: true });
  symlinkSync(join(process.cwd(), 'node_modules'), join(guideCopyDir, 'node_modules'), 'dir');

  // docs/editors/add-a-form-field.md: steps 1–3, then step 4's validators.
  addFormFields(guideCopyDir);
  execFileSync('npx', ['tsx', 'scripts/build-form-validators.ts'], { cwd: guideCopyDir, stdio: 'pipe' });
  // docs/editors/page-with-form-and-data.md: steps 1–3.
  addTeamInvitationsPage(guideCopyDir);
  // docs/editors/add-a-page.md, "A page with its own route": steps 1–5.
  addRoutedPage(guideCopyDir);
  // docs/markets/language-routes.md: steps 1–3.
  addLanguageRoutes(guideCopyDir);

  // Every guide ends on `npm run check:config`, then the build the server serves: one of each for all.
  expect(checkConfig()).toContain('Config is valid.');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: guideCopyDir, stdio: 'pipe' });
}

export const test = base.extend<object, { guideCopy: string }>({
  guideCopy: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      buildGuideCopy();
      await use(guideCopyDir);
      rmSync(guideCopyDir, { recursive: true, force: true });
    },
    // The validators, the check and a build of the whole portal: minutes on a loaded 2-core machine.
    { scope: 'worker', timeout: 360_000 },
  ],
});
export { expect };
