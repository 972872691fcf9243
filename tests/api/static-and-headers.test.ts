/** @vitest-environment node */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileFolder } from '../support/temp-dir';
import { call, json } from './support/api-calls';
import type { ErrorBody } from './support/api-calls';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

let server: TestServer;
// The built portal in a folder of its own, beside a file no URL may reach.
const root = fileFolder('miles-dist-');
const distDir = join(root, 'dist');
const indexHtml = '<!doctype html><title>Miles</title><div id="root"></div>';
beforeAll(async () => {
  await mkdir(join(distDir, 'assets'), { recursive: true });
  await writeFile(join(distDir, 'index.html'), indexHtml);
  await writeFile(join(distDir, 'assets', 'main-3f2a1b.js'), 'console.log(1)');
  await writeFile(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await mkdir(join(distDir, '.vite'));
  await writeFile(join(distDir, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/main-3f2a1b.js"}}');
  await writeFile(join(distDir, '.env'), 'SECRET=dot-file');
  await writeFile(join(distDir, 'assets', '.hidden.js'), 'dot-file in assets');
  await writeFile(join(root, 'miles-secret.txt'), 'outside the dist directory');
  server = await startTestServer({ distDir });
});
afterAll(async () => {
  await server.close();
});

const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('the portal files', () => {
  it.each(['/', '/some/spa/path', '/login/reset-password/1/abc'])('serves index.html with the security headers at %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).not.toContain('unsafe');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets as immutable, other files not', async () => {
    const asset = await get('/assets/main-3f2a1b.js');
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing asset rather than the app', async () => {
    expect((await get('/assets/gone-000000.js')).statusCode).toBe(404);
  });

  it.each(['/.vite/manifest.json', '/%2evite/manifest.json', '/.env', '/assets/.hidden.js', '/.vite/', '/x/../.env'])(
    'answers 404 for the dot-path %s, neither the file nor the app',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('main.tsx');
      expect(response.body).not.toContain('dot-file');
      expect(response.body).not.toBe(indexHtml);
    },
  );

  it('never serves a file outside the dist directory', async () => {
    for (const url of ['/../miles-secret.txt', '/%2e%2e/miles-secret.txt', '/assets/..%2f..%2fmiles-secret.txt']) {
      expect((await get(url)).body).not.toContain('outside the dist directory');
    }
  });
});

describe('API answers', () => {
  it('answers an unknown API path with a JSON 404, for any method', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await call(server.app, method, 'no/such/call');
      expect(response.statusCode).toBe(404);
      expect(json<ErrorBody>(response)).toEqual({ code: 404, message: 'Not found.', key: 'not_found' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers malformed JSON and a wrong content type with an Error body', async () => {
    const bad = await server.app.inject({
      method: 'POST',
      url: '/api/front/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(json<ErrorBody>(bad)).toMatchObject({ code: 400, key: 'bad_request' });
    const text = await server.app.inject({
      method: 'POST',
      url: '/api/front/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(json<ErrorBody>(text).key).toBe('unsupported_media_type');
  });
});
