import { descriptionId, errorId, getUiOptions, helpId } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { ThemeFieldTemplateProps } from '../form-types';
import { errorMessages, groupLabelId } from './aria';
import { RequiredMark } from './required-mark';

/**
 * One field: a visible `<label for>`, the help text, the input, then its error with an id the input's
 * `aria-describedby` names. Labels, help and descriptions are i18n keys, translated here with the values the
 * page gives its form's texts (formContext.textValues). Checkboxes
 * render their own label after the box (widgets/checkbox-widget.tsx).
 */
export function FieldTemplate(props: ThemeFieldTemplateProps) {
  const {
    id,
    label,
    children,
    rawErrors,
    rawHelp,
    rawDescription,
    hidden,
    required,
    displayLabel,
    hideError,
    schema,
    uiSchema,
    fieldPathId,
    registry,
  } = props;
  const { t: translate } = useTranslation();
  const values = registry.formContext?.textValues;
  const t = (key: string) => translate(key, values);
  // A choice the page offers nothing to choose from (a product without options) is not asked.
  const offered = registry.formContext?.options?.[String(fieldPathId.path.at(-1) ?? '')];
  if (hidden || offered?.length === 0) return <div hidden>{children}</div>;

  const errors = hideError ? [] : errorMessages(rawErrors);
  // The form itself (and any nested object) is a container: its fields bring their own labels.
  if (schema.type === 'object' || fieldPathId.path.length === 0) {
    return (
      <>
        {children}
        {errors.length > 0 && (
          <p id={errorId(id)} className="form-field__error">
            {errors.join(' ')}
          </p>
        )}
      </>
    );
  }

  const { widget } = getUiOptions(uiSchema);
  const isCheckbox = widget === 'checkbox' || schema.type === 'boolean';
  // Why: a captcha (altcha's own labelled checkbox), radio buttons and checkboxes are groups of controls, not one
  // labelable element, so a `<label for>` would point at one of them; the group names itself with this text
  // (aria-labelledby, groupLabelId).
  const isGroup = widget === 'captcha' || widget === 'radio' || widget === 'checkboxes';
  const invalid = errors.length > 0;
  return (
    <div className={`form-field${invalid ? ' form-field--invalid' : ''}`} data-field={fieldPathId.path.join('.')}>
      {displayLabel && !isCheckbox && isGroup && (
        <span className="form-field__label" id={groupLabelId(id)}>
          {t(label)}
          {required && <RequiredMark />}
        </span>
      )}
      {displayLabel && !isCheckbox && !isGroup && (
        <label className="form-field__label" htmlFor={id}>
          {t(label)}
          {required && <RequiredMark />}
        </label>
      )}
      {rawDescription && (
        <p id={descriptionId(id)} className="form-field__description">
          {t(rawDescription)}
        </p>
      )}
      {rawHelp && (
        <p id={helpId(id)} className="form-field__help">
          {t(rawHelp)}
        </p>
      )}
      {children}
      {invalid && (
        <p id={errorId(id)} className="form-field__error">
          <span className="form-visually-hidden">{t('forms.common.errorPrefix')}</span> {errors.join(' ')}
        </p>
      )}
    </div>
  );
}
