// The search's destination: an accessible combobox (WAI-ARIA APG list autocomplete, manual selection) over the
// programme's cities and hotels (GET hotels_destinations). ↓/↑ move through the options, Enter chooses, Escape
// closes (and, on a closed list, clears). The value is the chosen city or hotel; typing again drops it until
// another is chosen, so the form's "Please choose a destination from the list" applies to free text. Left
// empty, the search covers every hotel.
import { useEffect, useRef } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import type { Destination } from '@/model/hotel-search/criteria';
import { searchDestinationsFx } from '@/model/hotel-search/hotel-calls';
import type { FieldControlProps } from '@/ui/field';
import { useAutocomplete } from '@/ui/use-autocomplete';
import { inputClass } from '@/ui/input-class';

interface Option extends Destination {
  /** The line under the name: "City · BE · 4 hotels" or "Hotel · Brussels, BE · Horizon". */
  detail: string;
}

interface Props {
  control: FieldControlProps;
  value: Destination | null;
  onChange(value: Destination | null): void;
  /** Whether the field holds text (chosen or not): text that names nothing is for the form to refuse. */
  onTyped(hasText: boolean): void;
}

export function DestinationField({ control, value, onChange, onTyped }: Props) {
  const { t } = useTranslation();
  const search = useUnit(searchDestinationsFx);
  const combo = useAutocomplete<Option>({
    search: async (text, signal) => {
      const found = await search({ search: text, signal });
      return [
        ...found.cities.map((c) => ({
          type: 'city' as const,
          id: c.name,
          label: c.name,
          detail: t('hotels.search.cityDetail', { country: c.country_code, count: c.hotel_count }),
        })),
        ...found.hotels.map((h) => ({
          type: 'hotel' as const,
          id: String(h.id),
          label: h.name,
          detail: t('hotels.search.hotelDetail', { city: h.city, country: h.country_code, brand: h.brand.name }),
        })),
      ];
    },
    labelOf: (option) => option.label,
    debounceMs: 200,
    minChars: 2,
  });
  const { id } = control;
  const listId = `${id}__listbox`;
  const optionId = (o: Option) => `${id}__option-${o.type}-${o.id.replace(/\W/g, '_')}`;
  const list = useRef<HTMLUListElement>(null);

  // A search restored from the address shows its destination's name (the hook starts empty).
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current || !value) return;
    shown.current = true;
    combo.choose({ ...value, detail: '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the address's destination
  }, [value]);

  useEffect(() => {
    if (combo.active) document.getElementById(optionId(combo.active))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [combo.active]);

  const pick = (option: Option) => {
    combo.choose(option);
    onChange({ type: option.type, id: option.id, label: option.label });
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const outcome = combo.keyDown(event.key);
    if (outcome.preventDefault) event.preventDefault();
    if (outcome.chosen) onChange({ type: outcome.chosen.type, id: outcome.chosen.id, label: outcome.chosen.label });
    if (outcome.cleared) {
      onTyped(false);
      onChange(null);
    }
  };
  const status =
    combo.status === 'searching'
      ? t('hotels.search.searching')
      : combo.status === 'failed'
        ? t('hotels.search.destinationsFailed')
        : combo.status === 'done'
          ? combo.results.length === 0
            ? t('hotels.search.noDestination')
            : t('hotels.search.destinationCount', { count: combo.results.length })
          : '';
  const statusVisible =
    combo.status === 'searching' || combo.status === 'failed' || (combo.status === 'done' && combo.results.length === 0);
  const renderOption = (option: Option) => {
    const index = combo.results.indexOf(option);
    return (
      // The keyboard works on the input (aria-activedescendant), which keeps the focus: APG combobox.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events
      <li
        key={`${option.type}-${option.id}`}
        id={optionId(option)}
        role="option"
        aria-selected={index === combo.activeIndex}
        className={`destination__option${index === combo.activeIndex ? ' destination__option--active' : ''}`}
        onClick={() => pick(option)}
      >
        <span className="destination__name">{option.label}</span>
        <span className="destination__detail">{option.detail}</span>
      </li>
    );
  };

  return (
    <div className="destination">
      <input
        {...control}
        name="destination"
        className={inputClass('destination__input')}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={combo.open}
        aria-controls={listId}
        aria-activedescendant={combo.active ? optionId(combo.active) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={combo.text}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          combo.type(event.target.value);
          onTyped(event.target.value.trim() !== '');
          if (value) onChange(null);
        }}
        onKeyDown={handleKeyDown}
        onBlur={() => combo.close()}
      />
      {/* A press in the list keeps the focus in the input, so its blur does not close the list first. */}
      <ul
        ref={list}
        id={listId}
        role="listbox"
        className="destination__list"
        aria-label={t('hotels.search.destinationList')}
        hidden={!combo.open}
        onMouseDown={(event) => event.preventDefault()}
      >
        {combo.results.map(renderOption)}
      </ul>
      <p role="status" className={statusVisible ? 'destination__status' : 'visually-hidden'}>
        {status}
      </p>
    </div>
  );
}
