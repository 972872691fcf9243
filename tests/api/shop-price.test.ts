/** @vitest-environment node */
// The server's price helper (requirements §9): rate × unit price × quantity, each component a number defaulting to 1,
// two decimals at most; the ledger is debited whole miles, rounded up.
import { describe, expect, it } from 'vitest';
import { component, linePrice, milesToDebit, priceOf, round2 } from '../../server/shop/price';

describe('the price helper', () => {
  it('multiplies rate, unit price and minimum quantity', () => {
    expect(priceOf({ conversionRate: 100, unitPrice: 25, minimumQuantity: 2 })).toBe(5000);
    expect(priceOf({ conversionRate: 1.25, unitPrice: 1, minimumQuantity: 1000 })).toBe(1250);
  });

  it('reads each missing or unusable component as 1', () => {
    expect(priceOf({})).toBe(1);
    expect(priceOf({ unitPrice: 1000 })).toBe(1000);
    expect(priceOf({ conversionRate: 100 })).toBe(100);
    expect(priceOf({ minimumQuantity: 3 })).toBe(3);
    expect(priceOf({ conversionRate: 100, unitPrice: 20 })).toBe(2000);
    // Numbers sent as text are numbers; anything else (null, NaN, zero, negative, words) is the default.
    expect(priceOf({ conversionRate: '100', unitPrice: '2.5', minimumQuantity: '4' })).toBe(1000);
    for (const bad of [null, undefined, Number.NaN, 0, -3, 'ten', '', Infinity]) expect(component(bad)).toBe(1);
  });

  it('keeps two decimals when the price is not whole, rounding half up without binary noise', () => {
    expect(priceOf({ conversionRate: 1.25, minimumQuantity: 1001 })).toBe(1251.25);
    expect(priceOf({ conversionRate: 0.333, minimumQuantity: 1 })).toBe(0.33);
    expect(priceOf({ conversionRate: 2.675 })).toBe(2.68);
    expect(round2(1.005)).toBe(1.01);
    expect(round2(0.1 + 0.2)).toBe(0.3);
    expect(priceOf({ conversionRate: 100, unitPrice: 29.99 })).toBe(2999);
  });

  it('prices a line with its quantity in place of the minimum', () => {
    expect(linePrice({ conversionRate: 100, unitPrice: 25, minimumQuantity: 2 }, 3)).toBe(7500);
    expect(linePrice({ unitPrice: 1000 }, 4)).toBe(4000);
  });

  it('debits whole miles, a fraction rounded up', () => {
    expect(milesToDebit(1251.25)).toBe(1252);
    expect(milesToDebit(1251)).toBe(1251);
    expect(milesToDebit(0.01)).toBe(1);
    expect(milesToDebit(1251.0000000001)).toBe(1251);
  });
});
