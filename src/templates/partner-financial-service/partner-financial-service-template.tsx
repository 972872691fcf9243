// A partner's financial service (requirements §2.2 /exchange-my-miles/details/:id/financial-service): the catalogue's
// product (kind "financial") presented with its partner's content-system page (/discover/partners/<id>, the
// partner page's own content url) and its request form, a schema form (schemas/forms/financial-service-request)
// sent to createFinancialServiceRequest. An unknown id, or a product that is no financial service, is
// "Product not found" with the way back to the shop.
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { CmsHtml } from '@/cms/cms-html';
import { AddedFieldRows } from '@/forms/added-fields';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import type { FormValues } from '@/forms/form-types';
import { appConfig } from '@/lib/app-config';
import { formatDay } from '@/lib/format-date';
import type { Product } from '@/model/shop/product-model';
import { $financialReceipt, FINANCIAL_KIND, anotherRequestAsked, sendFinancialRequestFx } from '@/model/shop/financial-model';
import type { FinancialRequestBody } from '@/model/shop/financial-model';
import { formatMiles } from '@/model/shop/price';
import type { TemplateProps } from '@/templates/template-props';
import { useOpenedProduct } from '@/templates/shared/use-opened-product';
import { Button } from '@/ui/button';
import { figureListClass } from '@/ui/figure-list-class';
import { LoadStates } from '@/ui/load-states';
import { Spinner } from '@/ui/spinner';
import { narrowed } from '@/lib/loadable';
import { BackToShop } from '@/templates/shared/empty-with-shop-link';
import { Notice } from '@/ui/notice';
import { RouteLink } from '@/ui/route-links';
import { PartnerContent } from './partner-content';
import '@/templates/templates.css';
import './partner-financial-service.css';
import { usePageTitle } from '@/ui/page-title';

export default function PartnerFinancialServiceTemplate({ params }: TemplateProps) {
  const { t } = useTranslation();
  const id = Number(params.id);
  const { state, retry } = useOpenedProduct(id);
  // Why a gift is "not found" here: this page only sells a partner's service; the gift has its own page.
  const service = narrowed(state, (product) =>
    product.kind === FINANCIAL_KIND && product.partner ? { ...product, partner: product.partner } : null,
  );
  return (
    // The page is laid out as a financial once there is one; its states are a plain page.
    <div className={service.status === 'ready' ? 'page financial' : 'page'} data-template="partner-financial-service">
      <LoadStates
        state={service}
        heading={{ pending: t('shop.titles.financialService'), notFound: t('shop.product.notFound') }}
        loading={t('shop.financial.loading')}
        failed={t('shop.financial.failed')}
        retryLabel={t('data.retry')}
        onRetry={retry}
        notFound={<BackToShop />}
      >
        {(product) => <FinancialService key={id} product={product} partner={product.partner} />}
      </LoadStates>
    </div>
  );
}

// The receipt repeats how the partner will reach the member (the phone, the time of day) and any field an editor added,
// under their labels from the form's files; the member's own question, subscription code and consent are not repeated.
const notRepeated = ['message', 'subscription_code', 'consent'];

function FinancialService({ product, partner }: { product: Product; partner: { id: number; name: string } }) {
  const { t, i18n } = useTranslation();
  const locale = appConfig.constants.numberLocale;
  const { receipt, send, another } = useUnit({ receipt: $financialReceipt, send: sendFinancialRequestFx, another: anotherRequestAsked });
  const shown = receipt?.product.id === product.id ? receipt : null;
  const outcome = useRef<HTMLElement>(null);
  // Why: the form is replaced by its receipt; focus follows, so a keyboard user hears and sees the result.
  useEffect(() => {
    if (shown) outcome.current?.focus();
  }, [shown]);
  // The form's values are valid by its schema (the same one the API reads), plus the product the page names.
  const submit = async (data: FormValues) => {
    await send({ ...(data as Omit<FinancialRequestBody, 'product_id'>), product_id: product.id });
  };
  usePageTitle(product.name);
  return (
    <>
      <div className="financial__head">
        <img className="financial__logo" src={`/media/partners/${partner.id}.svg`} alt="" width={160} height={80} />
        <div>
          <h1>{product.name}</h1>
          <p className="financial__partner">{t('shop.financial.offeredBy', { partner: partner.name })}</p>
          <p className="financial__price" data-testid="product-price">
            {t('shop.priceMiles', { miles: formatMiles(product.price, locale) })}
          </p>
          <p>{t(`shop.delivery.${product.delivery.kind}`)}</p>
        </div>
      </div>
      <div className="financial__body">
        <div className="financial__about">
          <div className="product__description">
            <CmsHtml html={product.description} />
          </div>
          <PartnerContent partner={partner} />
        </div>
        <section className="financial__request" aria-labelledby="financial-request">
          <h2 id="financial-request">{t('shop.financial.formTitle')}</h2>
          {shown ? (
            <Notice tone="success" live={false} ref={outcome} tabIndex={-1} title={t('shop.financial.receiptTitle')} titleLevel={3}>
              <p data-testid="financial-receipt">
                {t('shop.financial.receipt', {
                  reference: shown.reference,
                  partner: shown.partner.name,
                  date: formatDay(shown.created_at, i18n.language),
                  by: formatDay(shown.answer_by, i18n.language),
                })}
              </p>
              <dl className={figureListClass('financial__sent')} data-testid="financial-sent">
                <AddedFieldRows formId="financial-service-request" values={shown} shown={notRepeated} />
              </dl>
              <p>
                <Button variant="secondary" onClick={() => another()}>
                  {t('shop.financial.another')}
                </Button>
              </p>
            </Notice>
          ) : (
            <>
              <p>{t('shop.financial.formIntro', { partner: partner.name })}</p>
              <Suspense fallback={<Spinner label={t('shop.financial.loading')} />}>
                <LazySchemaForm formId="financial-service-request" submitLabel="forms.financialServiceRequest.submit" onSubmit={submit} />
              </Suspense>
            </>
          )}
          <p>
            <RouteLink to="product-details" params={{ id: String(product.id) }}>
              {t('shop.financial.backToProduct')}
            </RouteLink>
          </p>
        </section>
      </div>
    </>
  );
}
