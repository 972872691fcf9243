// `npm run studio:export [-- --to <folder>]`: makes <folder>/config and <folder>/schemas/forms (default: this checkout) what the studio's live
// version is: every file a version has changed gets its live text, or its text as shipped when the live version no
// longer changes it, or is removed when the studio added it and the live version has not; developers review the change
// in git like any other. It asks
// the running server, as an editor (STUDIO_EMAIL, STUDIO_PASSWORD; the demo editor by default), at MILES_URL (default
// http://127.0.0.1:$PORT, 4173): the embedded database belongs to the server's process and is not opened twice.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formFileOf } from '../src/contract/form-files';

interface Live {
  version: number;
  /** Every file a version has changed: its live text, or null for a file the live version does not have. */
  files: { file: string; text: string | null }[];
}

/** The names a live set may hold: config files and form files, never a path out of config/ or schemas/forms/. */
const configFile = /^config\/[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.json$/;
const mayHold = (file: string): boolean => configFile.test(file) || formFileOf(file) !== null;

async function call<T>(base: string, path: string, init: RequestInit): Promise<T> {
  const response = await fetch(new URL(`/api/${path}`, base), init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Writes the live set under `root` and says which version and files it wrote. */
export async function exportLive({ base, email, password, root }: { base: string; email: string; password: string; root: string }) {
  const { token } = await call<{ token: string }>(base, 'studio/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const authorization = `Bearer ${token}`;
  try {
    const live = await call<Live>(base, 'studio/live', { headers: { authorization } });
    const unsafe = live.files.filter(({ file }) => !mayHold(file));
    if (unsafe.length) throw new Error(`not config files, nothing written: ${unsafe.map(({ file }) => file).join(', ')}`);
    for (const { file, text } of live.files) {
      const path = join(root, file);
      if (text === null) {
        await rm(path, { force: true });
        continue;
      }
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, text.endsWith('\n') ? text : `${text}\n`);
    }
    return { version: live.version, files: live.files.map(({ file }) => file) };
  } finally {
    await fetch(new URL('/api/studio/logout', base), { method: 'POST', headers: { authorization } }).catch(() => undefined);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  try {
    const { version, files } = await exportLive({
      base: process.env.MILES_URL ?? `http://127.0.0.1:${process.env.PORT ?? 4173}`,
      email: process.env.STUDIO_EMAIL ?? 'editor@example.com',
      password: process.env.STUDIO_PASSWORD ?? 'Editor#2026ok',
      root: resolve(values.to ?? process.cwd()),
    });
    if (version === 0) console.log('Nothing has been published in the studio: the files as shipped are live.');
    else console.log(`Version ${version}: wrote ${files.length} file(s)${files.length ? `:\n  ${files.join('\n  ')}` : ''}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
