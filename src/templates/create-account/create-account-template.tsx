// Account creation (requirements §2.1 /create-account/:sponsorshipToken?): agent code, agency access code, names,
// e-mail and password twice, language, country, privacy consent and the captcha. Sign-up gives 500 miles.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import type { TemplateProps } from '@/templates/template-props';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import { RouteLink, useRoutePath } from '@/ui/route-links';
import { createAccountFx } from '@/model/account/account-model';
import { $countries, countriesNeeded } from '@/model/reference/countries-model';
import { $countryLanguages } from '@/model/reference/country-languages-model';
import { appConfig } from '@/lib/app-config';
import { $language } from '@/model/locale/locale-model';
import { CaptchaField } from '@/templates/shared/captcha-field';
import '@/templates/templates.css';
import '@/templates/shared/account-card.css';

const widgets = { captcha: CaptchaField };

export default function CreateAccountTemplate({ title, blocks, params }: TemplateProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { countries, countryLanguages, loadCountries, create, language } = useUnit({
    countries: $countries,
    countryLanguages: $countryLanguages,
    loadCountries: countriesNeeded,
    create: createAccountFx,
    language: $language,
  });
  const [captchaReset, setCaptchaReset] = useState(0);
  const success = useRoutePath('success', { type: 'account-created' });

  useEffect(() => {
    loadCountries();
  }, [loadCountries]);

  const formContext = useMemo(
    () => ({ options: { country_id: countries.map((c) => ({ value: c.id, label: c.name })) }, captchaReset }),
    [countries, captchaReset],
  );

  // requirements §9: the language preselects its country (en → GB, fr-be → FR, nl-be → NL). The form shows at once
  // and its country follows when the list comes, unless the visitor chose one (SchemaForm's starting values), so
  // nothing below it moves when the list arrives (a failed list leaves the choice to the visitor).
  const preselected = countries.find((c) => c.code === appConfig.preselectedCountry[language])?.id;
  const initialData = useMemo(
    () => ({
      // The visitor's language when countries are offered in it (countries_light/languages), else the first that is.
      language: countryLanguages.includes(language) ? language : countryLanguages[0],
      ...(preselected === undefined ? {} : { country_id: preselected }),
    }),
    [countryLanguages, language, preselected],
  );

  return (
    <section className="page" data-template="create-account">
      <h1>{title}</h1>
      <p className="page__lead">{t('pages.createAccount.lead')}</p>
      {blocks}
      <div className="account-card">
        <LazySchemaForm
          formId="create-account"
          submitLabel="forms.createAccount.submit"
          initialData={initialData}
          formContext={formContext}
          widgets={widgets}
          onSubmit={async (data) => {
            try {
              await create({ ...data, ...(params.sponsorshipToken ? { sponsorship_token: params.sponsorshipToken } : {}) });
            } catch (error) {
              // A captcha solution is single-use: a refused submit needs a fresh one.
              setCaptchaReset((n) => n + 1);
              throw error;
            }
            await navigate(success ?? '/', { replace: true });
          }}
        />
        <p className="account-links">
          <span>{t('pages.createAccount.haveAccount')}</span>
          <RouteLink to="login">{t('pages.createAccount.login')}</RouteLink>
        </p>
      </div>
    </section>
  );
}
