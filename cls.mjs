import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox', '--disable-gpu'] });
for (let run = 0; run < 2; run++) for (const port of [4300, 4302]) for (const path of ['/contact', '/create-account']) for (const width of [360, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.addInitScript(() => { window.__cls = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__cls.push([Math.round(e.startTime), e.value.toFixed(4), e.sources.map(s => s.node?.className || s.node?.nodeName).join('+')]); }).observe({ type: 'layout-shift', buffered: true }); });
  await page.goto(`http://127.0.0.1:${port}` + path);
  await page.waitForSelector('altcha-widget', { timeout: 10000 });
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(() => window.__cls);
  console.log(port, path, width, shifts.reduce((s, x) => s + Number(x[1]), 0).toFixed(4), JSON.stringify(shifts).slice(0, 200));
  await page.close();
}
await browser.close();
