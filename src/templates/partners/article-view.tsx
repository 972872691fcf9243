// One article of a partner (partners_content_detail?contentId=): its picture, date and text (HTML from the
// API, through src/cms like every editor's HTML), and the way back to the partner. An article of another
// partner than the address's is shown under its own partner's link (the article id is what is asked for).
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { CmsHtml } from '@/cms/cms-html';
import { formatDay } from '@/lib/format-date';
import { $article, articleOpened } from '@/model/partners/partners-model';
import type { PartnerArticle } from '@/model/partners/partners-model';
import { LoadStates } from '@/ui/load-states';
import { RouteLink } from '@/ui/route-links';
import { WayBack } from './partner-way-back';
import { withoutOpening } from './said-once';
import { usePageTitle } from '@/ui/page-title';
import { useOpened } from '@/blocks/use-opened';
import { shownFor } from '@/model/remote-data/loadable-query';

/** `articleId` null: an address whose article id cannot be one, not found without a call. */
export function ArticleView({ partnerId, articleId }: { partnerId: number; articleId: number | null }) {
  const { t } = useTranslation();
  const { article, open } = useUnit({ article: $article, open: articleOpened });
  useOpened(() => {
    if (articleId !== null) open(articleId);
  }, [open, articleId]);
  const state = shownFor(article, articleId === null ? null : (asked) => asked.id === articleId);
  usePageTitle(state.status === 'ready' ? state.data.title : null);
  return (
    <LoadStates
      state={state}
      heading={{ pending: t('partners.articleTitle'), notFound: t('partners.notFound.article') }}
      loading={t('partners.articleLoading')}
      failed={t('partners.articleFailed')}
      retryLabel={t('data.retry')}
      onRetry={() => articleId !== null && open(articleId)}
      notFound={<WayBack what="article" partnerId={partnerId} />}
    >
      {(a) => <Article article={a} />}
    </LoadStates>
  );
}

function Article({ article: a }: { article: PartnerArticle }) {
  const { t, i18n } = useTranslation();
  // The API's body opens with the title and the summary again: each is said once, by the <h1> and the lead.
  const body = withoutOpening(a.body, a.title, a.summary);
  return (
    <article className="partner-article" data-testid="partner-article">
      <p className="partner-article__back">
        <RouteLink to="partner-details" params={{ id: String(a.partner.id) }}>
          {t('partners.articleOf', { partner: a.partner.name })}
        </RouteLink>
      </p>
      <h1>{a.title}</h1>
      <p className="partner-article__date">{t('partners.publishedOn', { date: formatDay(a.published_on, i18n.language) })}</p>
      <img className="partner-article__picture" src={a.picture.url} alt={a.picture.alt} width={a.picture.width} height={a.picture.height} />
      <p className="page__lead">{a.summary}</p>
      <div className="partner-article__body">
        <CmsHtml html={body} />
      </div>
    </article>
  );
}
