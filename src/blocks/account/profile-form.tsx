import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import { updateProfileFx } from '@/model/account/account-model';
import { $user } from '@/model/user/user-model';
import { profileValues } from '@/blocks/account/profile-values';
import { Spinner } from '@/ui/spinner';
import { profileSaveFailure } from './profile-save-failure';
import { SavedNotice } from './saved-notice';

/** The member's profile (my-account). */
export default function ProfileForm() {
  const { t, i18n } = useTranslation();
  const { user, update } = useUnit({ user: $user, update: updateProfileFx });
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <section className="account-card" aria-labelledby="profile-form-title">
      <h2 id="profile-form-title">{t('pages.myAccount.profile')}</h2>
      {!user ? (
        <Spinner label={t('shell.loading')} />
      ) : (
        <LazySchemaForm
          formId="profile"
          submitLabel="forms.profile.submit"
          initialData={profileValues(user)}
          onSubmit={async (data) => {
            setSaved(null);
            await update(data).catch((reason: unknown) => {
              throw profileSaveFailure(reason, (key) => i18n.exists(key));
            });
            setSaved(t('pages.myAccount.saved'));
          }}
        />
      )}
      <SavedNotice message={saved} />
    </section>
  );
}
