// A group of native checkboxes for an array of choices (`"uniqueItems": true` with an `items.enum`, and
// `"ui:widget": "checkboxes"`), named by the field's label through `aria-labelledby` as the radio group is
// (field-template.tsx). The first box carries the field's id, so that the error summary's link lands in the group.
// The value keeps the choices' order whatever the order they were ticked in, so the same choice is the same value.
import { deepEquals } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { ThemeWidgetProps } from '../../form-types';
import { groupLabelId, inputAria } from '../aria';
import { choicesOf } from './choices';

export function CheckboxesWidget(props: ThemeWidgetProps) {
  const { id, name, htmlName, options, value, disabled, readonly, onChange, onBlur, onFocus, registry, schema } = props;
  const { t } = useTranslation();
  const choices = choicesOf({ name, options, registry, schema }, t);
  const ticked: unknown[] = Array.isArray(value) ? value : [];
  const isTicked = (choice: unknown) => ticked.some((v) => deepEquals(v, choice));
  // A group cannot be required (ARIA): the required mark is on its label; an error names the group invalid.
  const { 'aria-required': _required, ...aria } = inputAria(props);
  const toggle = (choice: unknown, on: boolean) =>
    onChange(choices.map((c) => c.value).filter((v) => (deepEquals(v, choice) ? on : isTicked(v))));
  return (
    <div role="group" className="form-checks" aria-labelledby={groupLabelId(id)} {...aria}>
      {choices.map((choice, index) => (
        <label key={String(index)} className="form-checks__item">
          <input
            type="checkbox"
            id={index === 0 ? id : `${id}-${index}`}
            name={htmlName || id}
            value={String(index)}
            checked={isTicked(choice.value)}
            disabled={disabled || readonly}
            onChange={(event) => toggle(choice.value, event.target.checked)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          {choice.label}
        </label>
      ))}
    </div>
  );
}
