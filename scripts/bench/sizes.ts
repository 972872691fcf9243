// The build's sizes (gzip). Two sources:
// - size-limit's budgets (`.size-limit.js`, `npm run size`): each entry is a result whose target is its limit, read
//   from `npx size-limit --json` on the build the bench measures (SIZE_LIMIT_DIST is set to it), so the bench and
//   `npm test` judge the same figures against the same limits and a budget changes in one place;
// - what size-limit does not check, from a cold load of /login in a browser and the build's manifest: the language's
//   strings and the config chunk (each with its own budget: they grow with text and with the editors' pages, not with
//   code), template modules in the initial chunks (none: templates stay in lazy route chunks), and, without a target,
//   the whole cold load and the largest route chunk.
// The build is BENCH_DIST (default dist/). Flag: --build rebuilds it first (it is built anyway when missing).
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './lib/app-server.ts';
import { coldLoadScripts, DEADLINE_MS, gzipSize } from './lib/cold-load.ts';
import type { FetchedScript } from './lib/cold-load.ts';
import { configChunkFile, findTemplatesInInitialChunks } from './lib/manifest.ts';
import type { BenchResult } from './types.ts';

const PATH = '/login';
const kB = (bytes: number): number => bytes / 1000;
const sum = (scripts: FetchedScript[]): number => scripts.reduce((n, s) => n + s.gzipBytes, 0);

/** `npx vite build --outDir <dist>` in its own process group, so that a hung build can be killed with its children. */
function buildPortal(dist: string): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn('npx', ['vite', 'build', '--outDir', dist], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    }, DEADLINE_MS);
    child.on('error', fail);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return ok();
      // Show the build's own output only on failure: on success it would drown the report.
      fail(new Error(`npx vite build failed (${signal ?? `exit ${code}`}):\n${output.slice(-4000)}`));
    });
  });
}

interface SizeLimitEntry {
  name: string;
  size: number;
  sizeLimit?: number;
  passed?: boolean;
  message?: string;
}

/** `npx size-limit --json` on `dist`: every entry of `.size-limit.js` with its gzip size and limit, in bytes. */
async function sizeLimitEntries(dist: string): Promise<SizeLimitEntry[]> {
  const run = promisify(execFile);
  const env = { ...process.env, SIZE_LIMIT_DIST: dist, NO_COLOR: '1' };
  // size-limit exits 1 when an entry is over its limit and still prints every entry: that is a figure, not an error.
  const { stdout, stderr } = await run('npx', ['size-limit', '--json'], { cwd: ROOT, env, timeout: DEADLINE_MS }).catch(
    (err: { stdout?: string; stderr?: string; message: string }) => {
      if (!err.stdout?.trim().startsWith('[')) throw new Error(`npx size-limit --json failed: ${err.stderr ?? ''} ${err.message}`);
      return { stdout: err.stdout, stderr: err.stderr ?? '' };
    },
  );
  let entries: SizeLimitEntry[];
  try {
    entries = JSON.parse(stdout) as SizeLimitEntry[];
  } catch {
    throw new Error(`npx size-limit --json printed no JSON: ${stdout.slice(0, 400)} ${stderr.slice(0, 400)}`);
  }
  if (!Array.isArray(entries) || entries.length === 0) throw new Error('npx size-limit --json listed no entry');
  return entries;
}

function sizeLimitResult(entry: SizeLimitEntry): BenchResult {
  // An entry without a limit (or one size-limit could not measure) must not pass unseen: NaN fails in the runner.
  const limit = entry.sizeLimit === undefined ? Number.NaN : kB(entry.sizeLimit);
  return {
    name: `size-limit: ${entry.name} (gzip)`,
    value: kB(entry.size),
    unit: 'kB',
    target: { max: limit },
    note: entry.message ?? (entry.sizeLimit === undefined ? 'no limit in .size-limit.js' : undefined),
  };
}

/** gzip size of the largest JS file in the build's assets that the cold load did not fetch, i.e. a lazy chunk. */
async function largestLazyChunk(dist: string, fetched: FetchedScript[]): Promise<{ file: string; gzipBytes: number } | null> {
  const loaded = new Set(fetched.map((s) => basename(s.path)));
  const assets = join(dist, 'assets');
  let best: { file: string; gzipBytes: number } | null = null;
  for (const file of await readdir(assets)) {
    if (!file.endsWith('.js') || loaded.has(file)) continue;
    const gzipBytes = gzipSize(await readFile(join(assets, file)));
    if (!best || gzipBytes > best.gzipBytes) best = { file, gzipBytes };
  }
  return best;
}

const describe = (scripts: FetchedScript[]): string =>
  `${scripts.length} file(s): ${scripts.map((s) => `${basename(s.path)} ${kB(s.gzipBytes).toFixed(1)}`).join(', ')}`;

export async function run(): Promise<BenchResult[]> {
  const dist = resolve(ROOT, process.env.BENCH_DIST ?? 'dist');
  const asked = process.env.SIZE_LIMIT_DIST;
  // Two builds in one report would compare nothing: refuse rather than pick one.
  if (asked !== undefined && resolve(ROOT, asked) !== dist)
    throw new Error(`SIZE_LIMIT_DIST (${asked}) is not the build the bench measures (BENCH_DIST: ${dist}): give both the same`);
  if (process.argv.includes('--build') || !existsSync(join(dist, 'index.html'))) await buildPortal(dist);

  const budgets = (await sizeLimitEntries(dist)).map(sizeLimitResult);

  const cold = await coldLoadScripts(dist, PATH);
  if (cold.length === 0) throw new Error(`the portal fetched no script on a cold load of ${PATH}`);
  const lazy = await largestLazyChunk(dist, cold);
  // The language's strings (config/locales/<language>/<namespace>.json, one chunk each) grow with every screen's text.
  const strings = cold.filter((script) => /^(en|fr-be|nl-be)-[\w-]+\.js$/.test(basename(script.path)));
  // The config (routes, pages, navigation: scripts/shell-chunk.ts) grows with the editors' pages and the markets'
  // routes. A cold load that does not fetch it is an error, not a zero.
  const configFile = basename(await configChunkFile(dist));
  const config = cold.filter((script) => basename(script.path) === configFile);
  if (config.length === 0) throw new Error(`the cold load of ${PATH} did not fetch the config chunk ${configFile}`);
  const leak = await findTemplatesInInitialChunks(dist);
  const leaks = [...leak.manifestHits, ...leak.markerHits];

  return [
    ...budgets,
    { name: 'strings of the language (gzip)', value: kB(sum(strings)), unit: 'kB', target: { max: 12 }, note: describe(strings) },
    { name: 'config: routes, pages, navigation (gzip)', value: kB(sum(config)), unit: 'kB', target: { max: 6 }, note: describe(config) },
    {
      name: 'template modules in the initial chunks',
      value: leaks.length,
      unit: '',
      target: { max: 0 },
      note: leaks.length
        ? `manifest: [${leak.manifestHits.join(', ')}]; data-template markers: [${leak.markerHits.join(', ')}]`
        : undefined,
    },
    {
      name: `cold load of ${PATH} in a browser, every script (gzip)`,
      value: kB(sum(cold)),
      unit: 'kB',
      note: 'with the form engine, which the page fetches once the visitor turns to the form or at idle',
    },
    {
      name: 'largest route chunk (gzip)',
      value: kB(lazy?.gzipBytes ?? 0),
      unit: 'kB',
      note: lazy ? lazy.file : 'no JS in the assets outside the cold load',
    },
  ];
}
