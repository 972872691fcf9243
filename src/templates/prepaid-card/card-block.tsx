// block: the reasons from the API (translated by code), a confirmation that says blocking cannot be undone and
// asks for the member's password (the schema form schemas/forms/card-block.json, as the PIN's), then the card's
// blocked state (the main view shows it, with the replacement offer for lost or stolen). A refused password is shown
// on its field, the dialog still open.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import {
  $blockError,
  $blockReasons,
  $blockReview,
  blockCancelled,
  blockFx,
  blockPageOpened,
  blockRequested,
} from '@/model/card/card-model';
import type { BlockReason } from '@/model/card/card-types';
import { ActionRow } from '@/ui/action-row';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import { Notice } from '@/ui/notice';
import { Spinner } from '@/ui/spinner';
import { errorText } from './card-errors';
import { reasonText } from './card-lines';
import { useOpened } from '@/blocks/use-opened';

export function CardBlock() {
  const { t, i18n } = useTranslation();
  const units = useUnit({
    reasons: $blockReasons,
    review: $blockReview,
    error: $blockError,
    opened: blockPageOpened,
    request: blockRequested,
    block: blockFx,
    cancel: blockCancelled,
  });
  const [reason, setReason] = useState<BlockReason | null>(null);
  const [missing, setMissing] = useState(false);
  const { opened, block, cancel } = units;
  const words = { t, exists: (key: string) => i18n.exists(key) };
  const reviewed = units.reasons?.find((r) => r.code === units.review);

  useOpened(() => {
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
                {reasonText(words, r.code, r.label)}
              </label>
            ))}
            {missing ? (
              <p id="card-block-missing" className="prepaid-card__error">
                {t('card.block.missing')}
              </p>
            ) : null}
          </fieldset>
          <ActionRow>
            <Button type="submit" variant="danger" operation="blockCard">
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
      <Dialog open={units.review !== null} onClose={cancel} title={t('card.block.confirmTitle')}>
        <p>{t('card.block.confirmBody', { reason: reasonText(words, units.review, reviewed?.label, true) })}</p>
        <LazySchemaForm
          formId="card-block"
          submitLabel="forms.cardBlock.submit"
          onSubmit={async (data) => {
            await block(String(data.password));
          }}
        >
          <Button variant="secondary" onClick={cancel}>
            {t('card.cancel')}
          </Button>
        </LazySchemaForm>
      </Dialog>
    </section>
  );
}
