import { useTranslation } from 'react-i18next';
import { CmsZone } from '@/cms/cms-zone';
import { useCmsPage } from '@/cms/use-cms-page';
import type { TemplateProps } from '@/templates/template-props';
import { LoadStates } from '@/ui/load-states';
import { CmsPageProvider } from '@/templates/content/cms-page-provider';
import { contentRequestFor } from '@/templates/content/content-request';
import '@/templates/content/content-page.css';

/**
 * The home page's content-system zones (page config `content`: url /home, tags home + member): loading,
 * failure with "Try again", nothing when the page has no content. The member's own figures never wait for it.
 */
export function HomeNews({ page: config, params }: Pick<TemplateProps, 'page' | 'params'>) {
  const { t } = useTranslation();
  const { state, preview, retry } = useCmsPage(contentRequestFor(config, params));
  if (state.status === 'not-found') return null;
  return (
    <section className="home-news" aria-labelledby="home-news-title" aria-busy={state.status === 'loading'}>
      <h2 id="home-news-title">{t('home.newsTitle')}</h2>
      <LoadStates state={state} loading={t('cms.loading')} failed={t('cms.failure')} retryLabel={t('cms.retry')} onRetry={retry}>
        {(page) => (
          <CmsPageProvider page={page} preview={preview}>
            <CmsZone items={page.zones.hero} preview={preview} className="cms-zone content-page__hero" />
            <CmsZone items={page.zones.main} preview={preview} />
          </CmsPageProvider>
        )}
      </LoadStates>
    </section>
  );
}
