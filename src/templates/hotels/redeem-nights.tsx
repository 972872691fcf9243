// "Redeem nights": the stay (arrival, nights, rooms) → the hotel's quote (the miles it costs, checked against
// availability and the month of arrival's quota) → the member confirms → the request is pending until the hotel
// answers. The browser's rules come first (requirements §5: under 30 nights, at most 7 rooms, the hotel's minimum stay);
// a full month is said with the quote, whose Confirm it disables; the server's refusals (availability, miles, a
// month that filled meanwhile) are shown translated at the step they answer.
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { environmentConfig } from '@/lib/app-config';
import type { RoomOccupancy } from '@/model/hotel-search/criteria';
import { MAX_ROOMS, addDays, localIsoDay, stayViolations } from '@/model/hotel-search/search-rules';
import type { HotelDetail } from '@/model/hotel/hotel-calls';
import {
  $redemption,
  redemptionConfirmed,
  redemptionEdited,
  redemptionRequested,
  redemptionReset,
  sendUnanswered,
} from '@/model/hotel/redemption-model';
import { $mainBalance } from '@/model/user/user-model';
import { formatDay } from '@/lib/format-date';
import { ActionRow } from '@/ui/action-row';
import { Button } from '@/ui/button';
import { useSupportSessionRefusal } from '@/ui/support-session-refusal';
import { useFocusOnChange } from '@/ui/use-focus-on-change';
import { Field } from '@/ui/field';
import { Notice } from '@/ui/notice';
import { RouteLink } from '@/ui/route-links';
import { ROOM_CHOICES } from '@/templates/book-properties/rooms-field';
import { miles } from './hotel-card';
import '@/templates/book-properties/hotel-fields.css';
import { inputClass } from '@/ui/input-class';

interface Props {
  hotel: HotelDetail;
  /** The stay the page was opened with (from the results), to start from. */
  arrival: string | null;
  nights: number | null;
  rooms: RoomOccupancy[];
}

/**
 * The step on screen, followed by the focus: the button a member pressed (See the price, Confirm, Change, Redeem
 * again) goes with its step, so the focus moves to the step that replaced it (the form: its first field).
 */
export function RedeemNights(props: Props) {
  const { step } = useUnit($redemption);
  const shown = step === 'confirm' || step === 'sending' ? 'confirm' : step === 'done' ? 'done' : 'form';
  const region = useRef<HTMLDivElement>(null);
  useFocusOnChange(() => (shown === 'form' ? region.current?.querySelector('input') : region.current), shown);
  return (
    <div ref={region} tabIndex={-1} className="redeem__step" data-testid="redemption-step">
      <RedeemStep {...props} />
    </div>
  );
}

