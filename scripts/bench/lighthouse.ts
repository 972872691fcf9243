// Lighthouse bench: Lighthouse 12's mobile defaults (simulated slow 4G, 4× CPU) on the built portal
// served by the real server (its own static handler, precompressed files, prerendered pages), in Debian's
// Chromium. Cold visits of the public pages in English and Dutch; warm visits of the demo member's pages: the
// start page, the miles, the exchange page, and a page of each capability (a gift's page, the basket, the prepaid
// card, a quiz, the hotel search and its results, a partner's article).
// Targets per page: performance ≥ 95, accessibility 100, CLS ≤ 0.02, total blocking time ≤ 150 ms, LCP ≤ 2.5 s.
//
// How a visit is set up, and why:
// - The portal picks a cold visitor's language from the stored choice (`language_public` in local storage,
//   requirements §3), never from the URL, else the default (en); the server picks the prerendered HTML's language by
//   the cookie the portal mirrors that choice in. So a cold run empties the cache, storage and cookies itself,
//   then sets that cookie and an init script storing the choice before the app runs.
// - Member pages: a real API login, the session stored under the requirements §3 keys by the same init script, two
//   priming loads (the warm cache of a member who comes back: HTTP cache and V8's code cache), then
//   Lighthouse with `disableStorageReset`.
// - Each page is a path of the lists below (the routes of config/routes, the ids of the reference server's seed) with
//   the selector of its own content. Before anything is measured, every page is loaded once in the bench's browser
//   and must show that content at that address: a path that shows the not-found page (or a "not found" state, a
//   redirect, a spinner that never ends) stops the module with the list of such paths, rather than measuring a page
//   nobody visits. The basket is measured with a line in it (put there through the API as the demo member), as an
//   empty basket is a notice, not the page.
// The build is BENCH_DIST (default dist/: `npm run build` first). Each page is measured BENCH_LH_RUNS times (default 5)
// and the run with the median performance score is kept, as Lighthouse's own guide on variability advises (its
// docs/variability.md: the median of five runs about halves the spread): on this 2-core VM one run's total blocking
// time spreads over a factor of three or four within half an hour (the host's other load; Lighthouse's CPU benchmark
// index, printed with each page, shows it).
// The bare floor app (bench/floor: the portal's libraries and nothing else) is built here and measured cold after the
// pages, without a target: what this machine charges for the libraries alone at that hour.
// BENCH_LH_REPORTS=dir writes each run's report there (JSON: open it in the Lighthouse viewer, or read its
// long-tasks and bootup-time audits to see what blocks the main thread, its largest-contentful-paint-element audit
// for what the LCP is).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Flags, RunnerResult } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { Browser, Page } from 'puppeteer-core';
import { memberStorage, ROOT, startAppServer } from './lib/app-server.ts';
import { DEADLINE_MS, withDeadline } from './lib/cold-load.ts';
import { serveStatic } from './lib/static-server.ts';
import type { BenchResult } from './types.ts';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 5));
export const DEMO = { email: 'demo@example.com', password: 'Miles#2026ok' };

export interface Visit {
  label: string;
  path: string;
  /** local-storage entries set before the app runs */
  storage: Record<string, string>;
  warm: boolean;
  /** A selector of the page's own content (not its loading, failure or not-found state): checked before measuring. */
  ready?: string;
}

export interface PageFigures {
  performance: number;
  accessibility: number;
  cls: number;
  tbt: number;
  fcp: number;
  lcp: number;
  failedA11y: string[];
  /** Lighthouse's CPU benchmark of the machine during the run (higher is faster), for reading the figures. */
  benchmarkIndex: number;
}

/** A page of the bench: its path, the selector of its own content, and a label when the path is not one. */
interface PageSpec {
  path: string;
  ready: string;
  name?: string;
}

/** A day from today, YYYY-MM-DD (a hotel search must be in the future). */
const isoDay = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The seed's gift put in the basket and whose page is measured (server/shop/data/categories: a physical gift). */
const BASKET_PRODUCT = 1;

