// Serves the built portal (distDir) for every GET outside /api: a file when there is one, else index.html,
// because the portal's router decides what a path means. Hashed files under /assets never change.
// Text files go out as the `.br` / `.gz` variant the build wrote beside them (scripts/precompress.ts) when
// the client accepts it; each encoding has its own ETag, since a cache must never swap one for the other.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { nativeFormCookie } from '../../src/contract/cookies';
import type { LiveConfig } from '../../src/contract/live-config';
import { contentSecurityPolicy } from './security-headers';
import { notFound } from './api-error';
import { encodingSuffix, negotiateEncoding } from './content-encoding';
import type { Encoding } from './content-encoding';
import { answerNativeSubmit, checkNativeForms, nativeBodyLimit } from './native-forms';
import type { NativeForms } from './native-forms';
import { cookieValue } from './cookies';
import { prerenderedFile } from './prerendered-pages';
import { matches, pathHash } from './etags';
import { sendLivePage } from './live-pages';
import { asShipped, guestHtml } from './guest-html';
import type { GuestHtmlRules } from './guest-html';
import { perMinute } from './rate-limits';
import { routeShellFile } from './route-shells';
import type { ContentFreshness } from './prerendered-pages';

export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
};

/** The file under root a URL path names, or null (missing, a directory, or outside root). */
export async function fileFor(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const candidate = resolve(join(root, decoded));
  if (!candidate.startsWith(root + sep) || decoded.includes('\0')) return null;
  try {
    return (await stat(candidate)).isFile() ? candidate : null;
  } catch {
    return null;
  }
}

/** True when a segment of the path (decoded, either slash) starts with a dot: `/.vite/x`, `/a/%2eenv`. */
export function hasDotSegment(urlPath: string): boolean {
  let decoded = urlPath;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    // An undecodable path is checked as it came; fileFor refuses it anyway.
  }
  return decoded.split(/[/\\]/).some((segment) => segment.startsWith('.'));
}

interface Variant {
  path: string;
  encoding: Encoding;
  size: number;
  mtimeMs: number;
}

