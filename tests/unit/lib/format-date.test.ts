// format-date.ts writes the portal's three date locales without Intl (no ICU load on a member page): every
// day of four years (a leap year among them), in every style, must read exactly as Intl writes it. Node and
// Chromium ship the same CLDR names (checked when the names were written); Intl is the reference here.
import { describe, expect, it } from 'vitest';
import { formatDay, formatMonth } from '@/lib/format-date';
import type { DayStyle } from '@/lib/format-date';

const languages = { en: 'en-GB', 'fr-be': 'fr-BE', 'nl-be': 'nl-BE' } as const;
const styles: DayStyle[] = ['long', 'medium', 'short'];

function everyDay(fromYear: number, years: number): string[] {
  const days: string[] = [];
  for (let t = Date.UTC(fromYear, 0, 1); t < Date.UTC(fromYear + years, 0, 1); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

describe('formatDay', () => {
  const days = [...everyDay(2023, 4), '1999-12-31', '2000-02-29', '2100-03-01', '9999-12-31', '1000-01-01'];

  for (const [language, locale] of Object.entries(languages)) {
    for (const style of styles) {
      it(`writes every day as Intl does: ${language}, ${style}`, () => {
        const intl = new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' });
        const wrong = days.filter((day) => formatDay(day, language, style) !== intl.format(new Date(`${day}T00:00:00Z`)));
        expect(wrong).toEqual([]);
      });
    }
  }

  it('reads only the date of a timestamp, in UTC, whatever the time', () => {
    expect(formatDay('2026-10-20T23:59:59.999Z', 'en')).toBe('20 October 2026');
    expect(formatDay('2026-10-20', 'fr-be', 'short')).toBe('20/10/26');
  });

  it('rolls an overflowing day over as Date does, and leaves what Date cannot read to Intl (which refuses it)', () => {
    expect(formatDay('2026-02-30', 'nl-be')).toBe('2 maart 2026');
    expect(() => formatDay('not a date', 'en')).toThrow(RangeError);
  });

  it('hands a language it has no names for to Intl', () => {
    expect(formatDay('2026-10-20', 'de')).toBe(
      new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2026-10-20T00:00:00Z')),
    );
  });
});

describe('formatMonth', () => {
  const months = everyDay(2023, 4)
    .filter((day) => day.endsWith('-01'))
    .map((day) => day.slice(0, 7));

  for (const [language, locale] of Object.entries(languages)) {
    for (const style of ['long', 'short'] as const) {
      it(`writes every month as Intl does: ${language}, ${style}`, () => {
        const intl = new Intl.DateTimeFormat(locale, { month: style, year: style === 'long' ? 'numeric' : '2-digit', timeZone: 'UTC' });
        const wrong = months.filter((month) => formatMonth(month, language, style) !== intl.format(new Date(`${month}-01T00:00:00Z`)));
        expect(wrong).toEqual([]);
      });
    }
  }

  it('writes a year ending in 0x with two digits', () => {
    expect(formatMonth('2005-03', 'en', 'short')).toBe('Mar 05');
  });
});
