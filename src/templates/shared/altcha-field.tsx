import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { environmentConfig } from '@/lib/app-config';
import { groupLabelId, inputAria } from '@/forms/theme/aria';
import { AltchaCaptcha } from '@/ui/captcha/altcha-captcha';

/** altcha's widget as a form field: its payload becomes the field value (required by the schema). */
export default function AltchaField({ id, onChange, rawErrors, registry, required, uiSchema, schema, hideError }: WidgetProps) {
  const { i18n } = useTranslation();
  // rjsf gives a widget the screen's formContext in its registry only (no formContext prop).
  const resetKey = typeof registry.formContext?.captchaReset === 'number' ? registry.formContext.captchaReset : 0;
  return (
    <AltchaCaptcha
      id={id}
      challengeUrl={`${environmentConfig.apiBase}captcha/challenge`}
      language={i18n.language}
      onChange={(payload) => onChange(payload ?? undefined)}
      invalid={Boolean(rawErrors?.length)}
      labelledBy={groupLabelId(id)}
      // Only the ids of texts that exist (the error when there is one, the help, the description).
      describedBy={inputAria({ id, rawErrors, required, uiSchema, schema, hideError })['aria-describedby']}
      resetKey={resetKey}
    />
  );
}
