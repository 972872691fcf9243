import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import { changePasswordFx } from '@/model/account/account-model';
import { $routeMode, logoutFx } from '@/model/session/session-model';
import { SavedNotice } from './saved-notice';

/**
 * Password change. On the forced screen (expired password) the member logs in again with the new password
 * afterwards: the session ends and the success page says so.
 */
export default function ChangePasswordForm() {
  const { t } = useTranslation();
  const { change, mode, logout } = useUnit({ change: changePasswordFx, mode: $routeMode, logout: logoutFx });
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <section className="account-card" aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('pages.myAccount.password')}</h2>
      <LazySchemaForm
        formId="change-password"
        submitLabel="forms.changePassword.submit"
        onSubmit={async (data) => {
          setSaved(null);
          await change(data);
          if (mode === 'expired') {
            await logout('/success/password-changed');
            return;
          }
          setSaved('pages.myAccount.passwordChanged');
        }}
      />
      <SavedNotice messageKey={saved} />
    </section>
  );
}
