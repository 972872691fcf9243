// Lighthouse A/B of two (or more) builds, for deciding a change to the first paints or the blocking time: one run of a page cannot (on
// the 2-core VM the same build's blocking time spreads over a factor of three or four within half an hour), the
// median of a series of runs, alternated between the builds so that both see the same hours, can. Not part of `npm run bench`.
//
//   npx vite build --outDir dist-b        # the build with the change (dist/ is the one without)
//   AB_DISTS=dist,dist-b AB_PATHS=/home,guest:/faq@nl-be AB_RUNS=8 npx tsx scripts/bench/lighthouse-ab.ts
//
// A path is a warm member visit (the demo member), or `guest:<path>[@language]` for a cold visitor's.
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, CHROME_PATH, DEMO, measure, median } from './lighthouse.ts';
import { memberStorage, ROOT, startAppServer } from './lib/app-server.ts';

const dists = (process.env.AB_DISTS ?? 'dist,dist-b').split(',');
const paths = (process.env.AB_PATHS ?? '/home').split(',');
const runs = Math.max(1, Number(process.env.AB_RUNS ?? 8));

const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
const servers = await Promise.all(dists.map((dist) => startAppServer(resolve(ROOT, dist))));
try {
  const members = await Promise.all(servers.map((s) => memberStorage(s.origin, DEMO.email, DEMO.password)));
  const figuresOf = new Map<string, { fcp: number[]; lcp: number[]; tbt: number[] }>();
  for (let run = 0; run < runs; run += 1) {
    for (const path of paths) {
      for (const [index, server] of servers.entries()) {
        const guest = path.startsWith('guest:');
        const [page = '/', language = 'en'] = (guest ? path.slice('guest:'.length) : path).split('@');
        const figures = await measure(browser, chrome.port, server.origin, {
          label: 'ab',
          path: page,
          storage: guest ? { language_public: language } : members[index]!,
          warm: !guest,
        });
        const key = `${dists[index]} ${path}`;
        const series = figuresOf.get(key) ?? { fcp: [], lcp: [], tbt: [] };
        series.fcp.push(Math.round(figures.fcp));
        series.lcp.push(Math.round(figures.lcp));
        series.tbt.push(Math.round(figures.tbt));
        figuresOf.set(key, series);
      }
    }
  }
  for (const [key, series] of figuresOf)
    for (const [metric, values] of Object.entries(series))
      console.log(`${key.padEnd(40)} ${metric.toUpperCase().padEnd(3)} median ${median(values)} ms | ${values.join(' ')}`);
} finally {
  await browser.disconnect();
  chrome.kill();
  await Promise.all(servers.map((s) => s.stop()));
}
process.exit(0);
