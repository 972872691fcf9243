import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format-date';
import { movementDay } from '@/model/points/history-filters';
import type { Movement } from '@/model/points/history-types';
import { signedMiles, statusLabel, typeLabel } from './history-labels';

interface Props {
  movement: Movement;
  /** Position in the filtered list (0-based). */
  index: number;
  /** Offset from the top of the rows, in px. */
  top: number;
  measure(element: HTMLElement | null): void;
}

/** One movement: date, type, description, status (a pending one says when it becomes valid), miles. */
export const HistoryRow = memo(function HistoryRow({ movement: m, index, top, measure }: Props) {
  const { t, i18n } = useTranslation();
  const day = movementDay(m);
  return (
    <div
      ref={measure}
      role="row"
      aria-rowindex={index + 2}
      data-index={index}
      data-status={m.status}
      className={`history-row history-row--${m.status}`}
      style={{ transform: `translateY(${top}px)` }}
    >
      <div role="cell" className="history-cell history-cell--date">
        <time dateTime={day}>{formatDay(day, i18n.language, 'medium')}</time>
      </div>
      <div role="cell" className="history-cell history-cell--type">
        {typeLabel(t, m.type)}
      </div>
      <div role="cell" className="history-cell history-cell--description">
        {m.label}
      </div>
      <div role="cell" className="history-cell history-cell--status">
        <span className={`history-status history-status--${m.status}`}>{statusLabel(t, m.status)}</span>
        {m.status === 'pending' ? (
          <span className="history-valid-on">{t('history.list.validOn', { date: formatDay(m.valid_on, i18n.language, 'medium') })}</span>
        ) : null}
      </div>
      <div role="cell" className={`history-cell history-cell--miles${m.amount < 0 ? ' history-cell--debit' : ''}`}>
        {signedMiles(m.amount)}
      </div>
    </div>
  );
});
