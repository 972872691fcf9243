// The delivery address of a basket with a physical gift: the profile's (the server fills it in), shown with a
// way to change it for this order; saved on the basket (PATCH baskets/{id}), back to the profile's with null. The
// basket's answer names its country; the address is saved without that name (sentAddress).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Basket, DeliveryAddress } from '@/model/shop/basket-model';
import { Button } from '@/ui/button';
import { useFocusOnChange } from '@/ui/use-focus-on-change';
import { AddressText, DeliveryAddressForm, sentAddress } from '@/templates/shared/delivery-address';

export function DeliveryAddressBox({ basket, onSave }: { basket: Basket; onSave: (address: DeliveryAddress | null) => Promise<unknown> }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const address = basket.delivery_address;
  const box = useRef<HTMLElement>(null);
  const change = useRef<HTMLButtonElement>(null);
  // Opened: its first field; closed (saved, cancelled, back to the profile's): the button that opens it again.
  useFocusOnChange(() => (editing ? box.current?.querySelector<HTMLElement>('input, select') : change.current), editing);
  return (
    <section className="basket__address" aria-labelledby="basket-address" ref={box}>
      <h2 id="basket-address">{t('shop.basket.address')}</h2>
      {/* Shown with the form too: it is why the order button is unavailable, which names it (aria-describedby). */}
      {address ? null : <p id="basket-no-address">{t('shop.basket.noAddress')}</p>}
      {!editing ? (
        <>
          {address ? <AddressText address={address} testId="delivery-address" /> : null}
          {basket.delivery_address_source === 'profile' ? <p className="basket__hint">{t('shop.basket.fromProfile')}</p> : null}
          <Button variant="secondary" size="small" onClick={() => setEditing(true)} operation="updateBasket" ref={change}>
            {t('shop.basket.changeAddress')}
          </Button>
        </>
      ) : (
        <DeliveryAddressForm
          initial={address}
          onSave={async (value) => {
            await onSave(sentAddress(value));
            setEditing(false);
          }}
        >
          {/* Offered only over an address of the basket's own: an address that is the profile's, or none (the server
              fills the profile's in when there is one), has no other to go back to. */}
          {basket.delivery_address_source === 'basket' ? (
            <Button
              variant="secondary"
              size="small"
              onClick={() => {
                void onSave(null).catch(() => undefined);
                setEditing(false);
              }}
            >
              {t('shop.basket.useProfile')}
            </Button>
          ) : null}
          <Button variant="link" size="small" onClick={() => setEditing(false)}>
            {t('deliveryAddress.cancel')}
          </Button>
        </DeliveryAddressForm>
      )}
    </section>
  );
}
