// The frame of every content-system page: loads the page's content (page config `content`), shows the
// loading, empty and failure states, sets the document title and meta description from the CMS, and
// renders the zones. Templates differ by variant (layout) and by what they put in `children`.
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CmsZone } from '@/cms/cms-zone';
import { useCmsPage } from '@/cms/use-cms-page';
import { setMetaDescription } from '@/platform/document-title';
import type { CmsPage } from '@/model/content/content-model';
import type { TemplateProps } from '@/templates/template-props';
import { RouteLink } from '@/ui/route-links';
import '@/templates/templates.css';
import './content-page.css';
import { CmsPageProvider } from './cms-page-provider';
import { contentRequestFor } from './content-request';
import { LoadStates } from '@/ui/load-states';
import { usePageTitle } from '@/ui/page-title';

export interface ContentPageProps extends Pick<TemplateProps, 'page' | 'params' | 'title' | 'blocks' | 'pageId'> {
  /** The template's name, for its layout (`content-page--<variant>`). */
  variant: string;
  /** What replaces the main zone (FAQ, contact form); receives the loaded page. */
  main?(page: CmsPage, preview: boolean): ReactNode;
  /** Shown above the title (a back link to the press room, say). */
  before?: ReactNode;
}

/** The tab names the content system's title once the page is there (the page config's until then). */
function useCmsHead(page: CmsPage | null) {
  usePageTitle(page?.title);
  const description = page?.description ?? '';
  useEffect(() => setMetaDescription(description), [description]);
  useEffect(() => () => setMetaDescription(''), []);
}

export function ContentPage({ page: config, params, title, blocks, variant, main, before, pageId }: ContentPageProps) {
  const { t } = useTranslation();
  const contentConfig = config.content;
  const { state, preview, retry } = useCmsPage(contentRequestFor(config, params));
  const cms = state.status === 'ready' ? state.data : null;
  useCmsHead(cms);

  return (
    <article
      className={`page content-page content-page--${variant}`}
      data-template={variant}
      data-page={pageId}
      aria-busy={state.status === 'loading'}
    >
      {before}
      <header className="content-page__header">
        <h1>{cms?.title ?? title}</h1>
        {cms?.status === 'draft' ? <p className="content-page__draft">{t('cms.draftBadge')}</p> : null}
      </header>
      <LoadStates
        state={state}
        loading={t('cms.loading')}
        failed={t('cms.failure')}
        retryLabel={t('cms.retry')}
        onRetry={retry}
        notFound={
          <>
            {/* A url built from the address (a press release, an offer) that has no page is a missing page. */}
            <p>{t(!contentConfig || contentConfig.url.includes(':') ? 'cms.notFound' : 'cms.empty')}</p>
            <p>
              <RouteLink to="default">{t('cms.backHome')}</RouteLink>
            </p>
          </>
        }
      >
        {(cmsPage) => (
          <CmsPageProvider page={cmsPage} preview={preview}>
            <CmsZone items={cmsPage.zones.hero} preview={preview} className="cms-zone content-page__hero" />
            <div className={cmsPage.zones.aside?.length ? 'content-page__body content-page__body--aside' : 'content-page__body'}>
              <div className="content-page__main">
                {main ? main(cmsPage, preview) : <CmsZone items={cmsPage.zones.main} preview={preview} />}
                {blocks}
              </div>
              {cmsPage.zones.aside?.length ? (
                <aside className="content-page__aside" aria-label={t('cms.asideLabel')}>
                  <CmsZone items={cmsPage.zones.aside} preview={preview} />
                </aside>
              ) : null}
            </div>
          </CmsPageProvider>
        )}
      </LoadStates>
    </article>
  );
}
