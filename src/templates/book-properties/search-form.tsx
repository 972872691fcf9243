// The hotel search form (/book-properties, and "Change the search" on the results): destination, arrival and
// departure (native date inputs), rooms and guests. The browser's rules (search-rules.ts) are checked on
// submit, each message at its field; the first field in error takes the focus. More than 7 rooms is not an
// error to correct but a place to go: the message links to the hotel group's site (config/app.json).
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { environmentConfig } from '@/lib/app-config';
import type { SearchCriteria } from '@/model/hotel-search/criteria';
import { localDay } from '@/contract/calendar-days';
import { MAX_ROOMS, searchViolations } from '@/model/hotel-search/search-rules';
import type { SearchField, SearchViolation } from '@/model/hotel-search/search-rules';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Notice } from '@/ui/notice';
import { DestinationField } from './destination-field';
import { RoomsField } from './rooms-field';
import './hotel-fields.css';
import './search-form.css';
import { inputClass } from '@/ui/input-class';

interface Props {
  initial: SearchCriteria;
  /** A search the rules accept (back on the first page; sort and filters as they were). */
  onSearch(criteria: SearchCriteria): void;
  submitLabel?: string;
  /** Rules the address's search already breaks (a shared link of 31 days): shown from the start. */
  initialViolations?: SearchViolation[];
}

export function SearchForm({ initial, onSearch, submitLabel, initialViolations = [] }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [violations, setViolations] = useState<SearchViolation[]>(initialViolations);
  const [typed, setTyped] = useState(initial.destination !== null);
  const form = useRef<HTMLFormElement>(null);
  const today = localDay(new Date());
  const errorOf = (field: SearchField) => {
    const found = violations.find((v) => v.field === field && v.key !== 'groupSite');
    return found ? t(`hotels.errors.${found.key}`) : undefined;
  };
  // Why live: choosing an 8th room already says where to go, before any press of Search.
  const groupSite = draft.rooms.length > MAX_ROOMS;
  const change = (next: Partial<SearchCriteria>) => {
    setDraft((d) => ({ ...d, ...next }));
    // Why cleared per field: a message must not stay on a value the member has since corrected.
    setViolations((v) => v.filter((x) => !(x.field in next) && !(x.field === 'departure' && 'arrival' in next)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const unchosen: SearchViolation[] = typed && !draft.destination ? [{ field: 'destination', key: 'destinationRequired' }] : [];
    const found = [...unchosen, ...searchViolations(draft, today)];
    setViolations(found);
    if (found.length === 0) {
      onSearch({ ...draft, page: 1 });
      return;
    }
    const first = found[0]?.field;
    // Why after the render: the field's error and aria-invalid must be there when the focus lands.
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`#hotel-search-${first}`)?.focus());
  };

  return (
    <form ref={form} className="hotel-search" onSubmit={submit} noValidate aria-label={t('hotels.search.formLabel')}>
      <Field
        id="hotel-search-destination"
        label={t('hotels.search.destination')}
        hint={t('hotels.search.destinationHint')}
        error={errorOf('destination')}
        className="hotel-search__field hotel-search__field--destination"
        errorClassName="hotel-search__error"
      >
        {(control) => (
          <DestinationField
            control={control}
            value={draft.destination}
            onChange={(destination) => change({ destination })}
            onTyped={setTyped}
          />
        )}
      </Field>
      <Field
        id="hotel-search-arrival"
        label={t('hotels.search.arrival')}
        error={errorOf('arrival')}
        className="hotel-search__field"
        errorClassName="hotel-search__error"
      >
        {(control) => (
          <input
            {...control}
            type="date"
            className={inputClass()}
            min={today}
            value={draft.arrival ?? ''}
            onChange={(e) => change({ arrival: e.target.value || null })}
          />
        )}
      </Field>
      <Field
        id="hotel-search-departure"
        label={t('hotels.search.departure')}
        hint={t('hotels.search.rangeHint')}
        error={errorOf('departure')}
        className="hotel-search__field"
        errorClassName="hotel-search__error"
      >
        {(control) => (
          <input
            {...control}
            type="date"
            className={inputClass()}
            min={draft.arrival ?? today}
            value={draft.departure ?? ''}
            onChange={(e) => change({ departure: e.target.value || null })}
          />
        )}
      </Field>
      <Field id="hotel-search-rooms" label={t('hotels.search.rooms')} className="hotel-search__field hotel-search__field--rooms">
        {(control) => (
          <RoomsField
            control={{ ...control, 'aria-describedby': groupSite ? 'hotel-search-group' : undefined }}
            rooms={draft.rooms}
            onChange={(rooms) => change({ rooms })}
          />
        )}
      </Field>
      {groupSite ? (
        <Notice tone="warning" className="hotel-search__group" data-testid="group-site">
          <p id="hotel-search-group">{t('hotels.errors.groupSite')}</p>
          <p>
            <a href={environmentConfig.hotelGroupSiteUrl} rel="noopener">
              {t('hotels.search.groupSiteLink')}
            </a>
          </p>
        </Notice>
      ) : null}
      <div className="hotel-search__actions">
        <Button type="submit">{submitLabel ?? t('hotels.search.submit')}</Button>
      </div>
    </form>
  );
}
