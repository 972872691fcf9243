// pin-reveal: the member re-enters the password (a schema form: a wrong one is said on its field, the hourly limit
// in its summary); the PIN is then shown for the seconds the API says, with a
// countdown, and removed from the page (and the model) when it runs out, on "Hide now" or on leaving this
// sub-page. The countdown is read out once when the PIN appears, not every second (role="timer" is silent).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $pin, $pinSecondsLeft, pinHidden, pinRevealFx } from '@/model/card/card-pin';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import { ActionRow } from '@/ui/action-row';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';

export function CardPinReveal() {
  const { t } = useTranslation();
  const units = useUnit({
    pin: $pin,
    left: $pinSecondsLeft,
    reveal: pinRevealFx,
    hide: pinHidden,
  });
  const { hide, reveal } = units;

  // Why: leaving this sub-page (back to the card) must take the PIN with it, like leaving the page does.
  useEffect(() => () => hide(), [hide]);

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
        <>
          <p>{t('card.pin.intro')}</p>
          <LazySchemaForm
            formId="card-pin-reveal"
            submitLabel="forms.cardPinReveal.submit"
            onSubmit={async (data) => {
              await reveal(String(data.password));
            }}
          />
        </>
      )}
    </section>
  );
}
