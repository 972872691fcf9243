// The basket (requirements §2.2 /basket, §4): the lines with their changes under way, quantity and removal, the delivery
// address, the server's total and the member's balance, "not enough miles" with the shortfall (which blocks the
// submit), and after the submit a confirmation with the order number and the new balance.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { appConfig } from '@/lib/app-config';
import { loadableOf } from '@/lib/loadable';
import {
  $basket,
  $basketBusy,
  $basketLines,
  $basketState,
  $lastOrder,
  $shopMessages,
  $submitting,
  addressSaveFx,
  basketOpened,
  basketSubmitted,
  itemRemoved,
  quantityChanged,
  shopMessagesCleared,
} from '@/model/shop/basket-model';
import { formatMiles } from '@/model/shop/price';
import type { TemplateProps } from '@/templates/template-props';
import { Button, ButtonLink } from '@/ui/button';
import { LoadStates } from '@/ui/load-states';
import { Notice } from '@/ui/notice';
import { BasketLineRow } from './basket-line';
import { DeliveryAddressBox } from './delivery-address';
import '@/templates/templates.css';
import './basket.css';
import { EmptyWithShopLink } from '../shared/empty-with-shop-link';

export default function BasketTemplate({ title }: TemplateProps) {
  const { t } = useTranslation();
  const m = useUnit({
    basket: $basket,
    basketState: $basketState,
    lines: $basketLines,
    busy: $basketBusy,
    submitting: $submitting,
    messages: $shopMessages,
    order: $lastOrder,
    open: basketOpened,
    change: quantityChanged,
    remove: itemRemoved,
    saveAddress: addressSaveFx,
    submit: basketSubmitted,
    clear: shopMessagesCleared,
  });
  const { open, clear } = m;
  useEffect(() => {
    open();
    return () => clear();
  }, [open, clear]);
  const confirmation = useRef<HTMLElement>(null);
  // Why: the submit button leaves with the basket; without this the focus would fall back to the page's start.
  useEffect(() => {
    if (m.order) confirmation.current?.focus();
  }, [m.order]);
  const miles = (n: number) => t('shop.priceMiles', { miles: formatMiles(n, appConfig.constants.numberLocale) });

  if (m.order)
    return (
      <div className="page basket" data-template="basket">
        <h1>{t('shop.basket.confirmedTitle')}</h1>
        <Notice tone="success" data-testid="order-confirmation" ref={confirmation} tabIndex={-1}>
          <p>{t('shop.basket.confirmed', { number: m.order.number })}</p>
          <p>{t('shop.basket.newBalance', { miles: formatMiles(m.order.balance, appConfig.constants.numberLocale) })}</p>
        </Notice>
        <p className="page__actions">
          <ButtonLink to="my-orders">{t('shop.basket.seeOrders')}</ButtonLink>
          <ButtonLink to="shop" params={{ id: 'all' }} variant="secondary">
            {t('shop.backToShop')}
          </ButtonLink>
        </p>
      </div>
    );
  const basket = m.basket;
  // The server's basket once it has come (a failed reread keeps it), shown as its lines with the changes under way.
  const state = loadableOf(basket ? m.lines : null, m.basketState.status === 'failure');
  const addressMissing = Boolean(basket?.needs_delivery_address && !basket.delivery_address);
  return (
    <div className="page basket" data-template="basket">
      <h1>{title}</h1>
      {m.messages.map((msg) => (
        <Notice key={msg.id} tone="error" as="p">
          {msg.name ? `${msg.name}: ` : ''}
          {t(`validation.server.${msg.key}`, { defaultValue: t('validation.server.generic') })}
        </Notice>
      ))}
      <LoadStates
        state={state}
        loading={t('shop.basket.loading')}
        failed={t('shop.basket.failed')}
        retryLabel={t('data.retry')}
        onRetry={open}
        empty={<EmptyWithShopLink message={t('shop.basket.empty')} testId="basket-empty" />}
      >
        {(lines) =>
          // Lines are ready only with the basket they come from.
          basket ? (
            <>
              <ul className="basket__lines" aria-label={t('shop.basket.lines')}>
                {lines.map((line) => (
                  <BasketLineRow
                    key={line.key}
                    line={line}
                    onQuantity={(itemId, quantity) => m.change({ itemId, quantity })}
                    onRemove={m.remove}
                  />
                ))}
              </ul>
              {basket.needs_delivery_address ? <DeliveryAddressBox basket={basket} onSave={m.saveAddress} /> : null}
              <dl className="basket__totals" aria-busy={m.busy}>
                <dt>{t('shop.basket.total')}</dt>
                <dd data-testid="basket-total">{m.busy ? t('shop.basket.pricePending') : miles(basket.total)}</dd>
                <dt>{t('shop.basket.balance')}</dt>
                <dd>{miles(basket.balance)}</dd>
              </dl>
              {basket.shortfall > 0 ? (
                <Notice tone="warning" data-testid="basket-shortfall" id="basket-shortfall">
                  <p>{t('shop.basket.shortfall', { miles: formatMiles(basket.shortfall, appConfig.constants.numberLocale) })}</p>
                </Notice>
              ) : null}
              <p className="page__actions">
                <Button
                  onClick={m.submit}
                  busy={m.submitting}
                  operation="submitBasket"
                  // A press while the basket is re-read is accepted and held until the total is final (basket-model.ts), so
                  // the button is not marked unavailable then; the totals say they are pending.
                  aria-disabled={basket.shortfall > 0 || addressMissing || undefined}
                  // Unavailable, the button says why: the missing address or the miles short, each shown above it.
                  aria-describedby={addressMissing ? 'basket-no-address' : basket.shortfall > 0 ? 'basket-shortfall' : undefined}
                >
                  {t('shop.basket.submit', { miles: formatMiles(basket.total_miles, appConfig.constants.numberLocale) })}
                </Button>
              </p>
            </>
          ) : null
        }
      </LoadStates>
    </div>
  );
}
