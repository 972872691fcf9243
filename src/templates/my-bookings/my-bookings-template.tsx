// My bookings (requirements §2.3 /my-bookings): the member's room-night redemptions (pending until the hotel answers,
// then approved or refused) and claimed bookings (miles pending until check-out + 7 days), newest first. Each
// approved redemption offers its booking confirmation PDF: fetched with the member's token through the API
// client and handed to the browser as a file (a plain link would carry no token). With nothing yet, the ways to
// book a stay or declare one.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $myBookings, myBookingsOpened } from '@/model/my-bookings/my-bookings-model';
import type { TemplateProps } from '@/templates/template-props';
import { ButtonLink } from '@/ui/button';
import { LoadStates } from '@/ui/load-states';
import { Notice } from '@/ui/notice';
import { ClaimItem } from './claim-item';
import { RedemptionItem } from './redemption-item';
import '@/templates/templates.css';
import './my-bookings.css';

export default function MyBookingsTemplate({ title }: TemplateProps) {
  const { t } = useTranslation();
  const { bookings, open } = useUnit({ bookings: $myBookings, open: myBookingsOpened });
  useEffect(() => {
    open();
  }, [open]);
  return (
    <div className="page my-bookings" data-template="my-bookings">
      <h1>{title}</h1>
      <LoadStates
        state={bookings}
        loading={t('myBookings.loading')}
        failed={t('myBookings.failed')}
        retryLabel={t('data.retry')}
        onRetry={open}
      >
        {({ redemptions, claims }) => (
          <>
            {redemptions.length + claims.length === 0 ? (
              <Notice tone="info" live={false} data-testid="bookings-empty">
                <p>{t('myBookings.empty')}</p>
                <p className="my-bookings__ways">
                  <ButtonLink to="book-properties">{t('myBookings.bookStay')}</ButtonLink>
                  <ButtonLink to="declare-booking" variant="secondary">
                    {t('myBookings.declare')}
                  </ButtonLink>
                </p>
              </Notice>
            ) : null}
            {redemptions.length > 0 ? (
              <section aria-labelledby="bookings-redemptions" data-testid="bookings-redemptions">
                <h2 id="bookings-redemptions">{t('myBookings.redemptions')}</h2>
                <ul className="bookings">
                  {redemptions.map((r) => (
                    <RedemptionItem key={r.id} redemption={r} />
                  ))}
                </ul>
              </section>
            ) : null}
            {claims.length > 0 ? (
              <section aria-labelledby="bookings-claims" data-testid="bookings-claims">
                <h2 id="bookings-claims">{t('myBookings.claims')}</h2>
                <ul className="bookings">
                  {claims.map((c) => (
                    <ClaimItem key={c.id} claim={c} />
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
      </LoadStates>
    </div>
  );
}
