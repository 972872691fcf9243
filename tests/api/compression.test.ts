/** @vitest-environment node */
// Fewer bytes on a slow line: compressed assets (precompressed at build time, picked by Accept-Encoding) and API answers.
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { mkdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileFolder } from '../support/temp-dir';
import { precompressDir } from '../../scripts/precompress';
import { useCompression } from '../../server/http/compression';
import { loadContract } from '../../server/http/contract';
import { negotiateEncoding } from '../../server/http/content-encoding';
import { useErrorAnswers } from '../../server/http/error-handler';
import { useContractValidation } from '../../server/http/validation';
import { call, demo, login } from './support/api-calls';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

// Text that compresses like real code: repetitive but not trivial.
const script = Array.from({ length: 300 }, (_, i) => `export const value${i} = compute(${i}, "miles-${i % 7}");`).join('\n');
const indexHtml = `<!doctype html><title>Miles</title>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(40)}<div id="root"></div>`;

let server: TestServer;
const distDir = fileFolder('miles-compress-');
let written: Awaited<ReturnType<typeof precompressDir>>;
beforeAll(async () => {
  await mkdir(join(distDir, 'assets'));
  await mkdir(join(distDir, '.vite'));
  await writeFile(join(distDir, 'index.html'), indexHtml);
  await writeFile(join(distDir, 'assets', 'app-3f2a1b.js'), script);
  await writeFile(join(distDir, 'assets', 'tiny-000001.js'), 'x');
  await writeFile(join(distDir, 'assets', 'photo-000002.png'), Buffer.alloc(4096, 1));
  await writeFile(join(distDir, '.vite', 'manifest.json'), JSON.stringify({ secret: script }));
  written = await precompressDir(distDir);
  server = await startTestServer({ distDir });
});
afterAll(async () => {
  await server.close();
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
const decoded = (response: LightMyRequestResponse): string => {
  const raw = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw).toString();
  if (encoding === 'gzip') return gunzipSync(raw).toString();
  return raw.toString();
};

describe('negotiateEncoding', () => {
  const both = ['br', 'gzip'] as const;
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0, GZIP;q=0.5', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['identity', 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity;q=0', 'identity'],
    ['br;q=banana, gzip', 'gzip'],
  ])('Accept-Encoding %j → %s', (header, expected) => {
    expect(negotiateEncoding(header, both)).toBe(expected);
  });

  it('only picks an encoding that exists on disk', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br', [])).toBe('identity');
  });
});

describe('the build step', () => {
  it('writes .br and .gz beside text files only when smaller, and skips binaries and dot-directories', async () => {
    const byName = new Map(written.map((w) => [w.file.slice(distDir.length), w]));
    const app = byName.get('/assets/app-3f2a1b.js');
    expect(app?.br).toBeLessThan(script.length / 4);
    expect(app?.gzip).toBeLessThan(script.length / 4);
    expect(app?.br).toBeLessThan(app?.gzip ?? 0);
    expect(brotliDecompressSync(await readFile(join(distDir, 'assets', 'app-3f2a1b.js.br'))).toString()).toBe(script);
    expect(gunzipSync(await readFile(join(distDir, 'assets', 'app-3f2a1b.js.gz'))).toString()).toBe(script);
    expect(byName.get('/index.html')?.br).toBeGreaterThan(0);
    expect(byName.get('/assets/tiny-000001.js')).toEqual(expect.objectContaining({ br: null, gzip: null }));
    expect([...byName.keys()].sort()).toEqual(['/assets/app-3f2a1b.js', '/assets/tiny-000001.js', '/index.html']);
    await expect(readFile(join(distDir, 'assets', 'tiny-000001.js.br'))).rejects.toThrow();
  });
});

