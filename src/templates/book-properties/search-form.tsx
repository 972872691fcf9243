// The hotel search (/book-properties, and "Change the search" on the results): the schema form hotel-search, with
// the page's destination and rooms widgets. The schema refuses a missing date and a destination typed but not
// chosen; the rules between fields (search-rules.ts, the API's) are refused on submit, each on its field, the first
// field in error taking the focus. More than 7 rooms is not an error to correct but a place to go: the rooms widget
// links to the hotel group's site as soon as they are chosen.
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ruleRefusal } from '@/api/api-error';
import type { Violation } from '@/api/api-error';
import { localDay } from '@/contract/calendar-days';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import type { FormValues, FormWidgets } from '@/forms/form-types';
import type { Destination, RoomOccupancy, SearchCriteria } from '@/model/hotel-search/criteria';
import { searchViolations } from '@/model/hotel-search/search-rules';
import type { SearchViolation } from '@/model/hotel-search/search-rules';
import { DestinationWidget, destinationValue } from './destination-widget';
import type { DestinationContext } from './destination-widget';
import { RoomsWidget } from './rooms-widget';
import './search-form.css';

interface Props {
  initial: SearchCriteria;
  /** A search the rules accept (back on the first page; sort and filters as they were). */
  onSearch(criteria: SearchCriteria): void;
  /** Rules the address's search already breaks (a shared link of 31 days): shown from the start. */
  initialViolations?: SearchViolation[];
}

const widgets: FormWidgets = { destination: DestinationWidget, rooms: RoomsWidget };

/** The rules a search breaks, refused on their fields in the page's words (the API's rules, said before asking it). */
function refusalOf(violations: SearchViolation[], t: TFunction) {
  if (violations.length === 0) return undefined;
  const said: Violation[] = violations.map((v) => ({ propertyPath: v.field, message: t(`hotels.errors.${v.key}`) }));
  return ruleRefusal('getHotels', said);
}

const valuesOf = (criteria: SearchCriteria): FormValues => ({
  ...(criteria.destination ? { destination: destinationValue(criteria.destination) } : {}),
  ...(criteria.arrival ? { arrival: criteria.arrival } : {}),
  ...(criteria.departure ? { departure: criteria.departure } : {}),
  rooms: criteria.rooms,
});

export function SearchForm({ initial, onSearch, initialViolations = [] }: Props) {
  const { t } = useTranslation();
  // The destination chosen, with the name the address keeps beside its id (a hotel's name is not its id).
  const chosen = useRef<Destination | null>(initial.destination);
  const formContext = useMemo<DestinationContext>(
    () => ({ destination: initial.destination, onDestination: (destination) => (chosen.current = destination) }),
    [initial.destination],
  );
  const [refusedFirst] = useState(() => refusalOf(initialViolations, t));

  const submit = async (data: FormValues) => {
    const rooms = Array.isArray(data.rooms) ? (data.rooms as RoomOccupancy[]) : initial.rooms;
    const destination = typeof data.destination === 'string' ? chosen.current : null;
    const next: SearchCriteria = {
      ...initial,
      destination,
      arrival: typeof data.arrival === 'string' ? data.arrival : null,
      departure: typeof data.departure === 'string' ? data.departure : null,
      rooms,
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
        widgets={widgets}
        onSubmit={submit}
        refusedBefore={refusedFirst}
      />
    </div>
  );
}
