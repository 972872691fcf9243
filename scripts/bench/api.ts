// API benchmark (issue 12): autocannon, 20 connections, 10 s per call (BENCH_API_DURATION seconds for a quick
// run), against the real server (lib/api-server.ts) on PGlite and, when PostgreSQL's binaries are installed, on
// a throwaway PostgreSQL (lib/postgres-cluster.ts). Calls: user_light (the floor: one row), users_stats and
// points_history?limit=50 for the demo member (305 movements), and users_stats for a member with 100 000.
// Targets: users_stats and points_history each reach ≥ 0.8× user_light's requests per second (written as
// user_light ÷ x ≤ 1.25), and the 100 000-movement member's users_stats stays within 1.5× of the demo
// member's, in throughput and in mean latency. No Accept-Encoding is sent: the figures are the server's own work.
import autocannon from 'autocannon';
import { benchMember, json, startApiServer } from './lib/api-server.ts';
import { startPostgres } from '../lib/postgres-cluster.ts';
import type { BenchResult } from './types.ts';

const DURATION_S = Number(process.env.BENCH_API_DURATION ?? 10);
const CONNECTIONS = 20;
const HEAVY_MOVEMENTS = Number(process.env.BENCH_API_MOVEMENTS ?? 100_000);
const demo = { email: 'demo@example.com', password: 'Miles#2026ok' };

interface Figure {
  rps: number;
  mean: number;
  p99: number;
}

async function measure(origin: string, path: string, token: string): Promise<Figure> {
  const result = await autocannon({
    url: `${origin}/api/${path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { authorization: `Bearer ${token}` },
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  // autocannon stops at the deadline without waiting for the answers in flight: one more call, queued behind
  // them, lets the server drain before the next figure is taken.
  await json(await fetch(`${origin}/api/${path}`, { headers: { authorization: `Bearer ${token}` } }), `drain ${path}`);
  return { rps: result.requests.average, mean: result.latency.mean, p99: result.latency.p99 };
}

async function login(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/front/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demo),
  });
  return (await json<{ token: string }>(response, 'demo login')).token;
}

const fmt = (f: Figure) => `${f.rps.toFixed(0)} req/s, mean ${f.mean.toFixed(1)} ms, p99 ${f.p99.toFixed(0)} ms`;

/** The four figures and their ratios on one database. */
async function onDatabase(label: string, databaseUrl?: string): Promise<BenchResult[]> {
  // The demo accounts are seeded on PostgreSQL only when asked for (never on a real deployment).
  const server = await startApiServer({ databaseUrl, env: { MILES_SEED_DEMO: '1' } });
  try {
    const token = await login(server.origin);
    const heavy = await benchMember(server.origin, 'api-heavy', HEAVY_MOVEMENTS);
    // Warm-up: plans, JIT, the heavy member's first settlement.
    for (const [path, who] of [
      ['user_light', token],
      ['users_stats', token],
      ['points_history?limit=50', token],
      ['users_stats', heavy],
    ] as const) {
      await json(await fetch(`${server.origin}/api/${path}`, { headers: { authorization: `Bearer ${who}` } }), `warm-up ${path}`);
    }
    const light = await measure(server.origin, 'user_light', token);
    const stats = await measure(server.origin, 'users_stats', token);
    const page = await measure(server.origin, 'points_history?limit=50', token);
    const heavyStats = await measure(server.origin, 'users_stats', heavy);
    return [
      { name: `api ${label}: user_light`, value: Math.round(light.rps), unit: 'req/s', note: fmt(light) },
      {
        name: `api ${label}: user_light ÷ users_stats (req/s)`,
        value: light.rps / stats.rps,
        unit: '×',
        target: { max: 1.25 },
        note: `users_stats ${fmt(stats)}`,
      },
      {
        name: `api ${label}: user_light ÷ points_history?limit=50`,
        value: light.rps / page.rps,
        unit: '×',
        target: { max: 1.25 },
        note: `points_history ${fmt(page)}`,
      },
      {
        name: `api ${label}: users_stats, demo ÷ ${HEAVY_MOVEMENTS / 1000}k movements (req/s)`,
        value: stats.rps / heavyStats.rps,
        unit: '×',
        target: { max: 1.5 },
        note: `${HEAVY_MOVEMENTS} movements: ${fmt(heavyStats)}`,
      },
      {
        name: `api ${label}: users_stats, ${HEAVY_MOVEMENTS / 1000}k ÷ demo (mean latency)`,
        value: heavyStats.mean / stats.mean,
        unit: '×',
        target: { max: 1.5 },
      },
    ];
  } finally {
    await server.stop();
  }
}

export async function run(): Promise<BenchResult[]> {
  const results = await onDatabase('PGlite');
  const postgres = await startPostgres();
  if (!postgres) {
    // Not a silent skip: the line says why the PostgreSQL figures are missing.
    return [
      ...results,
      {
        name: 'api PostgreSQL: not measured',
        value: Number.NaN,
        unit: '',
        target: { max: 0 },
        note: 'no PostgreSQL binaries in /usr/lib/postgresql (apt-get install postgresql)',
      },
    ];
  }
  try {
    return [...results, ...(await onDatabase(`PostgreSQL ${postgres.version}`, postgres.url))];
  } finally {
    postgres.stop();
  }
}
