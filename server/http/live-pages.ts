// A page of the portal as a live version sends it: the build's HTML file or a page the server rendered again
// (server/render/), with the live config in its head, compressed per client and kept per version.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { LiveConfig } from '../../src/contract/live-config';
import { withLiveConfig } from '../studio/live-config';
import { negotiateEncoding } from './content-encoding';
import { matches, pathHash } from './etags';

interface LivePage {
  body: Buffer;
  etag: string;
}

/**
 * The pages sent with a live version, by file, its time on disk and the encoding, kept with the version's config: the
 * object a server holds for its version, never its number (two servers in one process have versions of the same
 * number, and an older version's pages go with it).
 */
const livePages = new WeakMap<LiveConfig, Map<string, LivePage>>();

/**
 * Sends an HTML file of the build, or a page the server rendered, with the live config in its head when `carry`
 * (withLiveConfig), compressed here for this client (the build's compressed variants hold the file as shipped). With
 * `keep`, the result is kept for the next visitor (never a preview's); its ETag names the version, so a cache never
 * answers 304 with an older version's page. False when the file cannot be read.
 */
export async function sendLivePage(
  request: FastifyRequest,
  reply: FastifyReply,
  source: string | { rendered: string },
  headers: Record<string, string>,
  live: LiveConfig,
  { keep, carry }: { keep: boolean; carry: boolean },
): Promise<boolean> {
  // A page the server rendered for this version (renderLive) is named by its text: content changed since renders it again.
  let path: string;
  let stamp: string;
  if (typeof source === 'string') {
    const info = await stat(source).catch(() => null);
    if (!info?.isFile()) return false;
    path = source;
    stamp = Math.floor(info.mtimeMs).toString(36);
  } else {
    path = `rendered:${pathHash(source.rendered)}`;
    stamp = 'r';
  }
  const encoding = negotiateEncoding(request.headers['accept-encoding'], ['br', 'gzip']);
  const key = `${path}|${stamp}|${encoding}`;
  let kept = livePages.get(live);
  if (keep && !kept) livePages.set(live, (kept = new Map()));
  let page = keep ? kept?.get(key) : undefined;
  if (!page) {
    const text = typeof source === 'string' ? await readFile(source, 'utf8') : source.rendered;
    const html = Buffer.from(carry ? withLiveConfig(text, live) : text);
    const body =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? gzipSync(html)
          : html;
    page = { body, etag: `"${pathHash(path)}-${stamp}-v${live.version}-${encoding}"` };
    // A version's pages are few (one per prerendered page and route shell), but a rendered page changes with content.
    if (kept && kept.size >= 1_000) kept.clear();
    if (keep) kept?.set(key, page);
  }
  reply.headers(headers);
  reply.header('Vary', headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding');
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  // A preview names no ETag: its drafts change without its version changing.
  if (keep) reply.header('ETag', page.etag);
  if (keep && matches(request.headers['if-none-match'], page.etag)) {
    await reply.code(304).send();
    return true;
  }
  await reply.header('Content-Length', page.body.length).send(page.body);
  return true;
}
