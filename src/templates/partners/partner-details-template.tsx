// A partner or destination (requirements §2.2 /discover/partners/:id/:article?, §2.5 template `partner-details`): the
// partner's page, or with :article one of its articles. Ids that are not numbers are "not found" at once,
// without a call; the API's 404 is the same message.
import type { TemplateProps } from '@/templates/template-props';
import { ArticleView } from './article-view';
import { NotFound } from './partner-not-found';
import { PartnerView } from './partner-view';
import '@/templates/templates.css';
import './partners.css';

const isId = (value: string | undefined): value is string => value !== undefined && /^[1-9][0-9]{0,8}$/.test(value);

export default function PartnerDetailsTemplate({ params, page }: TemplateProps) {
  const { id, article } = params;
  if (!isId(id) || (article !== undefined && !isId(article)))
    return (
      <div className="page partner" data-template="partner-details">
        <NotFound what={article !== undefined && isId(id) ? 'article' : 'partner'} partnerId={isId(id) ? Number(id) : null} />
      </div>
    );
  return (
    <div className="page partner" data-template="partner-details">
      {article !== undefined ? (
        <ArticleView key={article} partnerId={Number(id)} articleId={Number(article)} />
      ) : (
        <PartnerView key={id} id={Number(id)} page={page} params={params} />
      )}
    </div>
  );
}
