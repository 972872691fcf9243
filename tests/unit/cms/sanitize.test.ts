// @vitest-environment jsdom
// The CMS sanitiser against the XSS corpus and the markup editors need. jsdom only: DOMPurify is not
// safe on happy-dom, and the same corpus runs in Chromium (tests/e2e/cms-sanitizer-chromium.spec.ts).
import { describe, expect, it } from 'vitest';
import { cmsAllowedAttributes, cmsAllowedAttributesByTag, cmsAllowedTags, sanitizeCmsHtml } from '@/cms/sanitize';
import { findUnsafeMarkup, xssCorpus } from '../../fixtures/xss-corpus';

const rules = { tags: cmsAllowedTags, attributesByTag: cmsAllowedAttributesByTag };

/** Parses sanitised output the way a browser would, into a fresh template element. */
function parsed(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function problemsOf(html: string): string[] {
  return findUnsafeMarkup(parsed(sanitizeCmsHtml(html)), rules);
}

describe('the XSS corpus', () => {
  it('has enough payloads, each named once', () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(60);
    expect(new Set(xssCorpus.map((p) => p.name)).size).toBe(xssCorpus.length);
  });

  it('is caught by the checker before sanitising (the checker is not blind)', () => {
    const flagged = xssCorpus.filter((p) => findUnsafeMarkup(parsed(p.html), rules).length > 0).map((p) => p.name);
    // Only payloads whose danger lies in raw text or comments look harmless unsanitised to a DOM walk.
    expect(flagged.length).toBeGreaterThan(xssCorpus.length * 0.8);
  });
});

describe('sanitizeCmsHtml on the XSS corpus', () => {
  it.each(xssCorpus)('$name: nothing outside the allow-lists', ({ html }) => {
    expect(problemsOf(html)).toEqual([]);
  });

  it.each(xssCorpus)('$name: stable when parsed again (no mutation on the way to the DOM)', ({ html }) => {
    const clean = sanitizeCmsHtml(html);
    const reparsed = document.createElement('div');
    reparsed.append(parsed(clean));
    expect(reparsed.innerHTML).toBe(clean);
  });

  it.each(xssCorpus)('$name: idempotent', ({ html }) => {
    const once = sanitizeCmsHtml(html);
    expect(sanitizeCmsHtml(once)).toBe(once);
  });
});

