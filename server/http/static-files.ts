// Serves the built portal (distDir) for every GET outside /api: a file when there is one, else index.html,
// because the portal's router decides what a path means. Hashed files under /assets never change.
import type { FastifyInstance } from 'fastify';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { notFound } from './api-error';

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

export function useStaticFiles(app: FastifyInstance, distDir: string): void {
  const root = resolve(distDir);
  const assets = join(root, 'assets') + sep;
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) throw notFound();
    // Dot-paths of the build (`.vite/manifest.json` maps every chunk, editors' dotfiles) are not the portal.
    if (hasDotSegment(path)) throw notFound();
    const file = await fileFor(root, path);
    // A missing hashed asset is a 404, not the app: HTML served as a script only hides the problem.
    if (!file && path.startsWith('/assets/')) throw notFound();
    const target = file ?? join(root, 'index.html');
    const body = await readFile(target).catch(() => null);
    if (!body) throw notFound('The portal is not built: run `npx vite build`.', 'not_built');
    const immutable = target.startsWith(assets);
    return reply
      .type(contentTypes[extname(target)] ?? 'application/octet-stream')
      .header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      .send(body);
  });
}
