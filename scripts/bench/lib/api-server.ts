// The real API server for the API benchmarks (bystander.ts, api.ts): spawned as `node --import tsx server/main.ts` on a free
// loopback port, on a temporary PGlite directory or on the PostgreSQL of `databaseUrl`, with the dev routes on
// (throw-away members, synthetic history) and rate limits off (a bench must be served, not refused).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../lib/free-port.ts';

export { freePort };

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const START_DEADLINE_MS = 120_000;

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

export interface ApiServer {
  origin: string;
  stop(): Promise<void>;
}

export interface ApiServerOptions {
  /** A PostgreSQL to use instead of a fresh PGlite directory. */
  databaseUrl?: string;
  /** More environment for the server (e.g. NODE_OPTIONS for a CPU profile). */
  env?: Record<string, string>;
  /** A built portal to serve (absolute or relative to the repository), for the benches that load pages. */
  distDir?: string;
}

/** Starts the server and waits until it answers; `stop` ends it and removes its PGlite directory. */
export async function startApiServer({ databaseUrl, env = {}, distDir }: ApiServerOptions = {}): Promise<ApiServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'miles-bench-api-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_NODE_ARGS: node flags for the server only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where its time goes.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // One process (tsx as a loader, not its CLI, which would run the server in a second one).
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'db'),
      MILES_DEV_OUTBOX: '1',
      MILES_RATE_LIMIT: 'off',
      DATABASE_URL: databaseUrl ?? '',
      ...(distDir ? { DIST_DIR: resolve(ROOT, distDir) } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await started(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

export async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A fresh member (dev route), optionally given `movements` synthetic movements; answers their bearer token. */
export async function benchMember(origin: string, name: string, movements = 0): Promise<string> {
  const account = { email: `bench-${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`, password: 'Fresh#2026ok' };
  const post = (path: string, body: object) =>
    fetch(`${origin}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await json(await post('dev/members', account), 'dev/members');
  // The dev route writes at most 20 000 at a time (each call spreads its lines over the last 600 days).
  for (let left = movements; left > 0; left -= 20_000) {
    await json(await post('dev/movements', { email: account.email, count: Math.min(left, 20_000) }), 'dev/movements');
  }
  return (await json<{ token: string }>(await post('front/login', account), 'login')).token;
}

/** The p-th percentile (nearest rank) of some timings. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
