// A throw-away static server for one build directory, with the single-page-app fallback that the real
// deployment has (any path that is not a file gets index.html, because the router decides what it means).
// It listens on port 0 so the OS picks a free port: the app's own test server owns 4173, and two benches
// must be able to run side by side.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export async function serveStatic(dir: string): Promise<StaticServer> {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    void (async () => {
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      const candidate = resolve(join(root, decodeURIComponent(pathname)));
      // Refuse to leave the build directory; fall back to index.html for everything that is not a file.
      const inside = candidate === root || candidate.startsWith(root + sep);
      const file = inside && (await isFile(candidate)) ? candidate : join(root, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    })().catch((err: unknown) => {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(err));
    });
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => ok());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((ok) => {
        // Keep-alive sockets from the browser would otherwise hold close() open.
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
