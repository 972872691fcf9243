// The property's facts: pictures (their space reserved by width and height), description, location (address
// and the server's static map — no third-party key), amenities, rooms and policies with the minimum stay.
import { useTranslation } from 'react-i18next';
import type { HotelDetail } from '@/model/hotel/hotel-calls';
import { formatEuros } from '@/lib/format-number';
import { kilometres, miles } from './hotel-card';
import { roomGuests } from './room-guests';

export function HotelFacts({ hotel }: { hotel: HotelDetail }) {
  const { t, i18n } = useTranslation();
  const { address, policies } = hotel;
  return (
    <>
      <ul className="hotel-page__pictures" aria-label={t('hotels.hotel.pictures')}>
        {hotel.pictures.map((p, i) => (
          <li key={p.url}>
            <img src={p.url} alt={p.alt} width={p.width} height={p.height} loading={i === 0 ? 'eager' : 'lazy'} />
          </li>
        ))}
      </ul>
      <p className="hotel-page__description">{hotel.description}</p>
      <p className="hotel-page__from">
        {t('hotels.card.from', {
          miles: miles(hotel.miles_per_night_from),
          amount: formatEuros(hotel.rate_per_night_from_cents, i18n.language),
        })}
      </p>
      <section aria-labelledby="hotel-location">
        <h2 id="hotel-location">{t('hotels.hotel.location')}</h2>
        <address className="hotel-page__address">
          {address.street}
          <br />
          {address.postal_code} {address.city}, {address.country}
        </address>
        <p>{t('hotels.card.distance', { km: kilometres(hotel.distance_km) })}</p>
        <img
          className="hotel-page__map"
          src={hotel.map.url}
          alt={hotel.map.alt}
          width={hotel.map.width}
          height={hotel.map.height}
          loading="lazy"
        />
      </section>
      {hotel.amenities.length ? (
        <section aria-labelledby="hotel-amenities">
          <h2 id="hotel-amenities">{t('hotels.hotel.amenities')}</h2>
          <ul className="hotel-page__amenities">
            {hotel.amenities.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="hotel-rooms">
        <h2 id="hotel-rooms">{t('hotels.hotel.rooms')}</h2>
        <ul className="hotel-page__rooms">
          {hotel.rooms.map((room) => (
            <li key={room.code}>
              <h3>{room.name}</h3>
              <p>{room.description}</p>
              <p className="hotel-page__room-facts">
                {t('hotels.hotel.roomFacts', {
                  beds: room.beds,
                  size: room.size_m2,
                  guests: roomGuests(t, room.max_adults, room.max_children),
                })}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="hotel-policies">
        <h2 id="hotel-policies">{t('hotels.hotel.policies')}</h2>
        <dl className="hotel-page__policies">
          <dt>{t('hotels.hotel.minimumStay')}</dt>
          <dd data-testid="hotel-min-nights">{t('hotels.card.minNights', { count: hotel.min_nights })}</dd>
          <dt>{t('hotels.hotel.checkIn')}</dt>
          <dd>{t('hotels.hotel.from', { time: policies.check_in_from })}</dd>
          <dt>{t('hotels.hotel.checkOut')}</dt>
          <dd>{t('hotels.hotel.until', { time: policies.check_out_until })}</dd>
          <dt>{t('hotels.hotel.cancellation')}</dt>
          <dd>{policies.cancellation}</dd>
          <dt>{t('hotels.hotel.children')}</dt>
          <dd>{policies.children}</dd>
          <dt>{t('hotels.hotel.pets')}</dt>
          <dd>{t(policies.pets_allowed ? 'hotels.hotel.petsYes' : 'hotels.hotel.petsNo')}</dd>
          <dt>{t('hotels.hotel.quota')}</dt>
          <dd>{t('hotels.hotel.quotaText', { count: hotel.redemption.monthly_quota, days: hotel.redemption.business_days_to_decide })}</dd>
        </dl>
      </section>
    </>
  );
}
