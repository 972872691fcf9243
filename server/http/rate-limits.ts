// Rate limits, counted in the database so they hold across API processes:
// - per IP on the anonymous calls that send mail, create data or do work (route `config: perMinute(n)`,
//   on top of the login's own per-account lock);
// - per member on every call made with a member's token: a generous budget for reads, a tighter one for
//   writes, so one member flooding the history or ping-ponging transfers cannot stall everyone.
// Off when the server is built with `rateLimit: false` (tests) or started with MILES_RATE_LIMIT=off (e2e).
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { bearer } from '../auth/authenticate';
import type { TokenService } from '../auth/token-service';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { ApiError } from './api-error';

/** Route `config` values: `{ ...perMinute(10) }`. */
export function perMinute(max: number): { rateLimit: { max: number; timeWindow: string } } {
  return { rateLimit: { max, timeWindow: '1 minute' } };
}

/** Per member and minute. A portal page makes a handful of reads; a person does not write twice a second. */
export const memberBudgets = { read: 240, write: 30, windowMs: 60_000 } as const;

const message = 'Too many requests. Please try again in a minute.';
const tooManyRequests = () => new ApiError(429, message, 'too_many_requests');

export interface Hits {
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts one hit of `key` in its window, atomically (one upsert: concurrent hits on several processes each
 * get their own count). A window that has ended starts over at 1.
 */
export async function countHit(db: Db, key: string, windowMs: number, now: number): Promise<Hits> {
  const [row] = await db.query<{ hits: number; resets_at: Date }>(
    `INSERT INTO rate_limit_counters (key, hits, resets_at) VALUES ($1, 1, $3)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limit_counters.resets_at <= $2 THEN 1 ELSE rate_limit_counters.hits + 1 END,
       resets_at = CASE WHEN rate_limit_counters.resets_at <= $2 THEN $3 ELSE rate_limit_counters.resets_at END
     RETURNING hits, resets_at`,
    [key, new Date(now), new Date(now + windowMs)],
  );
  if (!row) throw new Error('rate limit upsert returned no row');
  return { current: row.hits, ttl: Math.max(0, new Date(row.resets_at).getTime() - now) };
}

/** Ended windows are dead rows; swept at most once a minute per process. */
function sweeper(db: Db, clock: Clock): () => void {
  let last = 0;
  return () => {
    const now = clock();
    if (now - last < 60_000) return;
    last = now;
    void db.query('DELETE FROM rate_limit_counters WHERE resets_at < $1', [new Date(now)]).catch(() => undefined);
  };
}

type Callback = (error: Error | null, result?: Hits) => void;

/** A @fastify/rate-limit store (`incr`, `child`) over `rate_limit_counters`, on the server's clock. */
function databaseStore(db: Db, clock: Clock) {
  const sweep = sweeper(db, clock);
  class DatabaseStore {
    private readonly prefix: string;

    // The plugin constructs the root store with its options; children get their route's prefix.
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'ip:';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      sweep();
      countHit(db, `${this.prefix}${key}`, timeWindow, clock()).then(
        (hits) => callback(null, hits),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // Each limited route counts on its own, as the plugin's own stores do.
    // (At run time the plugin passes its merged options, the route itself under `routeInfo`.)
    child(options: RouteOptions & { routeInfo?: RouteOptions }): DatabaseStore {
      const route = options.routeInfo ?? options;
      return new DatabaseStore(`ip:${String(route.method)} ${route.url}:`);
    }
  }
  return DatabaseStore;
}

export interface RateLimitDeps {
  db: Db;
  clock: Clock;
}

export async function useRateLimits(app: FastifyInstance, enabled: boolean, { db, clock }: RateLimitDeps): Promise<void> {
  if (!enabled) return;
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(db, clock),
    errorResponseBuilder: tooManyRequests,
  });
}

/**
 * Per-member budgets on every /api call carrying a member's token. The key is the member id of a token whose
 * signature checked out: an unverified claim would let anyone spend a victim's budget. Calls without one
 * (guests, bad tokens) are left to the route and its 401.
 */
export function useMemberRateLimits(
  app: FastifyInstance,
  enabled: boolean,
  { db, clock, tokens }: RateLimitDeps & { tokens: TokenService },
): void {
  if (!enabled) return;
  const sweep = sweeper(db, clock);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearer(request);
    if (!token) return;
    const claims = await tokens.verify(token);
    if (!claims || claims.anonymous) return;
    const kind = request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write';
    sweep();
    const hits = await countHit(db, `member:${claims.userId}:${kind}`, memberBudgets.windowMs, clock());
    if (hits.current <= memberBudgets[kind]) return;
    void reply.header('Retry-After', String(Math.max(1, Math.ceil(hits.ttl / 1000))));
    throw tooManyRequests();
  });
}
