// An ordered card (being prepared) or an inactive one (on its way): the order date, the expected delivery
// date, and the activation with the 6-digit code printed on the card letter. A card lost in the post can be blocked.
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { formatDay } from '@/lib/format-date';
import { $card, activateFx } from '@/model/card/card-model';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import { ButtonLink } from '@/ui/button';
import { figureListClass } from '@/ui/figure-list-class';

export function CardAwaiting() {
  const { t, i18n } = useTranslation();
  const { card, activate } = useUnit({ card: $card, activate: activateFx });
  if (!card) return null;
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
        <LazySchemaForm
          formId="card-activation"
          submitLabel="forms.cardActivation.submit"
          onSubmit={async (data) => {
            await activate(String(data.code));
          }}
        />
        <p className="prepaid-card__hint">
          <ButtonLink to="prepaid-card" params={{ page: 'block' }} variant="link" size="small">
            {t('card.awaiting.lost')}
          </ButtonLink>
        </p>
      </section>
    </>
  );
}
