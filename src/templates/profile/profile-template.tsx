// The member profile of the hotel-group side (requirements §2.3 /profile/:modal?): one card per section with what is
// on file (the agency's card names the member's role in it, requirements §6 company roles), and each section's form in a
// dialog addressed by the :modal parameter. The address is the dialog's
// state: opening is a link (so it can be bookmarked or mailed), closing (Escape, Close) goes back to /profile,
// and an unknown :modal shows the page without a dialog rather than a not-found screen.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUnit } from 'effector-react';
import { useCompanyRoles } from '@/blocks/account/use-company-roles';
import { formatDay } from '@/lib/format-date';
import { $user } from '@/model/user/user-model';
import type { TemplateProps } from '@/templates/template-props';
import { Button, ButtonLink } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { useRoutePath } from '@/ui/route-links';
import { Spinner } from '@/ui/spinner';
import { profileCards, sectionOf } from './profile-sections';
import type { ProfileCard } from './profile-sections';
import '@/templates/templates.css';
import '@/templates/shared/account-card.css';
import './profile.css';

export default function ProfileTemplate({ title, params }: TemplateProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profilePath = useRoutePath('profile') ?? '/profile';
  const open = sectionOf(params.modal);
  const close = () => void navigate(profilePath);
  return (
    <div className="page profile" data-template="profile">
      <h1>{title}</h1>
      <p className="page__lead">{t('profile.lead')}</p>
      <ul className="profile__sections">
        {profileCards.map(({ card, opens }) => (
          <li key={card} className="account-card profile__section" data-testid={`profile-section-${card}`}>
            <h2 id={`profile-${card}`}>{t(`profile.sections.${card}.title`)}</h2>
            <SectionSummary card={card} />
            <p>
              <ButtonLink to="profile" params={{ modal: opens }} variant="secondary" aria-describedby={`profile-${card}`}>
                {t(card === 'company' ? 'profile.companyChange' : 'profile.change')}
              </ButtonLink>
            </p>
          </li>
        ))}
      </ul>
      {open ? (
        <Dialog
          open
          onClose={close}
          title={t(`profile.sections.${open.modal}.title`)}
          className="profile__dialog"
          actions={
            <Button variant="secondary" onClick={close}>
              {t('profile.close')}
            </Button>
          }
        >
          <Suspense fallback={<Spinner label={t('shell.loading')} />}>
            <open.block />
          </Suspense>
        </Dialog>
      ) : null}
    </div>
  );
}

/** What is on file for one section, in a line or two (the dialog holds the form). */
function SectionSummary({ card }: { card: ProfileCard }) {
  const { t, i18n } = useTranslation();
  const user = useUnit($user);
  if (!user) return <Spinner label={t('shell.loading')} />;
  switch (card) {
    case 'details':
      return (
        <p className="profile__summary">
          {user.firstname} {user.lastname}
          <br />
          {user.email}
          <br />
          {t('profile.agentCode', { code: user.code })}
        </p>
      );
    case 'company':
      return <CompanySummary company={user.company.name} roleId={user.company_role_id} />;
    case 'language':
      return <p className="profile__summary">{t(`languages.${user.locale.code}`)}</p>;
    case 'password':
      return (
        <p className="profile__summary">
          {t('profile.passwordSince', { date: formatDay(user.notification.password_create_date, i18n.language) })}
        </p>
      );
    case 'picture':
      return <p className="profile__summary">{t(user.image_url ? 'profile.pictureSet' : 'profile.pictureNone')}</p>;
  }
}

/** The member's agency and their role in it, named in the member's language once the roles have answered. */
function CompanySummary({ company, roleId }: { company: string; roleId: number | null | undefined }) {
  const { t } = useTranslation();
  const roles = useCompanyRoles();
  const role = roles.find((r) => r.id === roleId);
  const none = roleId === null || roleId === undefined;
  return (
    <p className="profile__summary">
      {company}
      <br />
      {none ? t('profile.companyRoleNone') : role ? t('profile.companyRole', { role: role.name }) : null}
    </p>
  );
}
