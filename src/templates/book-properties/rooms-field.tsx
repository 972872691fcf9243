// Rooms and guests: how many rooms, then adults and children per room. More rooms than the group limit can be
// chosen on purpose: the form then sends the agent to the hotel group's site (requirements §5) instead of refusing
// silently. Native selects: the keyboard and a phone's picker work without any script of ours.
import { useTranslation } from 'react-i18next';
import { MAX_ADULTS, MAX_CHILDREN } from '@/model/hotel-search/criteria';
import { MAX_ROOMS } from '@/model/hotel-search/search-rules';
import type { RoomOccupancy } from '@/model/hotel-search/criteria';
import type { FieldControlProps } from '@/ui/field';
import { inputClass } from '@/ui/input-class';

/** The room counts the select offers: up to one past the group limit, which says "group site". */
export const ROOM_CHOICES = 9;

interface Props {
  control: FieldControlProps;
  rooms: RoomOccupancy[];
  onChange(rooms: RoomOccupancy[]): void;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export function RoomsField({ control, rooms, onChange }: Props) {
  const { t } = useTranslation();
  const resize = (count: number) =>
    onChange(Array.from({ length: count }, (_, i) => rooms[i] ?? { adults: rooms[0]?.adults ?? 2, children: 0 }));
  const set = (index: number, change: Partial<RoomOccupancy>) => onChange(rooms.map((r, i) => (i === index ? { ...r, ...change } : r)));
  return (
    <div className="rooms-field">
      <select
        {...control}
        className={inputClass('rooms-field__count')}
        value={rooms.length}
        onChange={(e) => resize(Number(e.target.value))}
      >
        {range(1, ROOM_CHOICES).map((n) => (
          <option key={n} value={n}>
            {t('hotels.search.roomCount', { count: n })}
          </option>
        ))}
      </select>
      {/* A group booking's guests are the group site's business: no room-by-room list past the limit. */}
      <ol className="rooms-field__rooms" hidden={rooms.length > MAX_ROOMS}>
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
    </div>
  );
}
