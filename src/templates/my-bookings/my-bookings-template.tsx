// My bookings (requirements §2.3 /my-bookings): the member's room-night redemptions (pending until the hotel answers,
// then approved or refused) and claimed bookings (miles pending until check-out + 7 days), newest first. Each
// approved redemption offers its booking confirmation PDF: fetched with the member's token through the API
// client and handed to the browser as a file (a plain link would carry no token). With nothing yet, the ways to
// book a stay or declare one.
import type { ReactNode } from 'react';
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
import { useOpened } from '@/blocks/use-opened';

export default function MyBookingsTemplate({ title }: TemplateProps) {
  const { t } = useTranslation();
  const { bookings, open } = useUnit({ bookings: $myBookings, open: myBookingsOpened });
  useOpened(() => {
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
              <BookingList kind="redemptions" title={t('myBookings.redemptions')}>
                {redemptions.map((r) => (
                  <RedemptionItem key={r.id} redemption={r} />
                ))}
              </BookingList>
            ) : null}
            {claims.length > 0 ? (
              <BookingList kind="claims" title={t('myBookings.claims')}>
                {claims.map((c) => (
                  <ClaimItem key={c.id} claim={c} />
                ))}
              </BookingList>
            ) : null}
          </>
        )}
      </LoadStates>
    </div>
  );
}

/** One kind of booking under its heading (the requests for nights, the declared stays). */
function BookingList({ kind, title, children }: { kind: 'redemptions' | 'claims'; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`bookings-${kind}`} data-testid={`bookings-${kind}`}>
      <h2 id={`bookings-${kind}`}>{title}</h2>
      <ul className="bookings">{children}</ul>
    </section>
  );
}
