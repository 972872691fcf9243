// An external e-learning: a link out to the provider's course. Following it records the start (the call leaves
// with the click; the course opens in a new tab, so this page and its call go on); completion is reported to
// the programme by the provider, and the page then shows the miles credited.
import { useTranslation } from 'react-i18next';
import { linkKind } from '@/cms/safe-url';
import type { AnimationDetail, ExternalAction } from '@/model/animation-actions/animation-action-types';
import { buttonClass } from '@/ui/button-class';
import { formatDay } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import { Notice } from '@/ui/notice';
import { ActionFailureNotice } from './action-failure';
import { PeriodNotice } from './period-notice';
import { useAnimationActions } from './use-animation-actions';

export function ExternalPanel({ animation, action }: { animation: AnimationDetail; action: ExternalAction }) {
  const { t, i18n } = useTranslation();
  const { failure, request } = useAnimationActions(animation.id);
  const headingId = `animation-action-${animation.id}`;
  // Why checked: the address comes from editors' data; only a web address may be opened from here.
  const url = linkKind(action.url) === 'external' && /^https?:/i.test(action.url.trim()) ? action.url.trim() : null;
  const miles = animation.participation.miles_earned ?? animation.miles;
  const open = !action.completed_at && animation.status === 'current' && url;

  return (
    <section className="animation-action animation-action--external" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('animationActions.external.title')}</h3>
      {action.completed_at ? (
        <Notice tone="success" as="p" data-testid="external-completed">
          {t('animationActions.external.completed', { date: formatDay(action.completed_at, i18n.language), miles: formatNumber(miles) })}
        </Notice>
      ) : action.started_at ? (
        <Notice tone="info" as="p" data-testid="external-in-progress">
          {t('animationActions.external.inProgress')}
        </Notice>
      ) : animation.status !== 'current' ? (
        <PeriodNotice animation={animation} closedKey="animationActions.external.closed" />
      ) : (
        <p>{t('animationActions.external.intro', { miles: formatNumber(animation.miles) })}</p>
      )}
      {open ? (
        <p>
          <a
            className={buttonClass(action.started_at ? 'secondary' : 'primary')}
            href={url}
            target="_blank"
            rel="noopener"
            data-testid="external-link"
            onClick={() => {
              if (!action.started_at) request('start');
            }}
          >
            {t(action.started_at ? 'animationActions.external.continue' : 'animationActions.external.start')}{' '}
            <span className="visually-hidden">{t('animationActions.external.newTab')}</span>
          </a>
        </p>
      ) : null}
      <ActionFailureNotice failure={failure} />
    </section>
  );
}
