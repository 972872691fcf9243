// Build-time rendering of the public pages (a first paint without JavaScript). Run in Node by
// scripts/prerender.ts through Vite's SSR loader, never shipped to the browser. It boots the same models as
// main.tsx (a fresh scope, appStarted, the visitor's stored language) and renders the same tree the browser's
// first render produces, with React Router's static router, so the app can hydrate the HTML without a change.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { allSettled, fork } from 'effector';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { appConfig, environment } from '@/lib/app-config';
import { pageConfig } from '@/platform/site-config';
import type { Language } from '@/lib/app-config';
import { documentTitle } from '@/platform/document-title';
import type { RouteHandle } from '@/router/route-handle';
import { i18n } from '@/platform/i18n';
import { appStarted } from '@/model/app/app-started';
import '@/model/locale/locale-model';
import '@/model/accessibility/accessibility-model';
import { $appliedLanguage } from '@/model/locale/locale-model';
import { $content, contentRequested, fetchContentFx } from '@/model/content/content-model';
import type { CmsPage, ContentState } from '@/model/content/content-model';
import { contentRequestFor } from '@/templates/content/content-request';
import { routesFor } from './router-host';
import { AppProviders } from './app';

export interface PrerenderedPage {
  /** the markup of #root */
  html: string;
  title: string;
  language: Language;
  /** the page's template, whose chunk the HTML preloads */
  template?: string;
  /** the content model's answers the page was rendered with (the app starts from them: src/app/initial-content.ts) */
  content?: Record<string, ContentState>;
}

/** The build's page_content (scripts/prerender/content-source.ts), in place of the API call. */
export type ContentLoader = (fetch: { url: string; query: Record<string, string | string[]> }) => Promise<CmsPage>;

/** A path whose route sends elsewhere (a route a language moved): there is no page to render there. */
export class PageRedirects extends Error {
  override name = 'PageRedirects';
}

/** The origin only serves to build a Request: the static handler needs an absolute URL. */
const ORIGIN = 'http://prerender.invalid';

async function readStream(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/**
 * Renders `path` for a guest whose stored language is `language` (the caller put it in the local storage
 * stand-in before: the models read it exactly as in the browser). Waits for every lazy template.
 */
export async function prerenderGuestPage(path: string, language: Language, loadContent?: ContentLoader): Promise<PrerenderedPage> {
  const scope = fork(loadContent ? { handlers: [[fetchContentFx, loadContent]] } : undefined);
  await allSettled(appStarted, { scope });
  const applied = scope.getState($appliedLanguage);
  if (applied !== language) throw new Error(`prerender ${path}: the models resolved "${String(applied)}", not "${language}"`);
  const handler = createStaticHandler(routesFor('guest', language));
  const context = await handler.query(new Request(ORIGIN + path));
  if (context instanceof Response) throw new PageRedirects(`prerender ${path}: the router answered a redirect (${context.status})`);
  const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
  const page = pageConfig(handle?.route?.page ?? '');
  // A content-system page is rendered with its content, asked exactly as the page asks in the browser
  // (the model's own request: same cache key), so the app hydrates it without fetching or changing anything.
  if (loadContent && page?.content) {
    await allSettled(contentRequested, { scope, params: contentRequestFor(page, context.matches.at(-1)?.params ?? {}) });
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders scope={scope}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // A finished boundary stays in place however large: React would otherwise outline it (a hidden copy moved by
    // an inline script, which the CSP blocks and a page without JavaScript never runs), hiding the content.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // The title PageRenderer sets in an effect (effects do not run here): the matched route's page title, or
  // the content's own title (the content page sets that one, useCmsHead).
  const content = Object.fromEntries(
    Object.entries(scope.getState($content)).filter(([, state]) => state.status === 'ready' || state.status === 'not-found'),
  );
  const cmsTitle = Object.values(content).find((state) => state.status === 'ready')?.data.title;
  const pageTitle = page?.title;
  const title = documentTitle(cmsTitle ?? (pageTitle ? i18n.t(pageTitle) : ''), i18n.t('app.name'), environment);
  return { html: await readStream(prelude), title, language, template: page?.template, content };
}

export function prerenderLanguages(): { languages: Language[]; defaultLanguage: Language } {
  return { languages: [...appConfig.languages], defaultLanguage: appConfig.defaultLanguage };
}
