// A booster: its multiplier and period, "Join the booster", and once joined, since when and the way to declare a
// booking (bookings whose check-out falls in the period earn the multiplier).
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnimationDetail, BoosterAction } from '@/model/animation-actions/animation-action-types';
import { formatDay } from '@/lib/format-date';
import { ActionRow } from '@/ui/action-row';
import { Button, ButtonLink } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { ActionFailureNotice } from './action-failure';
import { PeriodNotice } from './period-notice';
import { useAnimationActions } from './use-animation-actions';
import { useFocusOnChange } from '@/ui/use-focus-on-change';

export function BoosterPanel({ animation, action }: { animation: AnimationDetail; action: BoosterAction }) {
  const { t, i18n } = useTranslation();
  const { pending, failure, request } = useAnimationActions(animation.id);
  const day = (iso: string) => formatDay(iso, i18n.language);
  const joinedRef = useRef<HTMLElement>(null);
  useFocusOnChange(joinedRef, action.joined_at, Boolean(action.joined_at));
  return (
    <section className="animation-action animation-action--booster" aria-labelledby={`animation-action-${animation.id}`}>
      <h3 id={`animation-action-${animation.id}`}>{t('animationActions.booster.title', { multiplier: action.multiplier })}</h3>
      <p>
        {t('animationActions.booster.rule', {
          multiplier: action.multiplier,
          start: day(animation.starts_on),
          end: day(animation.ends_on),
        })}
      </p>
      {action.joined_at ? (
        <Notice tone="success" data-testid="booster-joined" ref={joinedRef} tabIndex={-1}>
          <p>{t('animationActions.booster.joined', { date: day(action.joined_at) })}</p>
          <ActionRow>
            <ButtonLink to="declare-booking" variant="primary">
              {t('animationActions.booster.declare')}
            </ButtonLink>
          </ActionRow>
        </Notice>
      ) : animation.status !== 'current' ? (
        <PeriodNotice animation={animation} closedKey="animationActions.booster.closed" />
      ) : (
        <ActionRow>
          <Button variant="primary" busy={pending === 'join'} onClick={() => request('join')} operation="joinBooster">
            {t('animationActions.booster.join')}
          </Button>
        </ActionRow>
      )}
      <ActionFailureNotice failure={failure} />
    </section>
  );
}
