// The basket's item count in the header on every member page (issue 13; on phones inside the menu): users_stats' count until the basket
// is read, then the basket model's, which moves at once with an addition under way.
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $basketCount } from '@/model/shop/basket-model';
import { RouteLink } from '@/ui/route-links';
import './header-basket.css';

export function HeaderBasket() {
  const { t } = useTranslation();
  const count = useUnit($basketCount);
  return (
    <RouteLink to="basket" className="header-basket" data-testid="header-basket">
      {t('shop.headerBasket', { count })}
    </RouteLink>
  );
}
