// Coarse per-IP limits on the anonymous calls that send mail, create data or do work (on top of the
// login's own per-account lock). Off when the server is built with `rateLimit: false` (tests).
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';

/** Route `config` values: `{ ...perMinute(10) }`. */
export function perMinute(max: number): { rateLimit: { max: number; timeWindow: string } } {
  return { rateLimit: { max, timeWindow: '1 minute' } };
}

export async function useRateLimits(app: FastifyInstance, enabled: boolean): Promise<void> {
  if (!enabled) return;
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new ApiError(429, 'Too many requests. Please try again in a minute.', 'too_many_requests'),
  });
}
