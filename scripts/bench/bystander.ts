// Bystander benchmark (issue 9 point 5): one legitimate heavy member (10 000 movements) reads the history
// with 8 calls always in flight, each walking the pages with next_cursor, while another member asks for a
// trivial answer (GET users_stats, their own small history) in a loop. The bystander's p50/p95 with the flood
// are compared with the same loop on an idle server; target p95 ≤ 50 ms.
// The server is the real one, spawned as `tsx server/main.ts` on a free port with a temporary PGlite
// directory, dev routes on and rate limits off (the flood must be served, not refused).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchResult } from './types.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const MOVEMENTS = 10_000;
const FLOOD_CONCURRENCY = Number(process.env.BENCH_FLOOD ?? 8);
const BYSTANDER_CALLS = 200;
const START_DEADLINE_MS = 120_000;

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Waits for the server's first answer (the child's exit fails it at once). */
async function started(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_DEADLINE_MS;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline && !exited) {
    const ok = await fetch(`${origin}/api/points_status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(exited ? 'the server exited before answering' : 'the server did not answer within 2 minutes');
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A fresh member (dev route), optionally given `movements` movements; answers their bearer token. */
async function member(origin: string, name: string, movements = 0): Promise<string> {
  const account = { email: `bench-${name}-${Date.now()}@example.com`, password: 'Fresh#2026ok' };
  const post = (path: string, body: object) =>
    fetch(`${origin}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await json(await post('dev/members', account), 'dev/members');
  if (movements > 0) await json(await post('dev/movements', { email: account.email, count: movements }), 'dev/movements');
  return (await json<{ token: string }>(await post('front/login', account), 'login')).token;
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** The bystander's loop: one call after the other, each timed. */
async function bystanderLoop(origin: string, token: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < BYSTANDER_CALLS; i += 1) {
    const path = i % 2 === 0 ? 'users_stats' : 'points_history?limit=10';
    const start = performance.now();
    await json(await fetch(`${origin}/api/${path}`, { headers: { Authorization: `Bearer ${token}` } }), `bystander ${path}`);
    times.push(performance.now() - start);
  }
  return times;
}

/** One flooding worker: walks the heavy member's history page by page (and starts over) until stopped. */
async function floodWorker(origin: string, token: string, stop: { done: boolean }, times: number[]): Promise<void> {
  let cursor: string | null = null;
  while (!stop.done) {
    const start = performance.now();
    const page: { next_cursor: string | null } = await json(
      await fetch(`${origin}/api/points_history${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, {
        headers: { Authorization: `Bearer ${token}` },
      }),
      'flood points_history',
    );
    times.push(performance.now() - start);
    cursor = page.next_cursor;
  }
}

export async function run(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'miles-bench-bystander-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'db'),
      MILES_DEV_OUTBOX: '1',
      MILES_RATE_LIMIT: 'off',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await started(origin, child);
    const heavy = await member(origin, 'heavy', MOVEMENTS);
    const bystander = await member(origin, 'bystander');
    await bystanderLoop(origin, bystander); // warm-up (JIT, plans)
    const idle = await bystanderLoop(origin, bystander);

    const stop = { done: false };
    const floodTimes: number[] = [];
    const workers = Array.from({ length: FLOOD_CONCURRENCY }, () => floodWorker(origin, heavy, stop, floodTimes));
    // The flood is under way (every worker has had answers) before the bystander starts measuring.
    while (floodTimes.length < FLOOD_CONCURRENCY * 2) await new Promise((r) => setTimeout(r, 20));
    const flooded = await bystanderLoop(origin, bystander);
    stop.done = true;
    await Promise.all(workers);

    const p95 = percentile(flooded, 95);
    return [
      {
        name: 'bystander: p50 while one member floods the history',
        value: percentile(flooded, 50),
        unit: 'ms',
        note: `idle server: p50 ${percentile(idle, 50).toFixed(1)} ms`,
      },
      {
        name: 'bystander: p95 while one member floods the history',
        value: p95,
        unit: 'ms',
        target: { max: 50 },
        note: `idle server: p95 ${percentile(idle, 95).toFixed(1)} ms; ${BYSTANDER_CALLS} calls (users_stats, points_history?limit=10)`,
      },
      {
        name: `flooding member: points_history p50, ${FLOOD_CONCURRENCY} in flight`,
        value: percentile(floodTimes, 50),
        unit: 'ms',
        note: `${MOVEMENTS} movements, pages of 100 walked with next_cursor; ${floodTimes.length} calls answered, p95 ${percentile(floodTimes, 95).toFixed(0)} ms`,
      },
    ];
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(null)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
