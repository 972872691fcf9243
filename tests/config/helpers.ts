// Test helpers for the config checker: each test works on its own copy of the project's config/ and
// schemas/config/ in a temp folder, breaks (or extends) it, and reads the checker's formatted lines.
// The real config is never touched, so these tests can run while someone edits it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkConfig } from '../../server/config-check/check';
import { formatProblem } from '../../server/config-check/problem';
import { groupFile, localeFile } from '../../server/reference/locale-strings';
import { applyOverlay, buildBaseTable } from '../../src/contract/route-table';
import type { ListName, RouteTable, TableRoute } from '../../src/contract/route-table';
import type { RouteEntry, RouteList, RouteOverlay } from '../../src/generated/config';

/** The real project folder (the one holding config/ and schemas/config/). Built from a string, not
 * `new URL(...)`: under jsdom the global URL is jsdom's, which node's fileURLToPath rejects. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A JSON object as read from a config file, before the checker has said it is valid. */
export type JsonObject = Record<string, unknown>;

export interface ConfigCopy {
  /** The temp project folder: pass it to checkConfig or to the CLI. */
  root: string;
  /** Absolute path of a file given relative to the root (`config/app.json`). */
  abs(file: string): string;
  exists(file: string): boolean;
  read<T = JsonObject>(file: string): T;
  /** Writes a value as JSON (creating folders as needed). */
  write(file: string, data: unknown): void;
  /** Writes raw text, e.g. JSON that does not parse. */
  writeRaw(file: string, text: string): void;
  /** Reads a JSON file, lets `fn` change it in place (or return a replacement), writes it back. */
  edit<T = JsonObject>(file: string, fn: (data: T) => T | void): void;
  remove(file: string): void;
  /** `checkConfig(root).map(formatProblem)`: one `file#/pointer: message` line per problem. */
  problems(): string[];
}

const copies: string[] = [];

// The copies live in memory where the machine offers it (/dev/shm): a test writes and removes a hundred files, which
// on a disk cost more than the check itself.
const copiesDir = ((): string => {
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    return '/dev/shm';
  } catch {
    return os.tmpdir();
  }
})();

/** A fresh copy of the real config and schemas; removed by `cleanupCopies` (call it in afterEach). */
export function copyConfig(): ConfigCopy {
  const root = fs.mkdtempSync(path.join(copiesDir, 'miles-config-'));
  copies.push(root);
  fs.cpSync(path.join(projectRoot, 'config'), path.join(root, 'config'), { recursive: true });
  // The contract and the forms too: pages with data sources and forms are checked against them.
  for (const dir of ['schemas/config', 'schemas/api', 'schemas/forms'])
    fs.cpSync(path.join(projectRoot, dir), path.join(root, dir), { recursive: true });

  const abs = (file: string) => path.join(root, file);
  const writeRaw = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(abs(file)), { recursive: true });
    fs.writeFileSync(abs(file), text);
  };
  const write = (file: string, data: unknown) => writeRaw(file, `${JSON.stringify(data, null, 2)}\n`);
  const read = <T = JsonObject>(file: string): T => JSON.parse(fs.readFileSync(abs(file), 'utf8')) as T;

  return {
    root,
    abs,
    exists: (file) => fs.existsSync(abs(file)),
    read,
    write,
    writeRaw,
    edit<T = JsonObject>(file: string, fn: (data: T) => T | void) {
      const data = read<T>(file);
      const result = fn(data);
      write(file, result === undefined ? data : result);
    },
    remove(file) {
      if (!fs.existsSync(abs(file))) throw new Error(`${file} does not exist in the copy`);
      fs.rmSync(abs(file));
    },
    problems: () => checkConfig(root).map(formatProblem),
  };
}

/** Removes every temp copy made so far. */
export function cleanupCopies(): void {
  for (const root of copies.splice(0)) fs.rmSync(root, { recursive: true, force: true });
}

