// "Redeem nights": the stay (arrival, nights, rooms: the schema form redeem-nights) → the hotel's quote (the miles
// it costs, checked against availability and the month of arrival's quota) → the member confirms → the request is
// pending until the hotel answers. The form's rules come first (requirements §5: under 30 nights, at most 7 rooms,
// the hotel's minimum stay, no arrival in the past), then the quote's refusals, both on the form; a full month is
// said with the quote, whose Confirm it disables; the confirmation's refusals are shown translated at its step.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { environmentConfig } from '@/lib/app-config';
import type { RoomOccupancy } from '@/model/hotel-search/criteria';
import { localDay } from '@/contract/calendar-days';
import { MAX_ROOMS } from '@/model/hotel-search/search-rules';
import type { HotelDetail } from '@/model/hotel/hotel-calls';
import {
  $redemption,
  redemptionConfirmed,
  redemptionEdited,
  redemptionReset,
  sendUnanswered,
  stayQuoteFx,
} from '@/model/hotel/redemption-model';
import { AddedFieldList } from '@/forms/added-fields';
import { LazySchemaForm } from '@/forms/lazy-schema-form';
import { $mainBalance } from '@/model/user/user-model';
import { formatDay } from '@/lib/format-date';
import { ActionRow } from '@/ui/action-row';
import { Button } from '@/ui/button';
import { figureListClass } from '@/ui/figure-list-class';
import { useSupportSessionRefusal } from '@/ui/support-session-refusal';
import { useFocusOnChange } from '@/ui/use-focus-on-change';
import { Notice } from '@/ui/notice';
import { RouteLink } from '@/ui/route-links';
import { miles } from './hotel-card';

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
  const { step, balance, quote, confirm, edit, reset } = useUnit({
    step: $redemption,
    balance: $mainBalance,
    quote: stayQuoteFx,
    confirm: redemptionConfirmed,
    edit: redemptionEdited,
    reset: redemptionReset,
  });
  const refusal = useSupportSessionRefusal('createRedemption');
  const quotaNoteId = useId();
  // The stay as typed: the form starts from it again after "Change the stay".
  const [typed, setTyped] = useState<Record<string, unknown>>(() => ({
    ...(initialArrival ? { arrival: initialArrival } : {}),
    nights: Math.max(initialNights ?? hotel.min_nights, hotel.min_nights),
    rooms: Math.max(initialRooms.length, 1),
  }));
  const formContext = useMemo(() => ({ textValues: { count: hotel.min_nights } }), [hotel.min_nights]);
  // Why: a request belongs to this hotel; another property page starts from the form.
  useEffect(() => {
    reset();
  }, [hotel.id, reset]);

  const submit = async (data: Record<string, unknown>) => {
    setTyped(data);
    const rooms = Array.from({ length: Number(data.rooms) }, (_, i) => initialRooms[i] ?? { adults: 2, children: 0 });
    const stay = { arrival: String(data.arrival), nights: Number(data.nights), rooms };
    await quote({ hotelId: hotel.id, minNights: hotel.min_nights, today: localDay(new Date()), ...stay, values: data });
  };
  // More than 7 rooms sent: refused on the field (the model's rule), and the way to the group site under the form.
  const groupSite = Number(typed.rooms) > MAX_ROOMS;

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
        <AddedFieldList
          formId="redeem-nights"
          values={step.stay.values}
          shown={['arrival', 'nights', 'rooms']}
          className={figureListClass('redeem__added')}
        />
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
    <section className="redeem__form" aria-label={t('hotels.redeem.formLabel')}>
      <LazySchemaForm
        formId="redeem-nights"
        submitLabel="hotels.redeem.submit"
        initialData={typed}
        formContext={formContext}
        onSubmit={submit}
      />
      {groupSite ? (
        <p>
          <a href={environmentConfig.hotelGroupSiteUrl} rel="noopener">
            {t('hotels.search.groupSiteLink')}
          </a>
        </p>
      ) : null}
    </section>
  );
}
