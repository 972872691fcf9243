// A delivery address (the contract's DeliveryAddress, used by the basket and the prepaid card): shown as text, or
// edited in its schema form (schemas/forms/delivery-address.json, whose fields the contract takes). The country is
// chosen from the programme's countries (GET countries_light, named in the member's language from the editors'
// countries file), so nobody has to know that Belgium is "BE". An address already holding another country keeps it as
// an option, named from the programme's names of every country (src/blocks/data/use-country-names.ts).
import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import type { components } from '@/generated/api';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import { $countries, countriesNeeded } from '@/model/reference/countries-model';
import { useCountryNames } from '@/blocks/data/use-country-names';
import { namedCountry } from '@/lib/country-name';
import './delivery-address.css';

export type DeliveryAddress = components['schemas']['DeliveryAddress'];

const printed = new Set(['name', 'line', 'postcode', 'city', 'country_code']);

/** The address as a parcel's label: a field an editor added to the form (a building, a floor) on a line of its own. */
export function AddressText({ address, testId }: { address: DeliveryAddress; testId?: string }) {
  const { names } = useCountryNames(true);
  const added = Object.entries(address).filter(([field, value]) => !printed.has(field) && typeof value === 'string' && value !== '');
  return (
    <p className="delivery-address__text" data-testid={testId}>
      {address.name}
      <br />
      {address.line}
      <br />
      {added.map(([field, value]) => (
        <span key={field}>
          {String(value)}
          <br />
        </span>
      ))}
      {address.postcode} {address.city}, {namedCountry(address.country_code, names)}
    </p>
  );
}

/** The address as it is printed on a parcel: no spaces typed around a value. */
const trimmed = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).map(([field, value]) => [field, typeof value === 'string' ? value.trim() : value]));

interface FormProps {
  initial: DeliveryAddress | null;
  /** Takes the address; rejects with the API's refusal to show it on the fields, the address typed kept. */
  onSave: (address: DeliveryAddress) => Promise<void>;
  /** More actions after "Use this address" (the basket's "Use my profile's address", a Cancel). */
  children?: ReactNode;
}

export function DeliveryAddressForm({ initial, onSave, children }: FormProps) {
  const { i18n } = useTranslation();
  const { countries, needCountries } = useUnit({ countries: $countries, needCountries: countriesNeeded });
  useEffect(() => needCountries(), [needCountries]);
  const kept = initial?.country_code?.toUpperCase();
  const keptElsewhere = kept !== undefined && /^[A-Z]{2}$/.test(kept) && !countries.some((country) => country.code.toUpperCase() === kept);
  const { names } = useCountryNames(keptElsewhere);
  const formContext = useMemo(() => {
    const options = countries.map((country) => ({ value: country.code.toUpperCase(), label: country.name }));
    if (keptElsewhere) options.push({ value: kept, label: namedCountry(kept, names) });
    return { options: { country_code: options.sort((a, b) => a.label.localeCompare(b.label, i18n.language)) } };
  }, [countries, kept, keptElsewhere, names, i18n.language]);
  return (
    <LazySchemaForm
      formId="delivery-address"
      submitLabel="deliveryAddress.save"
      initialData={initial ?? undefined}
      formContext={formContext}
      onSubmit={(data) => onSave(trimmed(data) as DeliveryAddress)}
    >
      {children}
    </LazySchemaForm>
  );
}