describe('sanitizeCmsHtml keeps what editors write', () => {
  it('keeps headings, sections, paragraphs, emphasis, lists, quotes, rules and line breaks', () => {
    const html =
      '<section><h1>Title</h1><h2>Sub</h2><h3>Part</h3><p>A <strong>b</strong> <em>c</em> <b>d</b> <i>e</i><br>f</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><hr></section>';
    expect(sanitizeCmsHtml(html)).toBe(html);
  });

  it('keeps tables with caption, head, body and cell attributes', () => {
    const html =
      '<table><caption>Miles</caption><thead><tr><th scope="col">Class</th><th scope="col" colspan="2">Miles</th></tr></thead>' +
      '<tbody><tr><td rowspan="2">Eco</td><td>10</td><td>20</td></tr></tbody></table>';
    expect(sanitizeCmsHtml(html)).toBe(html);
  });

  it('keeps figures with https and base64 png images', () => {
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const html = `<figure><img src="https://cdn.example.com/a.jpg" alt="Plane" width="300" height="200"><figcaption>Caption</figcaption></figure><p><img src="${png}" alt="dot"></p>`;
    expect(sanitizeCmsHtml(html)).toBe(html);
  });

  it('keeps the four raster data: image types and relative and http image sources', () => {
    for (const type of ['png', 'jpeg', 'gif', 'webp']) {
      const html = `<img src="data:image/${type};base64,AAAA">`;
      expect(sanitizeCmsHtml(html)).toBe(html);
    }
    expect(sanitizeCmsHtml('<img src="/media/a.png"><img src="http://cdn.example.com/b.png">')).toBe(
      '<img src="/media/a.png"><img src="http://cdn.example.com/b.png">',
    );
  });

  it('keeps https, http, mailto, tel and relative links, with title', () => {
    const links = [
      'https://example.com/a?b=1#c',
      'http://example.com/',
      'mailto:help@example.com',
      'tel:+3221234567',
      '/my-miles',
      'faq',
      '#top',
      '?page=2',
      '//cdn.example.com/x',
    ];
    for (const href of links) {
      const html = `<p><a href="${href}" title="More">x</a></p>`;
      expect(sanitizeCmsHtml(html)).toBe(html);
    }
  });

  it('gives new-tab links rel="noopener noreferrer", replacing what the editor wrote', () => {
    expect(sanitizeCmsHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeCmsHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeCmsHtml('<a href="https://example.com" target=" _BLANK " rel="nofollow opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('removes links and images with any other scheme, digits in the scheme included', () => {
    for (const href of [
      'h323:x',
      's3:bucket/x',
      'web+app:x',
      'ms-word:ofe|u|https://x',
      'file:///etc/passwd',
      'ftp://example.com/',
      'sms:+32',
      'cid:x',
    ]) {
      expect(sanitizeCmsHtml(`<a href="${href}">x</a><img src="${href}">`)).toBe('<a>x</a><img>');
    }
    expect(sanitizeCmsHtml('<a href="page2.html">x</a><a href="faq/2024#q3">y</a>')).toBe(
      '<a href="page2.html">x</a><a href="faq/2024#q3">y</a>',
    );
  });

  it('removes any other target', () => {
    for (const target of ['_top', '_parent', '_self', 'portal', 'javascript:alert(1)']) {
      expect(sanitizeCmsHtml(`<a href="/x" target="${target}">x</a>`)).toBe('<a href="/x">x</a>');
    }
  });

  it('removes data: image sources other than base64 png, jpeg, gif and webp', () => {
    for (const src of [
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'data:image/png,notbase64<svg>',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:application/octet-stream;base64,AAAA',
      'data:,hello',
    ]) {
      expect(sanitizeCmsHtml(`<img src="${src}" alt="a">`)).toBe('<img alt="a">');
    }
  });

  it('removes attributes on the wrong tag and everything not listed', () => {
    expect(sanitizeCmsHtml('<p title="t" scope="row">x</p><td alt="a">y</td><img href="/x" colspan="2" alt="i">')).toBe(
      '<p>x</p>y<img alt="i">',
    );
    expect(sanitizeCmsHtml('<a href="/x" class="c" id="i" name="n" data-x="1" aria-label="l" style="color:red" lang="fr">x</a>')).toBe(
      '<a href="/x">x</a>',
    );
  });

  it('drops the content of raw-text and dangerous elements, keeps the text of harmless unknown ones', () => {
    expect(sanitizeCmsHtml('<p>a<script>alert(1)</script>b<style>p{}</style>c<textarea><b>t</b></textarea>d</p>')).toBe('<p>abcd</p>');
    expect(sanitizeCmsHtml('<div><span>kept</span></div><form><b>gone</b></form>')).toBe('kept');
  });

  it('exports consistent allow-lists', () => {
    expect(cmsAllowedTags).toEqual(expect.arrayContaining(['h1', 'h2', 'h3', 'section', 'p', 'img', 'strong', 'a', 'br']));
    expect([...cmsAllowedAttributes].sort()).toEqual([
      'alt',
      'colspan',
      'height',
      'href',
      'rel',
      'rowspan',
      'scope',
      'src',
      'target',
      'title',
      'width',
    ]);
    for (const tag of Object.keys(cmsAllowedAttributesByTag)) expect(cmsAllowedTags).toContain(tag);
  });

  it('does not change other DOMPurify users (its own instance and hooks)', async () => {
    const { default: DOMPurify } = await import('dompurify');
    sanitizeCmsHtml('<a href="/x" target="_blank">x</a>');
    expect(DOMPurify.sanitize('<a href="/x" class="c">x</a><span>s</span><img src="data:image/svg+xml;base64,AAAA">')).toBe(
      '<a href="/x" class="c">x</a><span>s</span><img src="data:image/svg+xml;base64,AAAA">',
    );
  });
});
