// The theme's `rooms` widget ("ui:widget": "rooms", on an array of `{ adults, children }` objects): how many rooms,
// then adults and children per room. More rooms than the group limit (search-rules.ts) can be chosen on purpose, up to
// the array's `maxItems`: the widget then says at once that such a stay is booked on the hotel group's site, with its
// link (requirements §5), and the page refuses a search with it. Native selects: the keyboard and a phone's picker work
// without any script of ours.
import { useTranslation } from 'react-i18next';
import type { ThemeWidgetProps } from '../../form-types';
import { inputAria } from '../aria';
import { environmentConfig } from '@/lib/app-config';
import { MAX_ADULTS, MAX_CHILDREN, defaultCriteria } from '@/model/hotel-search/criteria';
import type { RoomOccupancy } from '@/model/hotel-search/criteria';
import { MAX_ROOMS } from '@/model/hotel-search/search-rules';
import { Notice } from '@/ui/notice';
import './rooms-widget.css';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const roomsOf = (value: unknown): RoomOccupancy[] =>
  Array.isArray(value) && value.length > 0 ? (value as RoomOccupancy[]) : defaultCriteria().rooms;

/** The room counts offered: the schema's `maxItems`, past the group limit too, where the widget says "group site". */
const roomChoices = (schema: ThemeWidgetProps['schema']): number => schema.maxItems ?? MAX_ROOMS;

/** The guests a room takes, from the items' `minimum` and `maximum` (the search's own limits where the schema says none). */
function guestChoices(schema: ThemeWidgetProps['schema'], guest: 'adults' | 'children', fallback: [number, number]): number[] {
  const items = typeof schema.items === 'object' && !Array.isArray(schema.items) ? schema.items : undefined;
  const limits = items?.properties?.[guest];
  const of = (key: 'minimum' | 'maximum', otherwise: number) =>
    typeof limits === 'object' && typeof limits[key] === 'number' ? limits[key] : otherwise;
  return range(of('minimum', fallback[0]), of('maximum', fallback[1]));
}

export function RoomsWidget(props: ThemeWidgetProps) {
  const { id, value, disabled, readonly, onChange, schema } = props;
  const { t } = useTranslation();
  const rooms = roomsOf(value);
  const adults = guestChoices(schema, 'adults', [1, MAX_ADULTS]);
  const children = guestChoices(schema, 'children', [0, MAX_CHILDREN]);
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
        className="form-input form-select rooms-field__count"
        value={rooms.length}
        disabled={disabled || readonly}
        onChange={(e) => resize(Number(e.target.value))}
        {...aria}
        aria-describedby={describedBy}
      >
        {range(1, roomChoices(schema)).map((n) => (
          <option key={n} value={n}>
            {t('forms.rooms.count', { count: n })}
          </option>
        ))}
      </select>
      {/* A group booking's guests are the group site's business: no room-by-room list past the limit. */}
      <ol className="rooms-field__rooms" hidden={groupSite}>
        {rooms.map((room, i) => (
          <li key={i} className="rooms-field__room">
            <fieldset>
              <legend>{t('forms.rooms.roomN', { n: i + 1 })}</legend>
              <label>
                <span>{t('forms.rooms.adults')}</span>
                <select
                  className="form-input form-select"
                  value={room.adults}
                  disabled={disabled || readonly}
                  onChange={(e) => set(i, { adults: Number(e.target.value) })}
                >
                  {adults.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                <span>{t('forms.rooms.children')}</span>
                <select
                  className="form-input form-select"
                  value={room.children}
                  disabled={disabled || readonly}
                  onChange={(e) => set(i, { children: Number(e.target.value) })}
                >
                  {children.map((n) => (
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
        <Notice tone="warning" className="rooms-field__group" data-testid="group-site">
          <p id={groupId}>{t('forms.rooms.groupSite')}</p>
          <p>
            <a href={environmentConfig.hotelGroupSiteUrl} rel="noopener">
              {t('forms.rooms.groupSiteLink')}
            </a>
          </p>
        </Notice>
      ) : null}
    </div>
  );
}
