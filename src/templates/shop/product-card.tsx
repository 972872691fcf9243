import { useTranslation } from 'react-i18next';
import { FavoriteToggle } from '@/blocks/favorite-toggle';
import { appConfig } from '@/lib/app-config';
import type { Product } from '@/model/shop/catalogue-model';
import { formatMiles } from '@/model/shop/price';
import { RouteLink } from '@/ui/route-links';

/** One gift of the grid: picture (its space reserved), name linking to its page, price, favorite, shortfall. */
export function ProductCard({ product, balance }: { product: Product; balance: number | null }) {
  const { t } = useTranslation();
  const locale = appConfig.constants.numberLocale;
  const missing = balance === null ? 0 : Math.ceil(product.price - balance);
  return (
    <li className="product-card" data-testid="product-card">
      {/* Why alt="": the name right below says what the picture shows; read twice it would be noise. */}
      <img className="product-card__picture" src={product.picture} alt="" width={320} height={240} loading="lazy" />
      <h2 className="product-card__name">
        <RouteLink to="product-details" params={{ id: String(product.id) }}>
          {product.name}
        </RouteLink>
      </h2>
      <p className="product-card__price" data-testid="product-price">
        {t('shop.priceMiles', { miles: formatMiles(product.price, locale) })}
      </p>
      {missing > 0 ? <p className="product-card__short">{t('shop.notEnough', { miles: formatMiles(missing, locale) })}</p> : null}
      {/* Why compact: a phone's two columns leave a card ~130 px, narrower than "Aan mijn favorieten toevoegen". */}
      <FavoriteToggle type="product" id={product.id} name={product.name} compact />
    </li>
  );
}
