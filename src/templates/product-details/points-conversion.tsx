// The loyalty-points product (products_light?type=5, requirements §5): miles converted into a partner's rewards points.
// The quantity is the partner's points; the rate is miles per point; the minimum (requirements §5: "a minimum number of
// miles … shown to the user") is shown in miles and points, and the conversion of the typed quantity follows.
import { useTranslation } from 'react-i18next';
import { appConfig } from '@/lib/app-config';
import type { Product } from '@/model/shop/product-model';
import { formatMiles, priceComponent, priceOf } from '@/model/shop/price';

/** The minimum of a points conversion: in the partner's points, and in miles by the price helper. */
export function pointsMinimum(product: Product): { points: number; miles: number } {
  const points = priceComponent(product.priceComponents.minimumQuantity);
  return { points, miles: priceOf(product.priceComponents, points) };
}

export function PointsConversion({ product, points }: { product: Product; points: number | null }) {
  const { t } = useTranslation();
  const locale = appConfig.constants.numberLocale;
  const partner = product.partner?.name ?? product.name;
  const minimum = pointsMinimum(product);
  const perPoint = priceOf(product.priceComponents, 1);
  return (
    <section className="product__points" aria-labelledby="product-points" data-testid="points-conversion">
      <h2 id="product-points">{t('shop.product.points.title', { partner })}</h2>
      <p>{t('shop.product.points.rate', { miles: formatMiles(perPoint, locale), partner })}</p>
      <p data-testid="points-minimum">
        {t('shop.product.points.minimum', { miles: formatMiles(minimum.miles, locale), points: formatMiles(minimum.points, locale) })}
      </p>
      {points !== null && points >= minimum.points ? (
        <p aria-live="polite" data-testid="points-result">
          {t('shop.product.points.result', {
            points: formatMiles(points, locale),
            miles: formatMiles(priceOf(product.priceComponents, points), locale),
          })}
        </p>
      ) : null}
    </section>
  );
}
