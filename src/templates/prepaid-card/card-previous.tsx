// The member's earlier cards (blocked or expired after activation): each with its number, its last state and
// what became of its balance (moved to the new card on a date, or waiting for the new card's activation), so a
// replaced card and its money never just vanish from the page.
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format-date';
import type { PreviousCard } from '@/model/card/card-types';
import { formatEuros } from '@/lib/format-number';
import { formatExpiry } from './card-format';
import { reasonText } from './card-lines';

export function CardPrevious({ cards }: { cards: readonly PreviousCard[] }) {
  const { t } = useTranslation();
  if (cards.length === 0) return null;
  return (
    <section className="account-card prepaid-card__previous" aria-labelledby="card-previous-title" data-testid="card-previous">
      <h2 id="card-previous-title">{t('card.previous.title')}</h2>
      <ul>
        {cards.map((card) => (
          <PreviousCardItem key={card.id} card={card} />
        ))}
      </ul>
    </section>
  );
}

function PreviousCardItem({ card }: { card: PreviousCard }) {
  const { t, i18n } = useTranslation();
  const euros = (cents: number) => formatEuros(cents, i18n.language);
  const state =
    card.state === 'blocked'
      ? t('card.previous.blocked', {
          date: card.blocked_at ? formatDay(card.blocked_at, i18n.language) : '',
          reason: reasonText({ t, exists: (key) => i18n.exists(key) }, card.block_reason, card.block_reason_label, true),
        })
      : t('card.previous.expired', { expiry: formatExpiry(card.expiry) });
  const balance = card.transfer
    ? t('card.previous.moved', { amount: euros(card.transfer.amount_cents), date: formatDay(card.transfer.date, i18n.language) })
    : card.balance_cents > 0
      ? t('card.previous.waiting', { amount: euros(card.balance_cents) })
      : t('card.previous.empty');
  return (
    <li data-testid="card-previous-item">
      <h3>{t('card.previous.card', { last4: card.last4 })}</h3>
      <p>{state}</p>
      <p data-testid="card-previous-balance">{balance}</p>
    </li>
  );
}
