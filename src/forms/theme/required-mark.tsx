import { useTranslation } from 'react-i18next';

/**
 * The visible "*" after a required field's label. Screen readers get the state from `aria-required` on
 * the input, so the star itself is hidden from them (it would be read as "star").
 */
export function RequiredMark() {
  const { t } = useTranslation();
  return (
    <span className="form-field__required" aria-hidden="true" title={t('forms.common.required')}>
      {' *'}
    </span>
  );
}