const publicPages: PageSpec[] = [
  { path: '/login', ready: '[data-template="login"] form' },
  { path: '/faq', ready: '[data-template="faq"]' },
  { path: '/discover/the-programme', ready: '[data-template="programme"]' },
];

// The shop's catalogue has its own figures in shop.ts.
const memberPages: PageSpec[] = [
  { path: '/home', ready: '[data-template="home-postconnection"]' },
  { path: '/my-miles', ready: '[data-template="my-miles"]' },
  { path: '/exchange-my-miles', ready: '[data-template="exchange-my-miles"]' },
  // The demo member's active card (server/card/card-seed.ts).
  { path: '/exchange-my-miles/mastercard', ready: '[data-template="prepaid-card"][data-screen="active"]' },
  { path: `/exchange-my-miles/details/${BASKET_PRODUCT}`, ready: '[data-template="product-details"].product' },
  { path: '/basket', ready: '[data-template="basket"] .basket__lines li' },
  // The demo member's attempt, half-way through the quiz of animation 1 (server/animations/animation-seed.ts): the
  // first attempt of a fresh database.
  { path: '/earn/animations/quiz/1/1', ready: '[data-template="quiz"] .quiz-form' },
  { path: '/book-properties', ready: '[data-template="book-properties"] .hotel-search form' },
  {
    path: `/properties-results?destination=city%3AParis&arrival=${isoDay(30)}&departure=${isoDay(32)}&rooms=2-0`,
    name: '/properties-results (Paris, 2 nights)',
    ready: '[data-template="properties-results"] .hotels-results__list[aria-busy="false"] [data-testid="hotel-card"]',
  },
  // SkyLoyal Airlines' first article (server/partners/data/01-skyloyal-airlines.json).
  { path: '/discover/partners/1/1', ready: '[data-template="partner-details"] [data-testid="partner-article"]' },
];

export function visits(member: Record<string, string>): Visit[] {
  const cold = (['en', 'nl-be'] as const).flatMap((language) =>
    publicPages.map(({ path, ready, name }) => ({
      label: `${language} ${name ?? path} (cold)`,
      path,
      storage: { language_public: language },
      warm: false,
      ready,
    })),
  );
  const warm = memberPages.map(({ path, ready, name }) => ({
    label: `en ${name ?? path} (member, warm)`,
    path,
    storage: member,
    warm: true,
    ready,
  }));
  return [...cold, ...warm];
}

/** Puts the gift in the demo member's basket through the API, as the shop's "Add to basket" does. */
async function fillBasket(origin: string, member: Record<string, string>): Promise<void> {
  const headers = { Authorization: `Bearer ${member.token ?? ''}` };
  const stats = await fetch(`${origin}/api/users_stats`, { headers });
  if (!stats.ok) throw new Error(`users_stats: ${stats.status} ${await stats.text()}`);
  const { basket_id: basketId } = (await stats.json()) as { basket_id: number | null };
  if (!basketId) throw new Error('users_stats gave the demo member no basket_id');
  const added = await fetch(`${origin}/api/baskets/${basketId}/add_product`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/merge-patch+json' },
    body: JSON.stringify({ product: BASKET_PRODUCT }),
  });
  if (!added.ok) throw new Error(`add_product ${BASKET_PRODUCT} to basket ${basketId}: ${added.status} ${await added.text()}`);
}

/** A new page whose documents find `storage` in local storage before the app runs. */
async function pageWithStorage(browser: Browser, storage: Record<string, string>): Promise<Page> {
  const page = await browser.newPage();
  await page.evaluateOnNewDocument((entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, storage);
  return page;
}

/** Empties the browser's HTTP cache and the origin's storage and cookies, as Lighthouse's own reset would. */
async function clearOrigin(page: Page, origin: string): Promise<void> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await cdp.detach();
}

