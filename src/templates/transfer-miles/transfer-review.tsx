import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/api/api-error';
import { formatDay } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import { AddedFieldRows } from '@/forms/added-fields';
import type { TransferReview as Review } from '@/model/transfer/transfer-calls';
import { Button } from '@/ui/button';
import { ActionRow } from '@/ui/action-row';
import { Notice } from '@/ui/notice';
import { figureListClass } from '@/ui/figure-list-class';

interface Props {
  review: Review;
  confirming: boolean;
  /** A failure that may be retried with the same confirmation (network, server error). */
  error: ApiError | null;
  onConfirm: () => void;
  onBack: () => void;
}

/**
 * The confirmation step: who receives how much, both balances after the move, the expiry date, and what the member
 * gave in the fields an editor added to the form.
 */
export function TransferReview({ review, confirming, error, onConfirm, onBack }: Props) {
  const { t, i18n } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const miles = (value: number) => t('transfer.miles', { miles: formatNumber(value) });
  const name = review.recipient.display_name;

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section className="account-card transfer-review" aria-labelledby="transfer-review-title">
      <h2 id="transfer-review-title" ref={heading} tabIndex={-1}>
        {t('transfer.review.title')}
      </h2>
      {error ? (
        <Notice tone="warning">
          <p>{t(error.status === 0 ? 'transfer.review.networkFailed' : 'transfer.review.serverFailed')}</p>
        </Notice>
      ) : null}
      <dl className={figureListClass()}>
        <div>
          <dt>{t('transfer.review.recipient')}</dt>
          <dd>{t('transfer.review.recipientValue', { name, code: review.recipient.agent_code })}</dd>
        </div>
        <div>
          <dt>{t('transfer.review.amount')}</dt>
          <dd className="transfer-figures__strong">{miles(review.values.amount)}</dd>
        </div>
        <div>
          <dt>{t('transfer.review.balanceNow')}</dt>
          <dd>{miles(review.available)}</dd>
        </div>
        <div>
          <dt>{t('transfer.review.balanceAfter')}</dt>
          <dd className="transfer-figures__strong" data-testid="transfer-balance-after">
            {miles(review.balanceAfter)}
          </dd>
        </div>
        <AddedFieldRows formId="transfer-miles" values={review.values} shown={['agent_code', 'amount']} />
      </dl>
      <p className="transfer-review__recipient">
        {review.expirationDate
          ? t('transfer.review.receives', {
              name,
              miles: formatNumber(review.values.amount),
              date: formatDay(review.expirationDate, i18n.language),
            })
          : t('transfer.review.receivesNoDate', { name, miles: formatNumber(review.values.amount) })}
      </p>
      <p className="transfer-review__final">{t('transfer.review.final')}</p>
      <ActionRow className="form-actions transfer-actions">
        <Button busy={confirming} onClick={onConfirm} operation="createTransfer">
          {confirming ? t('transfer.review.confirming') : t('transfer.review.confirm')}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={confirming}>
          {t('transfer.review.back')}
        </Button>
      </ActionRow>
      <p className="visually-hidden" role="status">
        {confirming ? t('transfer.review.confirming') : ''}
      </p>
    </section>
  );
}
