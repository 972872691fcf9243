// Words and figures of the history in the member's language (numbers per requirements §9 in every language).
import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/format-number';
import type { HistoryCsvLabels } from '@/model/points/history-csv';
import type { MovementStatus, MovementType } from '@/model/points/history-types';

export const typeLabel = (t: TFunction, type: MovementType): string => t(`history.types.${type}`);
export const statusLabel = (t: TFunction, status: MovementStatus): string => t(`history.statuses.${status}`);

/** "+700", "−3 000" (a true minus sign, which screen readers say as "minus"), "0". */
export function signedMiles(amount: number): string {
  const sign = amount > 0 ? '+' : amount < 0 ? '\u2212' : '';
  return `${sign}${formatNumber(Math.abs(amount))}`;
}

export function csvLabels(t: TFunction): HistoryCsvLabels {
  const c = (key: string) => t(`history.export.columns.${key}`);
  return {
    header: [c('date'), c('type'), c('description'), c('status'), c('miles'), c('validOn'), c('bookingNumber')],
    type: (type) => typeLabel(t, type),
    status: (status) => statusLabel(t, status),
  };
}