/** Loads the visit once and says what is wrong if it does not show its page at its address (null: it does). */
async function renderProblem(browser: Browser, origin: string, visit: Visit): Promise<string | null> {
  const ready = visit.ready ?? '[data-template]';
  const page = await pageWithStorage(browser, visit.storage);
  try {
    await page.goto(origin + visit.path, { waitUntil: 'networkidle0', timeout: 60_000 });
    await page.waitForSelector(`${ready}, [data-template="not-found"]`, { timeout: 30_000 }).catch(() => undefined);
    const shown = await page.evaluate(
      (selector: string) => ({
        notFound: document.querySelector('[data-template="not-found"]') !== null,
        ready: document.querySelector(selector) !== null,
        at: window.location.pathname + window.location.search,
        template: document.querySelector('[data-template]')?.getAttribute('data-template') ?? 'none',
        heading: document.querySelector('h1')?.textContent?.trim() ?? '',
      }),
      ready,
    );
    const seen = `template ${shown.template}, heading "${shown.heading}", at ${shown.at}`;
    if (shown.notFound) return `${visit.label}: the not-found page (${seen})`;
    if (shown.at !== visit.path) return `${visit.label}: left for another address (${seen})`;
    if (!shown.ready) return `${visit.label}: no ${ready} (${seen})`;
    return null;
  } finally {
    await page.close().catch(() => undefined);
  }
}

/** Every visit shows its own page, or the module stops before measuring, naming each one that does not. */
async function checkPagesRender(browser: Browser, origin: string, all: Visit[]): Promise<void> {
  const problems: string[] = [];
  for (const visit of all) {
    const problem = await renderProblem(browser, origin, visit);
    if (problem) problems.push(problem);
  }
  if (problems.length) throw new Error(`pages that do not show their page, nothing measured:\n${problems.join('\n')}`);
  // The checks' loads must not count as the warm visits' priming, nor leave storage to the cold ones.
  const page = await browser.newPage();
  try {
    await clearOrigin(page, origin);
  } finally {
    await page.close().catch(() => undefined);
  }
}

function figuresOf(result: RunnerResult): PageFigures {
  const { categories, audits } = result.lhr;
  const numeric = (id: string): number => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((categories.performance?.score ?? Number.NaN) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? Number.NaN) * 100),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    failedA11y: Object.values(audits)
      .filter((a) => a.score === 0 && result.lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id && r.weight > 0))
      .map((a) => a.id),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

export async function measure(browser: Browser, port: number, origin: string, visit: Visit): Promise<PageFigures> {
  // A page per run: its init script (the visit's storage) must not leak into the next visit.
  const page = await pageWithStorage(browser, visit.storage);
  try {
    if (visit.warm) {
      // Two loads before the measured one: a member who comes back has the scripts in the HTTP cache (first
      // load) and V8's code cache of them, which Chromium writes only when a script runs a second time (a
      // produceModuleCache task of tens of milliseconds on that load, never again afterwards).
      for (let i = 0; i < 2; i += 1) await page.goto(origin + visit.path, { waitUntil: 'networkidle0', timeout: 60_000 });
    } else {
      // Cold, as Lighthouse's own reset would make it (empty cache, no storage, no cookies), but done here so
      // the visitor's language cookie can be set afterwards: the server picks the prerendered page's language by it.
      await clearOrigin(page, origin);
      const language = visit.storage.language_public;
      if (language) await browser.setCookie({ name: 'language_public', value: language, domain: new URL(origin).hostname, path: '/' });
    }
    const flags: Flags = {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    };
    // Lighthouse types its page as its own puppeteer-core's; the one installed beside it is the same package.
    const result = await lighthouse(origin + visit.path, flags, undefined, page as never);
    if (!result) throw new Error(`Lighthouse gave no result for ${visit.path}`);
    const runtimeError = result.lhr.runtimeError;
    if (runtimeError) throw new Error(`Lighthouse on ${visit.path}: ${runtimeError.code} ${runtimeError.message}`);
    const reports = process.env.BENCH_LH_REPORTS;
    if (reports) {
      mkdirSync(reports, { recursive: true });
      writeFileSync(join(reports, `${visit.label.replace(/[^a-z0-9-]+/gi, '_')}-${Date.now()}.json`), JSON.stringify(result.lhr));
    }
    return figuresOf(result);
  } finally {
    await page.close().catch(() => undefined);
  }
}

