// API benchmark: autocannon, 20 connections, 10 s per call (BENCH_API_DURATION seconds for a quick
// run), against the real server (lib/api-server.ts) on PGlite and, when PostgreSQL's binaries are installed, on
// a throwaway PostgreSQL (lib/postgres-cluster.ts). Calls: user_light (the floor: one row), users_stats and
// points_history?limit=50 for demo-like members (305 movements each), and users_stats for a member with 100 000.
// Targets: users_stats and points_history each reach ≥ 0.8× user_light's requests per second (written as
// user_light ÷ x ≤ 1.25), and the 100 000-movement member's users_stats stays within 1.5× of the demo-like
// members', in throughput and in mean latency. No Accept-Encoding is sent: the figures are the server's own work.
// Why several members: the server runs one member's history calls one after another (miles/one-at-a-time.ts,
// so a member flooding the history never delays a bystander), so 20 connections of one member measure one
// call's latency, not what the server serves. The three calls are measured alike, one connection for each of
// MEMBERS members at once; the demo member's own history (one connection) is reported beside them. The server
// answers a first page it kept while the member's ledger is unchanged (miles/history-cache.ts), as it is here:
// a next page, never kept, is reported beside it (no target) for what building a page from the ledger costs.
import autocannon from 'autocannon';
import { benchMember, json, startApiServer } from './lib/api-server.ts';
import { startPostgres } from '../lib/postgres-cluster.ts';
import type { BenchResult } from './types.ts';

const DURATION_S = Number(process.env.BENCH_API_DURATION ?? 10);
const CONNECTIONS = 20;
const HEAVY_MOVEMENTS = Number(process.env.BENCH_API_MOVEMENTS ?? 100_000);
const demo = { email: 'demo@example.com', password: 'Miles#2026ok' };
/** One connection per member: as many members as connections. */
const MEMBERS = CONNECTIONS;
const DEMO_LIKE_MOVEMENTS = 305;

interface Figure {
  rps: number;
  mean: number;
  p99: number;
}

/** One autocannon run of `path` for one member over `connections` connections. */
async function cannon(origin: string, path: string, token: string, connections: number) {
  const result = await autocannon({
    url: `${origin}/api/${path}`,
    connections,
    duration: DURATION_S,
    // Never give up on an answer (autocannon's default is 10 s under load): see `measure`.
    timeout: 600,
    headers: { authorization: `Bearer ${token}` },
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result;
}

/**
 * `path` for each of `tokens`' members at once, `perMember` connections each: requests per second summed, mean
 * latency weighted by requests, the worst p99. Why one connection per member for the history: a member's
 * history calls queue behind each other (miles/one-at-a-time.ts), so several connections of one member would
 * measure that queue, not what the server serves. (A queued call whose client left, as autocannon's connections
 * do at the deadline, releases the member's turn: tests/api/miles-history-abandoned.test.ts.)
 */
async function measure(
  origin: string,
  path: string | ((member: number) => string),
  tokens: readonly string[],
  perMember = 1,
): Promise<Figure> {
  const pathOf = typeof path === 'string' ? () => path : path;
  const results = await Promise.all(tokens.map((token, i) => cannon(origin, pathOf(i), token, perMember)));
  // autocannon stops at the deadline without waiting for the answers in flight: one more call per member lets
  // the server drain before the next figure is taken (user_light: not queued behind a history call).
  await Promise.all(
    tokens.map(async (token) => json(await fetch(`${origin}/api/user_light`, { headers: { authorization: `Bearer ${token}` } }), 'drain')),
  );
  const total = results.reduce((sum, r) => sum + r.requests.total, 0);
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    mean: results.reduce((sum, r) => sum + r.latency.mean * r.requests.total, 0) / Math.max(total, 1),
    p99: Math.max(...results.map((r) => r.latency.p99)),
  };
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
    const members: string[] = [];
    for (let i = 0; i < MEMBERS; i += 1) members.push(await benchMember(server.origin, `api-${i}`, DEMO_LIKE_MOVEMENTS));
    const heavy = await benchMember(server.origin, 'api-heavy', HEAVY_MOVEMENTS);
    // Warm-up: plans, JIT, each member's first settlement.
    for (const [path, who] of [
      ['user_light', token],
      ['points_history?limit=50', token],
      ['users_stats', heavy],
      ...members.flatMap((member) => [['users_stats', member] as const, ['points_history?limit=50', member] as const]),
    ] as const) {
      await json(await fetch(`${server.origin}/api/${path}`, { headers: { authorization: `Bearer ${who}` } }), `warm-up ${path}`);
    }
    const light = await measure(server.origin, 'user_light', members);
    const stats = await measure(server.origin, 'users_stats', members);
    const page = await measure(server.origin, 'points_history?limit=50', members);
    // A next page is never kept (server/miles/history-cache.ts keeps first pages): what a page costs to build.
    const cursors = await Promise.all(
      members.map(async (member) => {
        const first = await fetch(`${server.origin}/api/points_history?limit=50`, { headers: { authorization: `Bearer ${member}` } });
        return encodeURIComponent((await json<{ next_cursor: string }>(first, 'first page')).next_cursor);
      }),
    );
    const built = await measure(server.origin, (i) => `points_history?limit=50&cursor=${cursors[i]}`, members);
    const demoPage = await measure(server.origin, 'points_history?limit=50', [token]);
    const heavyStats = await measure(server.origin, 'users_stats', [heavy], CONNECTIONS);
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
        name: `api ${label}: points_history, a next page of 50 (built)`,
        value: Math.round(built.rps),
        unit: 'req/s',
        note: `never kept, the cost of a page read from the ledger: ${fmt(built)}`,
      },
      {
        name: `api ${label}: points_history?limit=50, demo member alone`,
        value: Math.round(demoPage.rps),
        unit: 'req/s',
        note: `one call at a time by design: ${fmt(demoPage)}`,
      },
      {
        name: `api ${label}: users_stats, demo-like ÷ ${HEAVY_MOVEMENTS / 1000}k movements (req/s)`,
        value: stats.rps / heavyStats.rps,
        unit: '×',
        target: { max: 1.5 },
        note: `${HEAVY_MOVEMENTS} movements: ${fmt(heavyStats)}`,
      },
      {
        name: `api ${label}: users_stats, ${HEAVY_MOVEMENTS / 1000}k ÷ demo-like (mean latency)`,
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
