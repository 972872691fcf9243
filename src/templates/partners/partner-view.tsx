// One partner's page: its name, logo and favorite toggle, the API's CMS zones (banner and introduction), its
// articles, and what the shop sells of it (gifts and financial services, links into the shop). Below the zones,
// the content system's page of this address (/discover/partners/<id>, the page config's content url: the one a
// financial-service page shows) when editors wrote one: the partner's answer says so (content_page), and only
// then is it asked for. Most partners have none (the shop's points partners, the programme's partners and
// destinations): asking would only get a 404, which the browser logs as an error, opened directly or not.
// An editor in preview sees a draft page the answer cannot know of, so preview always asks.
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { FavoriteToggle } from '@/blocks/favorite-toggle';
import { CmsHtml } from '@/cms/cms-html';
import { CmsPageContext } from '@/cms/cms-page-context';
import { CmsZone } from '@/cms/cms-zone';
import { useCmsPage } from '@/cms/use-cms-page';
import { appConfig } from '@/lib/app-config';
import { formatDay } from '@/lib/format-date';
import { $previewing } from '@/model/content/preview-model';
import { $partner, partnerOpened } from '@/model/partners/partners-model';
import type { PartnerDetail } from '@/model/partners/partners-model';
import { formatMiles } from '@/model/shop/price';
import { contentRequestFor } from '@/templates/content/content-request';
import type { TemplateProps } from '@/templates/template-props';
import { LoadStates } from '@/ui/load-states';
import { RouteLink } from '@/ui/route-links';
import { PartnerLogo } from './partner-logo';
import { WayBack } from './partner-way-back';
import { sameText, withoutOpening } from './said-once';
import { usePageTitle } from '@/ui/page-title';
import { useOpened } from '@/blocks/use-opened';
import { shownFor } from '@/model/remote-data/loadable-query';

/** `id` null: an address whose id cannot be one, not found without a call. */
export function PartnerView({ id, page, params }: { id: number | null } & Pick<TemplateProps, 'page' | 'params'>) {
  const { t } = useTranslation();
  const { partner, open } = useUnit({ partner: $partner, open: partnerOpened });
  useOpened(() => {
    if (id !== null) open(id);
  }, [open, id]);
  const state = shownFor(partner, id === null ? null : (asked) => asked.id === id);
  usePageTitle(state.status === 'ready' ? state.data.name : null);
  return (
    <LoadStates
      state={state}
      heading={{ pending: t('partners.partnerTitle'), notFound: t('partners.notFound.partner') }}
      loading={t('partners.partnerLoading')}
      failed={t('partners.partnerFailed')}
      retryLabel={t('data.retry')}
      onRetry={() => id !== null && open(id)}
      notFound={<WayBack what="partner" partnerId={null} />}
    >
      {(partner) => <PartnerPage partner={partner} page={page} params={params} />}
    </LoadStates>
  );
}

function PartnerPage({ partner, page, params }: { partner: PartnerDetail } & Pick<TemplateProps, 'page' | 'params'>) {
  const { t, i18n } = useTranslation();
  const previewing = useUnit($previewing);
  const zones = partner.cmsContent.zones;
  const banner = zones.partner_banner[0];
  const miles = (n: number) => t('shop.priceMiles', { miles: formatMiles(n, appConfig.constants.numberLocale) });
  return (
    <>
      <p className="partner__back">
        <RouteLink to="partners">{t('partners.backToList')}</RouteLink>
      </p>
      <div className="partner__head">
        <PartnerLogo partner={partner} />
        <div>
          <h1>{partner.name}</h1>
          <p className="partner__type">{t(`partners.typeOf.${partner.type}`)}</p>
          <FavoriteToggle type="partner" id={partner.id} name={partner.name} />
        </div>
      </div>
      {banner ? (
        <img className="partner__banner" src={banner.partner_banner_img} alt="" width={banner.width} height={banner.height} />
      ) : null}
      {partner.summary ? <p className="page__lead">{partner.summary}</p> : null}
      {zones.partner_intro.map((intro, i) => {
        // The <h1> and the lead say the partner's name and summary: an intro does not say them again.
        const text = withoutOpening(intro.text, partner.summary);
        if (sameText(intro.title, partner.name))
          return text === '' ? null : (
            <div key={i} className="partner__intro">
              <CmsHtml html={text} />
            </div>
          );
        return (
          <section key={i} className="partner__intro" aria-labelledby={`partner-intro-${i}`}>
            <h2 id={`partner-intro-${i}`}>{intro.title}</h2>
            <CmsHtml html={text} />
          </section>
        );
      })}
      {partner.content_page || previewing ? <EditorsPage page={page} params={params} /> : null}
      {partner.website ? (
        <p>
          <a href={partner.website} target="_blank" rel="noopener noreferrer">
            {t('partners.website', { partner: partner.name })}
          </a>
        </p>
      ) : null}
      <section className="partner__section" aria-labelledby="partner-articles" data-testid="partner-articles">
        <h2 id="partner-articles">{t('partners.articles')}</h2>
        {partner.articles.length === 0 ? (
          <p>{t('partners.noArticles')}</p>
        ) : (
          <ul className="partner__articles">
            {partner.articles.map((a) => (
              <li key={a.id} className="partner-teaser">
                <img src={a.picture.url} alt="" width={a.picture.width} height={a.picture.height} loading="lazy" />
                <div>
                  <h3>
                    <RouteLink to="partner-details" params={{ id: String(partner.id), article: String(a.id) }}>
                      {a.title}
                    </RouteLink>
                  </h3>
                  <p className="partner-teaser__date">{formatDay(a.published_on, i18n.language)}</p>
                  <p>{a.summary}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {partner.shop_products.length + partner.financial_services.length > 0 ? (
        <section className="partner__section" aria-labelledby="partner-shop" data-testid="partner-shop">
          <h2 id="partner-shop">{t('partners.inTheShop')}</h2>
          <ul className="partner__products">
            {partner.shop_products.map((p) => (
              <li key={`p${p.id}`}>
                <RouteLink to="product-details" params={{ id: String(p.id) }}>
                  {p.name}
                </RouteLink>{' '}
                — {miles(p.price)}
              </li>
            ))}
            {partner.financial_services.map((p) => (
              <li key={`f${p.id}`}>
                <RouteLink to="partner-financial-service" params={{ id: String(p.id) }}>
                  {p.name}
                </RouteLink>{' '}
                — {miles(p.price)} · {t('partners.financialService')}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** The content system's page of the partner; none (404: a page taken down since the partner was read) shows nothing. */
function EditorsPage({ page, params }: Pick<TemplateProps, 'page' | 'params'>) {
  const { t } = useTranslation();
  const { state, preview, retry } = useCmsPage(contentRequestFor(page, { id: params.id }));
  return (
    <LoadStates state={state} loading={t('cms.loading')} failed={t('partners.contentFailed')} retryLabel={t('data.retry')} onRetry={retry}>
      {(content) => (
        <div className="partner__content" data-testid="partner-content">
          <CmsPageContext.Provider value={{ page: content, preview }}>
            <CmsZone items={content.zones.hero} preview={preview} />
            <CmsZone items={content.zones.main} preview={preview} />
          </CmsPageContext.Provider>
        </div>
      )}
    </LoadStates>
  );
}
