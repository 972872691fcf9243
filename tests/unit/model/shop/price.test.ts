// requirements §9's price helper: rate × unit price × minimum quantity, each component defaulting to 1 (requirements §3),
// two decimals only when not whole, en-GB grouping with (no-break) spaces.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMiles, priceComponent, priceOf } from '@/model/shop/price';

const NBSP = '\u00a0';

describe('price helper', () => {
  it('multiplies rate, unit price and minimum quantity', () => {
    expect(priceOf({ conversionRate: 100, unitPrice: 25, minimumQuantity: 2 })).toBe(5000);
  });

  it('reads every missing or unreadable component as 1', () => {
    expect(priceOf({})).toBe(1);
    expect(priceOf({ unitPrice: 40 })).toBe(40);
    expect(priceOf({ conversionRate: 100 })).toBe(100);
    expect(priceOf({ minimumQuantity: 3 })).toBe(3);
    expect(priceOf({ conversionRate: null, unitPrice: 'abc', minimumQuantity: 0 })).toBe(1);
    expect(priceOf({ conversionRate: -5, unitPrice: Number.NaN, minimumQuantity: Infinity })).toBe(1);
  });

  it('reads numeric text as numbers', () => {
    expect(priceComponent('2.5')).toBe(2.5);
    expect(priceComponent(' ')).toBe(1);
    expect(priceOf({ conversionRate: '100', unitPrice: '12.5' })).toBe(1250);
  });

  it('puts a quantity in place of the minimum for a line', () => {
    expect(priceOf({ conversionRate: 10, unitPrice: 3, minimumQuantity: 5 }, 2)).toBe(60);
  });

  it('keeps two decimals at most, rounding half up without binary noise', () => {
    expect(priceOf({ conversionRate: 1.005 })).toBe(1.01);
    expect(priceOf({ conversionRate: 0.1, unitPrice: 0.2 })).toBe(0.02);
    expect(priceOf({ conversionRate: 1.333, unitPrice: 3 })).toBe(4);
  });

  it('shows two decimals only when the figure is not whole, grouped with spaces', () => {
    expect(formatMiles(12500)).toBe(`12${NBSP}500`);
    expect(formatMiles(1234.5)).toBe(`1${NBSP}234.50`);
    expect(formatMiles(0.02)).toBe('0.02');
    expect(formatMiles(1000000)).toBe(`1${NBSP}000${NBSP}000`);
    expect(formatMiles(87.999)).toBe('88');
  });

  it('never shows more than two decimals, nor a decimal point for a whole figure (any components)', () => {
    const part = fc.oneof(fc.double({ min: 0.01, max: 1e4, noNaN: true }), fc.integer({ min: 1, max: 1000 }), fc.constant(undefined));
    fc.assert(
      fc.property(part, part, fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }), (rate, unit, min) => {
        const text = formatMiles(priceOf({ conversionRate: rate, unitPrice: unit, minimumQuantity: min }));
        expect(text).toMatch(/^\d{1,3}(\u00a0\d{3})*(\.\d{2})?$/);
        expect(text.endsWith('.00')).toBe(false);
      }),
    );
  });
});
