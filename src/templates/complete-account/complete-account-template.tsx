// Complete the profile (requirements §2.2 /complete-account): a full profile earns 500 more miles (requirements §9).
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import type { TemplateProps } from '@/templates/template-props';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import { useRoutePath } from '@/ui/route-links';
import { Spinner } from '@/ui/spinner';
import { updateProfileFx } from '@/model/account/account-model';
import { $user } from '@/model/user/user-model';
import { profileValues } from '@/blocks/account/profile-values';
import '@/templates/templates.css';
import '@/templates/shared/account-card.css';

export default function CompleteAccountTemplate({ title, blocks }: TemplateProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const home = useRoutePath('default');
  const { user, update } = useUnit({ user: $user, update: updateProfileFx });
  return (
    <section className="page" data-template="complete-account">
      <h1>{title}</h1>
      <p className="page__lead">{t('pages.completeAccount.lead')}</p>
      {blocks}
      <div className="account-card">
        {user ? (
          <LazySchemaForm
            formId="complete-account"
            submitLabel="forms.completeAccount.submit"
            initialData={profileValues(user)}
            onSubmit={async (data) => {
              await update(data);
              await navigate(home ?? '/', { replace: true });
            }}
          />
        ) : (
          <Spinner label={t('shell.loading')} />
        )}
      </div>
    </section>
  );
}
