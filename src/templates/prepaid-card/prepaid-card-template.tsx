// The prepaid card (requirements §2.5 `prepaid-card`, /exchange-my-miles/mastercard/:page?): one page, every state of
// the card. The card model says which screen the card's state shows; the URL's page (pin-reveal, history,
// block) opens a sub-page only where that screen offers it, anything else is the card's main view, never an
// error. The member's earlier cards (and where their balance went) follow the card's view and its history. Leaving the page tells the model, which removes the PIN and closes any confirmation.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $cardState, $screen, cardPageLeft, cardPageOpened } from '@/model/card/card-model';
import type { CardStatus } from '@/model/card/card-types';
import { pageOf } from '@/model/card/card-rules';
import type { CardPage, CardScreen } from '@/model/card/card-rules';
import type { TemplateProps } from '@/templates/template-props';
import { ButtonLink } from '@/ui/button';
import { LoadStates } from '@/ui/load-states';
import { useRoutePath } from '@/ui/route-links';
import { CardActive } from './card-active';
import { CardAwaiting } from './card-awaiting';
import { CardBlock } from './card-block';
import { CardEnded } from './card-ended';
import { CardHistory } from './card-history';
import { CardOrder } from './card-order';
import { CardPinReveal } from './card-pin-reveal';
import { CardPrevious } from './card-previous';
import '@/templates/templates.css';
import '@/templates/shared/account-card.css';
import './prepaid-card.css';

export default function PrepaidCardTemplate({ title, blocks, params }: TemplateProps) {
  const { t } = useTranslation();
  const { state, screen, opened, left } = useUnit({ state: $cardState, screen: $screen, opened: cardPageOpened, left: cardPageLeft });
  const status = state.status === 'ready' ? state.data : null;
  const page = pageOf(params.page, screen);

  useEffect(() => {
    opened();
    return () => left();
  }, [opened, left]);

  // Why: a sub-page this card does not offer (an unknown one, or block once the card is blocked) shows the
  // main view; the address follows, so a later state (a replacement ordered) never reopens that sub-page.
  const navigate = useNavigate();
  const mainPath = useRoutePath('prepaid-card');
  const wrongPage = status !== null && params.page !== undefined && page === 'main';
  useEffect(() => {
    if (wrongPage && mainPath) void navigate(mainPath, { replace: true });
  }, [wrongPage, mainPath, navigate]);

  return (
    <section
      className="page prepaid-card"
      data-template="prepaid-card"
      data-screen={status ? screen : undefined}
      aria-busy={state.status === 'loading'}
    >
      <h1>{title}</h1>
      {blocks}
      <LoadStates
        state={state}
        loading={t('card.loading')}
        failed={t('card.loadFailed')}
        retryLabel={t('card.retry')}
        onRetry={opened}
        testId="card-failure"
      >
        {(card) => <CardView status={card} screen={screen} page={page} />}
      </LoadStates>
    </section>
  );
}

/** The card's view for its state: the sub-page asked for, the order, or the card with its earlier ones. */
function CardView({ status, screen, page }: { status: CardStatus; screen: CardScreen; page: CardPage }) {
  const { t } = useTranslation();
  return page !== 'main' ? (
    <>
      <p className="prepaid-card__back">
        <ButtonLink to="prepaid-card" variant="link" size="small">
          {t('card.back')}
        </ButtonLink>
      </p>
      {page === 'pin-reveal' ? (
        <CardPinReveal />
      ) : page === 'history' ? (
        <>
          <CardHistory />
          <CardPrevious cards={status.previous_cards} />
        </>
      ) : (
        <CardBlock />
      )}
    </>
  ) : screen === 'none' ? (
    <CardOrder status={status} />
  ) : (
    <>
      {screen === 'awaiting' ? <CardAwaiting /> : screen === 'active' ? <CardActive /> : <CardEnded status={status} />}
      {/* Why on the main view too: a replacement waiting for activation says where the old card's money goes. */}
      <CardPrevious cards={status.previous_cards} />
    </>
  );
}
