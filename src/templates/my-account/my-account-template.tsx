// My account (requirements §2.2): a layout of blocks from page config — profile, language and country, password,
// profile picture. The forced change-password screen is the same template with only the password block.
import { useTranslation } from 'react-i18next';
import type { TemplateProps } from '@/templates/template-props';
import '@/templates/templates.css';
import '@/templates/shared/account-card.css';

export default function MyAccountTemplate({ title, blocks, pageId }: TemplateProps) {
  const { t } = useTranslation();
  return (
    <section className="page" data-template="my-account">
      <h1>{title}</h1>
      {pageId === 'my-account' && <p className="page__lead">{t('pages.myAccount.lead')}</p>}
      <div className="account-grid">{blocks}</div>
    </section>
  );
}
