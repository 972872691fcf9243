// A blocked card (with the date and the reason) or an expired one: both can be replaced (a new card, 500
// miles). Right after a lost or stolen card was blocked, the page asks whether to order the replacement now.
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { formatDay } from '@/lib/format-date';
import { $replacementOffered, replacementDeclined } from '@/model/card/card-model';
import type { CardStatus } from '@/model/card/card-types';
import { Button, ButtonLink } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { reasonText } from './card-lines';
import { CardOrder } from './card-order';
import { CardSummary } from './card-summary';

export function CardEnded({ status }: { status: CardStatus }) {
  const { t, i18n } = useTranslation();
  const units = useUnit({ offered: $replacementOffered, decline: replacementDeclined });
  const { card } = status;
  if (!card) return null;
  const blocked = card.state === 'blocked';
  return (
    <div className="prepaid-card__layout">
      <Notice
        tone={blocked ? 'warning' : 'info'}
        title={t(blocked ? 'card.ended.blockedTitle' : 'card.ended.expiredTitle')}
        data-testid="card-ended"
      >
        <p>
          {blocked
            ? t('card.ended.blockedBody', {
                date: card.blocked_at ? formatDay(card.blocked_at, i18n.language) : '',
                reason: reasonText({ t, exists: (key) => i18n.exists(key) }, card.block_reason, card.block_reason_label, true),
              })
            : t('card.ended.expiredBody', { expiry: card.expiry ?? '' })}
        </p>
      </Notice>
      {units.offered ? (
        <Notice tone="info" title={t('card.ended.offerTitle')} data-testid="card-replacement-offer">
          <p>{t('card.ended.offerBody')}</p>
          <Button variant="secondary" size="small" onClick={() => units.decline()}>
            {t('card.ended.notNow')}
          </Button>
        </Notice>
      ) : null}
      {card.last4 ? <CardSummary card={card} /> : null}
      <CardOrder status={status} replacement />
      {card.last4 ? (
        <p>
          <ButtonLink to="prepaid-card" params={{ page: 'history' }} variant="link">
            {t('card.links.history')}
          </ButtonLink>
        </p>
      ) : null}
    </div>
  );
}
