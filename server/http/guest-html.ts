// Which HTML a guest gets for a public page, painted before any script runs: the build's prerendered page while it
// still says what the live version and the content system say; else the page the server renders again for the live
// version (server/render/live-renderer.ts: a publish changed its words, menu or route; an editor its content), also at
// the localised path a version moved its route to and at a path a version added; null until that is ready, or for any
// other path (the app's).
import type { LiveConfig } from '../../src/contract/live-config';
import { builtPagesIn, guestLanguageOf, guestPageOf, pagePathOf } from './prerendered-pages';
import type { ContentFreshness } from './prerendered-pages';

export interface GuestHtmlRules {
  /** whether a prerendered page's content is still current (without it, a page holding content is never served) */
  fresh?: ContentFreshness;
  /** whether the files a live version changed leave the build's pages of a language as they are */
  prerenderedTrue: (live: LiveConfig, language: string) => boolean;
  /** the page the server rendered for the live version (with the links the build gave `builtPath`), or null */
  renderLive: (live: LiveConfig, language: string, path: string, builtPath?: string) => Promise<string | null>;
  /** the path of the build's page whose links serve the route a live version moved or added at `path`, or null */
  builtPathFor: (live: LiveConfig, language: string, path: string, builtPaths: readonly string[]) => string | null;
}

export const asShipped: GuestHtmlRules = {
  prerenderedTrue: (live) => Object.keys(live.files).length === 0,
  renderLive: () => Promise.resolve(null),
  builtPathFor: () => null,
};

export type GuestHtml = { file: string } | { rendered: string } | null;

export async function guestHtml(
  root: string,
  urlPath: string,
  cookieHeader: string | undefined,
  live: LiveConfig,
  rules: GuestHtmlRules,
): Promise<GuestHtml> {
  const built = await guestPageOf(root, urlPath, cookieHeader);
  if (built) {
    const current =
      rules.prerenderedTrue(live, built.language) &&
      (built.checks.length === 0 || (rules.fresh !== undefined && (await rules.fresh(built.checks))));
    if (current) return { file: built.file };
    const rendered = await rules.renderLive(live, built.language, built.path);
    return rendered === null ? null : { rendered };
  }
  if (live.version === 0) return null;
  const language = await guestLanguageOf(root, cookieHeader);
  if (language === null) return null;
  const path = pagePathOf(urlPath);
  const from = rules.builtPathFor(
    live,
    language,
    path,
    (await builtPagesIn(root, language)).map((page) => page.path),
  );
  const rendered = from === null ? null : await rules.renderLive(live, language, path, from);
  return rendered === null ? null : { rendered };
}
