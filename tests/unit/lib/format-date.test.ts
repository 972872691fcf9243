// format-date.ts writes dates with Intl in UTC: these are the texts of the portal's three languages in every
// style (the history, /home and the card page show them), and the portal's own rules around Intl.
import { describe, expect, it } from 'vitest';
import { formatDay, formatMonth } from '@/lib/format-date';
import type { DayStyle } from '@/lib/format-date';

const styles: DayStyle[] = ['long', 'medium', 'short'];

describe('formatDay', () => {
  it('writes a day in each portal language and style', () => {
    expect(styles.map((style) => formatDay('2026-09-05', 'en', style))).toEqual(['5 September 2026', '5 Sept 2026', '05/09/2026']);
    expect(styles.map((style) => formatDay('2026-09-05', 'fr-be', style))).toEqual(['5 septembre 2026', '5 sept. 2026', '5/09/26']);
    expect(styles.map((style) => formatDay('2026-09-05', 'nl-be', style))).toEqual(['5 september 2026', '5 sep 2026', '5/09/2026']);
    expect(formatDay('2024-02-29', 'fr-be', 'medium')).toBe('29 févr. 2024');
    expect(formatDay('2023-03-14', 'nl-be', 'medium')).toBe('14 mrt 2023');
  });

  it('reads only the date of a timestamp, in UTC, whatever the time', () => {
    expect(formatDay('2026-10-20T23:59:59.999Z', 'en')).toBe('20 October 2026');
    expect(formatDay('2026-10-20', 'fr-be', 'short')).toBe('20/10/26');
  });

  it('rolls an overflowing day over as Date does, and refuses what Date cannot read', () => {
    expect(formatDay('2026-02-30', 'nl-be')).toBe('2 maart 2026');
    expect(() => formatDay('not a date', 'en')).toThrow(RangeError);
  });

  it('hands any other language to Intl', () => {
    expect(formatDay('2026-10-20', 'de')).toBe(
      new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2026-10-20T00:00:00Z')),
    );
  });
});

describe('formatMonth', () => {
  it('writes a month in each portal language, long and short', () => {
    expect(formatMonth('2026-02', 'en', 'long')).toBe('February 2026');
    expect(formatMonth('2026-09', 'en', 'short')).toBe('Sept 26');
    expect(formatMonth('2026-02', 'fr-be', 'long')).toBe('février 2026');
    expect(formatMonth('2026-02', 'fr-be', 'short')).toBe('févr. 26');
    expect(formatMonth('2026-03', 'nl-be', 'long')).toBe('maart 2026');
    expect(formatMonth('2026-03', 'nl-be', 'short')).toBe('mrt 26');
  });

  it('writes a year ending in 0x with two digits', () => {
    expect(formatMonth('2005-03', 'en', 'short')).toBe('Mar 05');
  });
});
