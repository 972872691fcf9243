// The CMS sanitiser against the XSS corpus in real Chromium, without the app: src/cms/sanitize.ts is bundled
// on its own with esbuild, each payload is sanitised in the page and the *sanitised* string assigned to
// innerHTML, which is where a surviving handler, script or scheme would run. jsdom cannot show that:
// it loads no images (no onerror) and opens no dialogs. Plain @playwright/test: no app, no app fixture.
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { cmsAllowedAttributesByTag, cmsAllowedTags } from '../../src/cms/sanitize';
import { xssCorpus } from '../fixtures/xss-corpus';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** sanitizeCmsHtml and the shared checker as one IIFE exposing `window.cms`. */
async function bundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents:
        "export { sanitizeCmsHtml } from './src/cms/sanitize.ts';\nexport { findUnsafeMarkup } from './tests/fixtures/xss-corpus.ts';\n",
      resolveDir: root,
      loader: 'ts',
      sourcefile: 'cms-sanitizer-entry.ts',
    },
    bundle: true,
    format: 'iife',
    globalName: 'cms',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error('esbuild produced no output');
  return output.text;
}

interface PageOutcome {
  /** Allow-list and scheme problems inside #out (tests/fixtures/xss-corpus.ts findUnsafeMarkup). */
  problems: string[];
  xss: unknown;
  /** Dangerous elements inside #out. */
  dangerous: string[];
  /** Dangerous elements anywhere in the document (our own bundle's script tag is the baseline). */
  documentWide: number;
}

interface CmsGlobal {
  __xss?: unknown;
  cms: { sanitizeCmsHtml(html: string): string; findUnsafeMarkup(root: ParentNode, rules: unknown): string[] };
}

const dangerousSelector = 'script, iframe, object, embed, form, style, base, meta, link, svg, math, template, input, button, textarea';
const rules = { tags: [...cmsAllowedTags], attributesByTag: cmsAllowedAttributesByTag };

/** Puts `html` (sanitised unless `raw`) into #out with innerHTML, waits until its handlers would have fired, reports. */
function renderInPage(page: Page, html: string, raw = false): Promise<PageOutcome> {
  return page.evaluate(
    async ({ input, raw, markupRules, selector }): Promise<PageOutcome> => {
      const probe = window as unknown as CmsGlobal;
      const out = document.getElementById('out');
      if (!out) throw new Error('#out is missing');
      delete probe.__xss;
      out.replaceChildren();
      out.innerHTML = raw ? input : probe.cms.sanitizeCmsHtml(input);
      // Every picture settled (loaded or failed: requests are aborted, so a surviving onerror fires), then a rendered
      // frame and the task after it, where ontoggle, onfocus (autofocus) and animation handlers run.
      await Promise.all(
        Array.from(out.querySelectorAll('img'))
          .filter((img) => !img.complete)
          .map((img) => new Promise((settled) => ['load', 'error'].forEach((type) => img.addEventListener(type, settled, { once: true })))),
      );
      await new Promise((rendered) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = rendered;
        requestAnimationFrame(() => channel.port2.postMessage(null));
      });
      return {
        problems: probe.cms.findUnsafeMarkup(out, markupRules),
        xss: probe.__xss,
        dangerous: Array.from(out.querySelectorAll(selector)).map((element) => element.localName),
        documentWide: document.querySelectorAll(selector).length,
      };
    },
    { input: html, raw, markupRules: rules, selector: dangerousSelector },
  );
}

/** A blank page (no app), offline, with the sanitiser bundle loaded as `window.cms`. */
async function openSanitizerPage(page: Page): Promise<void> {
  // Offline and fast: every request fails at once, so a surviving onerror fires immediately.
  await page.route('**/*', (route) => route.abort());
  await page.setContent('<!doctype html><html><body><div id="out"></div></body></html>');
  await page.addScriptTag({ content: await bundle() });
  expect(await page.evaluate(() => typeof (window as unknown as Partial<CmsGlobal>).cms?.sanitizeCmsHtml)).toBe('function');
}

test('the CMS sanitiser neutralises the XSS corpus in Chromium', async ({ page }) => {
  const dialogs: string[] = [];
  const pageErrors: string[] = [];
  let current = '';
  page.on('dialog', (dialog) => {
    dialogs.push(`${current}: ${dialog.type()} ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => pageErrors.push(`${current}: ${error.message}`));
  await openSanitizerPage(page);
  const baseline = await page.evaluate((selector) => document.querySelectorAll(selector).length, dangerousSelector);

  // Control: the harness sees a payload that runs, both ways (a flag and a dialog), and an unsafe attribute.
  current = 'control';
  const control = await renderInPage(page, '<img src=x onerror="window.__xss=1"><img src=y onerror=alert(1)>', true);
  expect(control.xss).toBe(1);
  expect(dialogs).toEqual(['control: alert 1']);
  expect(control.problems).toContain('event handler onerror on <img>');
  dialogs.length = 0;

  const failures: string[] = [];
  for (const payload of xssCorpus) {
    current = payload.name;
    const outcome = await renderInPage(page, payload.html);
    if (outcome.xss !== undefined) failures.push(`${payload.name}: window.__xss is ${String(outcome.xss)}`);
    if (outcome.dangerous.length > 0) failures.push(`${payload.name}: dangerous elements ${outcome.dangerous.join(', ')}`);
    if (outcome.documentWide !== baseline)
      failures.push(`${payload.name}: ${outcome.documentWide - baseline} dangerous elements outside #out`);
    for (const problem of outcome.problems) failures.push(`${payload.name}: ${problem}`);
  }

  expect(failures).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('the CMS sanitiser keeps editors\u2019 markup in Chromium', async ({ page }) => {
  await openSanitizerPage(page);
  const html =
    '<section><h2>Miles</h2><p>See <a href="/my-miles">your miles</a>, <a href="https://partner.example/" target="_blank" rel="opener">a partner</a> ' +
    'or <a href="mailto:help@example.com">mail us</a>.</p><img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="svg">' +
    '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="gif"></section>';
  const clean = await page.evaluate((input) => (window as unknown as CmsGlobal).cms.sanitizeCmsHtml(input), html);
  expect(clean).toBe(
    '<section><h2>Miles</h2><p>See <a href="/my-miles">your miles</a>, <a href="https://partner.example/" target="_blank" rel="noopener noreferrer">a partner</a> ' +
      'or <a href="mailto:help@example.com">mail us</a>.</p><img alt="svg">' +
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="gif"></section>',
  );
});
