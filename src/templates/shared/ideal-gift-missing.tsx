// What a member still lacks for the ideal gift, and where to get it: on the ideal gift's page and on the page of
// each of its products, so Add to basket is never pressed only to be refused.
import { useTranslation } from 'react-i18next';
import { appConfig } from '@/lib/app-config';
import type { IdealGiftAccess } from '@/model/shop/product-model';
import { formatMiles } from '@/model/shop/price';
import { ButtonLink } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { RouteLink } from '@/ui/route-links';

export function IdealGiftMissing({ access, id }: { access: IdealGiftAccess; id?: string }) {
  const { t } = useTranslation();
  const locale = appConfig.constants.numberLocale;
  return (
    <Notice tone="info" live={false} data-testid="ideal-gift-missing" id={id}>
      <p>{t('shop.ideal.rule', { miles: formatMiles(access.threshold, locale) })}</p>
      <ul>
        {access.missing_miles > 0 ? (
          <li>
            {t('shop.ideal.missingMiles', { miles: formatMiles(access.missing_miles, locale) })}{' '}
            <RouteLink to="how-to-earn">{t('shop.ideal.earn')}</RouteLink>
          </li>
        ) : null}
        {access.missing_partner_sales > 0 ? <li>{t('shop.ideal.missingSales', { count: access.missing_partner_sales })}</li> : null}
      </ul>
      <p>
        <ButtonLink to="shop" params={{ id: 'all' }}>
          {t('shop.ideal.meanwhile')}
        </ButtonLink>
      </p>
    </Notice>
  );
}
