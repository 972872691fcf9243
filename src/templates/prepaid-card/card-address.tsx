// The delivery address of a card order: shown as text, or edited in a small form (every field required, the
// country as two letters, the limits of the contract's DeliveryAddress) before the order is confirmed.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryAddress } from '@/model/card/card-types';
import { ActionRow } from '@/ui/action-row';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';

const fields = ['name', 'line', 'postcode', 'city', 'country_code'] as const;
const limits: Record<(typeof fields)[number], number> = { name: 100, line: 200, postcode: 20, city: 100, country_code: 2 };
const empty: DeliveryAddress = { name: '', line: '', postcode: '', city: '', country_code: '' };

export function AddressText({ address }: { address: DeliveryAddress }) {
  return (
    <p className="prepaid-card__address" data-testid="card-address">
      {address.name}
      <br />
      {address.line}
      <br />
      {address.postcode} {address.city}, {address.country_code}
    </p>
  );
}

interface FormProps {
  initial: DeliveryAddress | null;
  onSave: (address: DeliveryAddress) => void;
  onCancel?: () => void;
}

export function AddressForm({ initial, onSave, onCancel }: FormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<DeliveryAddress>(initial ?? empty);
  const [checked, setChecked] = useState(false);
  const invalid = (name: (typeof fields)[number]) =>
    name === 'country_code' ? !/^[A-Z]{2}$/.test(values.country_code) : values[name].trim() === '';
  const save = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (fields.some(invalid)) return;
    onSave({ ...values, name: values.name.trim(), line: values.line.trim(), postcode: values.postcode.trim(), city: values.city.trim() });
  };
  return (
    <form className="prepaid-card__address-form" onSubmit={save} noValidate aria-labelledby="card-address-title">
      {fields.map((name) => (
        <Field
          key={name}
          id={`card-address-${name}`}
          label={t(`card.address.${name}`)}
          error={checked && invalid(name) ? t(name === 'country_code' ? 'card.address.countryError' : 'card.address.required') : undefined}
          className="prepaid-card__field"
        >
          {(control) => (
            <input
              {...control}
              value={values[name]}
              maxLength={limits[name]}
              autoComplete={autocomplete[name]}
              onChange={(e) =>
                setValues((v) => ({ ...v, [name]: name === 'country_code' ? e.target.value.toUpperCase() : e.target.value }))
              }
            />
          )}
        </Field>
      ))}
      <ActionRow>
        <Button type="submit" size="small">
          {t('card.address.save')}
        </Button>
        {onCancel ? (
          <Button variant="link" size="small" onClick={onCancel}>
            {t('card.cancel')}
          </Button>
        ) : null}
      </ActionRow>
    </form>
  );
}

const autocomplete: Record<(typeof fields)[number], string> = {
  name: 'name',
  line: 'address-line1',
  postcode: 'postal-code',
  city: 'address-level2',
  country_code: 'country',
};
