// My orders (requirements §2.2 /my-orders): every order with its lines, total, date and status (requirements §3: delivered,
// cancelled, in the course of delivery) in the member's language, a voucher's code once delivered, and a link
// to the history, where the order's `order` line debited the miles.
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { appConfig } from '@/lib/app-config';
import { formatDay } from '@/lib/format-date';
import { $orders, ordersOpened } from '@/model/shop/catalogue-model';
import { formatMiles } from '@/model/shop/price';
import type { TemplateProps } from '@/templates/template-props';
import { LoadStates } from '@/ui/load-states';
import { RouteLink } from '@/ui/route-links';
import '@/templates/templates.css';
import './my-orders.css';
import { EmptyWithShopLink } from '../shared/empty-with-shop-link';
import { useOpened } from '@/blocks/use-opened';

export default function MyOrdersTemplate({ title }: TemplateProps) {
  const { t, i18n } = useTranslation();
  const { orders, open } = useUnit({ orders: $orders, open: ordersOpened });
  useOpened(() => {
    open();
  }, [open]);
  const miles = (n: number) => t('shop.priceMiles', { miles: formatMiles(n, appConfig.constants.numberLocale) });
  return (
    <div className="page my-orders" data-template="my-orders">
      <h1>{title}</h1>
      <LoadStates
        state={orders}
        loading={t('shop.orders.loading')}
        failed={t('shop.orders.failed')}
        retryLabel={t('data.retry')}
        onRetry={open}
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyWithShopLink message={t('shop.orders.empty')} testId="orders-empty" />
          ) : (
            <ul className="orders">
              {list.map((o) => (
                <li key={o.id} className="order" data-testid="order">
                  <h2 className="order__title">{t('shop.orders.number', { number: o.number })}</h2>
                  <p className="order__meta">
                    {t('shop.orders.placed', { date: formatDay(o.created_at, i18n.language, 'medium') })} ·{' '}
                    <strong>{t(`shop.orders.status.${o.status}`)}</strong> · {t('shop.orders.total', { miles: miles(o.total) })}
                  </p>
                  <ul className="order__lines">
                    {o.lines.map((l) => (
                      <li key={l.id}>
                        {l.quantity} × {l.variant ? `${l.product.name} – ${l.variant.name}` : l.product.name} — {miles(l.price)} ·{' '}
                        {t(`shop.orders.status.${l.status}`)}
                        {l.voucher_code ? <> · {t('shop.orders.voucher', { code: l.voucher_code })}</> : null}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )
        }
      </LoadStates>
      <p>
        <RouteLink to="my-miles">{t('shop.orders.history')}</RouteLink>
      </p>
    </div>
  );
}
