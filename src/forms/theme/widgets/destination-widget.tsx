// The theme's `destination` widget ("ui:widget": "destination", on a string): the hotel search's destination, an
// accessible combobox (WAI-ARIA APG list autocomplete, manual selection) over the programme's cities and hotels (GET
// hotels_destinations). ↓/↑ move through the options, Enter chooses, Escape closes (and, on a closed list, clears).
// The value is the chosen city or hotel as the address writes it (`city:Paris`, `hotel:12`); typing again makes it
// the typed text until another is chosen, which a schema's `"pattern": "^(city|hotel):.+$"` refuses. Left empty, it is
// no destination. A hotel's name is not its id: the widget says each choice to the model (destination-choice.ts), from
// which the page maps the value back to the destination, and shows the name of the one its form started with
// (`formContext.destination`, the address's).
import { useEffect } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import type { SchemaFormContext, ThemeWidgetProps } from '../../form-types';
import { inputAria } from '../aria';
import type { Destination } from '@/model/hotel-search/criteria';
import { destinationChosen, destinationValue } from '@/model/hotel-search/destination-choice';
import { searchDestinationsFx } from '@/model/hotel-search/hotel-calls';
import { useAutocomplete } from '@/ui/use-autocomplete';
import './destination-widget.css';

interface Option extends Destination {
  /** The line under the name: "City · BE · 4 hotels" or "Hotel · Brussels, BE · Horizon". */
  detail: string;
}

/** What a form with a destination may be given: the destination its value starts as, with its name. */
export interface DestinationContext extends SchemaFormContext {
  destination?: Destination | null;
}

export function DestinationWidget(props: ThemeWidgetProps) {
  const { id, htmlName, value, disabled, readonly, onChange, onBlur, onFocus, registry } = props;
  const context: DestinationContext = registry.formContext ?? {};
  const { t } = useTranslation();
  const { search, chosen } = useUnit({ search: searchDestinationsFx, chosen: destinationChosen });
  const combo = useAutocomplete<Option>({
    search: async (text, signal) => {
      const found = await search({ search: text, signal });
      return [
        ...found.cities.map((c) => ({
          type: 'city' as const,
          id: c.name,
          label: c.name,
          detail: t('forms.destination.cityDetail', { country: c.country, count: c.hotel_count }),
        })),
        ...found.hotels.map((h) => ({
          type: 'hotel' as const,
          id: String(h.id),
          label: h.name,
          detail: t('forms.destination.hotelDetail', { city: h.city, country: h.country, brand: h.brand.name }),
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
    if (start && value === destinationValue(start)) {
      combo.choose({ ...start, detail: '' });
      chosen(start);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the address's destination
  }, []);

  useEffect(() => {
    if (combo.active) document.getElementById(optionId(combo.active))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [combo.active]);

  const pick = (option: Option) => {
    const destination = { type: option.type, id: option.id, label: option.label };
    chosen(destination);
    onChange(destinationValue(destination));
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const outcome = combo.keyDown(event.key);
    if (outcome.preventDefault) event.preventDefault();
    if (outcome.chosen) pick(outcome.chosen);
    if (outcome.cleared) onChange(undefined);
  };
  const status =
    combo.status === 'searching'
      ? t('forms.destination.searching')
      : combo.status === 'failed'
        ? t('forms.destination.failed')
        : combo.status === 'done'
          ? combo.results.length === 0
            ? t('forms.destination.none')
            : t('forms.destination.count', { count: combo.results.length })
          : '';
  const statusVisible =
    combo.status === 'searching' || combo.status === 'failed' || (combo.status === 'done' && combo.results.length === 0);

  return (
    <div className="destination">
      <input
        id={id}
        name={htmlName || id}
        className="form-input destination__input"
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
        aria-label={t('forms.destination.list')}
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
