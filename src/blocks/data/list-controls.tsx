// The controls above a data list, as its config names them: a search box, radio buttons for one value of a field or
// all, a checkbox that shows another source. A search form of the page (role search), with native controls: it works
// with a keyboard and a screen reader as they are, and Enter changes nothing (the list follows each keystroke).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataListBlockProps } from '@/generated/config';
import { chosenValue } from './list-shape';
import type { AddressValues } from './use-address-values';

interface Props {
  config: DataListBlockProps;
  values: AddressValues;
  onChange(next: AddressValues): void;
}

export function ListControls({ config: { title, search, choice, toggle }, values, onChange }: Props) {
  const { t } = useTranslation();
  const searchId = useId();
  const chosen = chosenValue(choice, values);
  return (
    <form className="data-controls" role="search" aria-label={title ? t(title) : undefined} onSubmit={(event) => event.preventDefault()}>
      {search ? (
        <div className="data-controls__search">
          <label htmlFor={searchId}>{t(search.label)}</label>
          <input
            id={searchId}
            type="search"
            value={values[search.param] ?? ''}
            autoComplete="off"
            onChange={(event) => onChange({ [search.param]: event.target.value })}
          />
        </div>
      ) : null}
      {choice ? (
        <fieldset className="data-controls__choice">
          <legend>{t(choice.legend)}</legend>
          {[{ value: '', label: choice.all }, ...choice.options].map((option) => (
            <label key={option.value} className="data-controls__option">
              <input
                type="radio"
                name={`${searchId}-${choice.param}`}
                value={option.value}
                checked={chosen === option.value}
                onChange={() => onChange({ [choice.param]: option.value })}
              />
              {t(option.label)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {toggle ? (
        <label className="data-controls__option">
          <input
            type="checkbox"
            checked={values[toggle.param] === '1'}
            onChange={(event) => onChange({ [toggle.param]: event.target.checked ? '1' : '' })}
          />
          {t(toggle.label)}
        </label>
      ) : null}
    </form>
  );
}
