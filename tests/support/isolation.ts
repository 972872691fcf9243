// Which API test files must run with fresh modules (vitest.config.ts runs the others without isolation, sharing
// a worker's module cache; the components' tests are all isolated). Found by reading the files, so a new test
// that mocks a module is isolated without anyone remembering to list it:
// - `vi.mock`/`vi.doMock` replace a module for the file; in a shared cache the real module may already be loaded
//   (the mock would not apply) or the mock would outlive the file.
// - `vi.resetModules` and `vi.stubGlobal`/`vi.stubEnv` change what every later file of the worker would see.
// - `vitest: isolate` marks any other reason, e.g. a file that sets an environment variable a server module reads
//   once when it loads (forms-guide: MILES_FORMS_DIR), which a cached module would never read again.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const needsIsolation = /\bvi\.(mock|doMock|resetModules|stubGlobal|stubEnv)\(|vitest: isolate\b/;

/** The test files of `folder` (relative to the project, as vitest's include/exclude take them) that need fresh modules. */
export function testFilesNeedingIsolation(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join(folder, file))
    .filter((file) => needsIsolation.test(readFileSync(join(root, file), 'utf8')))
    .sort();
}
