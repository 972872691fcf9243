// The hotel search (/book-properties, and "Change the search" on the results): the schema form hotel-search, drawn by
// the forms theme (its destination and rooms widgets, the stay as its date range). The schema refuses a missing date
// and a destination typed but not chosen; the rules between fields (search-rules.ts, the API's) are refused on submit,
// each on its field, the first field in error taking the focus. More than 7 rooms is not an error to correct but a
// place to go: the rooms widget links to the hotel group's site as soon as they are chosen. What is the page's: the
// form's values as a search and back, and those refusals.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import type { TFunction } from 'i18next';
import { ruleRefusal } from '@/api/api-error';
import type { Violation } from '@/api/api-error';
import { localDay } from '@/contract/calendar-days';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import type { FormValues, SchemaFormContext } from '@/forms/form-types';
import type { RoomOccupancy, SearchCriteria } from '@/model/hotel-search/criteria';
import { $chosenDestinations, destinationOf, destinationValue } from '@/model/hotel-search/destination-choice';
import { searchViolations } from '@/model/hotel-search/search-rules';
import type { SearchField, SearchViolation } from '@/model/hotel-search/search-rules';

interface Props {
  initial: SearchCriteria;
  /** A search the rules accept (back on the first page; sort and filters as they were). */
  onSearch(criteria: SearchCriteria): void;
  /** Rules the address's search already breaks (a shared link of 31 days): shown from the start. */
  initialViolations?: SearchViolation[];
}

/** Where a rule's field is in the form: the dates are the stay's. */
const fieldPath = (field: SearchField): string => (field === 'arrival' || field === 'departure' ? `stay.${field}` : field);

/** The rules a search breaks, refused on their fields in the page's words (the API's rules, said before asking it). */
function refusalOf(violations: SearchViolation[], t: TFunction) {
  if (violations.length === 0) return undefined;
  const said: Violation[] = violations.map((v) => ({ propertyPath: fieldPath(v.field), message: t(`hotels.errors.${v.key}`) }));
  return ruleRefusal('getHotels', said);
}

const valuesOf = (criteria: SearchCriteria): FormValues => ({
  ...(criteria.destination ? { destination: destinationValue(criteria.destination) } : {}),
  stay: {
    ...(criteria.arrival ? { arrival: criteria.arrival } : {}),
    ...(criteria.departure ? { departure: criteria.departure } : {}),
  },
  rooms: criteria.rooms,
});

const dayIn = (stay: unknown, part: 'arrival' | 'departure'): string | null => {
  const day = typeof stay === 'object' && stay !== null ? (stay as Record<string, unknown>)[part] : undefined;
  return typeof day === 'string' ? day : null;
};

export function SearchForm({ initial, onSearch, initialViolations = [] }: Props) {
  const { t } = useTranslation();
  // The destinations the field chose, with their names (a hotel's name is not its id): the form's value names one.
  const chosen = useUnit($chosenDestinations);
  const formContext = useMemo<SchemaFormContext>(() => ({ destination: initial.destination }), [initial.destination]);
  const [refusedFirst] = useState(() => refusalOf(initialViolations, t));

  const submit = async (data: FormValues) => {
    const next: SearchCriteria = {
      ...initial,
      destination: destinationOf(data.destination, chosen),
      arrival: dayIn(data.stay, 'arrival'),
      departure: dayIn(data.stay, 'departure'),
      rooms: Array.isArray(data.rooms) ? (data.rooms as RoomOccupancy[]) : initial.rooms,
      page: 1,
    };
    const refusal = refusalOf(searchViolations(next, localDay(new Date())), t);
    if (refusal) throw refusal;
    onSearch(next);
  };

  return (
    <div className="hotel-search" role="search" aria-label={t('hotels.search.formLabel')}>
      <LazySchemaForm
        formId="hotel-search"
        submitLabel="hotels.search.submit"
        initialData={valuesOf(initial)}
        formContext={formContext}
        onSubmit={submit}
        refusedBefore={refusedFirst}
      />
    </div>
  );
}
