// The login form. After a few wrong passwords on an account the API asks for the captcha (422 captcha_required):
// the form comes back as `login-captcha`, with what was typed and a notice saying why, and sends the solution
// with the next attempt. A refused attempt then needs a fresh solution (each is accepted once).
// The prerendered form logs in before the app runs too (sent as plain HTML: server/http/native-forms.ts); a refusal
// of that comes back with the page and is shown as the app's own (src/forms/native-refusal.ts), the e-mail kept.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import { forgetNativeRefusal, peekNativeRefusal } from '@/forms/native-refusal';
import type { FormValues } from '@/forms/form-types';
import { loginFx } from '@/model/session/session-model';
import { Notice } from '@/ui/notice';
import { CaptchaField } from '@/templates/shared/captcha-field';
import { needsCaptcha, withLockWait } from './locked-message';

const widgets = { captcha: CaptchaField };

/** `returnTo`: the page to open once logged in (the login's `ref`). */
export function LoginForm({ returnTo, children }: { returnTo: string | null; children?: ReactNode }) {
  const { t } = useTranslation();
  const login = useUnit(loginFx);
  // A refusal of the form sent before the app ran (the server then sends this page to be rendered by the app).
  const [refusal] = useState(() => peekNativeRefusal('login'));
  const [typed, setTyped] = useState<FormValues | null>(() =>
    refusal && needsCaptcha(refusal.error) ? { email: String(refusal.values.email ?? '') } : null,
  );
  const [refusedBefore] = useState(() =>
    refusal && !needsCaptcha(refusal.error) ? { values: refusal.values, reason: withLockWait(refusal.error, t) } : null,
  );
  useEffect(() => {
    if (refusal) forgetNativeRefusal();
  }, [refusal]);
  const [captchaReset, setCaptchaReset] = useState(0);
  const formContext = useMemo(() => ({ captchaReset }), [captchaReset]);
  const notice = useRef<HTMLParagraphElement>(null);
  const captchaNeeded = typed !== null;

  // The form was replaced under the visitor's hands: the notice says why, and the focus goes there.
  useEffect(() => {
    if (captchaNeeded) notice.current?.focus();
  }, [captchaNeeded]);

  const submit = async (data: FormValues) => {
    const email = String(data.email ?? '');
    const password = String(data.password ?? '');
    try {
      await login({ email, password, ref: returnTo, ...(captchaNeeded ? { captcha: String(data.captcha ?? '') } : {}) });
    } catch (reason: unknown) {
      if (!captchaNeeded && needsCaptcha(reason)) {
        setTyped({ email, password });
        return;
      }
      if (captchaNeeded) setCaptchaReset((n) => n + 1);
      throw withLockWait(reason, t);
    }
  };

  return (
    <>
      {captchaNeeded && (
        <Notice as="p" tone="warning" ref={notice} tabIndex={-1} data-testid="login-captcha-notice">
          {t('pages.login.captchaRequired')}
        </Notice>
      )}
      <LazySchemaForm
        key={captchaNeeded ? 'captcha' : 'plain'}
        formId={captchaNeeded ? 'login-captcha' : 'login'}
        submitLabel="forms.login.submit"
        initialData={typed ?? refusedBefore?.values}
        refusedBefore={refusedBefore?.reason}
        widgets={widgets}
        formContext={formContext}
        onSubmit={submit}
      >
        {children}
      </LazySchemaForm>
    </>
  );
}
