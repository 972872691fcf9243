// A prerendered page's HTML: the build's index.html with the page's markup in #root, its title, language, the
// files its first render needs and the content it was rendered with. The build writes it (scripts/prerender.ts),
// and the server writes it again for a live version that changes what the page shows (live-renderer.ts).
import { initialContentId } from '../../src/contract/initial-content-id';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The app's scripts in a prerendered page's <head> asked for at low priority: the page paints from its HTML and
 * stylesheets, so those go first (Chrome holds low-priority requests back while render-blocking ones load); the
 * scripts still load in parallel and hydrate what is already on screen.
 */
export function lowPriorityScripts(html: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const head = html
    .slice(0, end)
    .replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
  return head + html.slice(end);
}

/** JSON inside a <script> element: `<` escaped, so no text in it can close the element or open a comment. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * index.html with the page's markup in #root, its title and language; `data-prerendered` tells main.tsx to
 * hydrate. A page with content also carries the content model's answers (a JSON script element, never run), which
 * the app starts from, so hydrating changes nothing and nothing is fetched again.
 */
export function fillTemplate(
  template: string,
  page: { html: string; title: string; language: string; content?: Record<string, unknown> },
  links = '',
): string {
  const content =
    page.content && Object.keys(page.content).length > 0
      ? `<script type="application/json" id="${initialContentId}">${scriptJson(page.content)}</script>\n`
      : '';
  const root = /<div id="root"[^>]*>[\s\S]*?<!--\/root-->\s*<\/div>|<div id="root"[^>]*><\/div>/;
  if (!root.test(template)) throw new Error('index.html has no <div id="root">');
  return lowPriorityScripts(template.replace('</head>', () => (links ? `  ${links}\n  </head>` : '</head>')))
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(page.language)}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(root, () => `<div id="root" data-prerendered="guest|${escapeHtml(page.language)}">${page.html}</div>`)
    .replace('</body>', () => `${content}</body>`);
}

export const fileNameOf = (path: string): string => `${path.replace(/^\//, '').replace(/\//g, '__') || 'index'}.html`;
