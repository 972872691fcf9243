// Hotels bench, as the demo member on the built portal served by the real server (API included):
// - time from "Search" to the first results with every hotel (no destination: the widest search, every hotel
//   priced for the stay): the search form is filled in the page, then timed inside the page from the press to
//   the frame that shows the first hotel card with the list no longer busy. Each run searches other dates, so
//   each one waits for its own hotels_search answer. Median of the runs; target ≤ 500 ms;
// - JavaScript of a cold load of a property page (/hotels/:hotel: empty cache, the member's session in
//   storage): every script fetched until the hotel's policies show, gzip level 9. Target ≤ 275 kB: the member
//   shell, the form engine (the redemption form shows at once: docs/adr/0032) and the page's own chunks (named in
//   the note).
// The build is BENCH_DIST (default dist/). BENCH_HOTELS_RUNS=n searches (default 7).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { CHROMIUM_ARGS, gzipSize } from './lib/cold-load.ts';
import { memberStorage, ROOT, startAppServer } from './lib/app-server.ts';
import type { BenchResult } from './types.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DEMO = { email: 'demo@example.com', password: 'Miles#2026ok' };
const RUNS = Math.max(1, Number(process.env.BENCH_HOTELS_RUNS ?? 7));
/** A seeded hotel (Horizon Paris Opéra). */
const HOTEL = '/hotels/16';
const SEARCH_TARGET_MS = 500;
const JS_TARGET_KB = 275;
/** The property page's own chunks, by file name (the rest is the shell every member page loads). */
const OWN_CHUNK = /hotel|redeem|favorite-toggle|redemption/;

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function withMember(browser: Browser, storage: Record<string, string>): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, storage);
  return context.newPage();
}

/** Every script a cold load of the property page fetches until its policies show, in kB gzip. */
async function coldHotelJs(browser: Browser, origin: string, storage: Record<string, string>) {
  const page = await withMember(browser, storage);
  try {
    const sizes = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      const url = response.url();
      if (sizes.has(url) || !(response.request().resourceType() === 'script' || new URL(url).pathname.endsWith('.js'))) return;
      sizes.set(
        url,
        response.body().then(gzipSize, () => 0),
      );
    });
    await page.goto(origin + HOTEL, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.locator('.hotel-page__policies').waitFor({ timeout: 30_000 });
    const files = await Promise.all([...sizes].map(async ([url, size]) => ({ path: new URL(url).pathname, bytes: await size })));
    const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
    // Why the largest named: they say whether the weight is the page's own or the shell every page shares.
    const largest = [...files]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 4)
      .map((f) => `${f.path.replace(/^\/assets\//, '')} ${(f.bytes / 1024).toFixed(1)}`)
      .join(', ');
    const own = files.filter((f) => OWN_CHUNK.test(f.path)).reduce((sum, f) => sum + f.bytes, 0);
    return { kb: bytes / 1024, files: sizes.size, largest, ownKb: own / 1024 };
  } finally {
    await page.context().close();
  }
}

/**
 * The in-page timing, as source text (tsx would wrap a passed function's inner functions in a helper the page
 * does not have): presses Search, then resolves with the milliseconds until the frame that shows a hotel card
 * in a list that is no longer busy.
 */
const inPageTiming = `new Promise((done, fail) => {
  const button = [...document.querySelectorAll('.hotel-search button[type="submit"]')][0];
  if (!button) return fail(new Error('no search button'));
  const start = performance.now();
  const check = () => {
    const list = document.querySelector('.hotels-results__list[aria-busy="false"]');
    if (list && list.querySelector('[data-testid="hotel-card"]')) done(performance.now() - start);
    else if (performance.now() > start + 20000) fail(new Error('no results after 20 s'));
    else requestAnimationFrame(check);
  };
  button.click();
  requestAnimationFrame(check);
})`;

/** Milliseconds from pressing Search (every hotel, new dates each run) to the first results on screen. */
async function searchToResults(
  browser: Browser,
  origin: string,
  storage: Record<string, string>,
): Promise<{ times: number[]; total: number }> {
  const page = await withMember(browser, storage);
  try {
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${origin}/book-properties`, { waitUntil: 'networkidle', timeout: 60_000 });
      await page.getByLabel('Arrival').fill(isoDay(20 + run));
      await page.getByLabel('Departure').fill(isoDay(23 + run));
      times.push(await page.evaluate<number>(inPageTiming));
      total = Number((await page.locator('#hotels-results-heading').textContent())?.match(/\d+/)?.[0] ?? 0);
    }
    return { times, total };
  } finally {
    await page.context().close();
  }
}

export async function run(): Promise<BenchResult[]> {
  const dist = resolve(ROOT, process.env.BENCH_DIST ?? 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} holds no build: run \`npm run build\` first`);
  const server = await startAppServer(dist);
  let browser: Browser | undefined;
  try {
    const storage = await memberStorage(server.origin, DEMO.email, DEMO.password);
    browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
    const js = await coldHotelJs(browser, server.origin, storage);
    const search = await searchToResults(browser, server.origin, storage);
    return [
      {
        name: 'hotels: search → first results, every hotel (median)',
        value: Math.round(median(search.times)),
        unit: 'ms',
        target: { max: SEARCH_TARGET_MS },
        note: `${search.times.length} searches of ${search.total} hotels: ${search.times.map((t) => Math.round(t)).join(', ')} ms`,
      },
      {
        name: 'hotels: JS of a cold load of /hotels/:hotel (gzip)',
        value: Number(js.kb.toFixed(1)),
        unit: 'kB',
        target: { max: JS_TARGET_KB },
        note: `${js.files} scripts, the page's own ${js.ownKb.toFixed(1)} kB; largest kB: ${js.largest}`,
      },
    ];
  } finally {
    await browser?.close().catch(() => undefined);
    await server.stop();
  }
}
