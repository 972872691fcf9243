// The XSS corpus published as one content page and rendered by the portal itself (zone renderer, CmsHtml,
// html-react-parser) in Chromium: nothing runs, no dangerous node or attribute reaches the page. Plain
// @playwright/test: sanitised https images to other hosts are refused by the CSP, which is the CSP working,
// so the app fixture's "no CSP report" rule does not apply here; every other request stays on loopback.
import { expect, test } from '@playwright/test';
import { xssCorpus } from '../fixtures/xss-corpus';

test('the whole corpus, published in a content page, executes nothing and leaves no dangerous node', async ({ page, request }) => {
  const url = `/xss-corpus-${Date.now()}`;
  const zones = { main: xssCorpus.map((payload) => ({ type: 'rich_text', html: payload.html })) };
  expect(
    (await request.put('/api/dev/content', { data: { url, language: 'en', status: 'published', title: 'Corpus', zones } })).status(),
  ).toBe(204);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());

  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corpus');
  await expect(page.locator('.cms-rich-text')).toHaveCount(xssCorpus.length);
  // The portal's pictures are lazy: each is made to load now, so a surviving onerror/onload would fire. Then
  // every one has loaded or failed (requests off loopback are aborted: failures come at once), and the tasks
  // queued by then (error, load, toggle events) have run.
  await page.evaluate(() => Array.from(document.images).forEach((image) => (image.loading = 'eager')));
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => resolve()), 0))),
  );

  const found = await page.evaluate(() => {
    const zone = document.querySelector('article[data-template]');
    if (!zone) return { missing: true, dangerous: [], handlers: [], schemes: [], xss: undefined };
    const dangerous = Array.from(
      zone.querySelectorAll(
        'script, iframe, object, embed, form, style, base, meta, link, svg, math, template, input, button:not(.cms-video__play), textarea, noscript, frame',
      ),
    ).map((e) => e.outerHTML.slice(0, 80));
    const handlers: string[] = [];
    const schemes: string[] = [];
    for (const element of Array.from(zone.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        if (/^on/i.test(attribute.name) || attribute.name === 'style' || attribute.name === 'srcdoc' || attribute.name === 'formaction')
          handlers.push(`${element.localName}[${attribute.name}]`);
        if (['href', 'src', 'action', 'xlink:href'].includes(attribute.name)) {
          // eslint-disable-next-line no-control-regex
          const value = attribute.value.replace(/[\u0000-\u0020\u007f-\u00a0]/g, '').toLowerCase();
          if (/^(javascript|vbscript|data:text|data:image\/svg)/.test(value))
            schemes.push(`${element.localName}[${attribute.name}]=${attribute.value.slice(0, 40)}`);
        }
      }
    }
    return { missing: false, dangerous, handlers, schemes, xss: (window as unknown as { __xss?: unknown }).__xss };
  });
  expect(found).toEqual({ missing: false, dangerous: [], handlers: [], schemes: [], xss: undefined });
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
  await expect(page).toHaveURL(url); // no meta refresh, no base-href hijack of navigation
});
