import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import { $lastInvited, inviteColleagueFx } from '@/model/sponsorship/sponsorship-model';
import { Notice } from '@/ui/notice';

/** The invitation form; after a success, a confirmation and an empty form for the next colleague. */
export function InviteForm() {
  const { t } = useTranslation();
  const { invite, lastInvited } = useUnit({ invite: inviteColleagueFx, lastInvited: $lastInvited });
  const [formKey, setFormKey] = useState(0);
  const sent = useRef<HTMLParagraphElement>(null);

  // The form is new and empty after a success: focus goes to the confirmation, which screen readers read.
  useEffect(() => {
    if (lastInvited) sent.current?.focus();
  }, [lastInvited]);

  return (
    <section className="account-card" aria-labelledby="invite-title">
      <h2 id="invite-title">{t('sponsorship.formTitle')}</h2>
      {lastInvited ? (
        <Notice as="p" ref={sent} tone="success" className="sponsorship-sent" tabIndex={-1}>
          {t('sponsorship.sent', { email: lastInvited })}
        </Notice>
      ) : null}
      <LazySchemaForm
        key={formKey}
        formId="sponsorship-invite"
        submitLabel="forms.sponsorshipInvite.submit"
        onSubmit={async (data) => {
          // Every field of the form: one an editor added to schemas/forms/sponsorship-invite.json is stored too.
          await invite({ ...data, email: String(data.email ?? '') });
          setFormKey((k) => k + 1);
        }}
      />
    </section>
  );
}
