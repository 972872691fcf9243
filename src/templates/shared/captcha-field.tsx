import { ariaDescribedByIds } from '@rjsf/utils';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { environmentConfig } from '@/lib/app-config';
import { AltchaCaptcha } from '@/ui/captcha/altcha-captcha';

/** The form's `captcha` widget: altcha's payload becomes the field value (required by the schema). */
export function CaptchaField({ id, onChange, rawErrors, formContext }: WidgetProps) {
  const { i18n } = useTranslation();
  const resetKey = typeof formContext?.captchaReset === 'number' ? formContext.captchaReset : 0;
  return (
    <AltchaCaptcha
      id={id}
      challengeUrl={`${environmentConfig.apiBase}captcha/challenge`}
      language={i18n.language}
      onChange={(payload) => onChange(payload ?? undefined)}
      invalid={Boolean(rawErrors?.length)}
      describedBy={ariaDescribedByIds(id)}
      resetKey={resetKey}
    />
  );
}
