// A gift's page (requirements §2.2 /exchange-my-miles/details/:id and …/:id/all): pictures, the description (CMS HTML,
// sanitised in src/cms), the options (variants; /all lists every one), the quantity from the product's minimum,
// the delivery promise of its kind (requirements §9), the extra fields its schema asks for, and Add to basket. The
// addition is optimistic in the basket model: the header's count moves at once; a refusal is said here.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { FavoriteToggle } from '@/blocks/favorite-toggle';
import { CmsHtml } from '@/cms/cms-html';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import type { ApiViolation, FormFields, FormValues } from '@/forms/form-types';
import { appConfig } from '@/lib/app-config';
import { $pendingAdds, $shopMessages, productAdded, shopMessageDismissed } from '@/model/shop/basket-model';
import { $idealGiftAccess, idealGiftProductOpened } from '@/model/shop/product-model';
import type { Product } from '@/model/shop/product-model';
import { formatMiles, priceComponent, priceOf } from '@/model/shop/price';
import type { TemplateProps } from '@/templates/template-props';
import { IdealGiftMissing } from '@/templates/shared/ideal-gift-missing';
import { useOpenedProduct } from '@/templates/shared/use-opened-product';
import { ButtonLink } from '@/ui/button';
import { LoadStates } from '@/ui/load-states';
import { BackToShop } from '@/templates/shared/empty-with-shop-link';
import { Notice } from '@/ui/notice';
import { RouteLink } from '@/ui/route-links';
import { ExtraFieldsField, extraFieldsOf, extraProblems } from './extra-fields';
import { PointsConversion, pointsMinimum } from './points-conversion';
import '@/templates/templates.css';
import './product-details.css';
import { usePageTitle } from '@/ui/page-title';

/** Options listed on the product's own page; more go to its /all page. */
const FEW_VARIANTS = 4;
/** The product's extra fields, in the add-to-basket form ("ui:field": "extraFields"). */
const extraFieldFields: FormFields = { extraFields: ExtraFieldsField };

export default function ProductDetailsTemplate({ params, routeId }: TemplateProps) {
  const { t } = useTranslation();
  const id = Number(params.id);
  const { state, retry } = useOpenedProduct(id);
  return (
    // The page is laid out as a product once there is one; its states are a plain page.
    <div className={state.status === 'ready' ? 'page product' : 'page'} data-template="product-details">
      <LoadStates
        state={state}
        heading={{ pending: t('shop.product.title'), notFound: t('shop.product.notFound') }}
        loading={t('shop.product.loading')}
        failed={t('shop.product.failed')}
        retryLabel={t('data.retry')}
        onRetry={retry}
        notFound={<BackToShop />}
      >
        {(product) => <ProductView key={id} product={product} all={routeId === 'product-details-all'} />}
      </LoadStates>
    </div>
  );
}

