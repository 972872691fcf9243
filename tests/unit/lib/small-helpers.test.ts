/** @vitest-environment jsdom */
import { describe, expect, it, vi } from 'vitest';
import { documentTitle } from '@/platform/document-title';
import { formatNumber } from '@/lib/format-number';
import { isPasswordExpired } from '@/lib/password-expiry';
import { leadingDebounce } from '@/lib/leading-debounce';
import { sameAsJson, sameData } from '@/lib/same-data';
import { readJson, readString, write } from '@/platform/storage';

describe('documentTitle', () => {
  it('prefixes the environment outside prod', () => {
    expect(documentTitle('My miles', 'Miles', 'qa')).toBe('[QA] My miles | Miles');
    expect(documentTitle('My miles', 'Miles', 'local')).toBe('[LOCAL] My miles | Miles');
  });
  it('does not prefix in prod', () => {
    expect(documentTitle('My miles', 'Miles', 'prod')).toBe('My miles | Miles');
    expect(documentTitle('', 'Miles', 'prod')).toBe('Miles');
  });
});

describe('formatNumber', () => {
  it('groups en-GB digits with spaces', () => {
    expect(formatNumber(85000)).toBe('85\u00a0000');
    expect(formatNumber(1234567)).toBe('1\u00a0234\u00a0567');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1500.5, 'en-GB', 2)).toBe('1\u00a0500.50');
  });
  it("puts a no-break space between groups whatever the locale's own separator, and leaves the rest to Intl", () => {
    expect(formatNumber(-1234567)).toBe('-1\u00a0234\u00a0567');
    expect(formatNumber(Number.MAX_SAFE_INTEGER)).toBe('9\u00a0007\u00a0199\u00a0254\u00a0740\u00a0991');
    expect(formatNumber(1234.5678)).toBe('1\u00a0234.568');
    expect(formatNumber(1234, 'en-GB', 0)).toBe('1\u00a0234');
    expect(formatNumber(Number.NaN)).toBe('NaN');
    // fr-BE groups with a narrow no-break space, de-DE with a dot: both become the portal's no-break space.
    expect(formatNumber(1234567, 'fr-BE')).toBe('1\u00a0234\u00a0567');
    expect(formatNumber(1234.5, 'de-DE', 2)).toBe('1\u00a0234,50');
  });
});

describe('isPasswordExpired', () => {
  const created = '2026-01-01T00:00:00Z';
  const day = 86_400_000;
  it('is expired once now is after the creation date plus the days', () => {
    const limit = Date.parse(created) + 90 * day;
    expect(isPasswordExpired({ password_create_date: created, expire_after_days: 90 }, limit)).toBe(false);
    expect(isPasswordExpired({ password_create_date: created, expire_after_days: 90 }, limit + 1)).toBe(true);
  });
  it('is not expired when the dates are unknown', () => {
    expect(isPasswordExpired(undefined, Date.now())).toBe(false);
    expect(isPasswordExpired({ password_create_date: 'garbage', expire_after_days: 1 }, Date.now())).toBe(false);
    expect(isPasswordExpired({ password_create_date: created, expire_after_days: null }, Date.now())).toBe(false);
  });
});

describe('leadingDebounce', () => {
  it('runs the first call and ignores calls within the wait', () => {
    let now = 1000;
    const fn = vi.fn();
    const back = leadingDebounce(fn, 500, () => now);
    expect(back()).toBe(true);
    now += 499;
    expect(back()).toBe(false);
    expect(fn).toHaveBeenCalledTimes(1);
    now += 1;
    expect(back()).toBe(true);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('storage', () => {
  it('reads nothing from corrupt JSON and removes on null', () => {
    window.localStorage.setItem('user', '{not json');
    expect(readJson('user')).toBeNull();
    write('user', { a: 1 });
    expect(readJson('user')).toEqual({ a: 1 });
    write('user', null);
    expect(readString('user')).toBeNull();
  });
});

describe('sameData', () => {
  it('compares plain data by value: a request built again with the same parameters is the same request', () => {
    expect(sameData({ language: 'en', ids: [1, 2] }, { language: 'en', ids: [1, 2] })).toBe(true);
    expect(sameData('en', 'en')).toBe(true);
    expect(sameData({ language: 'en' }, { language: 'fr-be' })).toBe(false);
    expect(sameData({ ids: [1, 2] }, { ids: [2, 1] })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(sameData(null, {})).toBe(false);
  });
});

describe('sameAsJson', () => {
  it('compares values as JSON writes them: a key holding undefined is absent, unlike sameData', () => {
    expect(sameAsJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameAsJson({ id: 4, kind: 'hotel' }, { id: 4, kind: 'gift' })).toBe(false);
    expect(sameAsJson(undefined, undefined)).toBe(true);
    expect(sameAsJson('', undefined)).toBe(false);
  });
});
