import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '@/lib/app-config';
import { formatDay } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-number';
import type { BookingClaim } from '@/model/claims/claim-types';
import { Button, ButtonLink } from '@/ui/button';

/**
 * The confirmation of an accepted claim: the miles, pending until the day they become valid (check-out + 7 days)
 * or already valid for an older stay,
 * the stay, and the ways on (the miles history, another booking). Focused so that it is announced.
 */
export function ClaimAccepted({ claim, onAnother }: { claim: BookingClaim; onAnother: () => void }) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, []);
  const day = (date: string) => formatDay(date, i18n.language);
  // A stay that ended more than 7 days ago is valid at once (the server answers the effective status).
  const valid = claim.status === 'valid';

  return (
    <div ref={box} className="account-card declare-booking__accepted" role="status" tabIndex={-1} data-testid="claim-accepted">
      <h2>{t('claim.accepted.title')}</h2>
      <p className="declare-booking__miles">
        <strong>
          {t(valid ? 'claim.accepted.milesValid' : 'claim.accepted.miles', {
            miles: formatNumber(claim.miles, appConfig.constants.numberLocale),
          })}
        </strong>
        <span className="declare-booking__badge">
          {t(valid ? 'claim.accepted.validSince' : 'claim.accepted.validOn', { date: day(claim.valid_on) })}
        </span>
      </p>
      {claim.booster ? <p>{t('claim.accepted.booster')}</p> : null}
      <p>
        {t('claim.accepted.stay', {
          count: claim.nights,
          hotel: `${claim.hotel.name}, ${claim.hotel.city}`,
          checkIn: day(claim.check_in),
          checkOut: day(claim.check_out),
          number: claim.booking_number,
        })}
      </p>
      <p>{t(valid ? 'claim.accepted.validNote' : 'claim.accepted.pendingNote')}</p>
      <div className="account-links">
        <ButtonLink to="my-miles">{t('claim.accepted.history')}</ButtonLink>
        <Button variant="secondary" onClick={onAnother}>
          {t('claim.accepted.another')}
        </Button>
      </div>
    </div>
  );
}
