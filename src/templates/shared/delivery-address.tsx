// A delivery address (the contract's DeliveryAddress, used by the basket and the prepaid card): shown as text,
// or edited in a small form. Every field is required within the contract's limits; the country is chosen from the
// programme's countries (GET countries_light), named in the member's language by the platform (Intl.DisplayNames),
// so nobody has to know that Belgium is "BE". An address already holding another country keeps it as an option.
import { useEffect, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import type { components } from '@/generated/api';
import { $countries, countriesNeeded } from '@/model/account/account-model';
import { ActionRow } from '@/ui/action-row';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import './delivery-address.css';
import { inputClass } from '@/ui/input-class';
import { countryName } from '@/lib/country-name';

export type DeliveryAddress = components['schemas']['DeliveryAddress'];

const fields = ['name', 'line', 'postcode', 'city', 'country_code'] as const;
type FieldName = (typeof fields)[number];
const limits: Record<Exclude<FieldName, 'country_code'>, number> = { name: 100, line: 200, postcode: 20, city: 100 };
const autocomplete: Record<FieldName, string> = {
  name: 'name',
  line: 'address-line1',
  postcode: 'postal-code',
  city: 'address-level2',
  country_code: 'country',
};
const empty: DeliveryAddress = { name: '', line: '', postcode: '', city: '', country_code: '' };

export function AddressText({ address, testId }: { address: DeliveryAddress; testId?: string }) {
  const { i18n } = useTranslation();
  return (
    <p className="delivery-address__text" data-testid={testId}>
      {address.name}
      <br />
      {address.line}
      <br />
      {address.postcode} {address.city}, {countryName(address.country_code, i18n.language)}
    </p>
  );
}

interface FormProps {
  /** Prefix of the controls' ids (two forms may share a page). */
  idPrefix: string;
  initial: DeliveryAddress | null;
  onSave: (address: DeliveryAddress) => void;
  onCancel?: () => void;
  /** More actions after "Use this address" (the basket's "Use my profile's address"). */
  children?: ReactNode;
  labelledBy?: string;
}

export function DeliveryAddressForm({ idPrefix, initial, onSave, onCancel, children, labelledBy }: FormProps) {
  const { t, i18n } = useTranslation();
  const { countries, needCountries } = useUnit({ countries: $countries, needCountries: countriesNeeded });
  const [values, setValues] = useState<DeliveryAddress>(initial ?? empty);
  const [checked, setChecked] = useState(false);
  useEffect(() => needCountries(), [needCountries]);

  const codes = [...new Set([...countries.map((c) => c.code.toUpperCase()), values.country_code].filter((c) => /^[A-Z]{2}$/.test(c)))];
  const options = codes
    .map((code) => ({ code, name: countryName(code, i18n.language) }))
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  const invalid = (name: FieldName) => (name === 'country_code' ? !/^[A-Z]{2}$/.test(values.country_code) : values[name].trim() === '');
  const save = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (fields.some(invalid)) return;
    onSave({ ...values, name: values.name.trim(), line: values.line.trim(), postcode: values.postcode.trim(), city: values.city.trim() });
  };
  const errorOf = (name: FieldName) =>
    checked && invalid(name) ? t(name === 'country_code' ? 'deliveryAddress.countryError' : 'deliveryAddress.required') : undefined;

  return (
    <form className="delivery-address__form" onSubmit={save} noValidate aria-labelledby={labelledBy}>
      {fields.map((name) => (
        <Field
          key={name}
          id={`${idPrefix}-${name}`}
          label={t(`deliveryAddress.${name}`)}
          error={errorOf(name)}
          className="delivery-address__field"
          errorClassName="delivery-address__error"
        >
          {(control) =>
            name === 'country_code' ? (
              <select
                {...control}
                className={inputClass()}
                value={values.country_code}
                autoComplete={autocomplete[name]}
                onChange={(e) => setValues((v) => ({ ...v, country_code: e.target.value }))}
              >
                <option value="">{t('deliveryAddress.chooseCountry')}</option>
                {options.map((o) => (
                  <option key={o.code} value={o.code}>
                    {o.name}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...control}
                className={inputClass()}
                value={values[name]}
                maxLength={limits[name]}
                autoComplete={autocomplete[name]}
                onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
              />
            )
          }
        </Field>
      ))}
      <ActionRow>
        <Button type="submit" size="small">
          {t('deliveryAddress.save')}
        </Button>
        {children}
        {onCancel ? (
          <Button variant="link" size="small" onClick={onCancel}>
            {t('deliveryAddress.cancel')}
          </Button>
        ) : null}
      </ActionRow>
    </form>
  );
}
