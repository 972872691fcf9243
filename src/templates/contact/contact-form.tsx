import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import { sendContactMessageFx } from '@/model/contact/contact-model';
import { $loggedIn } from '@/model/session/session-model';
import { $user } from '@/model/user/user-model';
import { CaptchaField } from '@/templates/shared/captcha-field';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';

const widgets = { captcha: CaptchaField };

/** The contact form: subject and message; a guest adds an e-mail address and the captcha. */
export function ContactForm() {
  const { t } = useTranslation();
  const { loggedIn, user, send } = useUnit({ loggedIn: $loggedIn, user: $user, send: sendContactMessageFx });
  const [reference, setReference] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [formKey, setFormKey] = useState(0);
  const confirmation = useRef<HTMLDivElement>(null);
  const formContext = useMemo(() => ({ captchaReset }), [captchaReset]);

  // The confirmation replaces the form: focus moves to it so screen readers announce it.
  useEffect(() => {
    if (reference) confirmation.current?.focus();
  }, [reference]);

  if (reference) {
    return (
      <Notice ref={confirmation} tone="info" className="contact__sent" tabIndex={-1}>
        <p>
          <strong>{t('contact.sentTitle')}</strong>
        </p>
        <p>{t('contact.sentBody', { reference })}</p>
        <p>
          <Button
            variant="secondary"
            onClick={() => {
              setReference(null);
              setFormKey((k) => k + 1);
            }}
          >
            {t('contact.sendAnother')}
          </Button>
        </p>
      </Notice>
    );
  }
  return (
    <section className="contact__form account-card" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('contact.formTitle')}</h2>
      {loggedIn && user ? <p>{t('contact.memberReply', { email: user.email })}</p> : null}
      <LazySchemaForm
        key={`${loggedIn ? 'member' : 'guest'}-${formKey}`}
        formId={loggedIn ? 'contact' : 'contact-guest'}
        submitLabel={loggedIn ? 'forms.contact.submit' : 'forms.contactGuest.submit'}
        widgets={widgets}
        formContext={formContext}
        onSubmit={async (data) => {
          try {
            setReference((await send(data)).reference);
          } catch (error) {
            // A captcha solution is single-use: a refused submit needs a fresh one.
            setCaptchaReset((n) => n + 1);
            throw error;
          }
        }}
      />
    </section>
  );
}
