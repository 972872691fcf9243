// Shop bench, as the demo member on the built portal served by the real server (API included):
// - Lighthouse of the shop with the whole catalogue (/gift-shop/all: 124 products, a page of 24 cards shown),
//   warm like the other member pages (lighthouse.ts), with the same targets;
// - time from a filter change to the updated grid: a category ticked in the page, until the grid's count
//   says the new filter's total (timed inside the page, to the frame that shows it); every step is a new
//   filter, so each one waits for its products_light answer. Median of the runs; target ≤ 300 ms;
// - JavaScript of a cold load of the shop page (empty cache, the member's session in storage): every script
//   fetched until the grid shows, gzip level 9, reported (a figure to follow, no target); and the shop's own part of
//   it, everything but the shell every page loads first (index.html's entry and its chunks, the shell's strings) and
//   the schema-form engine every page with a form loads (the filters are a schema form), with a target of ≤ 30 kB.
//   The shell has its own budgets (size-limit's, reported by sizes.ts), the form engine its own (forms.ts).
//   Why not a target for the whole: docs/adr/0008-shop-js-budget.md.
// The build is BENCH_DIST (default dist/). BENCH_SHOP_RUNS=n filter changes (default 7, at most one per category).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, gzipSize } from './lib/cold-load.ts';
import { memberStorage, ROOT, startAppServer } from './lib/app-server.ts';
import { measureMedian, resultsOf } from './lighthouse.ts';
import { formEngineKeys, initialChunkKeys, readManifest } from './lib/manifest.ts';
import type { BenchResult } from './types.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DEMO = { email: 'demo@example.com', password: 'Miles#2026ok' };
const SHOP = '/exchange-my-miles/gift-shop/all';
const RUNS = Math.max(1, Number(process.env.BENCH_SHOP_RUNS ?? 7));
const GRID_TARGET_MS = 300;
const OWN_JS_TARGET_KB = 30;

interface Category {
  id: number;
  name: string;
  product_count: number;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function withMember(browser: Browser, storage: Record<string, string>): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, storage);
  return context.newPage();
}

