import { useTranslation } from 'react-i18next';
import { CmsLinkContext } from '@/cms/cms-link-context';
import { CmsPageContext } from '@/cms/cms-page-context';
import { CmsZone } from '@/cms/cms-zone';
import { useCmsPage } from '@/cms/use-cms-page';
import { contentUrl } from '@/lib/content-query';
import type { TemplateProps } from '@/templates/template-props';
import { useLocalizePath } from '@/ui/localize-path';
import { Spinner } from '@/ui/spinner';
import '@/templates/content/content-page.css';
import { LoadFailure } from '@/ui/load-failure';

/**
 * The home page's content-system zones (page config `content`: url /home, tags home + member): loading,
 * failure with "Try again", nothing when the page has no content. The member's own figures never wait for it.
 */
export function HomeNews({ page: config, params }: Pick<TemplateProps, 'page' | 'params'>) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const content = config.content;
  const { state, preview, retry } = useCmsPage({ url: content ? contentUrl(content.url, params) : '/home', tags: content?.tags, force: content?.force });
  if (state.status === 'empty') return null;
  return (
    <section className="home-news" aria-labelledby="home-news-title" aria-busy={state.status === 'loading'}>
      <h2 id="home-news-title">{t('home.newsTitle')}</h2>
      {state.status === 'loading' ? <Spinner label={t('cms.loading')} /> : null}
      {state.status === 'failure' ? (
        <LoadFailure message={t('cms.failure')} retryLabel={t('cms.retry')} onRetry={retry} />
      ) : null}
      {state.status === 'success' ? (
        <CmsPageContext.Provider value={{ page: state.page, preview }}>
          <CmsLinkContext.Provider value={{ localize }}>
            <CmsZone items={state.page.zones.hero} preview={preview} className="cms-zone content-page__hero" />
            <CmsZone items={state.page.zones.main} preview={preview} />
          </CmsLinkContext.Provider>
        </CmsPageContext.Provider>
      ) : null}
    </section>
  );
}
