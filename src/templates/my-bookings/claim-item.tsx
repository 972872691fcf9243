// One claimed booking: hotel, stay, booking number and the miles with their state (pending until check-out +
// 7 days, requirements §4; valid; cancelled).
import { useTranslation } from 'react-i18next';
import { appConfig } from '@/lib/app-config';
import { formatDay } from '@/lib/format-date';
import type { ClaimedBooking } from '@/model/my-bookings/my-bookings-model';
import { formatMiles } from '@/model/shop/price';

export function ClaimItem({ claim: c }: { claim: ClaimedBooking }) {
  const { t, i18n } = useTranslation();
  const day = (iso: string) => formatDay(iso, i18n.language, 'medium');
  return (
    <li className={`booking booking--claim-${c.status}`} data-testid="claim">
      <h3 className="booking__title">
        {c.hotel.name}
        <span className="booking__city">, {c.hotel.city}</span>
      </h3>
      <p className="booking__meta">
        {t('myBookings.bookingNumber', { number: c.booking_number })} ·{' '}
        {t('myBookings.stay', { arrival: day(c.check_in), departure: day(c.check_out) })} · {t('myBookings.nights', { count: c.nights })}
      </p>
      <p className="booking__state">
        <span className={`booking__badge booking__badge--claim-${c.status}`}>{t(`myBookings.claimStatus.${c.status}`)}</span>{' '}
        {t('myBookings.claimMiles', { miles: formatMiles(c.miles, appConfig.constants.numberLocale) })}
        {c.status === 'pending' ? <> · {t('myBookings.validOn', { date: day(c.valid_on) })}</> : null}
      </p>
    </li>
  );
}
