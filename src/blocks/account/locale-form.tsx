import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import { updateProfileFx } from '@/model/account/account-model';
import { $countries, countriesNeeded } from '@/model/reference/countries-model';
import { $locale, languageChosen } from '@/model/locale/locale-model';
import { isLanguage } from '@/lib/app-config';
import { profileSaveFailure } from './profile-save-failure';
import { SavedNotice } from './saved-notice';

/** Language and country of the member, kept on the profile and applied at once. */
export default function LocaleForm() {
  const { t, i18n } = useTranslation();
  const { countries, loadCountries, locale, update, choose } = useUnit({
    countries: $countries,
    loadCountries: countriesNeeded,
    locale: $locale,
    update: updateProfileFx,
    choose: languageChosen,
  });
  const [saved, setSaved] = useState<string | null>(null);
  useEffect(() => {
    loadCountries();
  }, [loadCountries]);
  const formContext = useMemo(() => ({ options: { country_id: countries.map((c) => ({ value: c.id, label: c.name })) } }), [countries]);
  const current = countries.find((c) => c.code === locale.country);
  if (!countries.length) return null;
  return (
    <section className="account-card" aria-labelledby="locale-form-title">
      <h2 id="locale-form-title">{t('pages.myAccount.locale')}</h2>
      <LazySchemaForm
        formId="locale"
        submitLabel="forms.locale.submit"
        formContext={formContext}
        initialData={{ language: locale.language, ...(current ? { country_id: current.id } : {}) }}
        onSubmit={async (data) => {
          setSaved(null);
          await update({ locale: { code: data.language }, country_id: data.country_id }).catch((reason: unknown) => {
            throw profileSaveFailure(reason, (key) => i18n.exists(key));
          });
          setSaved('pages.myAccount.saved');
          if (isLanguage(data.language)) choose(data.language);
        }}
      />
      <SavedNotice messageKey={saved} />
    </section>
  );
}
