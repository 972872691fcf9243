// Renders one page from its config: looks up the template by name, loads it lazily behind the loading
// indicator, renders the blocks, sets the document title, and catches a page's errors.
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentTitle, setDocumentTitle } from '@/platform/document-title';
import { environment } from '@/lib/app-config';
import { pageConfig } from '@/platform/site-config';
import { Placeholder } from '@/ui/placeholder';
import { PageTitleContext } from '@/ui/page-title';
import { templateRegistry } from './template-registry';
import { PageBlocks } from './page-blocks';
import { PageErrorBoundary } from './page-error-boundary';
import { PageLoading } from './page-loading';
import { warnOnce } from '@/lib/warn-once';
import type { LazyRegistry } from './lazy-registry';
import type { TemplateProps } from '@/templates/template-props';
import { declaresPageData } from './declares-page-data';

/** The page-data provider and its model load with the first page that declares data (not in the shell). */
export const loadPageData = () => import('@/blocks/data/page-data-sources');
const PageDataProvider = lazy(() => loadPageData().then((m) => ({ default: m.PageDataProvider })));

export interface PageRendererProps {
  pageId: string;
  routeId?: string;
  params?: Record<string, string | undefined>;
  registry?: LazyRegistry<TemplateProps>;
}

export function PageRenderer({ pageId, routeId, params = {}, registry = templateRegistry }: PageRendererProps) {
  const { t } = useTranslation();
  const page = pageConfig(pageId);
  const title = page ? t(page.title) : '';
  // A detail page names itself once its data is there (usePageTitle): the hotel's name, not "Hotel".
  const [named, setNamed] = useState<string | null>(null);
  const shown = named ?? title;
  useEffect(() => setDocumentTitle(documentTitle(shown, t('app.name'), environment)), [shown, t]);

  if (!page) {
    warnOnce(`Unknown page "${pageId}": config/pages/${pageId}.json is missing.`);
    return <Placeholder message={t('renderer.unknownTemplate', { name: pageId })} />;
  }
  const Template = registry.get(page.template);
  if (!Template) {
    warnOnce(`Unknown template "${page.template}" (page "${pageId}"): it is not in the template registry.`);
    return <Placeholder message={t('renderer.unknownTemplate', { name: page.template })} />;
  }
  const content = (
    <Suspense fallback={<PageLoading />}>
      {/* The registry returns the same lazy component for a name every time (created once, cached). */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Template pageId={pageId} page={page} routeId={routeId} params={params} title={title} blocks={<PageBlocks blocks={page.blocks} />} />
    </Suspense>
  );
  return (
    <PageTitleContext.Provider value={setNamed}>
      <PageErrorBoundary registry={registry} resetKey={`${pageId}|${routeId ?? ''}`}>
        {declaresPageData(page) ? (
          // The page's data sources load while the template renders; an unauthorized one renders nothing (requirements §8).
          <Suspense fallback={<PageLoading />}>
            <PageDataProvider dataSources={page.dataSources} forms={page.forms} params={params}>
              {content}
            </PageDataProvider>
          </Suspense>
        ) : (
          content
        )}
      </PageErrorBoundary>
    </PageTitleContext.Provider>
  );
}
