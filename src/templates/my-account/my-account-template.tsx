// A member's page made of blocks from page config, under its heading and lead: my account (profile, language and
// country, password, profile picture; the forced change-password screen is the same with only the password block),
// my sponsorships (the invitation form and the invitations, a config form and a data list), my orders (a data list
// whose items hold their lines), my bookings (two data lists of one answer), my favorites (a data list per kind), my
// agency (a data view in cards) and the partners directory (a data list with its search, type and groups).
import { useTranslation } from 'react-i18next';
import type { TemplateProps } from '@/templates/template-props';
import '@/templates/templates.css';
import '@/templates/shared/account-card.css';

export default function MyAccountTemplate({ title, blocks, page }: TemplateProps) {
  const { t } = useTranslation();
  return (
    <section className="page" data-template={page.template}>
      <h1>{title}</h1>
      {page.lead ? <p className="page__lead">{t(page.lead)}</p> : null}
      <div className="account-grid">{blocks}</div>
    </section>
  );
}
