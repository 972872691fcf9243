// Which config files a studio role changes: a market team its language's route overlay; an editor the pages, the base
// route lists, the menus, the strings (every language's) and the fields of the forms the build ships, never a market's
// overlay. A form is changed, never added: its validator, its place in the API's contract and the page code that shows
// it come with a build.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { formFileOf } from '../../src/contract/form-files';
import { forbidden } from '../http/api-error';
import type { Staff } from './staff-accounts';
import { projectRoot } from './studio-live';

/** A language's route overlay, the one file a market team changes. */
export const overlayFile = (language: string): string => `config/routes/overlays/${language}.json`;

export function mayChange(staff: Staff, file: string): boolean {
  if (staff.role === 'market') return staff.language !== null && file === overlayFile(staff.language);
  return (
    /^config\/pages\/[a-z0-9][a-z0-9-]*\.json$/.test(file) ||
    /^config\/routes\/(public|private|tracked)\.json$/.test(file) ||
    file === 'config/navigation.json' ||
    /^config\/locales\/[a-z]{2}(-[a-z]{2})?\/[a-z]+\.json$/.test(file) ||
    (formFileOf(file) !== null && existsSync(join(projectRoot, file)))
  );
}

/** Refuses a file the account's role does not change (and any name outside config/, whatever the role). */
export function assertMayChange(staff: Staff, file: string): void {
  if (!mayChange(staff, file)) throw forbidden();
}

/** Refuses an account that is not an editor: only an editor changes the portal's words (its text overrides). */
export function assertEditor(staff: Staff): void {
  if (staff.role !== 'editor') throw forbidden();
}
