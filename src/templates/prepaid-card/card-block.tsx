// block: the reasons from the API (translated by code), a confirmation that says blocking cannot be undone and
// asks for the member's password (as the PIN does), then the card's blocked state (the main view shows it, with
// the replacement offer for lost or stolen). A refused password is shown on its field, the dialog still open.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useUnit } from 'effector-react';
import {
  $blockError,
  $blockPasswordError,
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
import { CardPasswordField } from './card-password-field';
import { Notice } from '@/ui/notice';
import { Spinner } from '@/ui/spinner';
import { errorText } from './card-errors';
import { reasonText } from './card-lines';
import { useOpened } from '@/blocks/use-opened';

/** The password's refusal in the block dialog: its own words for a wrong or missing one (nothing was blocked). */
function passwordErrorText(t: TFunction, code: string): string {
  if (code === 'password_invalid' || code === 'password_missing')
    return t(`card.block.${code === 'password_invalid' ? 'passwordInvalid' : 'passwordMissing'}`);
  return errorText(t, code);
}

export function CardBlock() {
  const { t, i18n } = useTranslation();
  const units = useUnit({
    reasons: $blockReasons,
    review: $blockReview,
    error: $blockError,
    passwordError: $blockPasswordError,
    blocking: $blocking,
    opened: blockPageOpened,
    request: blockRequested,
    confirm: blockConfirmed,
    cancel: blockCancelled,
  });
  const [reason, setReason] = useState<BlockReason | null>(null);
  const [missing, setMissing] = useState(false);
  const [password, setPassword] = useState('');
  const { opened } = units;
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
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    units.confirm(password);
    setPassword('');
  };
  const cancel = () => {
    setPassword('');
    units.cancel();
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
      <Dialog
        open={units.review !== null}
        onClose={cancel}
        title={t('card.block.confirmTitle')}
        actions={
          <ActionRow>
            <Button type="submit" form="card-block-confirm-form" variant="danger" busy={units.blocking} data-testid="card-block-confirm">
              {t('card.block.confirm')}
            </Button>
            <Button variant="secondary" onClick={cancel}>
              {t('card.cancel')}
            </Button>
          </ActionRow>
        }
      >
        <p>{t('card.block.confirmBody', { reason: reasonText(words, units.review, reviewed?.label, true) })}</p>
        <form id="card-block-confirm-form" onSubmit={confirm} noValidate>
          <CardPasswordField
            id="card-block-password"
            label={t('card.block.password')}
            hint={t('card.block.passwordHint')}
            error={units.passwordError ? passwordErrorText(t, units.passwordError) : undefined}
            value={password}
            onChange={setPassword}
          />
        </form>
      </Dialog>
    </section>
  );
}
