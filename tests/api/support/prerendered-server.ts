// A real server over a minimal build whose public pages the build's prerender rendered (scripts/prerender.ts): what
// a browser without JavaScript gets, and where it sends a form as plain HTML.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { prerenderDist } from '../../../scripts/prerender';
import type { ServerOptions } from '../../../server/app';
import { fileFolder } from '../../support/temp-dir';
import { startTestServer } from './test-server';
import type { TestServer } from './test-server';

/** The index.html the prerender fills: one module script, a skeleton in #root. */
export const minimalIndexHtml = `<!doctype html>
<html lang="en">
  <head><title>Miles</title><script type="module" src="/assets/index-000001.js"></script></head>
  <body><div id="root"><div class="boot-skeleton">skeleton</div><!--/root--></div></body>
</html>`;

/** Prerenders the public pages into a new folder (`prefix`) and serves it. */
export async function startPrerenderedServer(
  prefix: string,
  options: Omit<ServerOptions, 'db' | 'clock' | 'distDir'> = {},
): Promise<{ server: TestServer; distDir: string }> {
  const distDir = fileFolder(prefix);
  await writeFile(join(distDir, 'index.html'), minimalIndexHtml);
  const { failures } = await prerenderDist(distDir);
  expect(failures).toEqual([]);
  return { server: await startTestServer({ ...options, distDir }), distDir };
}

/** Sends a form as a browser sends one without the portal's script: URL-encoded, to the page's own address. */
export function postForm(app: FastifyInstance, url: string, payload: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload });
}
