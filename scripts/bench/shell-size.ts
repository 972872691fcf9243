// How much heavier is the portal's shell than a bare app using the same libraries? A cold load of /login
// is measured for both the portal (dist/) and the "floor" app (bench/floor/), and the ratio is bounded: the
// shell may add its own code, but not drag page templates or route code into the first load.
// Flags: --build rebuilds the portal even if dist/ exists; --floor-only measures the floor alone (useful
// while the portal does not build yet).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { coldLoadScripts, DEADLINE_MS, gzipSize, withDeadline } from './lib/cold-load.ts';
import type { FetchedScript } from './lib/cold-load.ts';
import { configChunkFile, findTemplatesInInitialChunks, formEngineFiles } from './lib/manifest.ts';
import type { BenchResult } from './types.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = join(ROOT, 'dist');
const FLOOR = join(ROOT, 'bench', 'floor');
const FLOOR_DIST = join(FLOOR, 'dist');
const PATH = '/login';
const kB = (bytes: number): number => bytes / 1000;
const sum = (scripts: FetchedScript[]): number => scripts.reduce((n, s) => n + s.gzipBytes, 0);

/** `npx vite build` in its own process group, so that a hung build can be killed with its children. */
function buildPortal(): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn('npx', ['vite', 'build'], {
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

// Rebuilt on every run (it takes about a second) so that the floor always uses the installed versions.
async function buildFloor(): Promise<void> {
  const work = build({ configFile: join(FLOOR, 'vite.config.ts'), root: FLOOR, logLevel: 'warn' });
  await withDeadline(DEADLINE_MS, 'floor build', work);
}

/** gzip size of the largest JS file in dist/assets that the cold load did not fetch, i.e. a lazy chunk. */
async function largestLazyChunk(fetched: FetchedScript[]): Promise<{ file: string; gzipBytes: number } | null> {
  const loaded = new Set(fetched.map((s) => basename(s.path)));
  const assets = join(DIST, 'assets');
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
  const floorOnly = process.argv.includes('--floor-only');
  await buildFloor();
  const floor = await coldLoadScripts(FLOOR_DIST, PATH);
  if (floor.length === 0) throw new Error('the floor app fetched no script: its build or the server is broken');
  const floorResult: BenchResult = { name: 'floor: same for the bare app', value: kB(sum(floor)), unit: 'kB', note: describe(floor) };
  if (floorOnly) return [floorResult];

  if (process.argv.includes('--build') || !existsSync(join(DIST, 'index.html'))) await buildPortal();
  const shell = await coldLoadScripts(DIST, PATH);
  if (shell.length === 0) throw new Error(`the portal fetched no script on a cold load of ${PATH}`);
  const lazy = await largestLazyChunk(shell);
  const formFiles = await formEngineFiles(DIST);
  const shellOnly = shell.filter((script) => !formFiles.has(`assets/${basename(script.path)}`));
  // The language's strings (config/locales/<language>.json, one chunk each) grow with every screen's text,
  // not with the shell's code: they have their own budget, and the code ratio leaves them out.
  const isStrings = (script: FetchedScript) => /^(en|fr-be|nl-be)-[\w-]+\.js$/.test(basename(script.path));
  const strings = shellOnly.filter(isStrings);
  // Likewise the config (routes, pages, navigation: scripts/shell-chunk.ts), which grows with the editors' pages
  // and the markets' routes. Its own budget below; a cold load that does not fetch it is an error, not a zero.
  const configFile = basename(await configChunkFile(DIST));
  const isConfig = (script: FetchedScript) => basename(script.path) === configFile;
  const config = shellOnly.filter(isConfig);
  if (config.length === 0) throw new Error(`the cold load of ${PATH} did not fetch the config chunk ${configFile}`);
  const code = shellOnly.filter((script) => !isStrings(script) && !isConfig(script));
  const leak = await findTemplatesInInitialChunks(DIST);
  const leaks = [...leak.manifestHits, ...leak.markerHits];

  return [
    {
      name: `cold load of ${PATH}, everything (gzip)`,
      value: kB(sum(shell)),
      unit: 'kB',
      note: 'includes the login form: the form engine has its own budget (forms bench)',
    },
    { name: `shell: same without the form engine (gzip)`, value: kB(sum(shellOnly)), unit: 'kB', note: describe(shellOnly) },
    { name: 'strings of the language (gzip)', value: kB(sum(strings)), unit: 'kB', target: { max: 12 }, note: describe(strings) },
    { name: 'config: routes, pages, navigation (gzip)', value: kB(sum(config)), unit: 'kB', target: { max: 6 }, note: describe(config) },
    { name: 'shell code: without the form engine, the strings and the config (gzip)', value: kB(sum(code)), unit: 'kB' },
    floorResult,
    { name: 'ratio shell code/floor', value: sum(code) / sum(floor), unit: '', target: { max: 1.25 } },
    {
      name: 'largest route chunk (gzip)',
      value: kB(lazy?.gzipBytes ?? 0),
      unit: 'kB',
      note: lazy ? lazy.file : 'no JS in dist/assets outside the cold load',
    },
    {
      name: 'template modules in the initial chunks',
      value: leaks.length,
      unit: '',
      target: { max: 0 },
      note: leaks.length
        ? `manifest: [${leak.manifestHits.join(', ')}]; data-template markers: [${leak.markerHits.join(', ')}]`
        : undefined,
    },
  ];
}
