import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import { updateProfileFx } from '@/model/account/account-model';
import { $user } from '@/model/user/user-model';
import { profileValues } from '@/blocks/account/profile-values';
import { Spinner } from '@/ui/spinner';
import { profileSaveFailure } from './profile-save-failure';
import { SavedNotice } from './saved-notice';
import { useCompanyRoles } from './use-company-roles';

/** The member's profile (my-account, and the details of /profile with its company section's role). */
export default function ProfileForm() {
  const { t, i18n } = useTranslation();
  const { user, update } = useUnit({ user: $user, update: updateProfileFx });
  const [saved, setSaved] = useState<string | null>(null);
  const roles = useCompanyRoles();
  const formContext = useMemo(() => ({ options: { company_role_id: roles.map((r) => ({ value: r.id, label: r.name })) } }), [roles]);
  return (
    <section className="account-card" aria-labelledby="profile-form-title">
      <h2 id="profile-form-title">{t('pages.myAccount.profile')}</h2>
      {!user ? (
        <Spinner label={t('shell.loading')} />
      ) : (
        <LazySchemaForm
          formId="profile"
          submitLabel="forms.profile.submit"
          formContext={formContext}
          initialData={profileValues(user)}
          onSubmit={async (data) => {
            setSaved(null);
            await update(data).catch((reason: unknown) => {
              throw profileSaveFailure(reason, (key) => i18n.exists(key));
            });
            setSaved('pages.myAccount.saved');
          }}
        />
      )}
      <SavedNotice messageKey={saved} />
    </section>
  );
}
