// Miles history benchmark: the built app against the reference server (in this process, in-memory database,
// dev routes on), in headless Chromium, for a fresh member given 10 000 movements (createDevMovements).
//
// - render: from the end of the first points_history answer (the first page of 100; the server pages and
//   filters) to the first row in the DOM, median of 5 loads; the note gives the whole navigation too.
// - DOM rows: rows of the movements table in the DOM after rendering, and every row element created while
//   the list is scrolled from the top to the oldest movement, the next pages loading on the way
//   (virtualisation keeps both small).
// - filter: a type filter applied with the form, to the new count on screen, median of the same loads.
// Flags: --build rebuilds dist/ first; --dist=<dir> measures another build of the app.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_ARGS, DEADLINE_MS, withDeadline } from './lib/cold-load.ts';
import type { BenchResult } from './types.ts';
import { buildServer } from '../../server/app.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = resolve(ROOT, process.argv.find((a) => a.startsWith('--dist='))?.slice('--dist='.length) ?? 'dist');
const MOVEMENTS = 10_000;
const LOADS = 5;

interface Session {
  token: string;
  refresh_token: string;
  user: { code: string };
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A fresh member with MOVEMENTS movements, logged in. */
async function memberWithHistory(origin: string): Promise<Session> {
  const account = { email: `bench-history-${Date.now()}@example.com`, password: 'Fresh#2026ok' };
  const post = (path: string, body: object) =>
    fetch(`${origin}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await json(await post('dev/members', { ...account, passwordExpired: false }), 'dev/members');
  const created = await json<{ count: number }>(await post('dev/movements', { email: account.email, count: MOVEMENTS }), 'dev/movements');
  if (created.count !== MOVEMENTS) throw new Error(`the member has ${created.count} movements, not ${MOVEMENTS}`);
  const tokens = await json<{ token: string; refresh_token: string }>(await post('front/login', account), 'login');
  const user = await json<{ code: string }>(
    await fetch(`${origin}/api/user_light`, { headers: { Authorization: `Bearer ${tokens.token}` } }),
    'user_light',
  );
  return { ...tokens, user };
}

// Runs in the page before the app: notes when the first movement row enters the DOM and counts every row
// element ever created in the movements table.
function observeRows(): void {
  const w = window as unknown as { __rows: { first: number | null; created: number } };
  w.__rows = { first: null, created: 0 };
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        const rows = node.matches('[role=row][data-index]') ? [node] : [...node.querySelectorAll('[role=row][data-index]')];
        if (rows.length > 0 && w.__rows.first === null) w.__rows.first = performance.now();
        w.__rows.created += rows.length;
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

interface Load {
  renderMs: number;
  navigationMs: number;
  domRows: number;
}

async function loadOnce(browser: Browser, origin: string, session: Session): Promise<{ load: Load; page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(
    (stored) => {
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
    },
    {
      token: session.token,
      refresh_token: session.refresh_token,
      code: session.user.code,
      exp: String(Date.now() + 3_540_000),
      user: JSON.stringify(session.user),
    },
  );
  await context.addInitScript(observeRows);
  const page = await context.newPage();
  await page.goto(`${origin}/points`, { timeout: DEADLINE_MS });
  await page.locator('[role=row][data-index]').first().waitFor({ timeout: DEADLINE_MS });
  const count = await page.getByTestId('history-count').textContent();
  if (!count?.replace(/\D/g, '').endsWith(String(MOVEMENTS))) throw new Error(`the page shows "${count}", not ${MOVEMENTS} movements`);
  const load = await page.evaluate(() => {
    const answer = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/points_history')) as
      PerformanceResourceTiming | undefined;
    const first = (window as unknown as { __rows: { first: number | null } }).__rows.first ?? Number.NaN;
    return {
      renderMs: first - (answer?.responseEnd ?? Number.NaN),
      navigationMs: first,
      domRows: document.querySelectorAll('[role=table] [role=row][data-index]').length,
    };
  });
  return { load, page, close: () => context.close() };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Scrolls the list with the End key until the oldest movement shows; the rows created on the way. */
async function scrollToEnd(page: Page): Promise<{ created: number; reached: boolean }> {
  const scroller = page.getByTestId('history-scroller');
  await scroller.focus();
  const last = page.locator(`[role=row][aria-rowindex="${MOVEMENTS + 1}"]`);
  // 100 pages to load on the way: each End brings the end of what is loaded into view, which asks for the next.
  for (let i = 0; i < 400 && !(await last.isVisible()); i += 1) {
    await page.keyboard.press('End');
    await page.waitForTimeout(100);
  }
  const created = await page.evaluate(() => (window as unknown as { __rows: { created: number } }).__rows.created);
  return { created, reached: await last.isVisible() };
}

async function filterOnce(page: Page): Promise<number> {
  await page.getByRole('checkbox', { name: 'Hotel booking' }).check();
  const before = await page.getByTestId('history-count').textContent();
  const start = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.waitForFunction((text) => document.querySelector('[data-testid=history-count]')?.textContent !== text, before);
  return (await page.evaluate(() => performance.now())) - start;
}

export async function run(): Promise<BenchResult[]> {
  if (process.argv.includes('--build') || !existsSync(join(DIST, 'index.html'))) {
    await withDeadline(DEADLINE_MS, 'app build', build({ configFile: join(ROOT, 'vite.config.ts'), root: ROOT, logLevel: 'warn' }));
  }
  // In memory, quiet, dev routes on (dev/members, dev/movements): nothing touches .data/ or port 4173.
  const server = await withDeadline(
    DEADLINE_MS,
    'reference server start',
    buildServer({ distDir: DIST, devOutbox: true, rateLimit: false }),
  );
  let browser: Browser | undefined;
  try {
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    if (!address || typeof address === 'string') throw new Error('the reference server has no TCP address');
    const origin = `http://127.0.0.1:${address.port}`;
    const session = await withDeadline(DEADLINE_MS, 'member with 10 000 movements', memberWithHistory(origin));
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
      timeout: DEADLINE_MS,
    });
    const loads: Load[] = [];
    let scroll = { created: Number.NaN, reached: false };
    // Why a filter per load: one click is one sample of a server round trip and a render, and the target is a
    // median like the render's, not the luck of one run.
    const filters: number[] = [];
    for (let i = 0; i < LOADS; i += 1) {
      const { load, page, close } = await withDeadline(DEADLINE_MS, 'history load', loadOnce(browser, origin, session));
      loads.push(load);
      if (i === LOADS - 1) scroll = await withDeadline(DEADLINE_MS, 'scroll to the end', scrollToEnd(page));
      filters.push(await withDeadline(DEADLINE_MS, 'filter', filterOnce(page)));
      await close();
    }
    if (!scroll.reached) throw new Error('the oldest movement never showed at the end of the list');
    const renders = loads.map((l) => l.renderMs);
    return [
      {
        name: `history: render ${MOVEMENTS} movements (answer → rows)`,
        value: median(renders),
        unit: 'ms',
        target: { max: 500 },
        note: `median of ${LOADS} loads (${renders.map((ms) => ms.toFixed(0)).join(', ')} ms); navigation → rows ${median(loads.map((l) => l.navigationMs)).toFixed(0)} ms`,
      },
      {
        name: 'history: movement rows in the DOM after render',
        value: median(loads.map((l) => l.domRows)),
        unit: 'rows',
        target: { max: 100 },
        note: `of ${MOVEMENTS}`,
      },
      {
        name: 'history: rows created, top to oldest movement',
        value: scroll.created,
        unit: 'rows',
        target: { max: 1000 },
        note: 'row elements ever created while the focused list jumps to its end with the End key',
      },
      {
        name: `history: apply a type filter over ${MOVEMENTS}`,
        value: median(filters),
        unit: 'ms',
        target: { max: 300 },
        note: `click on Apply filters → new count on screen, median of ${LOADS} loads (${filters.map((ms) => ms.toFixed(0)).join(', ')} ms)`,
      },
    ];
  } finally {
    await browser?.close().catch(() => undefined);
    await server.close();
  }
}
