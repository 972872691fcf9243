// An active card: its summary, loading miles onto it (the schema form schemas/forms/card-load.json; the rate and
// the euros shown before confirming, the review's Idempotency-Key sent again by a retry), and the ways to its PIN,
// its history and blocking it.
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import {
  $lastLoad,
  $loadError,
  $loadReview,
  $loadRetryable,
  $loading,
  loadCancelled,
  loadConfirmed,
  loadReviewFx,
} from '@/model/card/card-load';
import { $card, $cardStatus } from '@/model/card/card-model';
import { ActionRow } from '@/ui/action-row';
import { Button, ButtonLink } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import { Notice } from '@/ui/notice';
import { errorText } from './card-errors';
import { formatEuros } from '@/lib/format-number';
import { formatCardMiles } from './card-format';
import { CardSummary } from './card-summary';
import { figureListClass } from '@/ui/figure-list-class';

export function CardActive() {
  const { t, i18n } = useTranslation();
  const units = useUnit({
    card: $card,
    status: $cardStatus,
    review: $loadReview,
    error: $loadError,
    retryable: $loadRetryable,
    loading: $loading,
    last: $lastLoad,
    askReview: loadReviewFx,
    confirm: loadConfirmed,
    cancel: loadCancelled,
  });
  const { card, status, review } = units;
  if (!card || !status) return null;
  const { load } = status.offer;
  // A refused amount names the limits and the step, as the line above the field does.
  const limits = {
    min: formatCardMiles(load.min_miles),
    max: formatCardMiles(load.max_miles),
    step: formatCardMiles(load.step_miles ?? 100),
  };
  const euros = (cents: number) => formatEuros(cents, i18n.language);
  // A confirmed load the API refused (the review closed): said above the form, which keeps the amount typed.
  const refused = units.error && !review ? units.error : null;

  return (
    <div className="prepaid-card__layout">
      <CardSummary card={card} />
      <section className="account-card" aria-labelledby="card-load-title">
        <h2 id="card-load-title">{t('card.load.title')}</h2>
        <p>
          {t('card.load.rate', { miles: formatCardMiles(load.miles_per_euro), euro: euros(100) })}{' '}
          {t('card.load.limits', { min: formatCardMiles(load.min_miles), max: formatCardMiles(load.max_miles) })}{' '}
          {t('card.load.hint', { step: limits.step })}
        </p>
        {units.last ? (
          <Notice tone="success" data-testid="card-load-done">
            <p>{t('card.load.done', { miles: formatCardMiles(units.last.miles), amount: euros(units.last.amount_cents) })}</p>
          </Notice>
        ) : null}
        {refused ? (
          <Notice tone="error" data-testid="card-load-refused">
            <p>
              {refused.shortfall !== null
                ? t('card.errors.shortfall', { miles: formatCardMiles(refused.shortfall) })
                : errorText(t, refused.code, limits)}
            </p>
          </Notice>
        ) : null}
        <LazySchemaForm
          formId="card-load"
          submitLabel="forms.cardLoad.submit"
          onSubmit={async (data) => {
            await units.askReview(Number(data.miles));
          }}
        />
      </section>
      <nav className="account-card prepaid-card__links" aria-labelledby="card-links-title">
        <h2 id="card-links-title">{t('card.links.title')}</h2>
        <ul>
          <li>
            <ButtonLink to="prepaid-card" params={{ page: 'pin-reveal' }} variant="secondary">
              {t('card.links.pin')}
            </ButtonLink>
          </li>
          <li>
            <ButtonLink to="prepaid-card" params={{ page: 'history' }} variant="secondary">
              {t('card.links.history')}
            </ButtonLink>
          </li>
          <li>
            <ButtonLink to="prepaid-card" params={{ page: 'block' }} variant="secondary">
              {t('card.links.block')}
            </ButtonLink>
          </li>
        </ul>
      </nav>
      <Dialog
        open={review !== null}
        onClose={() => units.cancel()}
        title={t('card.load.confirmTitle')}
        actions={
          <ActionRow>
            <Button busy={units.loading} onClick={() => units.confirm()} data-testid="card-load-confirm">
              {t(units.retryable ? 'card.retry' : 'card.load.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => units.cancel()}>
              {t('card.cancel')}
            </Button>
          </ActionRow>
        }
      >
        {review ? (
          <dl className={figureListClass('prepaid-card__figures')} data-testid="card-load-review">
            <div>
              <dt>{t('card.load.reviewMiles')}</dt>
              <dd>{t('card.miles', { miles: formatCardMiles(review.miles) })}</dd>
            </div>
            <div>
              <dt>{t('card.load.reviewRate')}</dt>
              <dd>{t('card.load.rateValue', { miles: formatCardMiles(review.milesPerEuro), euro: euros(100) })}</dd>
            </div>
            <div>
              <dt>{t('card.load.reviewAmount')}</dt>
              <dd data-testid="card-load-amount">{euros(review.amountCents)}</dd>
            </div>
          </dl>
        ) : null}
        {units.error && review ? (
          <Notice tone="warning">
            <p>{errorText(t, units.error.code, limits)}</p>
          </Notice>
        ) : null}
      </Dialog>
    </div>
  );
}