async function variantOf(path: string, encoding: Encoding): Promise<Variant | null> {
  const file = encoding === 'identity' ? path : path + encodingSuffix[encoding];
  try {
    const info = await stat(file);
    return info.isFile() ? { path: file, encoding, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** The ETag of what is sent: which file, size and time of the bytes on disk, and the encoding, so no two variants share one. */
function etagOf(variant: Variant): string {
  return `"${pathHash(variant.path)}-${variant.size.toString(36)}-${Math.floor(variant.mtimeMs).toString(36)}-${variant.encoding}"`;
}

/**
 * Sends a file of the build in the best encoding it has on disk for this client, with
 * Vary, ETag and a 304 for a matching If-None-Match, plus the given headers (type, caching). Returns false,
 * having set nothing, when the file cannot be read.
 */
export async function sendFileVariant(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  headers: Record<string, string>,
): Promise<boolean> {
  const identity = await variantOf(path, 'identity');
  if (!identity) return false;
  const candidates = await Promise.all((['br', 'gzip'] as const).map((encoding) => variantOf(path, encoding)));
  // A variant older than its file is left over from an earlier build: sending it would serve stale code.
  const available = candidates.filter((v): v is Variant => v !== null && v.mtimeMs >= identity.mtimeMs);
  const chosen = negotiateEncoding(
    request.headers['accept-encoding'],
    available.map((v) => v.encoding),
  );
  const variant = available.find((v) => v.encoding === chosen) ?? identity;
  const body = await readFile(variant.path).catch(() => null);
  if (!body) return false;
  const etag = etagOf(variant);
  reply.headers(headers);
  // Vary whenever another encoding exists, even for identity: a shared cache must not hand this to a br client.
  if (available.length > 0) reply.header('Vary', headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding');
  if (variant.encoding !== 'identity') reply.header('Content-Encoding', variant.encoding);
  reply.header('ETag', etag);
  if (matches(request.headers['if-none-match'], etag)) {
    await reply.code(304).send();
    return true;
  }
  await reply.header('Content-Length', body.length).send(body);
  return true;
}

/** The portal's CSP with the pages that may frame this one (`frame-ancestors`). */
const framedBy = (ancestors: string) => contentSecurityPolicy.replace("frame-ancestors 'none'", `frame-ancestors ${ancestors}`);
/** The portal's CSP with the origins this page may frame (`frame-src`) added. */
const framing = (source: string) => contentSecurityPolicy.replace('frame-src ', `frame-src ${source} `);

const buildsOwnPage = (path: string): boolean =>
  path.endsWith('.html') || path.startsWith('/prerendered/') || path.startsWith('/route-shells/');

/**
 * `fresh` tells whether a prerendered page's content is still current (a stale one is not served); `nativeForms` are
 * the forms a prerendered page may send as plain HTML that the server takes (native-forms.ts).
 */
export function useStaticFiles(
  app: FastifyInstance,
  distDir: string,
  fresh: ContentFreshness | undefined,
  nativeForms: NativeForms,
  liveConfig: () => LiveConfig = () => ({ version: 0, files: {} }),
  previewConfig: (cookieHeader: string | undefined) => Promise<LiveConfig | null> = () => Promise.resolve(null),
  guestRules: Omit<GuestHtmlRules, 'fresh'> = asShipped,
): void {
  checkNativeForms(nativeForms);
  const root = resolve(distDir);
  const assets = join(root, 'assets') + sep;
  const studioAssets = join(root, 'studio', 'assets') + sep;
  // compress: false — the files are compressed at build time; on-the-fly compression would reuse one ETag
  // for two encodings.
  app.get('/*', { compress: false }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) throw notFound();
    // Dot-paths of the build (`.vite/manifest.json` maps every chunk, editors' dotfiles) are not the portal.
    if (hasDotSegment(path)) throw notFound();
    // The build's own pages (index.html, the prerendered pages and route shells) are what a path shows, never an
    // address: asked by their file name they are the page of that path, with the live config like any other.
    const file = buildsOwnPage(path) ? null : await fileFor(root, path);
    // A missing hashed asset is a 404, not the app: HTML served as a script only hides the problem.
    if (!file && (path.startsWith('/assets/') || path.startsWith('/studio/assets/'))) throw notFound();
    // The studio is an app of its own (vite.studio.config.ts): its paths get its page, never the portal's.
    const studio = path === '/studio' || path.startsWith('/studio/');
    // A studio account previewing its drafts in this browser gets them; everyone else the live version.
    const preview = studio || file ? null : await previewConfig(request.headers.cookie).catch(() => null);
    const live = preview ?? (studio || file ? null : liveConfig());
    // A public page paints before any script runs (guest-html.ts); any other route's page names the files its first
    // render needs (route-shells.ts); else the plain app. A preview is always the app's; so is a page whose form was
    // refused as plain HTML (the same HTML for everyone cannot show it).
    const plainPage = !file && !studio && !preview && cookieValue(request.headers.cookie, nativeFormCookie) === null;
    const guest = plainPage && live ? await guestHtml(root, path, request.headers.cookie, live, { ...guestRules, fresh }) : null;
    const rendered = guest && 'rendered' in guest ? guest.rendered : null;
    const target =
      file ??
      (studio ? join(root, 'studio', 'index.html') : null) ??
      (guest && 'file' in guest ? guest.file : null) ??
      (rendered === null ? await routeShellFile(root, path, request.headers.cookie) : null) ??
      join(root, 'index.html');
    const immutable = target.startsWith(assets) || target.startsWith(studioAssets);
    const headers: Record<string, string> = {
      'Content-Type': contentTypes[extname(target)] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    // The HTML of a page path depends on the language cookie: a cache must keep one copy per cookie.
    if (!file && !studio) headers.Vary = 'Cookie';
    // A preview is one account's drafts, never kept; the studio shows it in a frame, the only page that may frame one.
    if (preview) Object.assign(headers, { 'Cache-Control': 'no-store', 'Content-Security-Policy': framedBy("'self'") });
    if (studio && extname(target) === '.html') headers['Content-Security-Policy'] = framing("'self'");
    // After a publish, every page of the portal carries the live config (src/platform/live-config.ts applies it).
    // The files as shipped (version 0) need no live config: a page rendered again for its content alone carries none.
    const sent =
      live && rendered !== null
        ? await sendLivePage(request, reply, { rendered }, headers, live, { keep: true, carry: live.version > 0 })
        : live && (live.version > 0 || preview) && extname(target) === '.html'
          ? await sendLivePage(request, reply, target, headers, live, { keep: !preview, carry: true })
          : await sendFileVariant(request, reply, target, headers);
    if (!sent) throw notFound('The portal is not built: run `npm run build`.', 'not_built');
    return reply;
  });

  // Why: a prerendered form (the login) is usable before its script has even been fetched. Its forms say
  // method="post", so a submit that early never puts a password in the address, the history or an access log. A
  // form the server can take as plain HTML is taken (native-forms.ts); any other is thrown away, and the visitor lands
  // on the same page (303), where the app now runs. Only the paths the build prerendered answer, so the redirect can
  // never lead anywhere else.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', (_request, payload, done) => {
      const chunks: Buffer[] = [];
      let size = 0;
      payload.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= nativeBodyLimit) chunks.push(chunk);
      });
      payload.once('end', () => done(null, size <= nativeBodyLimit ? new URLSearchParams(Buffer.concat(chunks).toString('utf8')) : null));
      payload.once('error', (error: Error) => done(error, undefined));
    });
    // As many as the API's login allows a minute: the login form sent this way is a login too.
    scope.post('/*', { config: perMinute(30) }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (path === '/api' || path.startsWith('/api/') || !(await prerenderedFile(root, path, request.headers.cookie, fresh)))
        throw notFound();
      return answerNativeSubmit(request.body instanceof URLSearchParams ? request.body : null, nativeForms, request, reply);
    });
  });
}
