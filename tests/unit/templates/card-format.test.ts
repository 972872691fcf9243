// The card writes miles with the portal's spaces and its expiry as printed on the card (money: tests/unit/contract/figures.test.ts).
import { describe, expect, it } from 'vitest';
import { formatCardMiles, formatExpiry } from '@/templates/prepaid-card/card-format';

describe('formatCardMiles and formatExpiry', () => {
  it('writes miles with no-break spaces and the expiry as printed on the card', () => {
    expect(formatCardMiles(1200)).toBe('1\u00a0200');
    expect(formatExpiry('2029-11')).toBe('11/2029');
    expect(formatExpiry(null)).toBe('');
  });
});
