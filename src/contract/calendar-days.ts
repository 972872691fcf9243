// Calendar days written 'YYYY-MM-DD', the way the API sends and takes dates, and the programme's date-range rule.
// The browser checks a range before calling and the server refuses the same ranges, both with these functions, so
// the two can never disagree. Arithmetic is in UTC: a day is a day whatever the time zone or a clock change.

const dayMs = 86_400_000;
const isoDayShape = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDay(value: string | null | undefined): value is string {
  if (!value || !isoDayShape.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

/** The UTC calendar day of a moment (the day the server files it under). */
export function utcDay(at: number | Date): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The member's calendar day (local time) of a moment: "today" as the member sees it. */
export function localDay(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** Whole days from one calendar day to another, negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

/** The calendar day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return utcDay(Date.parse(`${day}T00:00:00Z`) + days * dayMs);
}

/** requirements §5: a date range (a history filter, a hotel stay) covers fewer days than this. */
export const maxRangeDays = 30;

/** Why a range is refused, by the API's violation keys, and the field the API names. */
export type RangeProblem = { key: 'date_range_invalid'; field: 'from' } | { key: 'date_range_too_long'; field: 'to' };

/**
 * The rule of a date range with both ends given: `from` after `to` is invalid (said on `from`), 30 days apart or
 * more is too long (said on `to`). An open range, one end only, is always accepted.
 */
export function rangeProblem(from: string | null | undefined, to: string | null | undefined): RangeProblem | null {
  if (!from || !to) return null;
  if (from > to) return { key: 'date_range_invalid', field: 'from' };
  return daysBetween(from, to) >= maxRangeDays ? { key: 'date_range_too_long', field: 'to' } : null;
}
