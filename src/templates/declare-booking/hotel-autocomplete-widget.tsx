// The property field of a booking claim: an accessible combobox over the programme's hotels (WAI-ARIA APG
// "list autocomplete with manual selection"). Typing searches GET hotels_light?search= (debounced, the
// previous search aborted, answers that arrive late ignored); ↓/↑ move through the hotels, Enter chooses,
// Escape closes the list (and, when it is already closed, clears the text). The field's value is the chosen
// hotel's id; its name stays in the input. Typing again clears the value until another hotel is chosen, so
// the form's "Please choose a hotel from the list." applies to text that names no hotel.
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { ThemeWidgetProps } from '@/forms/form-types';
import { inputAria } from '@/forms/theme/aria';
import type { HotelLight } from '@/model/claims/claim-types';
import { searchHotelsFx } from '@/model/claims/hotels-model';

/** Wait this long after the last keystroke before asking the API. */
export const HOTEL_SEARCH_DEBOUNCE_MS = 250;
/** Fewer characters than this search nothing. */
export const HOTEL_SEARCH_MIN_CHARS = 2;

type Search = { status: 'idle' } | { status: 'searching' } | { status: 'done'; hotels: HotelLight[] } | { status: 'failed' };

export function HotelAutocompleteWidget(props: ThemeWidgetProps) {
  const { id, htmlName, value, disabled, readonly, onChange, onBlur, onFocus } = props;
  const { t } = useTranslation();
  const searchHotels = useUnit(searchHotelsFx);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<HotelLight | null>(null);
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | null>(null);
  const list = useRef<HTMLUListElement>(null);

  const listId = `${id}__listbox`;
  const statusId = `${id}__status`;
  const chosenId = `${id}__chosen`;
  const optionId = (hotel: HotelLight) => `${id}__option-${hotel.id}`;
  const hotels = search.status === 'done' ? search.hotels : [];
  const activeHotel = open && active >= 0 ? hotels[active] : undefined;

  const cancel = () => {
    clearTimeout(timer.current);
    request.current?.abort();
    request.current = null;
  };
  useEffect(() => cancel, []);

  // On a phone the list can open below the fold (the keyboard takes half the screen): bring it into view.
  useEffect(() => {
    if (open) list.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);

  // Keep the active option in sight when the list scrolls.
  useEffect(() => {
    if (activeHotel) document.getElementById(optionId(activeHotel))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeHotel]);

  const startSearch = (typed: string) => {
    cancel();
    const term = typed.trim();
    setOpen(false);
    setActive(-1);
    if (term.length < HOTEL_SEARCH_MIN_CHARS) {
      setSearch({ status: 'idle' });
      return;
    }
    setSearch({ status: 'searching' });
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      request.current = controller;
      searchHotels({ search: term, signal: controller.signal }).then(
        (found) => {
          if (controller.signal.aborted) return;
          setSearch({ status: 'done', hotels: found });
          setOpen(found.length > 0);
        },
        () => {
          if (!controller.signal.aborted) setSearch({ status: 'failed' });
        },
      );
    }, HOTEL_SEARCH_DEBOUNCE_MS);
  };

  const choose = (hotel: HotelLight) => {
    cancel();
    setChosen(hotel);
    setText(hotel.name);
    setOpen(false);
    setActive(-1);
    setSearch({ status: 'idle' });
    onChange(hotel.id);
  };

  const clear = () => {
    cancel();
    setText('');
    setChosen(null);
    setSearch({ status: 'idle' });
    setOpen(false);
    if (value !== undefined) onChange(undefined);
  };

  const handleInput = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    setText(typed);
    if (chosen) setChosen(null);
    if (value !== undefined) onChange(undefined);
    startSearch(typed);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = hotels.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (open) setActive((i) => (i + 1) % count);
        else if (count > 0) {
          setOpen(true);
          setActive(0);
        } else if (!chosen && search.status !== 'searching') startSearch(text);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open) setActive((i) => (i <= 0 ? count - 1 : i - 1));
        else if (count > 0) {
          setOpen(true);
          setActive(count - 1);
        }
        break;
      case 'Enter':
        // With the list open, Enter chooses (or just closes the list); it never submits the form then.
        if (!open) break;
        event.preventDefault();
        if (activeHotel) choose(activeHotel);
        else setOpen(false);
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          clear();
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
        break;
    }
  };

  const status =
    search.status === 'searching'
      ? t('claim.hotel.searching')
      : search.status === 'failed'
        ? t('claim.hotel.failed')
        : search.status === 'done'
          ? hotels.length === 0
            ? t('claim.hotel.noResult')
            : t('claim.hotel.results', { count: hotels.length })
          : '';
  // The count is for screen readers; "searching", "no hotel found" and a failure are for everyone.
  const statusVisible = search.status === 'searching' || search.status === 'failed' || (search.status === 'done' && hotels.length === 0);
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
          setOpen(false);
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
              {hotel.city}, {hotel.country_code}
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
