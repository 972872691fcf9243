// The browser's date rules of a booking claim (the server applies the same ones).
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, localDay } from '@/contract/calendar-days';
import { claimDateViolations } from '@/model/claims/claim-rules';

const today = '2026-11-21';
const keys = (check_in?: string, check_out?: string) =>
  claimDateViolations({ check_in, check_out }, today).map((v) => `${v.propertyPath}:${v.key}`);

describe('claim date rules', () => {
  it('check-out must be after check-in', () => {
    expect(keys('2026-11-10', '2026-11-12')).toEqual([]);
    expect(keys('2026-11-12', '2026-11-12')).toEqual(['check_out:check_out_before_check_in']);
    expect(keys('2026-11-12', '2026-11-10')).toEqual(['check_out:check_out_before_check_in']);
  });

  it('"Minimum date exceeded" for a check-out more than 90 days before today', () => {
    expect(addDays(today, -90)).toBe('2026-08-23');
    expect(keys('2026-08-20', '2026-08-23')).toEqual([]);
    expect(keys('2026-08-20', '2026-08-22')).toEqual(['check_out:minimum_date_exceeded']);
    expect(keys(undefined, '2025-01-01')).toEqual(['check_out:minimum_date_exceeded']);
  });

  it('a stay can be declared once it has started (today included)', () => {
    expect(keys('2026-11-21', '2026-11-23')).toEqual([]);
    expect(keys('2026-11-22', '2026-11-23')).toEqual(['check_in:stay_not_started']);
  });

  it('leaves missing or malformed dates to the form rules', () => {
    expect(keys()).toEqual([]);
    expect(keys('soon', 'later')).toEqual([]);
    expect(keys('2026-11-10', undefined)).toEqual([]);
  });

  it('counts calendar days, across months and a daylight-saving change', () => {
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
