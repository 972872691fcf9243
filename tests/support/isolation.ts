// Which test files must run with fresh modules (vitest.config.ts runs the others without isolation, sharing a
// worker's module cache and, for the jsdom files, its window). Found by reading the files, so a new test that mocks
// a module is isolated without anyone remembering to list it:
// - `vi.mock`/`vi.doMock` replace a module for the file; in a shared cache the real module may already be loaded
//   (the mock would not apply) or the mock would outlive the file.
// - `vi.resetModules` changes what every later file of the worker would see. (A global or an environment variable a
//   file stubs is put back when the file ends, tests/setup.ts: a stub needs no fresh modules.)
// - `vitest: isolate` marks any other reason, e.g. a file that proves the order in which a fresh page load's modules
//   are evaluated (translations-at-start), which a worker's cached modules would not repeat.
// - A model or client file (`.ts`, jsdom) that runs its models against a mocked API: Effector's graph is the modules'
//   own, so an event a test fires also reaches every model an earlier file of the worker loaded (the locale model
//   loading a language's strings and its editors' overrides, the languages asked for when the shell shows), and
//   the mocked API refuses the calls the file did not expect. The components' files render through the whole
//   portal or give their scope its effects' handlers.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const needsIsolation = /\bvi\.(mock|doMock|resetModules)\(|vitest: isolate\b/;
// Vitest's own reading of a file's environment comment.
const asksForDom = /@(?:vitest|jest)-environment\s+jsdom\b/;
const mocksTheApi = /from 'msw(\/node)?'|\buseMockApi\(/;

/** The test files under `folders` (relative to the project, as vitest's include/exclude take them) whose text matches `pattern`. */
function testFilesMatching(folders: readonly string[], pattern: RegExp): string[] {
  return folders
    .flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.test\.tsx?$/.test(file))
        .map((file) => join(folder, file)),
    )
    .filter((file) => pattern.test(readFileSync(join(root, file), 'utf8')))
    .sort();
}

/** The test files of `folders` that need fresh modules (for the jsdom `.ts` files, with `testFilesOnTheirOwnModels`). */
export function testFilesNeedingIsolation(...folders: string[]): string[] {
  return testFilesMatching(folders, needsIsolation);
}

/** The `.ts` test files of `folders` whose comment asks for a DOM (`@vitest-environment jsdom`). */
export function testFilesAskingForDom(...folders: string[]): string[] {
  return testFilesMatching(folders, asksForDom).filter((file) => file.endsWith('.ts'));
}

/** The `.ts` test files of `folders` that run models against a mocked API (MSW): they need fresh modules too. */
export function testFilesOnTheirOwnModels(...folders: string[]): string[] {
  return testFilesMatching(folders, mocksTheApi).filter((file) => file.endsWith('.ts'));
}
