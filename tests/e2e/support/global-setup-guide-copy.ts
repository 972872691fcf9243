// The `guide-copy` project (playwright.config.ts): runs before the specs of the `guides` project, and only when
// one of them is in the run. It makes the one copy of the project that they serve (support/guide-copy.ts): each
// guide's edits, each guide's check (`check:config` must say "Config is valid." after the form-field edits and
// their `build:validators`, and again once the data page is added), then one `vite build` of the copy.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { addFormFields, addTeamInvitationsPage, copiedEntries, guideCopyDir } from './guide-copy';

const checkConfig = () => execFileSync('npx', ['tsx', 'scripts/check-config.ts'], { cwd: guideCopyDir, encoding: 'utf8' });

setup('a copy of the project, changed as the editors’ guides say, checked and built', () => {
  // The validators, two checks and a build of the whole portal: minutes on a loaded 2-core machine.
  setup.setTimeout(360_000);
  rmSync(guideCopyDir, { recursive: true, force: true });
  mkdirSync(guideCopyDir, { recursive: true });
  for (const entry of copiedEntries) cpSync(entry, join(guideCopyDir, entry), { recursive: true });
  symlinkSync(join(process.cwd(), 'node_modules'), join(guideCopyDir, 'node_modules'), 'dir');

  // docs/editors/add-a-form-field.md: steps 1–3, then step 4's validators and check.
  addFormFields(guideCopyDir);
  execFileSync('npx', ['tsx', 'scripts/build-form-validators.ts'], { cwd: guideCopyDir, stdio: 'pipe' });
  expect(checkConfig()).toContain('Config is valid.');

  // docs/editors/page-with-form-and-data.md: steps 1–3, then `npm run check:config`.
  addTeamInvitationsPage(guideCopyDir);
  expect(checkConfig()).toContain('Config is valid.');

  // Both guides end on the build the server serves: one for the two.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: guideCopyDir, stdio: 'pipe' });
});
