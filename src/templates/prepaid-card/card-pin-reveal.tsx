// pin-reveal: the member re-enters the password; the PIN is then shown for the seconds the API says, with a
// countdown, and removed from the page (and the model) when it runs out, on "Hide now" or on leaving this
// sub-page. The countdown is read out once when the PIN appears, not every second (role="timer" is silent).
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $pin, $pinError, $pinSecondsLeft, $revealing, pinHidden, pinRevealRequested } from '@/model/card/card-pin';
import { ActionRow } from '@/ui/action-row';
import { Button } from '@/ui/button';
import { CardPasswordField } from './card-password-field';
import { Notice } from '@/ui/notice';
import { errorText } from './card-errors';
import { useFocusOnChange } from '@/ui/use-focus-on-change';

export function CardPinReveal() {
  const { t } = useTranslation();
  const units = useUnit({
    pin: $pin,
    left: $pinSecondsLeft,
    error: $pinError,
    revealing: $revealing,
    reveal: pinRevealRequested,
    hide: pinHidden,
  });
  const [password, setPassword] = useState('');
  const { hide } = units;

  // Why: leaving this sub-page (back to the card) must take the PIN with it, like leaving the page does.
  useEffect(() => () => hide(), [hide]);

  // Why: a refused password (missing or wrong) is said on its field, where the member types it again.
  useFocusOnChange(() => document.getElementById('card-pin-password'), units.error, units.error !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    units.reveal(password);
    setPassword('');
  };

  return (
    <section className="account-card prepaid-card__pin" aria-labelledby="card-pin-title" data-testid="card-pin">
      <h2 id="card-pin-title">{t('card.pin.title')}</h2>
      {units.pin ? (
        <>
          <Notice tone="info" live="status">
            <p>{t('card.pin.shown')}</p>
          </Notice>
          <p className="prepaid-card__pin-value" data-testid="card-pin-value">
            <span className="visually-hidden">{t('card.pin.label')} </span>
            {units.pin}
          </p>
          <p role="timer" aria-live="off" data-testid="card-pin-countdown">
            {t('card.pin.countdown', { count: units.left })}
          </p>
          <ActionRow>
            <Button variant="secondary" onClick={() => hide()}>
              {t('card.pin.hide')}
            </Button>
          </ActionRow>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>{t('card.pin.intro')}</p>
          <CardPasswordField
            id="card-pin-password"
            label={t('card.pin.password')}
            error={units.error ? errorText(t, units.error) : undefined}
            value={password}
            onChange={setPassword}
          />
          <ActionRow>
            <Button type="submit" busy={units.revealing} operation="createPinRevealToken">
              {t('card.pin.submit')}
            </Button>
          </ActionRow>
        </form>
      )}
    </section>
  );
}
