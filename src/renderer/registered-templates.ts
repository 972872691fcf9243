// The templates this build delivers, declared once in schemas/config/templates.json (with the spec's
// templates still to come) and listed by `npm run gen:types` in src/generated/registry-names.ts, which the config
// checker reads: a page naming a template outside it fails `npm run check:config` and `vite build`.
// template-registry.ts is typed against it.
import { templateForms, templateNamespaces } from '../generated/registry-names';
import type { RegisteredTemplate, StringNamespace } from '../generated/registry-names';
import type { PageConfig } from '../generated/config';

export { registeredTemplates } from '../generated/registry-names';
export type { RegisteredTemplate } from '../generated/registry-names';

/**
 * The string namespaces a page loads besides `shell` (src/platform/i18n.ts): the ones its template names in
 * schemas/config/templates.json, for a guest and a member alike (the header, guest's or member's, says `shell`'s
 * strings: tests/config/strings-by-namespace.test.ts). The router loads them with the page's chunk; the route shells
 * (scripts/route-shells.ts) name them in the page's HTML.
 */
export function pageNamespaces(template: string | undefined): readonly StringNamespace[] {
  return (template && templateNamespaces[template as RegisteredTemplate]) || [];
}

/**
 * The schema forms a page shows when it opens: the ones its template names (templates.json `forms`) and the ones its
 * config puts in `config-form` blocks (page config `forms`). The router loads them with the page.
 */
export function pageForms(page: Pick<PageConfig, 'template' | 'forms'> | undefined): readonly string[] {
  if (!page) return [];
  const configForms = (page.forms ?? []).map((form) => (typeof form === 'string' ? form : form.form));
  return [...new Set([...(templateForms[page.template as RegisteredTemplate] ?? []), ...configForms])];
}

/**
 * Templates that push their own page view once their data is there (the hotel pages: requirements §3's hotel and search
 * fields are only known then); the router defers its page view on routes whose page uses one of them.
 */
export const templatesWithOwnPageView: readonly string[] = ['book-properties', 'properties-results', 'hotel-details', 'hotel-collection'];

/**
 * Modules a template imports lazily but renders on every visit: the route shells (scripts/route-shells.ts) name them
 * in the page's HTML as well, so they load alongside the template and Vite's preload helper finds their links there
 * instead of inserting eleven of them while the page starts (a task of its own on a warm /home, which a Lighthouse
 * A/B showed in the total blocking time). They stay lazy so that the page paints before they run.
 * Not /my-miles' chart: preloading uPlot with the page made its total blocking time worse in the same A/B, its
 * compilation landing among the page's first tasks.
 */
export const lazyPartsOfFirstRender: Readonly<Record<string, readonly string[]>> = {
  'home-postconnection': ['src/templates/home-postconnection/home-news.tsx'],
};

/**
 * Modules a template imports lazily and renders on the paths of its route the build does not prerender (the login
 * route's recovery and reset pages: /login alone is prerendered, and its HTML does not name them). The route shells
 * name them as they do lazyPartsOfFirstRender, so a mail's link to /login/reset-password/… loads them in parallel
 * with the template rather than once the template runs.
 */
export const lazyPartsOfOtherPaths: Readonly<Record<string, readonly string[]>> = {
  login: ['src/templates/login/password-pages.ts'],
};
