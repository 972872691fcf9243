// A folder of generated files kept in step with what generates them (`npm run build:validators`): written where
// missing or stale, removed where nothing generates them any more; with `--check`, nothing written, and every such
// file said (CI's freshness check).
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Brings `outDir` in step with `files` (file name → content), or only checks that it is (`check`). `root` is the
 * project, for the messages; `what` says what the folder holds ("Form validators"). The exit code: 1 when a check
 * finds a difference.
 */
export function syncGeneratedFiles(root: string, outDir: string, files: Map<string, string>, check: boolean, what: string): number {
  const folder = relative(root, outDir);
  const present = existsSync(outDir) ? readdirSync(outDir) : [];
  const leftovers = present.filter((name) => !files.has(name));
  const stale = [...files].filter(([name, text]) => !existsSync(join(outDir, name)) || readFileSync(join(outDir, name), 'utf8') !== text);
  if (check) {
    for (const [name] of stale) console.error(`${folder}/${name}: missing or stale`);
    for (const name of leftovers) console.error(`${folder}/${name}: no schema generates it`);
    if (stale.length || leftovers.length) {
      console.error('\nRun `npm run build:validators` and commit the result.');
      return 1;
    }
    console.log(`${what} are up to date (${files.size} files).`);
    return 0;
  }
  mkdirSync(outDir, { recursive: true });
  for (const [name, text] of stale) writeFileSync(join(outDir, name), text);
  for (const name of leftovers) rmSync(join(outDir, name));
  console.log(`Wrote ${stale.length} and removed ${leftovers.length} file(s) in ${folder} (${files.size} up to date).`);
  return 0;
}