/** Appends a route to config/routes/<list>.json and returns its index (for the expected pointer). */
export function appendRoute(copy: ConfigCopy, list: 'public' | 'private' | 'tracked', route: object): number {
  let index = -1;
  copy.edit<{ routes: object[] }>(`config/routes/${list}.json`, (data) => {
    index = data.routes.push(route) - 1;
  });
  return index;
}

/** Index of the route with this id in config/routes/<list>.json (throws when absent, so a test cannot pass by accident). */
export function routeIndex(copy: ConfigCopy, list: 'public' | 'private' | 'tracked', id: string): number {
  const index = copy.read<RouteList>(`config/routes/${list}.json`).routes.findIndex((r) => r.id === id);
  if (index < 0) throw new Error(`no route "${id}" in config/routes/${list}.json`);
  return index;
}

/** Appends an entry to the `change` list of a language's overlay (created if missing) and returns its index. */
export function appendOverlayChange(copy: ConfigCopy, language: string, change: object): number {
  const file = `config/routes/overlays/${language}.json`;
  if (!copy.exists(file)) copy.write(file, { language });
  let index = -1;
  copy.edit<{ change?: object[] }>(file, (data) => {
    data.change ??= [];
    index = data.change.push(change) - 1;
  });
  return index;
}

/**
 * The copy's namespace file of a language that holds a key's group (the key's first part), as the editors' guides
 * say: the file that holds the group, else `pages.json` for a new group.
 */
export function fileOfKey(copy: ConfigCopy, language: string, key: string): string {
  const group = key.split('.')[0] ?? '';
  return groupFile(language, group, copy.abs('config/locales'))?.file ?? localeFile(language, 'pages');
}

/**
 * Sets a (dotted) key in a locale file of the copy: the language's `namespace` file when given (a guide names the
 * file), else the one that holds the key's group (`fileOfKey`).
 */
export function setTranslation(copy: ConfigCopy, language: string, key: string, text: string, namespace?: string): void {
  copy.edit(namespace ? localeFile(language, namespace) : fileOfKey(copy, language, key), (data) => {
    const parts = key.split('.');
    const last = parts.pop();
    if (last === undefined) throw new Error('empty key');
    let node: JsonObject = data;
    for (const part of parts) {
      const next = node[part];
      if (typeof next === 'object' && next !== null) node = next as JsonObject;
      else node = node[part] = {};
    }
    node[last] = text;
  });
}

/** Deletes a (dotted) key from the copy's locale file of a language that holds its group (throws when it is not there). */
export function deleteTranslation(copy: ConfigCopy, language: string, key: string): void {
  const file = fileOfKey(copy, language, key);
  copy.edit(file, (data) => {
    const parts = key.split('.');
    const last = parts.pop();
    let node: unknown = data;
    for (const part of parts) node = (node as JsonObject | undefined)?.[part];
    if (last === undefined || typeof node !== 'object' || node === null || !(last in node)) {
      throw new Error(`no key "${key}" in ${file}`);
    }
    delete (node as JsonObject)[last];
  });
}

/** The route table of one language, built from the copy exactly as the app and the checker build it. */
export function routeTable(copy: ConfigCopy, language: string): RouteTable {
  const base = buildBaseTable({
    public: copy.read<RouteList>('config/routes/public.json'),
    private: copy.read<RouteList>('config/routes/private.json'),
    tracked: copy.read<RouteList>('config/routes/tracked.json'),
  });
  const overlayFile = `config/routes/overlays/${language}.json`;
  const overlay = copy.exists(overlayFile) ? copy.read<RouteOverlay>(overlayFile) : undefined;
  const { table, problems } = applyOverlay(base, overlay);
  if (problems.length) throw new Error(`overlay problems: ${problems.map((p) => p.message).join('; ')}`);
  return table;
}

/** The route with this id in one list of a table, or undefined. */
export function findRoute(table: RouteTable, list: ListName, id: string): TableRoute | undefined {
  return table[list].find((r) => r.id === id);
}

/** A minimal valid route entry (tracking name = id). */
export function route(id: string, routePath: string, page: string, extra: Partial<RouteEntry> = {}): RouteEntry {
  return { id, path: routePath, page, tracking: id, ...extra };
}