/** The middle value (the upper of the two middle ones for an even count: always a measured value). */
export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** The run whose performance score is the median: its figures belong together. */
function medianRun(runs: PageFigures[]): PageFigures {
  const score = median(runs.map((r) => r.performance));
  return runs.find((r) => r.performance === score) ?? runs[0]!;
}

/** BENCH_LH_RUNS measures of a visit, and the median one. */
export async function measureMedian(browser: Browser, port: number, origin: string, visit: Visit): Promise<PageFigures> {
  const runs: PageFigures[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, port, origin, visit));
  return medianRun(runs);
}

export function resultsOf(label: string, f: PageFigures): BenchResult[] {
  const runs = RUNS > 1 ? `median of ${RUNS} runs; ` : '';
  const timing = `${runs}FCP ${(f.fcp / 1000).toFixed(1)} s, CPU benchmark index ${Math.round(f.benchmarkIndex)}`;
  return [
    // The runner's targets are upper bounds: the scores are reported as the points missing from 100.
    {
      name: `lighthouse ${label}: 100 − performance`,
      value: 100 - f.performance,
      unit: 'pts',
      target: { max: 5 },
      note: `performance ${f.performance}; ${timing}`,
    },
    {
      name: `lighthouse ${label}: 100 − accessibility`,
      value: 100 - f.accessibility,
      unit: 'pts',
      target: { max: 0 },
      note: f.failedA11y.length ? `failed: ${f.failedA11y.join(', ')}` : undefined,
    },
    { name: `lighthouse ${label}: CLS`, value: Number(f.cls.toFixed(3)), unit: '', target: { max: 0.02 } },
    { name: `lighthouse ${label}: total blocking time`, value: Math.round(f.tbt), unit: 'ms', target: { max: 150 } },
    { name: `lighthouse ${label}: LCP`, value: Math.round(f.lcp), unit: 'ms', target: { max: 2500 } },
  ];
}

const FLOOR = join(ROOT, 'bench', 'floor');

/**
 * The bare floor app (bench/floor: React, the router, Effector and i18next rendering a heading and a button), built
 * on every run (it takes a second) so that it always uses the installed versions. Vite is loaded only here: the
 * modules that import this one for `measure` do not need it.
 */
async function buildFloor(): Promise<string> {
  const { build } = await import('vite');
  await withDeadline(DEADLINE_MS, 'floor build', build({ configFile: join(FLOOR, 'vite.config.ts'), root: FLOOR, logLevel: 'warn' }));
  const dist = join(FLOOR, 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`the floor build wrote no ${join(dist, 'index.html')}`);
  return dist;
}

/**
 * The floor app, cold, for reading the figures above: what this machine's CPU charges for the libraries alone at this
 * hour. No target.
 */
async function floorBlockingTime(browser: Browser, port: number): Promise<BenchResult> {
  const server = await serveStatic(await buildFloor());
  try {
    const f = await measureMedian(browser, port, server.origin, { label: 'floor', path: '/login', storage: {}, warm: false });
    return {
      name: 'lighthouse floor app cold /login: total blocking time',
      value: Math.round(f.tbt),
      unit: 'ms',
      note: `the libraries alone, no target; CPU benchmark index ${Math.round(f.benchmarkIndex)}`,
    };
  } finally {
    await server.close();
  }
}

export async function run(): Promise<BenchResult[]> {
  const dist = resolve(ROOT, process.env.BENCH_DIST ?? 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} holds no build: run \`npm run build\` first`);
  const server = await startAppServer(dist);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let browser: Browser | undefined;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const member = await memberStorage(server.origin, DEMO.email, DEMO.password);
    await fillBasket(server.origin, member);
    const all = visits(member);
    await checkPagesRender(browser, server.origin, all);
    const results: BenchResult[] = [];
    for (const visit of all) results.push(...resultsOf(visit.label, await measureMedian(browser, chrome.port, server.origin, visit)));
    results.push(await floorBlockingTime(browser, chrome.port));
    return results;
  } finally {
    await browser?.disconnect().catch(() => undefined);
    chrome?.kill();
    await server.stop();
  }
}
