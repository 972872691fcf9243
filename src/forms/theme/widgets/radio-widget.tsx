// A group of native radio buttons for a field with few choices (choices.ts), named by the field's label through
// `aria-labelledby` (field-template.tsx renders it as a group's name, as for the captcha). The first button carries
// the field's id, so that the error summary's link and a refusal's focus land in the group.
import { deepEquals } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { ThemeWidgetProps } from '../../form-types';
import { groupLabelId, inputAria } from '../aria';
import { choicesOf } from './choices';

export function RadioWidget(props: ThemeWidgetProps) {
  const { id, name, htmlName, options, value, disabled, readonly, onChange, onBlur, onFocus, registry, schema } = props;
  const { t } = useTranslation();
  const choices = choicesOf({ name, options, registry, schema }, t);
  const { 'aria-required': ariaRequired, ...aria } = inputAria(props);
  return (
    <div role="radiogroup" className="form-radios" aria-labelledby={groupLabelId(id)} aria-required={ariaRequired} {...aria}>
      {choices.map((choice, index) => (
        <label key={String(index)} className="form-radio">
          <input
            type="radio"
            id={index === 0 ? id : `${id}-${index}`}
            name={htmlName || id}
            value={String(index)}
            checked={deepEquals(choice.value, value)}
            disabled={disabled || readonly}
            onChange={() => onChange(choice.value)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />{' '}
          {choice.label}
        </label>
      ))}
    </div>
  );
}
