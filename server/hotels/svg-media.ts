// Serves pictures drawn by code under /media/<folder>/<file>.svg: drawn once per file name on first request
// (null: 404 media_not_found), then cached with an ETag, like the shop's pictures.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../http/api-error';
import { compressionOptions } from '../http/compression';

export function serveSvgFolder(app: FastifyInstance, folder: string, draw: (name: string) => string | null): void {
  const cache = new Map<string, { svg: string; etag: string }>();
  app.get(
    `/media/${folder}/:file`,
    { compress: { ...compressionOptions, threshold: 256 } },
    async (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
      const match = /^([a-z0-9-]{1,40})\.svg$/.exec(request.params.file);
      let entry = match?.[1] ? cache.get(match[1]) : undefined;
      if (!entry && match?.[1]) {
        const svg = draw(match[1]);
        if (svg !== null) {
          entry = { svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"` };
          cache.set(match[1], entry);
        }
      }
      if (!entry) throw notFound('No such file.', 'media_not_found');
      reply
        .type('image/svg+xml')
        .header('Cache-Control', 'public, max-age=86400')
        .header('ETag', entry.etag)
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
      return reply.send(entry.svg);
    },
  );
}
