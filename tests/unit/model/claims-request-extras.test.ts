// The claim request the model sends (toClaimRequest): a field an editor added to
// schemas/forms/declare-booking.json reaches the API as the member typed it (the server stores it in
// booking_claims.form_extras); blank ones and a blank "additional information" are left out.
import { describe, expect, it } from 'vitest';
import { toClaimRequest } from '@/model/claims/claims-model';

const values = {
  booking_number: 'DEMO0001',
  cf_number: 'CF4471',
  property: '3',
  guest_firstname: 'Claire',
  guest_lastname: 'Dubois',
  source: 'website',
  check_in: '2026-01-01',
  check_out: '2026-01-03',
};

describe('toClaimRequest', () => {
  it('keeps a field an editor added to the form', () => {
    expect(toClaimRequest({ ...values, agency_reference: 'PO-2027-114' })).toEqual({
      ...values,
      property: 3,
      agency_reference: 'PO-2027-114',
    });
  });

  it('leaves blank fields out, the additional information too when only spaces', () => {
    const request = toClaimRequest({ ...values, agency_reference: '', note: undefined, additional_information: '   ' });
    expect(request).toEqual({ ...values, property: 3 });
  });
});
