// The forms' `captcha` widget. altcha and its workers load when a form shows the widget (a guest's contact form, the
// sign-up, a login the API asks a captcha of), never with a page whose form has none (a member's contact form, a
// first login attempt): the widget is its own chunk, and a spinner holds its place until it comes.
import { lazy, Suspense } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui/spinner';

const AltchaField = lazy(() => import('./altcha-field'));

export function CaptchaField(props: WidgetProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t('shell.loading')} />}>
      <AltchaField {...props} />
    </Suspense>
  );
}
