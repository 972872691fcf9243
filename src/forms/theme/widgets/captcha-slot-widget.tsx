import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThemeWidgetProps } from '../../form-types';

/**
 * Stands in for the `captcha` widget until a screen provides one (`<SchemaForm widgets={{ captcha }}>`): a
 * visible message and a console warning, never a silent gap. The field stays required, so the form cannot
 * be sent without a real captcha ("Please verify you are not a robot").
 */
export function CaptchaSlotWidget({ id }: ThemeWidgetProps) {
  const { t } = useTranslation();
  useEffect(() => {
    console.warn(`[forms] Field "${id}" uses the "captcha" widget, but the screen passed none: <SchemaForm widgets={{ captcha: … }} />`);
  }, [id]);
  return (
    <p id={id} className="form-placeholder" role="alert" tabIndex={-1}>
      {t('forms.common.captchaMissing')}
    </p>
  );
}
