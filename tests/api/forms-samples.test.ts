// @vitest-environment node
// One schema per form, both sides: for the profile and contact forms, samples generated from the form's own
// schema (every field at its limits, one past them, a wrong type, each option and one outside) are judged by
// the browser's precompiled validator (src/generated/validators) and by the API; both must accept and refuse
// the same ones. Before issue 11 they disagreed (e.g. address_line 255 vs 200, "(02) 123 45 67" as a phone).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contactValidators from '../../src/generated/validators/contact.js';
import profileValidators from '../../src/generated/validators/profile.js';
import contactForm from '../../schemas/forms/contact.json';
import profileForm from '../../schemas/forms/profile.json';
import type { TestServer } from './support/test-server';
import { startTestServer } from './support/test-server';
import { call, login, other } from './support/api-calls';

interface FieldSchema {
  type?: string;
  maxLength?: number;
  minLength?: number;
  enum?: string[];
  format?: string;
}
type Sample = { field: string; value: unknown };

// The precompiled functions the browser runs, keyed by the form's $id.
const browserContact = (data: unknown): boolean => Boolean(contactValidators.contact?.(data));
const browserProfile = (data: unknown): boolean => Boolean(profileValidators.profile?.(data));

/** Values of one field from its rule: at and past each limit, a wrong type, each option and a stranger. */
function samplesOf(field: string, schema: FieldSchema): Sample[] {
  const values: unknown[] = [42, true];
  if (schema.enum) values.push(...schema.enum, 'not-an-option');
  if (schema.maxLength !== undefined)
    values.push('a'.repeat(schema.maxLength), 'a'.repeat(schema.maxLength + 1), '1'.repeat(schema.maxLength + 1));
  if (schema.minLength !== undefined) values.push('a'.repeat(schema.minLength), 'a'.repeat(schema.minLength - 1));
  if (schema.format === 'date') values.push('1900-01-01', '2099-12-31', '1899-12-31', '2100-01-01', '2024-02-30');
  values.push('(02) 123 45 67', '+32 2 123 45 67', 'SW1A 1AA', "Meyer-O'Brién", 'x<y>');
  return values.map((value) => ({ field, value }));
}

const samplesFor = (form: { properties: Record<string, FieldSchema> }): Sample[] =>
  Object.entries(form.properties).flatMap(([f, s]) => samplesOf(f, s));

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
    for (const { field, value } of samplesFor(profileForm)) {
      const data = { ...base, [field]: value };
      const browser = browserProfile(data);
      const response = await call(server.app, 'PATCH', 'user_light/profile', { token, body: data });
      expect([200, 422], response.body).toContain(response.statusCode);
      if (browser !== (response.statusCode === 200))
        disagreements.push(`${field}=${JSON.stringify(value)}: browser ${browser}, API ${response.statusCode}`);
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
});
