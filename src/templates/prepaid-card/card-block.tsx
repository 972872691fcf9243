// block: the reasons the API offers (translated by code) in the schema form card-block-reason.json, a confirmation
// that says blocking cannot be undone and asks for the member's password (the schema form card-block.json, as the
// PIN's), then the card's blocked state (the main view shows it, with the replacement offer for lost or stolen). A
// refused password is shown on its field, the dialog still open.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import {
  $blockError,
  $blockReasonsState,
  $blockReview,
  blockCancelled,
  blockFx,
  blockPageOpened,
  blockRequested,
} from '@/model/card/card-model';
import type { BlockReason } from '@/model/card/card-types';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import { Notice } from '@/ui/notice';
import { LoadStates } from '@/ui/load-states';
import { errorText } from './card-errors';
import { reasonText } from './card-lines';
import { useOpened } from '@/blocks/use-opened';

export function CardBlock() {
  const { t, i18n } = useTranslation();
  const units = useUnit({
    reasonsState: $blockReasonsState,
    review: $blockReview,
    error: $blockError,
    opened: blockPageOpened,
    request: blockRequested,
    block: blockFx,
    cancel: blockCancelled,
  });
  const { opened, block, cancel } = units;
  const words = { t, exists: (key: string) => i18n.exists(key) };
  const reasons = units.reasonsState.status === 'ready' ? units.reasonsState.data.reasons : null;
  const reviewed = reasons?.find((r) => r.code === units.review);
  // The reasons the API offers, in the member's language (the form's choices: schemas/forms/card-block-reason.json).
  const reasonChoices = useMemo(
    () => ({ options: { reason: (reasons ?? []).map((r) => ({ value: r.code, label: reasonText(words, r.code, r.label) })) } }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- words follows the language, which t stands for
    [reasons, t],
  );

  useOpened(() => {
    opened();
  }, [opened]);

  return (
    <section className="account-card prepaid-card__block" aria-labelledby="card-block-title" data-testid="card-block">
      <h2 id="card-block-title">{t('card.block.title')}</h2>
      <p>{t('card.block.intro')}</p>
      <LoadStates
        state={units.reasonsState}
        loading={t('card.block.loading')}
        failed={t('card.block.failed')}
        retryLabel={t('card.retry')}
        onRetry={opened}
      >
        {() => (
          <LazySchemaForm
            formId="card-block-reason"
            submitLabel="card.block.submit"
            formContext={reasonChoices}
            onSubmit={async (data) => {
              units.request(data.reason as BlockReason);
            }}
          />
        )}
      </LoadStates>
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
