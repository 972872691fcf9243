// GET /media/<file>: the content system's pictures and downloads (server/content/media), on the portal's
// origin because its CSP loads images from 'self' only. SVGs are served with a CSP of their own that
// forbids script, in case one is ever opened directly. SVGs are text: compressed per request (they are a
// few kB, read from the editors' folder rather than built), from 256 bytes since most are under 1 kB.
import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { notFound } from '../http/api-error';
import { compressionOptions } from '../http/compression';
import { contentTypes, fileFor } from '../http/static-files';

const mediaRoot = fileURLToPath(new URL('./media', import.meta.url));

export function useContentMedia(app: FastifyInstance, root: string = mediaRoot): void {
  app.get('/media/*', { compress: { ...compressionOptions, threshold: 256 } }, async (request, reply) => {
    const path = (request.url.split('?')[0] ?? '').slice('/media'.length);
    const file = await fileFor(root, path);
    const body = file ? await readFile(file).catch(() => null) : null;
    if (!file || !body) throw notFound('No such file.', 'media_not_found');
    const type = contentTypes[extname(file)] ?? 'application/octet-stream';
    reply.type(type).header('Cache-Control', 'public, max-age=3600');
    if (type === 'image/svg+xml') reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (type === 'application/pdf') reply.header('Content-Disposition', `attachment; filename="${file.split('/').pop() ?? 'file.pdf'}"`);
    return reply.send(body);
  });
}
