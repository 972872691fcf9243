// A folder in the system's temporary folder for one test's files, removed when the test ends (passed or failed),
// or for one file's, removed when the file's tests are done: a run leaves nothing behind on the machine.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, onTestFinished } from 'vitest';

/** A new empty folder whose name starts with `prefix`; call it inside a test. */
export function testFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A new empty folder whose name starts with `prefix`, for every test of the file (a server's data); call it at the top
 * level. `parent`: where it is made (a build whose modules import the project's packages must sit inside the project).
 */
export function fileFolder(prefix: string, parent = tmpdir()): string {
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
