/** @vitest-environment node */
// Two servers in one process (a test worker's, each on a database of its own) publish different files under the same
// version number: each page either sends carries its own server's live set. A page kept for a version is the
// server's, never the number's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFile } from 'node:fs/promises';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Schemas } from '../../server/http/api-types';
import { fileFolder } from '../support/temp-dir';
import { call, json, marketFr, marketNl, studioToken } from './support/api-calls';
import { carried } from './support/live-pages';
import { minimalIndexHtml } from './support/prerendered-server';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

const distDir = fileFolder('miles-live-pages-');
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  await writeFile(join(distDir, 'index.html'), minimalIndexHtml);
  [first, second] = await Promise.all([startTestServer({ distDir }), startTestServer({ distDir })]);
}, 60_000);
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

/** Publishes `file` with one route switched off, as the market team of its language. */
async function publishWithout(server: TestServer, who: typeof marketFr, file: string, route: string) {
  const overlay = JSON.parse(readFileSync(file, 'utf8')) as { change: object[] };
  const changed = { ...overlay, change: [...overlay.change, { route, enabled: false }] };
  const token = await studioToken(server.app, who);
  const saved = await call(server.app, 'PUT', `studio/file?file=${encodeURIComponent(file)}`, {
    token,
    body: { text: JSON.stringify(changed) },
    headers: { 'if-match': '"0.0"' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const published = json<Schemas['StudioVersion']>(
    await call(server.app, 'POST', 'studio/publish', { token, body: { message: 'A route off.' } }),
  );
  return { version: published.id, files: { [file]: changed } };
}

it('two servers of one process publishing the same version number each send their own live set', async () => {
  const french = await publishWithout(first, marketFr, 'config/routes/overlays/fr-be.json', 'partners');
  const dutch = await publishWithout(second, marketNl, 'config/routes/overlays/nl-be.json', 'partners');
  expect(dutch.version).toBe(french.version);
  for (const encoding of ['br', 'identity']) {
    const headers = { 'accept-encoding': encoding };
    const fromFirst = await first.app.inject({ method: 'GET', url: '/any/path', headers });
    const fromSecond = await second.app.inject({ method: 'GET', url: '/any/path', headers });
    const text = (answer: typeof fromFirst) =>
      answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.rawPayload).toString('utf8') : answer.body;
    expect(carried(text(fromFirst)), encoding).toEqual(french);
    expect(carried(text(fromSecond)), encoding).toEqual(dutch);
  }
});
