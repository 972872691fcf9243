// The ideal gift (SPEC §2.2, §5: at least one partner sale and 80 000 miles). Without access the member sees
// exactly what is missing and where to get it (never a dead end); with access, the selection, whose gifts are
// ordered through the basket like any other.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { appConfig } from '@/lib/app-config';
import { $idealGift, idealGiftOpened } from '@/model/shop/catalogue-model';
import { formatMiles } from '@/model/shop/price';
import { $mainBalance } from '@/model/user/user-model';
import type { TemplateProps } from '@/templates/template-props';
import { ProductCard } from '@/templates/shop/product-card';
import { ButtonLink } from '@/ui/button';
import { LoadFailure } from '@/ui/load-failure';
import { Notice } from '@/ui/notice';
import { RouteLink } from '@/ui/route-links';
import { Spinner } from '@/ui/spinner';
import '@/templates/templates.css';
import '@/templates/shop/shop.css';

export default function IdealGiftTemplate({ title }: TemplateProps) {
  const { t } = useTranslation();
  const { state, open, balance } = useUnit({ state: $idealGift, open: idealGiftOpened, balance: $mainBalance });
  useEffect(() => {
    open();
  }, [open]);
  const locale = appConfig.constants.numberLocale;
  return (
    <div className="page ideal-gift" data-template="ideal-gift">
      <h1>{title}</h1>
      {state.status === 'loading' ? <Spinner label={t('shop.ideal.loading')} /> : null}
      {state.status === 'failure' ? <LoadFailure message={t('shop.ideal.failed')} retryLabel={t('data.retry')} onRetry={open} /> : null}
      {state.status === 'ready' && !state.data.access.access ? (
        <Notice tone="info" live={false} data-testid="ideal-gift-missing">
          <p>{t('shop.ideal.rule', { miles: formatMiles(state.data.access.threshold, locale) })}</p>
          <ul>
            {state.data.access.missing_miles > 0 ? (
              <li>
                {t('shop.ideal.missingMiles', { miles: formatMiles(state.data.access.missing_miles, locale) })}{' '}
                <RouteLink to="how-to-earn">{t('shop.ideal.earn')}</RouteLink>
              </li>
            ) : null}
            {state.data.access.missing_partner_sales > 0 ? (
              <li>{t('shop.ideal.missingSales', { count: state.data.access.missing_partner_sales })}</li>
            ) : null}
          </ul>
          <p>
            <ButtonLink to="shop" params={{ id: 'all' }}>
              {t('shop.ideal.meanwhile')}
            </ButtonLink>
          </p>
        </Notice>
      ) : null}
      {state.status === 'ready' && state.data.access.access ? (
        <>
          <p>{t('shop.ideal.welcome')}</p>
          <ul className="shop__grid">
            {state.data.products.map((p) => (
              <ProductCard key={p.id} product={p} balance={balance} />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