/** The files every page with a form shares: the shell (index.html's entry and its static chunks, the shell's strings), then the form engine. */
async function sharedFiles(dist: string): Promise<Set<string>> {
  const manifest = await readManifest(dist);
  const files = [...initialChunkKeys(manifest), ...formEngineKeys(manifest)].map((key) => manifest[key]?.file ?? '');
  const strings = manifest['config/locales/en/shell.json']?.file;
  return new Set([...files, ...(strings ? [strings] : [])].map((file) => file.replace(/^assets\//, '')));
}

/** Every script a cold load of the shop fetches until its first card shows, in kB gzip; `own`: those not in `shared`. */
async function coldShopJs(
  browser: Browser,
  origin: string,
  storage: Record<string, string>,
  shared: Set<string>,
): Promise<{ kb: number; ownKb: number; own: string; files: number; largest: string }> {
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
    await page.goto(origin + SHOP, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.getByTestId('product-card').first().waitFor({ timeout: 30_000 });
    const files = await Promise.all([...sizes].map(async ([url, size]) => ({ path: new URL(url).pathname, bytes: await size })));
    const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
    const name = (path: string) => path.replace(/^\/(assets\/)?/, '');
    const ownFiles = files.filter((f) => !shared.has(name(f.path))).sort((a, b) => b.bytes - a.bytes);
    const own = ownFiles.map((f) => `${name(f.path)} ${(f.bytes / 1024).toFixed(1)}`).join(', ');
    // Why the largest named: they say whether the weight is the shop's own or the shell every page shares.
    const largest = [...files]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 4)
      .map((f) => `${f.path.replace(/^\/assets\//, '')} ${(f.bytes / 1024).toFixed(1)}`)
      .join(', ');
    return { kb: bytes / 1024, ownKb: ownFiles.reduce((sum, f) => sum + f.bytes, 0) / 1024, own, files: sizes.size, largest };
  } finally {
    await page.context().close();
  }
}

/**
 * The in-page timing, as source text (tsx would wrap a passed function's inner functions in a helper the page
 * does not have): ticks the category's box in the filters' form (found by its label, which also shows a count), then resolves
 * with the milliseconds until the frame whose grid count says `total`.
 */
function inPageTiming(name: string, total: number): string {
  return `new Promise((done, fail) => {
    const label = [...document.querySelectorAll('[data-form="shop-filters"] label')].find((l) => l.querySelector('input[type="checkbox"]') && l.textContent.trim().startsWith(${JSON.stringify(name)}));
    const box = label && label.querySelector('input');
    if (!box) return fail(new Error('no checkbox for ' + ${JSON.stringify(name)}));
    const expected = /^${total} gifts?$/;
    const start = performance.now();
    const check = () => {
      const count = (document.querySelector('.shop__count[role="status"]') || {}).textContent || '';
      if (expected.test(count.trim()) && document.querySelector('.shop__results[aria-busy="false"]')) done(performance.now() - start);
      else if (performance.now() > start + 20000) fail(new Error('grid never showed ${total} gifts, last: ' + count));
      else requestAnimationFrame(check);
    };
    box.click();
    requestAnimationFrame(check);
  })`;
}

/** Milliseconds from ticking each category to the frame whose grid count says that filter's total. */
async function filterToGrid(browser: Browser, origin: string, storage: Record<string, string>, categories: Category[]): Promise<number[]> {
  const page = await withMember(browser, storage);
  try {
    await page.goto(origin + SHOP, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.getByTestId('product-card').first().waitFor({ timeout: 30_000 });
    const times: number[] = [];
    let total = 0;
    for (const category of categories.filter((c) => c.product_count > 0).slice(0, RUNS)) {
      total += category.product_count;
      const ms = await page.evaluate<number>(inPageTiming(category.name, total));
      times.push(ms);
    }
    return times;
  } finally {
    await page.context().close();
  }
}

async function lighthouseShop(origin: string, storage: Record<string, string>): Promise<BenchResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const figures = await measureMedian(browser, chrome.port, origin, { label: 'shop', path: SHOP, storage, warm: true });
    return resultsOf(`en ${SHOP} (member, whole catalogue)`, figures);
  } finally {
    await browser.disconnect().catch(() => undefined);
    chrome.kill();
  }
}

export async function run(): Promise<BenchResult[]> {
  const dist = resolve(ROOT, process.env.BENCH_DIST ?? 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} holds no build: run \`npm run build\` first`);
  const server = await startAppServer(dist);
  let browser: Browser | undefined;
  try {
    const storage = await memberStorage(server.origin, DEMO.email, DEMO.password);
    const categories = (await (
      await fetch(`${server.origin}/api/product_categories_light`, { headers: { Authorization: `Bearer ${storage.token}` } })
    ).json()) as Category[];
    browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
    const js = await coldShopJs(browser, server.origin, storage, await sharedFiles(dist));
    const times = await filterToGrid(browser, server.origin, storage, categories);
    await browser.close();
    browser = undefined;
    const results: BenchResult[] = [
      {
        name: 'shop: JS of a cold load (gzip)',
        value: Number(js.kb.toFixed(1)),
        unit: 'kB',
        note: `${js.files} scripts; largest kB: ${js.largest}`,
      },
      {
        name: "shop: the shop's own JS beyond the shell and the form engine (gzip)",
        value: Number(js.ownKb.toFixed(1)),
        unit: 'kB',
        target: { max: OWN_JS_TARGET_KB },
        note: js.own,
      },
      {
        name: 'shop: filter change → updated grid (median)',
        value: Math.round(median(times)),
        unit: 'ms',
        target: { max: GRID_TARGET_MS },
        note: `${times.length} changes: ${times.map((t) => Math.round(t)).join(', ')} ms`,
      },
    ];
    results.push(...(await lighthouseShop(server.origin, storage)));
    return results;
  } finally {
    await browser?.close().catch(() => undefined);
    await server.stop();
  }
}
