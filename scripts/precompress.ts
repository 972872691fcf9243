// Writes `<file>.br` and `<file>.gz` next to every text file of the build, so the server sends compressed
// bytes without compressing on each request (server/http/static-files.ts picks one by Accept-Encoding).
// Node's zlib at the strongest settings (brotli 11, gzip 9): the cost is paid once per build, and no npm
// plugin for this targets Vite 8 on Node 20 without pulling in more than these forty lines.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// woff2 is brotli inside already and images are compressed formats: only text and older fonts gain.
export const compressibleExtensions = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
  '.woff',
  '.ttf',
  '.otf',
]);

export interface PrecompressedFile {
  file: string;
  bytes: number;
  /** Size of the variant written, or null when it was not smaller than the file (nothing written). */
  br: number | null;
  gzip: number | null;
}

async function textFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // Dot-directories (`.vite/manifest.json`) are never served, so never worth compressing.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await textFiles(path)));
    else if (entry.isFile() && compressibleExtensions.has(extname(entry.name))) found.push(path);
  }
  return found;
}

async function writeIfSmaller(path: string, original: Buffer, compressed: Buffer): Promise<number | null> {
  if (compressed.length >= original.length) return null;
  await writeFile(path, compressed);
  return compressed.length;
}

async function precompressFile(file: string): Promise<PrecompressedFile> {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { file, bytes: body.length, br: await writeIfSmaller(`${file}.br`, body, br), gzip: await writeIfSmaller(`${file}.gz`, body, gz) };
}

/** Precompresses every text file under dir (recursively); returns what was written. */
export async function precompressDir(dir: string): Promise<PrecompressedFile[]> {
  const queue = await textFiles(dir);
  const results: PrecompressedFile[] = [];
  // zlib's async calls run on libuv's pool (4 threads): a few files at once use every core the build has.
  const worker = async (): Promise<void> => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) results.push(await precompressFile(file));
  };
  await Promise.all([worker(), worker()]);
  return results;
}

/** Vite plugin: precompresses the output directory once the bundle is written (`vite build` only). */
export function precompressPlugin(): Plugin {
  return {
    name: 'miles-precompress',
    apply: 'build',
    async writeBundle(options) {
      if (options.dir) await precompressDir(options.dir);
    },
  };
}
