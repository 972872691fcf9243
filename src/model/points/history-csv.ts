// The history as CSV (RFC 4180): a header row, one row per movement shown, amounts as plain numbers, days
// as ISO dates. Text is always quoted (quotes doubled), and text a spreadsheet would run as a formula
// (starting with = + - @, tab or carriage return) is prefixed with a quote (OWASP "CSV injection").
import { movementDay } from './history-filters';
import type { Movement, MovementStatus, MovementType } from './history-types';

export type CsvCell = string | number | null;

const formulaStart = /^[=+\-@\t\r]/;

/** One cell: numbers as they are, text quoted and defused, nothing as an empty cell. */
export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Rows as CSV text, CRLF between records (RFC 4180). */
export function buildCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export interface HistoryCsvLabels {
  /** Column titles: date, type, description, status, miles, valid on, booking number. */
  header: readonly [string, string, string, string, string, string, string];
  type(type: MovementType): string;
  status(status: MovementStatus): string;
}

/** The rows of the history's CSV export, in the language the labels are in. */
export function historyCsvRows(items: readonly Movement[], labels: HistoryCsvLabels): CsvCell[][] {
  return [
    [...labels.header],
    ...items.map((m) => [
      movementDay(m),
      labels.type(m.type),
      m.label,
      labels.status(m.status),
      m.amount,
      m.valid_on.slice(0, 10),
      m.booking_number,
    ]),
  ];
}

/** The file name of an export made on `day` (YYYY-MM-DD). */
export const historyCsvFileName = (day: string): string => `miles-history-${day}.csv`;
