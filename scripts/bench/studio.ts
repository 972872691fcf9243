// The studio's publish, as a visitor meets it: how long after a publish answers a guest's next page load carries the
// new version, on the process that published and on another API process of the same PostgreSQL (each process reads
// the live version once a second: server/studio/live-config.ts). Target: every process within 2 s. A market team
// publishes its overlay RUNS times (a route switched off, then on again), each time read from a page of the build
// (BENCH_DIST) by polling both processes. On PGlite (one process owns its database) only the publishing process is
// measured; without PostgreSQL's binaries the other figure says why it is missing.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { liveConfigElementId } from '../../src/contract/live-config.ts';
import { json, percentile, ROOT, startApiServer } from './lib/api-server.ts';
import type { ApiServer } from './lib/api-server.ts';
import { startPostgres } from '../lib/postgres-cluster.ts';
import type { BenchResult } from './types.ts';

const RUNS = Number(process.env.BENCH_STUDIO_RUNS ?? 5);
const TARGET_MS = 2000;
const GIVE_UP_MS = 10_000;
const market = { email: 'market-fr@example.com', password: 'Market#2026ok' };
const overlay = 'config/routes/overlays/fr-be.json';

/** A French guest's page load of `path`. */
const frenchPage = async (origin: string, path: string): Promise<string> =>
  (await fetch(`${origin}${path}`, { headers: { cookie: 'language_public=fr-be' } })).text();

/** The live version a page carries (its live-config element; none: 0). */
function versionIn(html: string): number {
  const element = new RegExp(`<script type="application/json" id="${liveConfigElementId}">(.*?)</script>`).exec(html);
  return element?.[1] ? (JSON.parse(element[1].replace(/\\u003c/g, '<')) as { version: number }).version : 0;
}

/** Milliseconds from `since` until `holds` says yes (NaN after GIVE_UP_MS). */
async function msUntil(since: number, holds: () => Promise<boolean>): Promise<number> {
  while (performance.now() - since < GIVE_UP_MS) {
    if (await holds()) return performance.now() - since;
    await new Promise((r) => setTimeout(r, 20));
  }
  return Number.NaN;
}

/** Milliseconds from `since` until `origin`'s next page load carries `version`. */
const visibleAfter = (origin: string, version: number, since: number) =>
  msUntil(since, async () => versionIn(await frenchPage(origin, '/login')) >= version);

/**
 * Milliseconds from `since` until a French guest's /faq from `origin` is the server's HTML for `version` again (painted
 * before any script: server/render/), the first load after the publish starting its rendering.
 */
const paintedAfter = (origin: string, version: number, since: number) =>
  msUntil(since, async () => {
    const html = await frenchPage(origin, '/faq');
    return html.includes('data-prerendered="guest|fr-be"') && versionIn(html) === version;
  });

async function studio(origin: string, token: string | null, method: string, path: string, body?: object, headers = {}) {
  return fetch(`${origin}/api/studio/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
}

interface Timings {
  publish: number[];
  here: number[];
  there: number[];
  painted: number[];
}

/** RUNS publishes on `publisher`, each read back from the publisher and from `other` (when given). */
async function publishes(publisher: ApiServer, other: ApiServer | null): Promise<Timings> {
  const { token } = await json<{ token: string }>(await studio(publisher.origin, null, 'POST', 'login', market), 'studio login');
  const shipped = readFileSync(join(ROOT, overlay), 'utf8');
  const parsed = JSON.parse(shipped) as { change: object[] };
  const off = JSON.stringify({ ...parsed, change: [...parsed.change, { route: 'how-to-earn', enabled: false }] }, null, 2);
  const timings: Timings = { publish: [], here: [], there: [], painted: [] };
  for (let run = 0; run < RUNS; run += 1) {
    const file = await json<{ version: number; live: number }>(
      await studio(publisher.origin, token, 'GET', `file?file=${encodeURIComponent(overlay)}`),
      'open the overlay',
    );
    const ifMatch = file.version > 0 ? `"${file.version}"` : `"0.${file.live}"`;
    const text = run % 2 === 0 ? off : shipped;
    await json(
      await studio(publisher.origin, token, 'PUT', `file?file=${encodeURIComponent(overlay)}`, { text }, { 'if-match': ifMatch }),
      'save',
    );
    const start = performance.now();
    const version = await json<{ id: number }>(
      await studio(publisher.origin, token, 'POST', 'publish', { message: `Bench ${run}` }),
      'publish',
    );
    const answered = performance.now();
    timings.publish.push(answered - start);
    const [here, there] = await Promise.all([
      visibleAfter(publisher.origin, version.id, answered),
      other ? visibleAfter(other.origin, version.id, answered) : Promise.resolve(Number.NaN),
    ]);
    timings.here.push(here);
    timings.there.push(there);
    // Only a version that changes the French pages has them rendered again (the files as shipped are the build's pages).
    if (run % 2 === 0) timings.painted.push(await paintedAfter(publisher.origin, version.id, answered));
  }
  return timings;
}

const note = (values: number[]) =>
  `median ${percentile(values, 50).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms of ${values.length}`;

export async function run(): Promise<BenchResult[]> {
  const distDir = resolve(ROOT, process.env.BENCH_DIST ?? 'dist');
  const results: BenchResult[] = [];
  const alone = await startApiServer({ distDir });
  try {
    const { publish, here, painted } = await publishes(alone, null);
    results.push(
      { name: 'studio PGlite: a publish answers', value: percentile(publish, 50), unit: 'ms', note: note(publish) },
      {
        name: 'studio PGlite: publish → next load, same process',
        value: Math.max(...here),
        unit: 'ms',
        target: { max: TARGET_MS },
        note: note(here),
      },
      {
        name: 'studio PGlite: publish → a public page painted without scripts again',
        value: Math.max(...painted),
        unit: 'ms',
        note: `${note(painted)}; its language's first load after the publish gets the app meanwhile`,
      },
    );
  } finally {
    await alone.stop();
  }
  const postgres = await startPostgres();
  if (!postgres)
    return [
      ...results,
      {
        name: 'studio PostgreSQL: not measured',
        value: Number.NaN,
        unit: '',
        target: { max: 0 },
        note: 'no PostgreSQL binaries in /usr/lib/postgresql (apt-get install postgresql)',
      },
    ];
  const servers: ApiServer[] = [];
  try {
    // The demo accounts (the market team among them) are seeded on PostgreSQL only when asked for.
    for (let i = 0; i < 2; i += 1)
      servers.push(await startApiServer({ databaseUrl: postgres.url, distDir, env: { MILES_SEED_DEMO: '1' } }));
    const [publisher, other] = servers as [ApiServer, ApiServer];
    const { publish, here, there } = await publishes(publisher, other);
    const label = `studio PostgreSQL ${postgres.version}`;
    results.push(
      { name: `${label}: a publish answers`, value: percentile(publish, 50), unit: 'ms', note: note(publish) },
      {
        name: `${label}: publish → next load, same process`,
        value: Math.max(...here),
        unit: 'ms',
        target: { max: TARGET_MS },
        note: note(here),
      },
      {
        name: `${label}: publish → next load, other process`,
        value: Math.max(...there),
        unit: 'ms',
        target: { max: TARGET_MS },
        note: note(there),
      },
    );
    return results;
  } finally {
    for (const server of servers) await server.stop();
    postgres.stop();
  }
}