describe('the portal files', () => {
  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip'],
    ['gzip', 'br;q=0, gzip'],
  ])('serves a hashed script as %s for Accept-Encoding %j', async (encoding, accept) => {
    const response = await get('/assets/app-3f2a1b.js', { 'accept-encoding': accept });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(script.length / 4);
    expect(decoded(response)).toBe(script);
  });

  it.each<Record<string, string>>([{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }])(
    'serves it as is for %j, still varying',
    async (headers) => {
      const response = await get('/assets/app-3f2a1b.js', headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(script.length);
      expect(response.body).toBe(script);
    },
  );

  it('gives each encoding its own ETag and answers 304 only for the ETag of the encoding sent', async () => {
    const tags = await Promise.all(
      ['br', 'gzip', 'identity'].map(async (accept) => (await get('/assets/app-3f2a1b.js', { 'accept-encoding': accept })).headers.etag),
    );
    expect(new Set(tags).size).toBe(3);
    const [brTag, gzipTag] = tags as [string, string, string];
    const cached = await get('/assets/app-3f2a1b.js', { 'accept-encoding': 'br', 'if-none-match': brTag });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    expect(cached.headers.etag).toBe(brTag);
    expect(cached.headers.vary).toBe('Accept-Encoding');
    // A gzip ETag held by a client that now gets brotli is a different representation: a full answer.
    const switched = await get('/assets/app-3f2a1b.js', { 'accept-encoding': 'br', 'if-none-match': gzipTag });
    expect(switched.statusCode).toBe(200);
    expect(decoded(switched)).toBe(script);
  });

  it.each(['/', '/some/spa/path'])('serves index.html compressed at %s with its HTML headers', async (url) => {
    const response = await get(url, { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(decoded(response)).toBe(indexHtml);
  });

  it('serves files without a variant, and binary files, as they are', async () => {
    for (const url of ['/assets/tiny-000001.js', '/assets/photo-000002.png']) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBeUndefined();
    }
  });

  it('ignores a variant older than its file (left over from an earlier build)', async () => {
    const file = join(distDir, 'assets', 'app-3f2a1b.js');
    const earlier = new Date(Date.now() - 3_600_000);
    for (const variant of [`${file}.br`, `${file}.gz`]) await utimes(variant, earlier, earlier);
    const response = await get('/assets/app-3f2a1b.js', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
    await precompressDir(distDir);
    expect((await get('/assets/app-3f2a1b.js', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
  });

  it.each(['/.vite/manifest.json', '/%2evite/manifest.json', '/assets/..%2f..%2fetc/passwd'])(
    'still refuses %s with compression accepted',
    async (url) => {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode).toBe(404);
      expect(decoded(response)).not.toContain('miles-');
    },
  );
});

describe('content media', () => {
  it('compresses an SVG per request, keeping its own CSP', async () => {
    const original = await readFile(new URL('../../server/content/media/about-team.svg', import.meta.url), 'utf8');
    const response = await get('/media/about-team.svg', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(String(response.headers['content-security-policy'])).toContain('sandbox');
    expect(response.rawPayload.length).toBeLessThan(original.length);
    expect(decoded(response)).toBe(original);
    expect((await get('/media/about-team.svg')).body).toBe(original);
  });

  it('leaves PDFs alone', async () => {
    const response = await get('/media/media-kit-fact-sheet.pdf', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('API answers', () => {
  const history = async (accept?: string) => {
    const { token } = await login(server.app, demo);
    return call(server.app, 'GET', 'points_history', { token, headers: accept === undefined ? {} : { 'accept-encoding': accept } });
  };

  it.each(['br', 'gzip'])('compresses an answer over 1 kB with %s, the same JSON once decoded', async (encoding) => {
    const plain = await history();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const response = await history(encoding);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decoded(response))).toEqual(plain.json());
  });

  it('leaves it uncompressed when the client refuses both codings', async () => {
    const response = await history('br;q=0, gzip;q=0');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual((await history()).json());
  });

  it('does not compress answers under 1 kB', async () => {
    const response = await call(server.app, 'GET', 'no/such/call', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(404);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ key: 'not_found' });
  });
});

describe('the compression hook on its own', () => {
  // A bare app with the server's contract validation, error answers and compression, plus routes no
  // contract operation needs: event streams, pre-encoded bodies and an answer breaking the contract.
  const big = 'x'.repeat(4096);
  const bare = async () => {
    const app = Fastify();
    const contract = loadContract();
    useContractValidation(app, contract);
    useErrorAnswers(app);
    await app.register(multipart);
    await useCompression(app);
    const languages = contract.route('getLanguages');
    app.get('/stream', async (_request, reply) => reply.type('text/event-stream').send(`data: ${big}\n\n`));
    app.get('/encoded', async (_request, reply) =>
      reply.type('application/json').header('Content-Encoding', 'gzip').send(Buffer.from('already')),
    );
    app.get('/broken', { schema: languages.schema }, async () => Array.from({ length: 200 }, () => ({ nonsense: big.slice(0, 20) })));
    await app.ready();
    return app;
  };

  it('never compresses an event stream nor an already encoded body', async () => {
    const app = await bare();
    const stream = await app.inject({ method: 'GET', url: '/stream', headers: { 'accept-encoding': 'br, gzip' } });
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.body).toBe(`data: ${big}\n\n`);
    const encoded = await app.inject({ method: 'GET', url: '/encoded', headers: { 'accept-encoding': 'br' } });
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(encoded.body).toBe('already');
    await app.close();
  });

  it('still checks the answer against the contract before compressing it', async () => {
    const app = await bare();
    const response = await app.inject({ method: 'GET', url: '/broken', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(500);
    expect(JSON.parse(decoded(response))).toMatchObject({ key: 'internal_error' });
    await app.close();
  });
});
