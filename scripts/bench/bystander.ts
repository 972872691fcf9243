// Bystander benchmark: one legitimate heavy member (10 000 movements) reads the history
// with 8 calls always in flight, each walking the pages with next_cursor, while another member asks for a
// trivial answer (GET users_stats, their own small history) in a loop. The bystander's p50/p95 with the flood
// are compared with the same loop on an idle server; target p95 ≤ 50 ms.
// The server is the real one (lib/api-server.ts: a temporary PGlite directory, dev routes on, rate limits off:
// the flood must be served, not refused).
import { benchMember, json, percentile, startApiServer } from './lib/api-server.ts';
import type { BenchResult } from './types.ts';

const MOVEMENTS = 10_000;
const FLOOD_CONCURRENCY = Number(process.env.BENCH_FLOOD ?? 8);
const BYSTANDER_CALLS = 200;

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
  const server = await startApiServer();
  const { origin } = server;
  try {
    const heavy = await benchMember(origin, 'heavy', MOVEMENTS);
    const bystander = await benchMember(origin, 'bystander');
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
    await server.stop();
  }
}
