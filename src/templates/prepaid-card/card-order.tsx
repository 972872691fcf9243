// Ordering a card (or a replacement): what it is, its cost, the delivery promise and the address it will be
// sent to (the profile's, editable for this order), then "Order my card" → a confirmation → the order. The address is
// shown with its country's name (the API's, or the list's for one typed here) and ordered without it (sentAddress).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $orderError, $orderReview, $ordering, orderCancelled, orderConfirmed, orderStarted } from '@/model/card/card-model';
import type { CardStatus } from '@/model/card/card-types';
import { ActionRow } from '@/ui/action-row';
import { Button } from '@/ui/button';
import { useFocusOnChange } from '@/ui/use-focus-on-change';
import { Dialog } from '@/ui/dialog';
import { Notice } from '@/ui/notice';
import { AddressText, DeliveryAddressForm, sentAddress } from '@/templates/shared/delivery-address';
import type { DeliveredAddress } from '@/templates/shared/delivery-address';
import { formatCardMiles } from './card-format';
import { errorText } from './card-errors';
import { figureListClass } from '@/ui/figure-list-class';

interface Props {
  status: CardStatus;
  /** A replacement of a blocked or expired card (other wording, the old card's address first). */
  replacement?: boolean;
}

export function CardOrder({ status, replacement = false }: Props) {
  const { t } = useTranslation();
  const units = useUnit({
    review: $orderReview,
    error: $orderError,
    ordering: $ordering,
    start: orderStarted,
    confirm: orderConfirmed,
    cancel: orderCancelled,
  });
  const initial = (replacement ? status.card?.delivery_address : null) ?? status.default_delivery_address;
  const [address, setAddress] = useState<DeliveredAddress | null>(initial);
  const [editing, setEditing] = useState(initial === null);
  const box = useRef<HTMLElement>(null);
  const change = useRef<HTMLButtonElement>(null);
  // Opened: its first field; closed (saved, cancelled): the button that opens it again.
  useFocusOnChange(() => (editing ? box.current?.querySelector<HTMLElement>('input, select') : change.current), editing);
  const { offer } = status;
  const cost = formatCardMiles(offer.cost_miles);
  const prefix = replacement ? 'card.replacement' : 'card.order';

  return (
    <section className="account-card prepaid-card__order" aria-labelledby="card-order-title" data-testid="card-order" ref={box}>
      <h2 id="card-order-title">{t(`${prefix}.title`)}</h2>
      <p>{t(`${prefix}.intro`)}</p>
      <dl className={figureListClass('prepaid-card__figures')}>
        <div>
          <dt>{t('card.order.cost')}</dt>
          <dd data-testid="card-cost">{t('card.miles', { miles: cost })}</dd>
        </div>
        <div>
          <dt>{t('card.order.delivery')}</dt>
          <dd>{t('card.order.deliveryValue', { days: offer.delivery_business_days })}</dd>
        </div>
      </dl>
      <h3 id="card-address-title">{t('card.address.title')}</h3>
      {editing ? (
        <DeliveryAddressForm
          initial={address}
          onSave={async (value) => {
            setAddress(value);
            setEditing(false);
          }}
        >
          {address ? (
            <Button variant="link" size="small" onClick={() => setEditing(false)}>
              {t('deliveryAddress.cancel')}
            </Button>
          ) : null}
        </DeliveryAddressForm>
      ) : (
        <>
          {address ? <AddressText address={address} testId="card-address" /> : null}
          {address === status.default_delivery_address ? <p className="prepaid-card__hint">{t('card.address.fromProfile')}</p> : null}
          <Button variant="secondary" size="small" onClick={() => setEditing(true)} ref={change}>
            {t('card.address.change')}
          </Button>
        </>
      )}
      {units.error ? (
        <Notice tone="error" data-testid="card-order-error">
          <p>
            {units.error.shortfall !== null
              ? t('card.errors.shortfall', { miles: formatCardMiles(units.error.shortfall) })
              : errorText(t, units.error.code)}
          </p>
        </Notice>
      ) : null}
      <ActionRow className="prepaid-card__actions">
        <Button
          onClick={() => !editing && address && units.start(sentAddress(address))}
          aria-disabled={!address || editing || undefined}
          operation="orderCard"
        >
          {t(`${prefix}.submit`)}
        </Button>
      </ActionRow>
      <Dialog
        open={units.review !== null}
        onClose={() => units.cancel()}
        title={t(`${prefix}.confirmTitle`)}
        actions={
          <ActionRow>
            <Button busy={units.ordering} onClick={() => units.confirm()} data-testid="card-order-confirm">
              {t('card.order.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => units.cancel()}>
              {t('card.cancel')}
            </Button>
          </ActionRow>
        }
      >
        <p>{t('card.order.confirmBody', { miles: cost, days: offer.delivery_business_days })}</p>
        {/* The address under review is the one shown behind the dialog, which the model holds as sent: without its name. */}
        {units.review && address ? <AddressText address={address} /> : null}
        {units.error?.code === 'network' || units.error?.code === 'server' ? (
          <Notice tone="warning">
            <p>{errorText(t, units.error.code)}</p>
          </Notice>
        ) : null}
      </Dialog>
    </section>
  );
}