function ProductView({ product, all }: { product: Product; all: boolean }) {
  const { t } = useTranslation();
  const locale = appConfig.constants.numberLocale;
  const { adds, messages, add, dismiss, access, accessWanted } = useUnit({
    adds: $pendingAdds,
    messages: $shopMessages,
    add: productAdded,
    dismiss: shopMessageDismissed,
    access: $idealGiftAccess,
    accessWanted: idealGiftProductOpened,
  });
  // Why: an ideal gift is sold only with access; the page says what is missing before Add to basket is pressed.
  useEffect(() => {
    if (product.ideal_gift) accessWanted();
  }, [product.ideal_gift, accessWanted]);
  const lacksAccess = product.ideal_gift && !(access.status === 'ready' && access.data.access);
  const minimum = priceComponent(product.priceComponents.minimumQuantity);
  const points = product.kind === 'points';
  const fields = useMemo(() => extraFieldsOf(product), [product]);
  const shownVariants = all ? product.variants : product.variants.slice(0, FEW_VARIANTS);
  // The form's choices and texts: the options with their prices, the extra fields, the minimum its texts name.
  const formContext = useMemo(
    () => ({
      options: {
        variant: shownVariants.map((v) => ({
          value: v.id,
          label: `${v.name} – ${t('shop.priceMiles', { miles: formatMiles(v.price, locale) })}`,
        })),
      },
      extraFields: fields,
      textValues: {
        count: minimum,
        minimum: formatMiles(minimum, locale),
        ...(points ? { context: 'points', partner: product.partner?.name ?? product.name } : {}),
      },
    }),
    [shownVariants, fields, minimum, points, product, t, locale],
  );
  const [initialData] = useState<FormValues>(() => ({
    ...(product.variants[0] ? { variant: product.variants[0].id } : {}),
    quantity: minimum,
    ...(fields.length ? { extras: Object.fromEntries(fields.map((f) => [f.name, ''])) } : {}),
  }));
  // What the form holds now: the total and the points' conversion follow it as it is typed.
  const [values, setValues] = useState<FormValues>(initialData);
  const [lastKey, setLastKey] = useState<string | null>(null);
  const chosen = product.variants.find((v) => v.id === values.variant) ?? null;
  const count = typeof values.quantity === 'number' && Number.isInteger(values.quantity) ? values.quantity : NaN;
  const quantityOk = count >= minimum;
  const unitComponents = { ...product.priceComponents, ...(chosen?.unitPrice ? { unitPrice: chosen.unitPrice } : {}) };
  // The gift's price is that of its minimum quantity (requirements §9's price helper); a larger quantity's total
  // is said beside the quantity, so the headline never changes under the member's eyes.
  const price = priceOf(unitComponents, minimum);
  // A points conversion says its own figures (PointsConversion).
  const total = !points && quantityOk && count > minimum ? priceOf(unitComponents, count) : null;
  const adding = lastKey !== null && adds.some((a) => a.key === lastKey);
  const refusal = lastKey === null ? undefined : messages.find((m) => m.id === `add:${lastKey}`);
  const outcome = useRef<HTMLElement>(null);
  const settled = lastKey !== null && !adding;
  // The form's submit waits for the addition it sent (its button says "Sending…" meanwhile).
  const waiting = useRef(new Map<string, () => void>());
  useEffect(() => {
    for (const [key, done] of waiting.current)
      if (!adds.some((a) => a.key === key)) {
        waiting.current.delete(key);
        done();
      }
  }, [adds]);
  // Why: a keyboard user pressed Add and would otherwise stay on the button, not knowing where the result is;
  // the outcome (added with its basket link, or the refusal) takes focus once the addition has settled.
  useEffect(() => {
    if (settled) outcome.current?.focus();
  }, [settled, lastKey, refusal]);

  /** The product's own rules, refused on their fields as the API would: its minimum quantity, its extra fields. */
  const submit = (data: FormValues): Promise<void> => {
    const quantity = Number(data.quantity);
    const belowMinimum = quantity < minimum;
    const violations: ApiViolation[] = [
      ...(belowMinimum
        ? [
            {
              propertyPath: 'quantity',
              message: points
                ? t('shop.product.points.belowMinimum', {
                    points: formatMiles(pointsMinimum(product).points, locale),
                    miles: formatMiles(pointsMinimum(product).miles, locale),
                  })
                : t('shop.product.quantityError', { count: minimum, minimum: formatMiles(minimum, locale) }),
            },
          ]
        : []),
      ...extraProblems(fields, data.extras),
    ];
    if (violations.length > 0) return Promise.reject({ code: 422, errors: violations });
    if (lastKey) dismiss(`add:${lastKey}`);
    const key = crypto.randomUUID();
    setLastKey(key);
    const variant = typeof data.variant === 'number' ? data.variant : null;
    const option = product.variants.find((v) => v.id === variant);
    const extras = fields.length ? (data.extras as Record<string, string>) : undefined;
    return new Promise((resolve) => {
      waiting.current.set(key, resolve);
      add({
        key,
        product: product.id,
        name: option ? `${product.name} – ${option.name}` : product.name,
        variant,
        quantity,
        countsOne: points,
        ...(extras ? { extras } : {}),
      });
    });
  };
  usePageTitle(product.name);
  return (
    <>
      <div className="product__pictures">
        {(product.pictures.length ? product.pictures : [product.picture]).map((src, i) => (
          <img
            key={src}
            src={src}
            alt={i === 0 ? '' : t('shop.product.picture', { n: i + 1, name: product.name })}
            width={480}
            height={360}
          />
        ))}
      </div>
      <div className="product__main">
        <h1>{product.name}</h1>
        {product.partner ? <p className="product__partner">{t('shop.product.partner', { name: product.partner.name })}</p> : null}
        <p className="product__price" data-testid="product-price">
          {t('shop.priceMiles', { miles: formatMiles(price, locale) })}
        </p>
        <p className="product__delivery">{t(`shop.delivery.${product.delivery.kind}`)}</p>
        <FavoriteToggle type="product" id={product.id} name={product.name} />
        {product.kind === 'financial' && product.partner ? (
          <p className="product__financial">
            <ButtonLink to="partner-financial-service" params={{ id: String(product.id) }} data-testid="financial-link">
              {t('shop.product.financialLink', { partner: product.partner.name })}
            </ButtonLink>
          </p>
        ) : null}
        {points ? <PointsConversion product={product} points={quantityOk ? count : null} /> : null}
        <div className="product__form">
          <LazySchemaForm
            formId="add-to-basket"
            submitLabel="shop.product.add"
            initialData={initialData}
            formContext={formContext}
            fields={extraFieldFields}
            heldBy={lacksAccess ? 'ideal-gift-access' : undefined}
            onChange={setValues}
            onSubmit={submit}
          />
          {!all && product.variants.length > FEW_VARIANTS ? (
            <p>
              <RouteLink to="product-details-all" params={{ id: String(product.id) }}>
                {t('shop.product.allOptions', { count: product.variants.length })}
              </RouteLink>
            </p>
          ) : null}
          <p className="product__total" aria-live="polite" data-testid="product-total">
            {total !== null ? t('shop.product.total', { count, miles: formatMiles(total, locale) }) : null}
          </p>
        </div>
        {product.ideal_gift ? (
          <LoadStates
            state={access}
            loading={t('shop.ideal.loading')}
            // The note that holds Add to basket meanwhile; screen readers hear the same words as the loading status.
            placeholder={
              <p id="ideal-gift-access" className="product__hint" aria-hidden="true">
                {t('shop.ideal.loading')}
              </p>
            }
            failed={t('shop.ideal.failed')}
            retryLabel={t('data.retry')}
            onRetry={accessWanted}
          >
            {(checked) => (checked.access ? null : <IdealGiftMissing access={checked} id="ideal-gift-access" />)}
          </LoadStates>
        ) : null}
        <div aria-live="polite">
          {lastKey && !adding && !refusal ? (
            <Notice tone="success" as="p" live={false} ref={outcome} tabIndex={-1}>
              {t('shop.product.added')} <RouteLink to="basket">{t('shop.product.seeBasket')}</RouteLink>
            </Notice>
          ) : null}
        </div>
        {refusal ? (
          <Notice tone="error" as="p" ref={outcome} tabIndex={-1}>
            {t(`validation.server.${refusal.key}`, { defaultValue: t('validation.server.generic') })}
          </Notice>
        ) : null}
        <div className="product__description">
          <CmsHtml html={product.description} />
        </div>
      </div>
    </>
  );
}
