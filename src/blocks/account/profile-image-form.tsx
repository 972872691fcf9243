import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import { dataUrlToBlob } from '@/lib/data-url';
import { uploadProfileImageFx } from '@/model/account/account-model';
import { $user } from '@/model/user/user-model';
import { SavedNotice } from './saved-notice';
import { useProfilePicture } from './use-profile-picture';

/** Profile picture: jpeg or png, at most 2 MB (checked here, and again by the server on the content). */
export default function ProfileImageForm() {
  const { t } = useTranslation();
  const { upload, user } = useUnit({ upload: uploadProfileImageFx, user: $user });
  const [saved, setSaved] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const picture = useProfilePicture(user?.image_url, version);
  return (
    <section className="account-card" aria-labelledby="profile-image-title">
      <h2 id="profile-image-title">{t('pages.myAccount.picture')}</h2>
      {picture && <img className="profile-picture" src={picture} alt={t('pages.myAccount.currentPicture')} width={96} height={96} />}
      <LazySchemaForm
        formId="profile-image"
        submitLabel="forms.profileImage.submit"
        onSubmit={async (data) => {
          setSaved(null);
          await upload(dataUrlToBlob(String(data.file ?? '')));
          setSaved('pages.myAccount.pictureSaved');
          setVersion((v) => v + 1);
        }}
      />
      <SavedNotice messageKey={saved} />
    </section>
  );
}
