// The API client as the portal creates it (src/model/session/api.ts), on `/api/` with the token source a test gives:
// the client's own tests drive it against MSW. Its retry waits are the portal's config (none in these tiers:
// tests/setup.ts), so a failure a test provokes is asked again as often, at once.
import { createApiClient } from '@/api/client';
import type { TokenSource } from '@/api/client';
import { appConfig } from '@/lib/app-config';

export const testClient = (tokens: TokenSource, options: { timeoutMs?: number; lock?: <T>(task: () => Promise<T>) => Promise<T> } = {}) =>
  createApiClient({
    baseUrl: '/api/',
    platform: 'miles',
    tokens,
    logSize: 50,
    timeoutMs: options.timeoutMs ?? 5_000,
    lock: options.lock,
    askAgainAfterMs: appConfig.constants.readAskedAgainAfterMs,
  });
