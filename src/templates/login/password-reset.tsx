import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import { RouteLink, useRoutePath } from '@/ui/route-links';
import { resetPasswordFx } from '@/model/account/account-model';

/** The link of the recovery mail: /login/reset-password/:code/:slug. A used or expired link says "Invalid slug". */
export function PasswordReset({ code, slug }: { code: string; slug: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useUnit(resetPasswordFx);
  const success = useRoutePath('success', { type: 'password-changed' });
  return (
    <section className="page" data-template="login">
      <h1>{t('pages.reset.title')}</h1>
      <div className="account-card">
        <LazySchemaForm
          formId="reset-password"
          submitLabel="forms.resetPassword.submit"
          onSubmit={async (data) => {
            await reset({ ...data, code, slug });
            await navigate(success ?? '/', { replace: true });
          }}
        />
        <p className="account-links">
          <RouteLink to="login" params={{ page: 'recovery' }}>
            {t('pages.reset.newLink')}
          </RouteLink>
        </p>
      </div>
    </section>
  );
}
