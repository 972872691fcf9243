// My sponsorships (requirements §2.2 /my-sponsorships): invite a colleague by e-mail, and follow each invitation
// (invited → registered → first booking accepted) with the miles it earned.
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { sponsorshipsRequested } from '@/model/sponsorship/sponsorship-model';
import type { TemplateProps } from '@/templates/template-props';
import { InviteForm } from './invite-form';
import { SponsorshipList } from './sponsorship-list';
import '@/templates/templates.css';
import '@/templates/shared/account-card.css';
import './my-sponsorships.css';
import { useOpened } from '@/blocks/use-opened';

export default function MySponsorshipsTemplate({ title, blocks }: TemplateProps) {
  const { t } = useTranslation();
  const requested = useUnit(sponsorshipsRequested);

  // Invitations progress elsewhere (a colleague signs up): read them again on every visit.
  useOpened(() => {
    requested();
  }, [requested]);

  return (
    <section className="page" data-template="my-sponsorships">
      <h1>{title}</h1>
      <p className="page__lead">{t('sponsorship.lead')}</p>
      {blocks}
      <div className="sponsorship-layout">
        <InviteForm />
        <SponsorshipList />
      </div>
    </section>
  );
}
