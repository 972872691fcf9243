// An ordered card (being prepared) or an inactive one (on its way): the order date, the expected delivery
// date, and the activation with the 6-digit code printed on the card letter. A card lost in the post can be blocked.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { formatDay } from '@/lib/format-date';
import { $activating, $activationError, $card, activationSubmitted } from '@/model/card/card-model';
import { ActionRow } from '@/ui/action-row';
import { Button, ButtonLink } from '@/ui/button';
import { Field } from '@/ui/field';
import { errorText } from './card-errors';
import { figureListClass } from '@/ui/figure-list-class';

export function CardAwaiting() {
  const { t, i18n } = useTranslation();
  const units = useUnit({ card: $card, error: $activationError, activating: $activating, submit: activationSubmitted });
  const [code, setCode] = useState('');
  const { card } = units;
  if (!card) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    units.submit(code);
  };
  return (
    <>
      <section className="account-card" aria-labelledby="card-awaiting-title" data-testid="card-awaiting">
        <h2 id="card-awaiting-title">{t(card.state === 'ordered' ? 'card.awaiting.orderedTitle' : 'card.awaiting.inactiveTitle')}</h2>
        <dl className={figureListClass('prepaid-card__figures')}>
          <div>
            <dt>{t('card.awaiting.orderedOn')}</dt>
            <dd>{formatDay(card.ordered_at, i18n.language)}</dd>
          </div>
          <div>
            <dt>{t('card.awaiting.expected')}</dt>
            <dd data-testid="card-expected">{formatDay(card.expected_delivery_date, i18n.language)}</dd>
          </div>
        </dl>
      </section>
      <section className="account-card" aria-labelledby="card-activate-title">
        <h2 id="card-activate-title">{t('card.activate.title')}</h2>
        <form onSubmit={submit} noValidate>
          <Field
            id="card-activation-code"
            label={t('card.activate.code')}
            hint={t('card.activate.hint')}
            error={units.error ? errorText(t, units.error) : undefined}
            className="prepaid-card__field"
          >
            {(control) => (
              <input
                {...control}
                value={code}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              />
            )}
          </Field>
          <ActionRow>
            <Button type="submit" busy={units.activating} operation="activateCard">
              {t('card.activate.submit')}
            </Button>
          </ActionRow>
        </form>
        <p className="prepaid-card__hint">
          <ButtonLink to="prepaid-card" params={{ page: 'block' }} variant="link" size="small">
            {t('card.awaiting.lost')}
          </ButtonLink>
        </p>
      </section>
    </>
  );
}
