// @vitest-environment node
// One schema per form, both sides: for the profile, contact, booking claim and sponsorship forms, samples
// generated from the form's own schema (every field at its limits, one past them, a wrong type, each option and
// one outside) are judged by the browser's precompiled validator (src/generated/validators) and by the API; both
// must accept and refuse the same ones, where they once disagreed (e.g. address_line 255 vs 200,
// "(02) 123 45 67" as a phone, a hotel id of 2^31 or a guest name of 51 letters in a claim).
// The profile, the claim and the invitation have rules past the schema (a company role the programme lists, the
// booking must exist, an address is invited once): for them the API's schema verdict is read from its answer — a 422 `validation_failed` is the schema's refusal,
// anything else (201, or a business rule's own key) means the schema let the sample through. The account forms
// (login, sign-up, passwords, language, picture) are in forms-samples-account.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contactValidators from '../../src/generated/validators/contact.js';
import profileValidators from '../../src/generated/validators/profile.js';
import claimValidators from '../../src/generated/validators/declare-booking.js';
import inviteValidators from '../../src/generated/validators/sponsorship-invite.js';
import contactForm from '../../schemas/forms/contact.json';
import profileForm from '../../schemas/forms/profile.json';
import claimForm from '../../schemas/forms/declare-booking.json';
import inviteForm from '../../schemas/forms/sponsorship-invite.json';
import type { ErrorBody } from '../../server/http/api-error';
import type { TestServer } from './support/test-server';
import { startTestServer } from './support/test-server';
import { call, json, login, other } from './support/api-calls';
import type { FormSchema } from './support/form-samples';
import { samplesFor } from './support/form-samples';

// The precompiled functions the browser runs, keyed by the form's $id.
const browserContact = (data: unknown): boolean => Boolean(contactValidators.contact?.(data));
const browserProfile = (data: unknown): boolean => Boolean(profileValidators.profile?.(data));
const browserClaim = (data: unknown): boolean => Boolean(claimValidators.declareBooking?.(data));
const browserInvite = (data: unknown): boolean => Boolean(inviteValidators.sponsorshipInvite?.(data));

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ rateLimit: false });
  token = (await login(server.app, other)).token;
});
afterAll(() => server.close());

describe('browser and API judge the same samples alike', () => {
  it('profile', async () => {
    const base = { firstname: 'Olivier', lastname: 'Peeters' };
    const disagreements: string[] = [];
    // Blank values too: a name of one space passed in the browser and the API refused it as required.
    for (const { field, value } of samplesFor(profileForm, [' ', ''])) {
      const data = { ...base, [field]: value };
      const browser = browserProfile(data);
      const response = await call(server.app, 'PATCH', 'user_light/profile', { token, body: data });
      expect([200, 422], response.body).toContain(response.statusCode);
      const schemaAccepts = response.statusCode === 200 || json<ErrorBody>(response).key !== 'validation_failed';
      if (browser !== schemaAccepts) disagreements.push(`${field}=${JSON.stringify(value)}: browser ${browser}, API ${response.body}`);
    }
    expect(disagreements).toEqual([]);
  });

  it('contact', async () => {
    const base = { subject: 'other', message: 'A message long enough.' };
    const disagreements: string[] = [];
    for (const { field, value } of samplesFor(contactForm)) {
      const data = { ...base, [field]: value };
      const browser = browserContact(data);
      const response = await call(server.app, 'POST', 'contact_messages', { token, body: data });
      expect([201, 422], response.body).toContain(response.statusCode);
      if (browser !== (response.statusCode === 201))
        disagreements.push(`${field}=${JSON.stringify(value)}: browser ${browser}, API ${response.statusCode}`);
    }
    expect(disagreements).toEqual([]);
  });

  it('booking claim', async () => {
    // A claim of a booking that does not exist: past the schema, the API answers booking_not_found (or a date rule).
    const base = {
      booking_number: 'NOPE0000',
      cf_number: 'CF4471',
      property: 1,
      guest_firstname: 'Claire',
      guest_lastname: 'Dubois',
      source: 'website',
      check_in: '2026-01-01',
      check_out: '2026-01-03',
    };
    const disagreements: string[] = [];
    for (const { field, value } of samplesFor(claimForm as FormSchema)) {
      const data = { ...base, [field]: value };
      const browser = browserClaim(data);
      const response = await call(server.app, 'POST', 'booking_claims', { token, body: data });
      expect([201, 422], response.body).toContain(response.statusCode);
      const schemaAccepts = response.statusCode === 201 || json<ErrorBody>(response).key !== 'validation_failed';
      if (browser !== schemaAccepts) disagreements.push(`${field}=${JSON.stringify(value)}: browser ${browser}, API ${response.body}`);
    }
    expect(disagreements).toEqual([]);
  });

  it('sponsorship invitation', async () => {
    const disagreements: string[] = [];
    for (const { field, value } of samplesFor(inviteForm)) {
      const data = { [field]: value };
      const browser = browserInvite(data);
      const response = await call(server.app, 'POST', 'sponsorships', { token, body: data });
      expect([201, 422], response.body).toContain(response.statusCode);
      const schemaAccepts = response.statusCode === 201 || json<ErrorBody>(response).key !== 'validation_failed';
      if (browser !== schemaAccepts) disagreements.push(`${field}=${JSON.stringify(value)}: browser ${browser}, API ${response.body}`);
    }
    expect(disagreements).toEqual([]);
  });
});
