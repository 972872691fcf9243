// block: the reasons from the API (translated by code), a confirmation that says blocking cannot be undone,
// then the card's blocked state (the main view shows it, with the replacement offer for lost or stolen).
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import {
  $blockError,
  $blockReasons,
  $blockReview,
  $blocking,
  blockCancelled,
  blockConfirmed,
  blockPageOpened,
  blockRequested,
} from '@/model/card/card-model';
import type { BlockReason } from '@/model/card/card-types';
import { ActionRow } from '@/ui/action-row';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Notice } from '@/ui/notice';
import { Spinner } from '@/ui/spinner';
import { errorText } from './card-errors';

export function CardBlock() {
  const { t } = useTranslation();
  const units = useUnit({
    reasons: $blockReasons,
    review: $blockReview,
    error: $blockError,
    blocking: $blocking,
    opened: blockPageOpened,
    request: blockRequested,
    confirm: blockConfirmed,
    cancel: blockCancelled,
  });
  const [reason, setReason] = useState<BlockReason | null>(null);
  const [missing, setMissing] = useState(false);
  const { opened } = units;

  useEffect(() => {
    opened();
  }, [opened]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(reason === null);
    if (reason) units.request(reason);
  };

  return (
    <section className="account-card prepaid-card__block" aria-labelledby="card-block-title" data-testid="card-block">
      <h2 id="card-block-title">{t('card.block.title')}</h2>
      <p>{t('card.block.intro')}</p>
      {units.reasons === null ? (
        <Spinner label={t('card.loading')} />
      ) : (
        <form onSubmit={submit} noValidate>
          <fieldset className="prepaid-card__reasons" aria-describedby={missing ? 'card-block-missing' : undefined}>
            <legend>{t('card.block.reason')}</legend>
            {units.reasons.map((r) => (
              <label key={r.code} className="prepaid-card__reason">
                <input
                  type="radio"
                  name="card-block-reason"
                  value={r.code}
                  checked={reason === r.code}
                  onChange={() => setReason(r.code)}
                />{' '}
                {t(`card.reasons.${r.code}`)}
              </label>
            ))}
            {missing ? (
              <p id="card-block-missing" className="prepaid-card__error">
                {t('card.block.missing')}
              </p>
            ) : null}
          </fieldset>
          <ActionRow>
            <Button type="submit" variant="danger">
              {t('card.block.submit')}
            </Button>
          </ActionRow>
        </form>
      )}
      {units.error ? (
        <Notice tone="error">
          <p>{errorText(t, units.error)}</p>
        </Notice>
      ) : null}
      <Dialog
        open={units.review !== null}
        onClose={() => units.cancel()}
        title={t('card.block.confirmTitle')}
        actions={
          <ActionRow>
            <Button variant="danger" busy={units.blocking} onClick={() => units.confirm()} data-testid="card-block-confirm">
              {t('card.block.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => units.cancel()}>
              {t('card.cancel')}
            </Button>
          </ActionRow>
        }
      >
        <p>{t('card.block.confirmBody', { reason: t(`card.reasons.${units.review ?? 'lost'}`) })}</p>
      </Dialog>
    </section>
  );
}
