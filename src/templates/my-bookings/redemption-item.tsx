// One room-night redemption: hotel, stay, rooms, miles, its state in words, and for an approved one the
// confirmation PDF (a button: the file is fetched with the member's token, then saved or opened).
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { appConfig } from '@/lib/app-config';
import { formatDay } from '@/lib/format-date';
import {
  $confirmationError,
  $confirmationLoading,
  confirmationErrorDismissed,
  confirmationRequested,
} from '@/model/my-bookings/my-bookings-model';
import type { Redemption } from '@/model/my-bookings/my-bookings-model';
import { formatMiles } from '@/model/shop/price';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { RouteLink } from '@/ui/route-links';

export function RedemptionItem({ redemption: r }: { redemption: Redemption }) {
  const { t, i18n } = useTranslation();
  const { loading, error, request, dismiss } = useUnit({
    loading: $confirmationLoading,
    error: $confirmationError,
    request: confirmationRequested,
    dismiss: confirmationErrorDismissed,
  });
  const day = (iso: string) => formatDay(iso, i18n.language, 'medium');
  const miles = t('shop.priceMiles', { miles: formatMiles(r.miles, appConfig.constants.numberLocale) });
  return (
    <li className={`booking booking--${r.status}`} data-testid="redemption" data-reference={r.reference}>
      <h3 className="booking__title">
        <RouteLink to="hotel" params={{ hotel: String(r.hotel.id) }}>
          {r.hotel.name}
        </RouteLink>
        <span className="booking__city">, {r.hotel.city}</span>
      </h3>
      <p className="booking__meta">
        {t('myBookings.reference', { reference: r.reference })} ·{' '}
        {t('myBookings.stay', { arrival: day(r.arrival), departure: day(r.departure) })} · {t('myBookings.nights', { count: r.nights })} ·{' '}
        {t('myBookings.rooms', { count: r.rooms })} · {miles}
      </p>
      <p className="booking__state">
        <span className={`booking__badge booking__badge--${r.status}`} data-testid="redemption-status">
          {t(`myBookings.status.${r.status}`)}
        </span>{' '}
        {r.status === 'pending' ? t('myBookings.pendingNote', { date: day(r.decides_at) }) : null}
        {r.status === 'refused' ? t(`myBookings.refused.${r.refusal_reason ?? 'hotel'}`) : null}
        {r.status === 'approved' && r.decided_at ? t('myBookings.approvedOn', { date: day(r.decided_at) }) : null}
      </p>
      {r.status === 'approved' && r.confirmation_available ? (
        <p>
          <Button
            variant="secondary"
            busy={loading === r.id}
            aria-disabled={(loading !== null && loading !== r.id) || undefined}
            onClick={() => request({ id: r.id, reference: r.reference })}
          >
            {t('myBookings.confirmation', { reference: r.reference })}
          </Button>
        </p>
      ) : null}
      {error?.id === r.id ? (
        <Notice
          tone="warning"
          data-testid="confirmation-error"
          action={
            <Button variant="secondary" size="small" onClick={() => dismiss()}>
              {t('myBookings.dismiss')}
            </Button>
          }
        >
          <p>{t(`myBookings.pdfErrors.${error.key}`)}</p>
        </Notice>
      ) : null}
    </li>
  );
}