function RedeemStep({ hotel, arrival: initialArrival, nights: initialNights, rooms: initialRooms }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const serverMessage = (key: string) =>
    t(i18n.exists(`validation.server.${key}`) ? `validation.server.${key}` : 'validation.server.generic');
  const { step, balance, request, confirm, edit, reset } = useUnit({
    step: $redemption,
    balance: $mainBalance,
    request: redemptionRequested,
    confirm: redemptionConfirmed,
    edit: redemptionEdited,
    reset: redemptionReset,
  });
  const refusal = useSupportSessionRefusal('createRedemption');
  const quotaNoteId = useId();
  const today = localIsoDay(new Date());
  const [arrival, setArrival] = useState(initialArrival ?? '');
  const [nights, setNights] = useState(String(Math.max(initialNights ?? hotel.min_nights, hotel.min_nights)));
  const [rooms, setRooms] = useState(initialRooms.length);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Why: a request belongs to this hotel; another property page starts from the form.
  useEffect(() => {
    reset();
  }, [hotel.id, reset]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = /^\d{1,2}$/.test(nights) ? Number(nights) : 0;
    const found: Record<string, string> = {};
    if (count < 1) found.nights = t('hotels.redeem.nightsRequired');
    const departure = arrival && count > 0 ? addDays(arrival, count) : null;
    for (const v of stayViolations(arrival || null, departure, today)) {
      const field = v.field === 'departure' ? 'nights' : 'arrival';
      if (count > 0 || field === 'arrival') found[field] ??= t(`hotels.errors.${v.key}`);
    }
    if (count > 0 && count < hotel.min_nights) found.nights ??= t('hotels.redeem.minimumStay', { count: hotel.min_nights });
    if (rooms > MAX_ROOMS) found.rooms = t('hotels.errors.groupSite');
    setErrors(found);
    if (Object.keys(found).length || !departure) return;
    const occupancy = Array.from({ length: rooms }, (_, i) => initialRooms[i] ?? { adults: 2, children: 0 });
    request({ hotelId: hotel.id, arrival, departure, adults: occupancy.map((r) => r.adults), children: occupancy.map((r) => r.children) });
  };

  if (step.step === 'done') {
    const r = step.redemption;
    return (
      <Notice tone="success" data-testid="redemption-pending">
        <p>
          <strong>{t('hotels.redeem.pendingTitle', { reference: r.reference })}</strong>
        </p>
        <p>{t('hotels.redeem.pendingText', { miles: miles(r.miles), date: formatDay(r.decides_at, language) })}</p>
        <ActionRow>
          <RouteLink to="my-bookings">{t('hotels.redeem.myBookings')}</RouteLink>
          <Button variant="secondary" onClick={reset}>
            {t('hotels.redeem.again')}
          </Button>
        </ActionRow>
      </Notice>
    );
  }
  if (step.step === 'confirm' || step.step === 'sending') {
    const quote = step.quote;
    const short = balance !== null && balance < quote.miles_total;
    // The month of arrival is full: confirming could only be refused, so the quote says why and Confirm is off.
    const quotaFull = quote.quota_reached;
    const describedBy = [quotaFull ? quotaNoteId : null, refusal.describedBy].filter(Boolean).join(' ') || undefined;
    return (
      <div className="redeem__confirm" data-testid="redemption-confirm">
        <p>
          {t('hotels.redeem.quote', {
            nights: t('hotels.results.nights', { count: quote.nights }),
            rooms: t('hotels.search.roomCount', { count: quote.rooms }),
            arrival: formatDay(quote.arrival, language),
            departure: formatDay(quote.departure, language),
          })}
        </p>
        <p className="redeem__miles" data-testid="redemption-miles">
          {t('hotels.redeem.cost', { miles: miles(quote.miles_total) })}
        </p>
        {balance !== null ? <p>{t('hotels.redeem.balance', { miles: miles(balance) })}</p> : null}
        {quotaFull ? (
          <Notice tone="warning" as="p" id={quotaNoteId} data-testid="redemption-quota">
            {serverMessage('redemption_quota_reached')}
          </Notice>
        ) : null}
        {short && !quotaFull ? <Notice tone="warning">{<p>{serverMessage('insufficient_miles')}</p>}</Notice> : null}
        {step.step === 'confirm' && step.error ? (
          <Notice tone="error" data-testid="redemption-error">
            <p>{step.error === sendUnanswered ? t('hotels.redeem.networkFailed') : serverMessage(step.error)}</p>
          </Notice>
        ) : null}
        <ActionRow>
          <Button
            onClick={confirm}
            busy={step.step === 'sending'}
            aria-disabled={short || undefined}
            disabled={refusal.refused || quotaFull}
            aria-describedby={describedBy}
          >
            {t('hotels.redeem.confirm')}
          </Button>
          <Button variant="secondary" onClick={edit} disabled={step.step === 'sending'}>
            {t('hotels.redeem.change')}
          </Button>
        </ActionRow>
        {refusal.note}
      </div>
    );
  }
  return (
    <form className="redeem__form" onSubmit={submit} noValidate aria-label={t('hotels.redeem.formLabel')}>
      <Field
        id="redeem-arrival"
        label={t('hotels.search.arrival')}
        error={errors.arrival}
        className="hotel-search__field"
        errorClassName="hotel-search__error"
      >
        {(control) => (
          <input
            {...control}
            type="date"
            className={inputClass()}
            min={today}
            value={arrival}
            onChange={(e) => setArrival(e.target.value)}
          />
        )}
      </Field>
      <Field
        id="redeem-nights"
        label={t('hotels.redeem.nights')}
        hint={t('hotels.redeem.nightsHint', { count: hotel.min_nights })}
        error={errors.nights}
        className="hotel-search__field"
        errorClassName="hotel-search__error"
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={hotel.min_nights}
            max={29}
            className={inputClass()}
            value={nights}
            onChange={(e) => setNights(e.target.value)}
          />
        )}
      </Field>
      <Field
        id="redeem-rooms"
        label={t('hotels.search.rooms')}
        error={errors.rooms}
        className="hotel-search__field"
        errorClassName="hotel-search__error"
      >
        {(control) => (
          <select {...control} className={inputClass()} value={rooms} onChange={(e) => setRooms(Number(e.target.value))}>
            {Array.from({ length: ROOM_CHOICES }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {t('hotels.search.roomCount', { count: n })}
              </option>
            ))}
          </select>
        )}
      </Field>
      {errors.rooms ? (
        <p>
          <a href={environmentConfig.hotelGroupSiteUrl} rel="noopener">
            {t('hotels.search.groupSiteLink')}
          </a>
        </p>
      ) : null}
      {step.step === 'form' && step.error ? (
        <Notice tone="error" data-testid="redemption-error">
          <p>{serverMessage(step.error)}</p>
        </Notice>
      ) : null}
      <Button type="submit" busy={step.step === 'quoting'}>
        {t('hotels.redeem.submit')}
      </Button>
    </form>
  );
}
