// Rooms and guests (the hotel-search form's `rooms`, "ui:widget": "rooms"): how many rooms, then adults and children
// per room. More rooms than the group limit can be chosen on purpose: the widget then says at once that such a stay
// is booked on the hotel group's site, with its link (requirements §5), and a search is refused on the field. Native
// selects: the keyboard and a phone's picker work without any script of ours.
import { useTranslation } from 'react-i18next';
import type { ThemeWidgetProps } from '@/forms/form-types';
import { inputAria } from '@/forms/theme/aria';
import { environmentConfig } from '@/lib/app-config';
import { MAX_ADULTS, MAX_CHILDREN, defaultCriteria } from '@/model/hotel-search/criteria';
import { MAX_ROOMS } from '@/model/hotel-search/search-rules';
import type { RoomOccupancy } from '@/model/hotel-search/criteria';
import { inputClass } from '@/ui/input-class';
import { Notice } from '@/ui/notice';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const roomsOf = (value: unknown): RoomOccupancy[] =>
  Array.isArray(value) && value.length > 0 ? (value as RoomOccupancy[]) : defaultCriteria().rooms;

/** The room counts offered: the schema's `maxItems`, past the group limit too, where the widget says "group site". */
const roomChoices = (schema: ThemeWidgetProps['schema']): number => schema.maxItems ?? MAX_ROOMS;

export function RoomsWidget(props: ThemeWidgetProps) {
  const { id, value, disabled, readonly, onChange, schema } = props;
  const { t } = useTranslation();
  const rooms = roomsOf(value);
  const groupSite = rooms.length > MAX_ROOMS;
  const groupId = `${id}__group`;
  const aria = inputAria(props);
  const describedBy = [aria['aria-describedby'], groupSite ? groupId : undefined].filter(Boolean).join(' ') || undefined;
  const resize = (count: number) =>
    onChange(Array.from({ length: count }, (_, i) => rooms[i] ?? { adults: rooms[0]?.adults ?? 2, children: 0 }));
  const set = (index: number, change: Partial<RoomOccupancy>) => onChange(rooms.map((r, i) => (i === index ? { ...r, ...change } : r)));
  return (
    <div className="rooms-field">
      <select
        id={id}
        className={inputClass('rooms-field__count')}
        value={rooms.length}
        disabled={disabled || readonly}
        onChange={(e) => resize(Number(e.target.value))}
        {...aria}
        aria-describedby={describedBy}
      >
        {range(1, roomChoices(schema)).map((n) => (
          <option key={n} value={n}>
            {t('hotels.search.roomCount', { count: n })}
          </option>
        ))}
      </select>
      {/* A group booking's guests are the group site's business: no room-by-room list past the limit. */}
      <ol className="rooms-field__rooms" hidden={groupSite}>
        {rooms.map((room, i) => (
          <li key={i} className="rooms-field__room">
            <fieldset>
              <legend>{t('hotels.search.roomN', { n: i + 1 })}</legend>
              <label>
                <span>{t('hotels.search.adults')}</span>
                <select className={inputClass()} value={room.adults} onChange={(e) => set(i, { adults: Number(e.target.value) })}>
                  {range(1, MAX_ADULTS).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                <span>{t('hotels.search.children')}</span>
                <select className={inputClass()} value={room.children} onChange={(e) => set(i, { children: Number(e.target.value) })}>
                  {range(0, MAX_CHILDREN).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            </fieldset>
          </li>
        ))}
      </ol>
      {groupSite ? (
        <Notice tone="warning" className="hotel-search__group" data-testid="group-site">
          <p id={groupId}>{t('hotels.errors.groupSite')}</p>
          <p>
            <a href={environmentConfig.hotelGroupSiteUrl} rel="noopener">
              {t('hotels.search.groupSiteLink')}
            </a>
          </p>
        </Notice>
      ) : null}
    </div>
  );
}
