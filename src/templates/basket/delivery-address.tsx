// The delivery address of a basket with a physical gift: the profile's (the server fills it in), shown with a
// way to change it for this order; saved on the basket (PATCH baskets/{id}), back to the profile's with null.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Basket, DeliveryAddress } from '@/model/shop/basket-model';
import { Button } from '@/ui/button';

const fields = ['name', 'line', 'postcode', 'city', 'country_code'] as const;
const empty: DeliveryAddress = { name: '', line: '', postcode: '', city: '', country_code: '' };

export function DeliveryAddressBox({ basket, onSave }: { basket: Basket; onSave: (address: DeliveryAddress | null) => void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<DeliveryAddress>(basket.delivery_address ?? empty);
  const [checked, setChecked] = useState(false);
  const invalid = (name: (typeof fields)[number]) =>
    name === 'country_code' ? !/^[A-Z]{2}$/.test(values.country_code) : values[name].trim() === '';
  const save = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (fields.some(invalid)) return;
    onSave(values);
    setEditing(false);
  };
  const address = basket.delivery_address;
  return (
    <section className="basket__address" aria-labelledby="basket-address">
      <h2 id="basket-address">{t('shop.basket.address')}</h2>
      {!editing ? (
        <>
          {address ? (
            <p className="basket__address-text" data-testid="delivery-address">
              {address.name}
              <br />
              {address.line}
              <br />
              {address.postcode} {address.city}, {address.country_code}
            </p>
          ) : (
            <p>{t('shop.basket.noAddress')}</p>
          )}
          {basket.delivery_address_source === 'profile' ? <p className="basket__hint">{t('shop.basket.fromProfile')}</p> : null}
          <Button
            variant="secondary"
            size="small"
            onClick={() => {
              setValues(address ?? empty);
              setEditing(true);
            }}
          >
            {t('shop.basket.changeAddress')}
          </Button>
        </>
      ) : (
        <form className="basket__address-form" onSubmit={save} noValidate>
          {fields.map((name) => (
            <div key={name} className="basket__field">
              <label htmlFor={`address-${name}`}>{t(`shop.basket.fields.${name}`)}</label>
              <input
                id={`address-${name}`}
                value={values[name]}
                maxLength={name === 'country_code' ? 2 : 200}
                onChange={(e) =>
                  setValues((v) => ({ ...v, [name]: name === 'country_code' ? e.target.value.toUpperCase() : e.target.value }))
                }
                aria-invalid={(checked && invalid(name)) || undefined}
                aria-describedby={checked && invalid(name) ? `address-${name}-error` : undefined}
              />
              {checked && invalid(name) ? (
                <p id={`address-${name}-error`} className="basket__error">
                  {t(name === 'country_code' ? 'shop.basket.countryError' : 'shop.basket.requiredError')}
                </p>
              ) : null}
            </div>
          ))}
          <div className="basket__address-actions">
            <Button type="submit" size="small">
              {t('shop.basket.saveAddress')}
            </Button>
            <Button
              variant="secondary"
              size="small"
              onClick={() => {
                onSave(null);
                setEditing(false);
              }}
            >
              {t('shop.basket.useProfile')}
            </Button>
            <Button variant="link" size="small" onClick={() => setEditing(false)}>
              {t('shop.basket.cancel')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
