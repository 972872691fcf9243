// The search's destination (the hotel-search form's `destination`, "ui:widget": "destination"): an accessible
// combobox (WAI-ARIA APG list autocomplete, manual selection) over the programme's cities and hotels (GET
// hotels_destinations). ↓/↑ move through the options, Enter chooses, Escape closes (and, on a closed list, clears).
// The value is the chosen city or hotel as the address writes it (`city:Paris`, `hotel:12`); typing again makes it
// the typed text until another is chosen, which the schema's pattern refuses ("Please choose a destination from the
// list"). Left empty, the search covers every hotel. The name shown (a hotel's is not its id) comes and goes through
// the form's context: `destination` the one the search started from, `onDestination` told of each choice.
import { useEffect } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import type { SchemaFormContext, ThemeWidgetProps } from '@/forms/form-types';
import { inputAria } from '@/forms/theme/aria';
import type { Destination } from '@/model/hotel-search/criteria';
import { searchDestinationsFx } from '@/model/hotel-search/hotel-calls';
import { useAutocomplete } from '@/ui/use-autocomplete';
import { inputClass } from '@/ui/input-class';

interface Option extends Destination {
  /** The line under the name: "City · BE · 4 hotels" or "Hotel · Brussels, BE · Horizon". */
  detail: string;
}

/** What the page gives the widget through the form's context. */
export interface DestinationContext extends SchemaFormContext {
  destination?: Destination | null;
  onDestination?(destination: Destination | null): void;
}

/** A destination as the address and the form's value write it. */
export const destinationValue = (d: Destination): string => `${d.type}:${d.id}`;

export function DestinationWidget(props: ThemeWidgetProps) {
  const { id, htmlName, value, disabled, readonly, onChange, onBlur, onFocus, registry } = props;
  const context = registry.formContext as DestinationContext;
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
  const listId = `${id}__listbox`;
  const optionId = (o: Option) => `${id}__option-${o.type}-${o.id.replace(/\W/g, '_')}`;

  // A search restored from the address shows its destination's name (the hook starts empty).
  useEffect(() => {
    const start = context.destination;
    if (start && value === destinationValue(start)) combo.choose({ ...start, detail: '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the address's destination
  }, []);

  useEffect(() => {
    if (combo.active) document.getElementById(optionId(combo.active))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [combo.active]);

  const pick = (option: Option) => {
    const chosen = { type: option.type, id: option.id, label: option.label };
    context.onDestination?.(chosen);
    onChange(destinationValue(chosen));
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const outcome = combo.keyDown(event.key);
    if (outcome.preventDefault) event.preventDefault();
    if (outcome.chosen) pick(outcome.chosen);
    if (outcome.cleared) {
      context.onDestination?.(null);
      onChange(undefined);
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

  return (
    <div className="destination">
      <input
        id={id}
        name={htmlName || id}
        className={inputClass('destination__input')}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={combo.open}
        aria-controls={listId}
        aria-activedescendant={combo.active ? optionId(combo.active) : undefined}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled || readonly}
        value={combo.text}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          combo.type(event.target.value);
          context.onDestination?.(null);
          // Text that names nothing yet is the value, for the schema to refuse; nothing typed is no destination.
          onChange(event.target.value.trim() === '' ? undefined : event.target.value);
        }}
        onKeyDown={handleKeyDown}
        onBlur={() => {
          combo.close();
          onBlur(id, value);
        }}
        onFocus={() => onFocus(id, value)}
        {...inputAria(props)}
      />
      {/* A press in the list keeps the focus in the input, so its blur does not close the list first. */}
      <ul
        id={listId}
        role="listbox"
        className="destination__list"
        aria-label={t('hotels.search.destinationList')}
        hidden={!combo.open}
        onMouseDown={(event) => event.preventDefault()}
      >
        {combo.results.map((option, index) => (
          // The keyboard works on the input (aria-activedescendant), which keeps the focus: APG combobox.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={`${option.type}-${option.id}`}
            id={optionId(option)}
            role="option"
            aria-selected={index === combo.activeIndex}
            className={`destination__option${index === combo.activeIndex ? ' destination__option--active' : ''}`}
            onClick={() => {
              combo.choose(option);
              pick(option);
            }}
          >
            <span className="destination__name">{option.label}</span>
            <span className="destination__detail">{option.detail}</span>
          </li>
        ))}
      </ul>
      <p role="status" className={statusVisible ? 'destination__status' : 'visually-hidden'}>
        {status}
      </p>
    </div>
  );
}
