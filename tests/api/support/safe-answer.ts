// What every answer to a hostile request must be: a client error at worst, the
// contract's Error body when it is an error, and the same security headers as any other answer.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { expectContract } from './api-calls';

export function expectSafeAnswer(response: LightMyRequestResponse, what: string): void {
  expect(response.statusCode, `${what} → ${response.statusCode} ${response.body.slice(0, 300)}`).toBeLessThan(500);
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(String(response.headers['content-security-policy']), what).toContain("default-src 'self'");
  if (response.statusCode >= 400) {
    expect(String(response.headers['content-type']), what).toContain('application/json');
    expectContract('Error', response.json());
  }
}
