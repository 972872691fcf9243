/** @vitest-environment jsdom */
import { describe, expect, it } from 'vitest';
import { networkError, refusalKey, timeoutError, toApiError } from '@/api/api-error';
import { createRequestLog } from '@/api/request-log';
import { clearSessionStorage } from '@/api/unauthorized';
import { createSingleFlight } from '@/api/single-flight';
import { sessionId } from '@/api/session-id';

describe('request log', () => {
  it('keeps up to 50 entries, then drops the older half', () => {
    const log = createRequestLog(50);
    for (let i = 0; i < 50; i++) log.push({ method: 'GET', path: `p${i}`, status: 200, ms: 1, at: i });
    expect(log.entries()).toHaveLength(50);
    log.push({ method: 'GET', path: 'p50', status: 200, ms: 1, at: 50 });
    expect(log.entries()).toHaveLength(26);
    expect(log.entries()[0]?.path).toBe('p25');
    expect(log.entries().at(-1)?.path).toBe('p50');
  });
});

describe('clearSessionStorage (requirements §8)', () => {
  it('clears both storages but keeps language, country and the rendered-once flag', () => {
    const keep = { language_public: 'fr-be', language_logged: 'nl-be', country_public: 'FR', country_logged: 'NL', rendered_once: '1' };
    for (const [k, v] of Object.entries({ ...keep, token: 't', refresh_token: 'r', user: '{}', code: 'FA1', role: 'member', exp: '1' }))
      localStorage.setItem(k, v);
    sessionStorage.setItem('x_session', 's');
    clearSessionStorage();
    expect(Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)]))).toEqual(keep);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('single flight', () => {
  it('shares one run between concurrent callers and starts anew afterwards', async () => {
    let runs = 0;
    const flight = createSingleFlight(async () => ++runs);
    expect(await Promise.all([flight.run(), flight.run(), flight.run()])).toEqual([1, 1, 1]);
    expect(await flight.run()).toBe(2);
  });

  it('lets every waiting caller see a failure, then retries on the next call', async () => {
    let runs = 0;
    const flight = createSingleFlight(async () => {
      runs += 1;
      if (runs === 1) throw new Error('boom');
      return runs;
    });
    const results = await Promise.allSettled([flight.run(), flight.run()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await flight.run()).toBe(2);
  });
});

describe('session id', () => {
  it('is stable within a browser session', () => {
    const first = sessionId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(sessionId()).toBe(first);
    sessionStorage.clear();
    expect(sessionId()).not.toBe(first);
  });
});

describe('refusalKey: the one name a page translates a failed call by', () => {
  it('is the API’s key, else a code that is a name, else says no answer, the service’s failure or an unknown one', () => {
    expect(refusalKey(toApiError(409, '', { code: 409, key: 'card_state_invalid' }, 'blockCard'))).toBe('card_state_invalid');
    expect(refusalKey({ code: 'quiz_incomplete', status: 422, errors: 'x' })).toBe('quiz_incomplete');
    expect(refusalKey(networkError('loadCard', new Error('offline')))).toBe('network');
    expect(refusalKey(timeoutError('loadCard'))).toBe('network');
    expect(refusalKey(toApiError(503, 'Service Unavailable', null, 'loadCard'))).toBe('server');
    expect(refusalKey(toApiError(400, 'Bad Request', { key: 'Not A Name' }, 'loadCard'))).toBe('unknown');
  });
});
