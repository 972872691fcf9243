// Measures the JavaScript a browser really downloads on a cold load of one path of a built app. We measure
// in a browser rather than by reading index.html because what counts is what the user pays for: the entry,
// its modulepreloads and anything the app imports eagerly at start-up, but not the lazy route chunks.
import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { serveStatic } from './static-server.ts';
import type { StaticServer } from './static-server.ts';

export const DEADLINE_MS = 60_000;

// The flags keep Chromium from fetching anything of its own, so only the app's traffic is seen.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface FetchedScript {
  url: string;
  /** pathname of the URL, e.g. /assets/index-abc.js, to match against files on disk */
  path: string;
  rawBytes: number;
  gzipBytes: number;
}

export const gzipSize = (body: Buffer | string): number => gzipSync(body, { level: 9 }).length;

/** Rejects after `ms`; the caller's finally blocks then close whatever was opened. */
export async function withDeadline<T>(ms: number, label: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${label}: gave up after ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

async function collect(browser: Browser, origin: string, path: string): Promise<FetchedScript[]> {
  // A fresh context has an empty HTTP cache, no service worker and no storage: a true first visit.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pending = new Map<string, Promise<FetchedScript | null>>();
    page.on('response', (response) => {
      const url = response.url();
      const { pathname } = new URL(url);
      const isScript = response.request().resourceType() === 'script' || pathname.endsWith('.js');
      // A modulepreload and the later import of the same file may both surface: count each URL once.
      if (!isScript || pending.has(url)) return;
      pending.set(
        url,
        response.body().then(
          (body) => ({ url, path: pathname, rawBytes: body.length, gzipBytes: gzipSize(body) }),
          () => null, // redirects and aborted requests have no body; they cost no script bytes
        ),
      );
    });
    await page.goto(origin + path, { waitUntil: 'networkidle', timeout: DEADLINE_MS });
    // Late imports (e.g. after a first effect runs) can start just after network idle.
    await page.waitForTimeout(500);
    const scripts = await Promise.all(pending.values());
    return scripts.filter((s): s is FetchedScript => s !== null);
  } finally {
    await context.close();
  }
}

/** Serves `distDir`, cold-loads `path` in headless Chromium and returns every script fetched. */
export async function coldLoadScripts(distDir: string, path: string): Promise<FetchedScript[]> {
  let server: StaticServer | undefined;
  let browser: Browser | undefined;
  try {
    server = await serveStatic(distDir);
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS, timeout: DEADLINE_MS });
    return await withDeadline(DEADLINE_MS, `cold load of ${path} from ${distDir}`, collect(browser, server.origin, path));
  } finally {
    await browser?.close().catch(() => undefined);
    await server?.close();
  }
}
