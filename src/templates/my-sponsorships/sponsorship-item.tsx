import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import { sponsorshipSteps } from '@/model/sponsorship/sponsorship-model';
import type { Sponsorship, SponsorshipStatus } from '@/model/sponsorship/sponsorship-model';

const dateOf = (s: Sponsorship, step: SponsorshipStatus) =>
  step === 'invited' ? s.created_at : step === 'registered' ? s.registered_at : s.qualified_at;

/**
 * One invitation. Its progress is text first: "Step 2 of 3: Registered", then an ordered list of the three
 * steps, each saying "done on <date>" or "not yet" — the colours and marks only repeat what the text says.
 */
export function SponsorshipItem({ sponsorship: s }: { sponsorship: Sponsorship }) {
  const { t, i18n } = useTranslation();
  const reached = sponsorshipSteps.indexOf(s.status);
  const headingId = `sponsorship-${s.id}`;
  return (
    <li className="sponsorship account-card">
      <h3 id={headingId} className="sponsorship__email">
        {s.email}
      </h3>
      {s.invitee_name ? <p className="sponsorship__invitee">{t('sponsorship.invitee', { name: s.invitee_name })}</p> : null}
      <p className="sponsorship__status" data-testid="sponsorship-status">
        {t('sponsorship.stepOf', { step: reached + 1, total: sponsorshipSteps.length, status: t(`sponsorship.steps.${s.status}`) })}
      </p>
      <ol className="sponsorship-steps" aria-label={t('sponsorship.progress')}>
        {sponsorshipSteps.map((step, index) => {
          const done = index <= reached;
          const date = dateOf(s, step);
          return (
            <li key={step} className={`sponsorship-step ${done ? 'sponsorship-step--done' : 'sponsorship-step--todo'}`}>
              <span className="sponsorship-step__mark" aria-hidden="true">
                {done ? '✓' : index + 1}
              </span>
              <span className="sponsorship-step__label">{t(`sponsorship.steps.${step}`)}</span>
              <span className="sponsorship-step__state">
                {done
                  ? date
                    ? t('sponsorship.stepDoneOn', { date: formatDay(date, i18n.language, 'medium') })
                    : t('sponsorship.stepDone')
                  : t('sponsorship.stepToCome')}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="sponsorship__miles">{t('sponsorship.miles', { miles: formatNumber(s.miles) })}</p>
    </li>
  );
}
