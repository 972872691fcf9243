// The confirmation's file name (src/model/my-bookings/my-bookings-rules.ts): the reference, and nothing a file
// system could read as a path.
import { describe, expect, it } from 'vitest';
import { confirmationFilename } from '@/model/my-bookings/my-bookings-rules';

describe('confirmation file name', () => {
  it('is the reference, with only letters, digits and dashes', () => {
    expect(confirmationFilename('RN-000123')).toBe('confirmation-RN-000123.pdf');
    expect(confirmationFilename('../../etc/RN 1')).toBe('confirmation-etcRN1.pdf');
    expect(confirmationFilename('')).toBe('confirmation-booking.pdf');
  });
});
