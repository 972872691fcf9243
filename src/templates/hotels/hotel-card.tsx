// One hotel in a list (results, a brand, a collection): its picture (space reserved by width and height), the
// name linking to its page (carrying the search, so the property page can quote the same stay), brand, place,
// stars, and the two prices an agent compares: miles per night for a redemption and the paid rate.
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { FavoriteToggle } from '@/blocks/favorite-toggle';
import { appConfig } from '@/lib/app-config';
import { formatEuros, formatNumber } from '@/lib/format-number';
import type { HotelCard as Hotel, HotelResult } from '@/model/hotel-search/hotel-calls';
import { $loggedIn } from '@/model/session/session-model';
import { Link } from 'react-router';
import { useRoutePath } from '@/ui/route-links';

const locale = appConfig.constants.numberLocale;
export const miles = (value: number) => formatNumber(value, locale);
export const kilometres = (value: number) => formatNumber(value, locale, 1);

const isResult = (hotel: Hotel | HotelResult): hotel is HotelResult => 'miles_per_night' in hotel;

interface Props {
  hotel: Hotel | HotelResult;
  /** The search's query string, carried to the property page (empty for a list outside a search). */
  stayQuery?: string;
  headingLevel?: 'h2' | 'h3';
}

export function HotelCard({ hotel, stayQuery = '', headingLevel: Heading = 'h2' }: Props) {
  const { t, i18n } = useTranslation();
  const loggedIn = useUnit($loggedIn);
  const result = isResult(hotel) ? hotel : null;
  const path = useRoutePath('hotel', { hotel: String(hotel.id) });
  return (
    <li className="hotel-card" data-testid="hotel-card">
      {/* Why alt="": the name right below says which hotel it is; the picture adds nothing to read twice. */}
      <img
        className="hotel-card__picture"
        src={hotel.picture.url}
        alt=""
        width={hotel.picture.width}
        height={hotel.picture.height}
        loading="lazy"
      />
      <div className="hotel-card__body">
        <Heading className="hotel-card__name">
          {path ? (
            <Link to={stayQuery ? `${path}?${stayQuery}` : path} data-testid="hotel-link">
              {hotel.name}
            </Link>
          ) : (
            hotel.name
          )}
        </Heading>
        <p className="hotel-card__meta">
          <span>{hotel.brand.name}</span> · <span>{t('hotels.card.place', { city: hotel.city, country: hotel.country })}</span> ·{' '}
          <span role="img" aria-label={t('hotels.card.starsLabel', { count: hotel.stars })}>
            {'★'.repeat(hotel.stars)}
          </span>
        </p>
        <p className="hotel-card__distance">{t('hotels.card.distance', { km: kilometres(hotel.distance_km) })}</p>
        {result ? (
          result.available ? (
            <dl className="hotel-card__prices">
              <div>
                <dt>{t('hotels.card.redemption')}</dt>
                <dd data-testid="hotel-miles">{t('hotels.card.milesPerNight', { miles: miles(result.miles_per_night) })}</dd>
              </div>
              <div>
                <dt>{t('hotels.card.paidRate')}</dt>
                <dd>{t('hotels.card.ratePerNight', { amount: formatEuros(result.rate.per_night_cents, i18n.language) })}</dd>
              </div>
            </dl>
          ) : (
            <p className="hotel-card__unavailable">
              {t(`hotels.card.unavailable.${result.unavailable_reason ?? 'sold_out'}`, { count: hotel.min_nights })}
            </p>
          )
        ) : (
          <p className="hotel-card__from">
            {t('hotels.card.from', {
              miles: miles(hotel.miles_per_night_from),
              amount: formatEuros(hotel.rate_per_night_from_cents, i18n.language),
            })}
          </p>
        )}
        {hotel.min_nights > 1 ? <p className="hotel-card__min">{t('hotels.card.minNights', { count: hotel.min_nights })}</p> : null}
        {loggedIn ? <FavoriteToggle type="hotel" id={hotel.id} name={hotel.name} /> : null}
      </div>
    </li>
  );
}
