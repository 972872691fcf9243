// An event: when and where, the seats left, registration; a registered member may cancel until the event's
// deadline (after a confirmation: the seat may go to someone else), and after it is told why not. Once the event
// has taken place, the registration is history: the panel says the event is over (the badge: completed).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnimationDetail, EventAction } from '@/model/animation-actions/animation-action-types';
import { intlLocale } from '@/contract/figures';
import { formatNumber } from '@/lib/format-number';
import { ActionRow } from '@/ui/action-row';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Notice } from '@/ui/notice';
import { ActionFailureNotice } from './action-failure';
import { PeriodNotice } from './period-notice';
import { useAnimationActions } from './use-animation-actions';
import { useFocusOnChange } from '@/ui/use-focus-on-change';
import { useIsPast } from './use-is-past';

function formatMoment(iso: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));
}

export function EventPanel({ animation, action }: { animation: AnimationDetail; action: EventAction }) {
  const { t, i18n } = useTranslation();
  const { pending, failure, request } = useAnimationActions(animation.id);
  const [confirming, setConfirming] = useState(false);
  const when = (iso: string) => formatMoment(iso, i18n.language);
  const cancellable = !useIsPast(action.cancel_until);
  const tookPlace = useIsPast(action.event_at);
  const headingId = `animation-action-${animation.id}`;
  const registeredRef = useRef<HTMLElement>(null);
  const registerRef = useRef<HTMLButtonElement>(null);
  useFocusOnChange(registeredRef, action.registered, action.registered);
  useFocusOnChange(registerRef, action.registered, !action.registered);

  return (
    <section className="animation-action animation-action--event" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('animationActions.event.title')}</h3>
      <dl className="animation-action__facts">
        <dt>{t('animationActions.event.date')}</dt>
        <dd>{when(action.event_at)}</dd>
        <dt>{t('animationActions.event.place')}</dt>
        <dd>{action.location}</dd>
        <dt>{t('animationActions.event.seats')}</dt>
        <dd data-testid="event-seats-left">
          {t('animationActions.event.seatsLeft', {
            count: action.seats_left,
            left: formatNumber(action.seats_left),
            total: formatNumber(action.seats_total),
          })}
        </dd>
      </dl>
      {action.registered && tookPlace ? (
        <Notice as="p" live={false} data-testid="event-took-place">
          {t('animationActions.event.closed')}
        </Notice>
      ) : action.registered ? (
        <Notice tone="success" data-testid="event-registered" ref={registeredRef} tabIndex={-1}>
          <p>{t('animationActions.event.registered')}</p>
          {cancellable ? (
            <>
              <p>{t('animationActions.event.cancelUntil', { date: when(action.cancel_until) })}</p>
              <ActionRow>
                <Button
                  variant="secondary"
                  busy={pending === 'cancel'}
                  onClick={() => setConfirming(true)}
                  operation="cancelEventRegistration"
                >
                  {t('animationActions.event.cancel')}
                </Button>
              </ActionRow>
            </>
          ) : (
            <p data-testid="event-cancel-closed">{t('animationActions.event.cancelClosed', { date: when(action.cancel_until) })}</p>
          )}
        </Notice>
      ) : animation.status !== 'current' ? (
        <PeriodNotice animation={animation} closedKey="animationActions.event.closed" />
      ) : action.seats_left <= 0 ? (
        <Notice as="p" tone="warning" data-testid="event-full">
          {t('animationActions.event.full')}
        </Notice>
      ) : (
        <ActionRow>
          <Button
            ref={registerRef}
            variant="primary"
            busy={pending === 'register'}
            onClick={() => request('register')}
            operation="registerForEvent"
          >
            {t('animationActions.event.register')}
          </Button>
        </ActionRow>
      )}
      <ActionFailureNotice failure={failure} />
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('animationActions.event.confirmTitle')}
        actions={
          <ActionRow>
            {/* Keeping comes first: the dialog's first control takes the focus, and the safe choice is the default. */}
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('animationActions.event.keep')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirming(false);
                request('cancel');
              }}
            >
              {t('animationActions.event.confirmCancel')}
            </Button>
          </ActionRow>
        }
      >
        <p>{t('animationActions.event.confirmText', { title: animation.title, date: when(action.event_at) })}</p>
      </Dialog>
    </section>
  );
}
