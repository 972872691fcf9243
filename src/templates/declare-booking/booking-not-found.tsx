import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';

/** The first field of the form, as rjsf names it (`<form id>_<field>`). */
export const FIRST_FIELD_ID = 'declare-booking_booking_number';

/**
 * "No booking found, do you want to modify your claim": announced and focused, with one button back to the
 * form, whose values are all still there.
 */
export function BookingNotFound() {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, []);

  const modify = () => {
    const field = document.getElementById(FIRST_FIELD_ID);
    field?.scrollIntoView?.({ block: 'center' });
    field?.focus();
  };

  return (
    <Notice ref={box} tone="warning" className="declare-booking__not-found" tabIndex={-1} data-testid="booking-not-found">
      <p>
        <strong>{t('validation.server.booking_not_found')}</strong>
      </p>
      <p>{t('claim.notFound.hint')}</p>
      <p>
        <Button onClick={modify}>{t('claim.notFound.modify')}</Button>
      </p>
    </Notice>
  );
}
