// A partner or destination (requirements §2.2 /discover/partners/:id/:article?, §2.5 template `partner-details`): the
// partner's page, or with :article one of its articles. Ids that are not numbers are "not found" at once,
// without a call; the API's 404 is the same message.
import type { TemplateProps } from '@/templates/template-props';
import { ArticleView } from './article-view';
import { PartnerView } from './partner-view';
import '@/templates/templates.css';
import './partners.css';

const isId = (value: string | undefined): value is string => value !== undefined && /^[1-9][0-9]{0,8}$/.test(value);

export default function PartnerDetailsTemplate({ params, page }: TemplateProps) {
  const { id, article } = params;
  return (
    <div className="page partner" data-template="partner-details">
      {article !== undefined && isId(id) ? (
        <ArticleView key={article} partnerId={Number(id)} articleId={isId(article) ? Number(article) : null} />
      ) : (
        <PartnerView key={id} id={isId(id) ? Number(id) : null} page={page} params={params} />
      )}
    </div>
  );
}
