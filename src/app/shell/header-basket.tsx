// The basket's item count in the header on every member page (on phones inside the menu): users_stats' count until a
// page loads the basket model, then the model's, which moves at once with an addition under way (header-basket-count.ts).
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $headerBasketCount } from '@/model/shop/header-basket-count';
import { RouteLink } from '@/ui/route-links';
import './header-basket.css';

export function HeaderBasket() {
  const { t } = useTranslation();
  const count = useUnit($headerBasketCount);
  return (
    <RouteLink to="basket" className="header-basket" data-testid="header-basket">
      {t('member.basket', { count })}
    </RouteLink>
  );
}
