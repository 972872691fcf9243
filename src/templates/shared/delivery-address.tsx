// A delivery address (used by the basket and the prepaid card): shown as text, or edited in its schema form
// (schemas/forms/delivery-address.json, whose fields the contract takes). The API names the country of every address it
// answers, in the member's language (the contract's DeliveredAddress: `country` beside `country_code`, from the editors'
// countries file), and the portal shows that name: it names no country itself. The country is chosen from the
// programme's countries (GET countries_light, named by the API too), so nobody has to know that Belgium is "BE"; an
// address already holding another country keeps it as an option, under the name its answer gave. A request sends the
// address without the name (the contract's DeliveryAddress): `sentAddress`.
import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import type { components } from '@/generated/api';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import { $countries, countriesNeeded } from '@/model/reference/countries-model';
import './delivery-address.css';

/** An address as a request sends it: the form's fields, the country by its code. */
export type DeliveryAddress = components['schemas']['DeliveryAddress'];
/** An address as an answer shows it back, or as the form gives it: its country named beside its code. */
export type DeliveredAddress = components['schemas']['DeliveredAddress'];

/** The address a request sends: the country's name left out, the API names it again in its answer. */
export function sentAddress(address: DeliveredAddress): DeliveryAddress {
  const { country, ...sent } = address;
  return sent;
}

const printed = new Set(['name', 'line', 'postcode', 'city', 'country_code', 'country']);

/** The address as a parcel's label: a field an editor added to the form (a building, a floor) on a line of its own. */
export function AddressText({ address, testId }: { address: DeliveredAddress; testId?: string }) {
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
      {address.postcode} {address.city}, {address.country}
    </p>
  );
}

/** The address as it is printed on a parcel: no spaces typed around a value. */
const trimmed = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).map(([field, value]) => [field, typeof value === 'string' ? value.trim() : value]));

interface FormProps {
  initial: DeliveredAddress | null;
  /**
   * Takes the address, its country named as the list of countries names it; rejects with the API's refusal to show it
   * on the fields, the address typed kept.
   */
  onSave: (address: DeliveredAddress) => Promise<void>;
  /** More actions after "Use this address" (the basket's "Use my profile's address", a Cancel). */
  children?: ReactNode;
}

export function DeliveryAddressForm({ initial, onSave, children }: FormProps) {
  const { i18n } = useTranslation();
  const { countries, needCountries } = useUnit({ countries: $countries, needCountries: countriesNeeded });
  useEffect(() => needCountries(), [needCountries]);
  const kept = initial?.country_code?.toUpperCase();
  const keptElsewhere = kept !== undefined && /^[A-Z]{2}$/.test(kept) && !countries.some((country) => country.code.toUpperCase() === kept);
  const keptName = initial?.country;
  const options = useMemo(() => {
    const list = countries.map((country) => ({ value: country.code.toUpperCase(), label: country.name }));
    if (keptElsewhere) list.push({ value: kept, label: keptName ?? kept });
    return list.sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  }, [countries, kept, keptElsewhere, keptName, i18n.language]);
  const formContext = useMemo(() => ({ options: { country_code: options } }), [options]);
  // The form holds the fields it sends: the country's name is the answer's words, not a field.
  const initialData = useMemo(() => (initial ? sentAddress(initial) : undefined), [initial]);
  const named = (address: DeliveryAddress): DeliveredAddress => {
    const code = address.country_code.toUpperCase();
    return { ...address, country: options.find((option) => option.value === code)?.label ?? address.country_code };
  };
  return (
    <LazySchemaForm
      formId="delivery-address"
      submitLabel="deliveryAddress.save"
      initialData={initialData}
      formContext={formContext}
      onSubmit={(data) => onSave(named(trimmed(data) as DeliveryAddress))}
    >
      {children}
    </LazySchemaForm>
  );
}
