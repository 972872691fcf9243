// API answers over 1 kB leave compressed (brotli or gzip, by Accept-Encoding) through @fastify/compress.
// It runs as an onSend hook, i.e. after the contract's serializer (validation.ts) has checked the answer
// object, so validation always sees the uncompressed answer. Not compressed: text/event-stream (the
// plugin's default type filter), answers already carrying a Content-Encoding, and the portal's files,
// which are precompressed at build time (static-files.ts turns the plugin off for its route).
import compress from '@fastify/compress';
import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

export const compressionOptions = {
  threshold: 1024,
  // deflate has no advantage over gzip, and Node 20 has no zstd: keep the two every browser speaks.
  encodings: ['br', 'gzip'],
  // Quality 4: per-request brotli at 11 costs tens of milliseconds for a few percent (the plugin's default too).
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
} satisfies FastifyCompressOptions;

/** Registers compression for every route registered after it (it hooks onRoute). */
export async function useCompression(app: FastifyInstance): Promise<void> {
  // Compressed request bodies are not part of the contract: a small gzip body could inflate past the
  // body limit's intent, so request decompression stays off.
  await app.register(compress, { ...compressionOptions, global: true, globalDecompression: false });
}
