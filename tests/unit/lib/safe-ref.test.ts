import { describe, expect, it } from 'vitest';
import { safeRef } from '@/lib/safe-ref';

describe('safeRef', () => {
  it.each([
    ['/my-miles', '/my-miles'],
    ['/exchange-my-miles/gift-shop/all?x=1#top', '/exchange-my-miles/gift-shop/all?x=1#top'],
    ['%2Fmy-miles', '/my-miles'],
    ['/faq/a/../b', '/faq/b'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeRef(input)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '///evil.example',
    'https://evil.example',
    'http://evil.example/my-miles',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '/%5Cevil.example',
    '%2F%5Cevil.example',
    'javascript%3Aalert(1)',
    '/\t/evil.example',
    '/%09/evil.example',
    '/\n/evil.example',
    'data:text/html,<script>alert(1)</script>',
    'my-miles',
    '%E0%A4%A',
    '',
  ])('refuses %s', (input) => {
    expect(safeRef(input)).toBeNull();
  });

  it('refuses null and undefined', () => {
    expect(safeRef(null)).toBeNull();
    expect(safeRef(undefined)).toBeNull();
  });
});
