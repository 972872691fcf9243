// The property field of a booking claim: an accessible combobox over the programme's hotels (WAI-ARIA APG
// "list autocomplete with manual selection"). Typing searches GET hotels_light?search= (debounced, the
// previous search aborted, answers that arrive late ignored); ↓/↑ move through the hotels, Enter chooses,
// Escape closes the list (and, when it is already closed, clears the text). The field's value is the chosen
// hotel's id; its name stays in the input. Typing again clears the value until another hotel is chosen, so
// the form's "Please choose a hotel from the list." applies to text that names no hotel. The search and the
// keyboard logic are ui/use-autocomplete's; this file renders them.
import { useEffect, useRef } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { ThemeWidgetProps } from '@/forms/form-types';
import { inputAria } from '@/forms/theme/aria';
import type { HotelLight } from '@/model/claims/claim-types';
import { searchHotelsFx } from '@/model/claims/hotels-model';
import { useAutocomplete } from '@/ui/use-autocomplete';

/** Wait this long after the last keystroke before asking the API. */
export const HOTEL_SEARCH_DEBOUNCE_MS = 250;
/** Fewer characters than this search nothing. */
export const HOTEL_SEARCH_MIN_CHARS = 2;

export function HotelAutocompleteWidget(props: ThemeWidgetProps) {
  const { id, htmlName, value, disabled, readonly, onChange, onBlur, onFocus } = props;
  const { t } = useTranslation();
  const searchHotels = useUnit(searchHotelsFx);
  const combo = useAutocomplete<HotelLight>({
    search: (search, signal) => searchHotels({ search, signal }),
    labelOf: (hotel) => hotel.name,
    debounceMs: HOTEL_SEARCH_DEBOUNCE_MS,
    minChars: HOTEL_SEARCH_MIN_CHARS,
  });
  const { text, chosen, status: search, results: hotels, open, activeIndex: active, active: activeHotel } = combo;
  const list = useRef<HTMLUListElement>(null);

  const listId = `${id}__listbox`;
  const statusId = `${id}__status`;
  const chosenId = `${id}__chosen`;
  const optionId = (hotel: HotelLight) => `${id}__option-${hotel.id}`;

  // On a phone the list can open below the fold (the keyboard takes half the screen): bring it into view.
  useEffect(() => {
    if (open) list.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);

  // Keep the active option in sight when the list scrolls.
  useEffect(() => {
    if (activeHotel) document.getElementById(optionId(activeHotel))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeHotel]);

  const choose = (hotel: HotelLight) => {
    combo.choose(hotel);
    onChange(hotel.id);
  };

  // Typing clears the value until another hotel is chosen: the text may no longer name the chosen one.
  const handleInput = (event: ChangeEvent<HTMLInputElement>) => {
    combo.type(event.target.value);
    if (value !== undefined) onChange(undefined);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const outcome = combo.keyDown(event.key);
    if (outcome.preventDefault) event.preventDefault();
    if (outcome.chosen) onChange(outcome.chosen.id);
    if (outcome.cleared && value !== undefined) onChange(undefined);
  };

  const status =
    search === 'searching'
      ? t('claim.hotel.searching')
      : search === 'failed'
        ? t('claim.hotel.failed')
        : search === 'done'
          ? hotels.length === 0
            ? t('claim.hotel.noResult')
            : t('claim.hotel.results', { count: hotels.length })
          : '';
  // The count is for screen readers; "searching", "no hotel found" and a failure are for everyone.
  const statusVisible = search === 'searching' || search === 'failed' || (search === 'done' && hotels.length === 0);
  const aria = inputAria(props);
  const describedBy = [aria['aria-describedby'], chosen ? chosenId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className="hotel-combobox">
      <input
        id={id}
        name={htmlName || id}
        className="form-input hotel-combobox__input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeHotel ? optionId(activeHotel) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={text}
        disabled={disabled}
        readOnly={readonly}
        onChange={handleInput}
        onKeyDown={handleKeyDown}
        onFocus={() => onFocus(id, value)}
        onBlur={() => {
          combo.close();
          onBlur(id, value);
        }}
        {...aria}
        aria-describedby={describedBy}
      />
      {/* A press in the list (an option, its scroll bar) keeps the focus in the input, so its blur does not close the list. */}
      <ul
        ref={list}
        id={listId}
        role="listbox"
        className="hotel-combobox__list"
        aria-label={t('claim.hotel.listLabel')}
        hidden={!open}
        onMouseDown={(event) => event.preventDefault()}
      >
        {hotels.map((hotel, index) => (
          // The keyboard works on the input (aria-activedescendant), which keeps the focus: APG combobox.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={hotel.id}
            id={optionId(hotel)}
            role="option"
            aria-selected={index === active}
            className={`hotel-combobox__option${index === active ? ' hotel-combobox__option--active' : ''}`}
            onClick={() => choose(hotel)}
          >
            <span className="hotel-combobox__name">{hotel.name}</span>
            <span className="hotel-combobox__place">
              {hotel.city}, {hotel.country}
            </span>
          </li>
        ))}
      </ul>
      <p id={statusId} role="status" className={statusVisible ? 'hotel-combobox__status' : 'visually-hidden'}>
        {status}
      </p>
      {chosen ? (
        <p id={chosenId} className="hotel-combobox__chosen">
          {t('claim.hotel.chosen', { name: chosen.name, city: chosen.city })}
        </p>
      ) : null}
    </div>
  );
}
