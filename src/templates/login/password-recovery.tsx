import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import { RouteLink } from '@/ui/route-links';
import { useFocusOnChange } from '@/ui/use-focus-on-change';
import { requestRecoveryFx } from '@/model/account/account-model';
import { ResultMessage } from '@/templates/shared/result-message';

/** Asks for a reset link. The answer never says whether the address has an account (no enumeration). */
export function PasswordRecovery() {
  const { t } = useTranslation();
  const request = useUnit(requestRecoveryFx);
  const [sent, setSent] = useState(false);
  // The form and its button go with the answer: the focus moves to what replaced them.
  const outcome = useRef<HTMLElement>(null);
  useFocusOnChange(outcome, sent, sent);
  return (
    <section className="page" data-template="login">
      <h1>{t('pages.recovery.title')}</h1>
      <div className="account-card">
        {sent ? (
          <ResultMessage kind="success" ref={outcome}>
            {t('pages.recovery.sent')}
          </ResultMessage>
        ) : (
          <>
            <p>{t('pages.recovery.intro')}</p>
            <LazySchemaForm
              formId="password-recovery"
              submitLabel="forms.passwordRecovery.submit"
              onSubmit={async (data) => {
                await request(data);
                setSent(true);
              }}
            />
          </>
        )}
        <p className="account-links">
          <RouteLink to="login">{t('pages.recovery.backToLogin')}</RouteLink>
        </p>
      </div>
    </section>
  );
}
