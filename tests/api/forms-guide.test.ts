// @vitest-environment node
// The guide "Add a form field" (docs/editors/add-a-form-field.md), replayed against the real server: the guide's steps are done to a copy of
// schemas/forms (an optional "department" on the profile and at sign-up, a "speciality" on the form that completes a
// profile only, an optional "job_title" of at most 60 characters on the contact forms, an "agency_reference" on the booking claim, a "personal_note" on the invitation, a "building" on the
// delivery address, a "special_request" on a request for room nights, a "policy_number" on a financial service's request, a "message" on a transfer of miles, a "comment" on a quiz's answers), the server is started on that copy (its `formsDir`) with the contract, migrations and
// code untouched, and the new fields are validated with their rule, stored and read back.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileFolder } from '../support/temp-dir';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';
import { call, demo, json, login, solvedCaptcha, violationOf } from './support/api-calls';
import { address, cardApi, cardOf, memberWithMiles } from './support/card-calls';
import { availableArrival } from './support/redemption-calls';
import { basket, basketIdOf } from './support/shop';
import { brandsRight, seeded, startAttempt, submit } from './support/animations';
import { claimOf, completedProfile, newBooking, newMember } from './support/miles';

const copy = fileFolder('miles-forms-guide-');

/** Step 1 of the guide: add the property to schemas/forms/<form>.json. */
function addField(form: string, name: string, schema: object): void {
  const file = join(copy, `${form}.json`);
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { properties: Record<string, object> };
  parsed.properties[name] = schema;
  writeFileSync(file, JSON.stringify(parsed, null, 2));
}

let server: TestServer;
let token: string;

beforeAll(async () => {
  cpSync(join(process.cwd(), 'schemas/forms'), copy, { recursive: true });
  addField('profile', 'department', { type: 'string', title: 'forms.fields.department', maxLength: 60 });
  // The same field asked at sign-up: kept with the new member, and the profile (which has it too) shows it.
  addField('create-account', 'department', { type: 'string', title: 'forms.fields.department', maxLength: 60 });
  // A field the profile has a column for, asked at sign-up: it fills that column.
  addField('create-account', 'phone', { type: 'string', title: 'forms.fields.phone', pattern: '^\\+?[0-9 ().-]{6,20}$' });
  // Asked only by the form that completes a profile: the server keeps it because it takes both profile forms' fields.
  addField('complete-account', 'speciality', { type: 'string', title: 'forms.fields.jobTitle', maxLength: 60 });
  addField('contact', 'job_title', { type: 'string', title: 'forms.fields.jobTitle', maxLength: 60 });
  addField('contact-guest', 'job_title', { type: 'string', title: 'forms.fields.jobTitle', maxLength: 60 });
  addField('declare-booking', 'agency_reference', { type: 'string', title: 'forms.fields.jobTitle', maxLength: 30 });
  addField('sponsorship-invite', 'personal_note', { type: 'string', title: 'forms.fields.jobTitle', maxLength: 200 });
  addField('delivery-address', 'building', { type: 'string', title: 'forms.fields.jobTitle', maxLength: 40 });
  addField('transfer-miles', 'message', { type: 'string', title: 'forms.fields.jobTitle', maxLength: 80 });
  addField('redeem-nights', 'special_request', { type: 'string', title: 'forms.fields.jobTitle', maxLength: 120 });
  addField('financial-service-request', 'policy_number', { type: 'string', title: 'forms.fields.jobTitle', maxLength: 20 });
  addField('quiz-answers', 'comment', { type: 'string', title: 'forms.fields.jobTitle', maxLength: 200 });
  server = await startTestServer({ formsDir: copy });
  token = (await login(server.app, demo)).token;
}, 60_000);

afterAll(async () => {
  await server.close();
});

describe('a field added to a form in JSON only', () => {
  it('is stored on the profile, returned, and cleared with null', async () => {
    const saved = await call(server.app, 'PATCH', 'user_light/profile', {
      token,
      body: { firstname: 'Dana', department: '  Group sales ' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<Record<string, unknown>>(saved).department).toBe('Group sales');
    const read = json<Record<string, unknown>>(await call(server.app, 'GET', 'user_light/profile', { token }));
    expect(read).toMatchObject({ department: 'Group sales', firstname: 'Dana' });
    // user_light carries it too (the portal merges both answers); its contract names the profile forms (x-forms).
    const light = await call(server.app, 'GET', 'user_light', { token });
    expect(light.statusCode, light.body).toBe(200);
    expect(json<Record<string, unknown>>(light).department).toBe('Group sales');
    // A patch of other fields keeps it; null clears it (merge patch).
    await call(server.app, 'PATCH', 'user_light/profile', { token, body: { city: 'Leeds' } });
    expect(json<Record<string, unknown>>(await call(server.app, 'GET', 'user_light/profile', { token })).department).toBe('Group sales');
    await call(server.app, 'PATCH', 'user_light/profile', { token, body: { department: null } });
    expect(json<Record<string, unknown>>(await call(server.app, 'GET', 'user_light/profile', { token })).department).toBeNull();
  });

  it('is refused past its rule with the message the browser shows', async () => {
    const response = await call(server.app, 'PATCH', 'user_light/profile', { token, body: { department: 'x'.repeat(61) } });
    expect(response.statusCode).toBe(422);
    expect(violationOf(response, 'department')).toEqual({
      propertyPath: 'department',
      message: 'Please enter at most 60 characters.',
      key: 'invalid_max_length',
    });
    const control = await call(server.app, 'PATCH', 'user_light/profile', { token, body: { department: 'Sa\u0000les' } });
    expect(violationOf(control, 'department')?.key).toBe('invalid_characters');
  });

  it('is stored with the member when the form that completes a profile sends it, returned, and refused past its rule', async () => {
    const member = await newMember(server, 'guide-complete');
    // What /complete-account sends: its required fields (the dev member has only a name), and the added one.
    const send = (body: object) => call(server.app, 'PATCH', 'user_light/profile', { token: member.token, body });
    const long = await send({ ...completedProfile, speciality: 'x'.repeat(61) });
    expect(long.statusCode).toBe(422);
    expect(violationOf(long, 'speciality')).toEqual({
      propertyPath: 'speciality',
      message: 'Please enter at most 60 characters.',
      key: 'invalid_max_length',
    });
    // Refused as a whole: nothing of that patch was kept, so the profile is still incomplete.
    expect(json<Record<string, unknown>>(await call(server.app, 'GET', 'user_light/profile', { token: member.token }))).toMatchObject({
      profile_complete: false,
      speciality: null,
    });
    const saved = await send({ ...completedProfile, speciality: ' River cruises ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<Record<string, unknown>>(saved)).toMatchObject({ speciality: 'River cruises', profile_complete: true });
    const read = json<Record<string, unknown>>(await call(server.app, 'GET', 'user_light/profile', { token: member.token }));
    expect(read).toMatchObject({ speciality: 'River cruises', job_title: 'Travel agent' });
    // user_light carries it too: the portal merges both answers into the member the form is prefilled from.
    expect(json<Record<string, unknown>>(await call(server.app, 'GET', 'user_light', { token: member.token })).speciality).toBe(
      'River cruises',
    );
    const [row] = await server.db.query<{ form_extras: unknown }>('SELECT form_extras FROM users WHERE id = $1', [member.id]);
    expect(row?.form_extras).toEqual({ speciality: 'River cruises' });
  });

  it('is stored with a contact message, and refused past 60 characters', async () => {
    const sent = await call(server.app, 'POST', 'contact_messages', {
      token,
      body: { subject: 'other', message: 'Hello from the guide test.', job_title: 'Travel advisor' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { reference } = json<{ reference: string }>(sent);
    const [row] = await server.db.query<{ form_extras: unknown }>('SELECT form_extras FROM contact_messages WHERE reference = $1', [
      reference,
    ]);
    expect(row?.form_extras).toEqual({ job_title: 'Travel advisor' });
    const long = await call(server.app, 'POST', 'contact_messages', {
      token,
      body: { subject: 'other', message: 'Hello from the guide test.', job_title: 'x'.repeat(61) },
    });
    expect(violationOf(long, 'job_title')?.key).toBe('invalid_max_length');
  });

  it('is stored with a booking claim and returned by the claim and the claims list', async () => {
    const booking = await newBooking(server);
    const tooLong = await call(server.app, 'POST', 'booking_claims', {
      token,
      body: { ...claimOf(booking), agency_reference: 'x'.repeat(31) },
    });
    expect(violationOf(tooLong, 'agency_reference')).toEqual({
      propertyPath: 'agency_reference',
      message: 'Please enter at most 30 characters.',
      key: 'invalid_max_length',
    });
    const sent = await call(server.app, 'POST', 'booking_claims', {
      token,
      body: { ...claimOf(booking), agency_reference: ' PO-2027-114 ' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const claim = json<{ id: number; agency_reference: unknown }>(sent);
    expect(claim.agency_reference).toBe('PO-2027-114');
    const list = json<{ id: number; agency_reference: unknown }[]>(await call(server.app, 'GET', 'booking_claims', { token }));
    expect(list.find((c) => c.id === claim.id)?.agency_reference).toBe('PO-2027-114');
    // A claim sent without it reads it back as null (every field of the form is in the answer).
    const plain = await call(server.app, 'POST', 'booking_claims', { token, body: claimOf(await newBooking(server)) });
    expect(json<Record<string, unknown>>(plain).agency_reference).toBeNull();
  });

  it('is stored with a sponsorship invitation and returned by the list', async () => {
    const long = await call(server.app, 'POST', 'sponsorships', {
      token,
      body: { email: 'note@example.com', personal_note: 'x'.repeat(201) },
    });
    expect(violationOf(long, 'personal_note')?.key).toBe('invalid_max_length');
    const control = await call(server.app, 'POST', 'sponsorships', {
      token,
      body: { email: 'note@example.com', personal_note: 'Hi\u0000' },
    });
    expect(violationOf(control, 'personal_note')?.key).toBe('invalid_characters');
    const sent = await call(server.app, 'POST', 'sponsorships', {
      token,
      body: { email: 'note@example.com', personal_note: 'We met in Ghent.' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(json<Record<string, unknown>>(sent).personal_note).toBe('We met in Ghent.');
    const list = json<Record<string, unknown>[]>(await call(server.app, 'GET', 'sponsorships', { token }));
    expect(list.find((s) => s.email === 'note@example.com')?.personal_note).toBe('We met in Ghent.');
  });

  it("is stored with a delivery address, on the basket and with the card's order, and returned by both", async () => {
    const delivery_address = { ...address, building: 'Tower B, 4th floor' };
    const basketId = await basketIdOf(server, token);
    const long = await call(server.app, 'PATCH', `baskets/${basketId}`, {
      token,
      body: { delivery_address: { ...delivery_address, building: 'x'.repeat(41) } },
    });
    expect(violationOf(long, 'delivery_address.building')?.key).toBe('invalid_max_length');
    const saved = await call(server.app, 'PATCH', `baskets/${basketId}`, { token, body: { delivery_address } });
    expect(saved.statusCode, saved.body).toBe(200);
    // Shown back as it was kept, the country named beside its code.
    expect((await basket(server, token, basketId)).delivery_address).toEqual({ ...delivery_address, country: 'Belgium' });

    const member = await memberWithMiles(server, 1_000, 'guide-card');
    const ordered = await cardApi(server).order(member.token, undefined, { delivery_address });
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect(cardOf(await cardApi(server).status(member.token)).delivery_address).toEqual({ ...delivery_address, country: 'Belgium' });
  });

  it("is stored with a financial service's request and returned by its receipt", async () => {
    const services = json<{ id: number }[]>(await call(server.app, 'GET', 'products_light?type=6', { token }));
    const request = { product_id: services[0]!.id, phone: '+32 2 123 45 67', contact_time: 'evening', consent: true };
    const long = await call(server.app, 'POST', 'financial_service_requests', {
      token,
      body: { ...request, policy_number: 'x'.repeat(21) },
    });
    expect(violationOf(long, 'policy_number')?.key).toBe('invalid_max_length');
    const sent = await call(server.app, 'POST', 'financial_service_requests', {
      token,
      body: { ...request, policy_number: 'POL-2026-0042' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = json<{ id: number }>(sent);
    const read = json<Record<string, unknown>>(await call(server.app, 'GET', `financial_service_requests/${id}`, { token }));
    expect(read).toMatchObject({ policy_number: 'POL-2026-0042', contact_time: 'evening', message: null });
  });

  it('is stored with a transfer of miles, returned by it, and answered again with its Idempotency-Key', async () => {
    const sender = await memberWithMiles(server, 5_000, 'guide-transfer');
    const send = (body: object, key: string) =>
      call(server.app, 'POST', 'points_transfers', { token: sender.token, body, headers: { 'idempotency-key': key } });
    const transfer = { agent_code: 'FA123456', amount: 1_000 };
    const long = await send({ ...transfer, message: 'x'.repeat(81) }, 'guide-transfer-key-0');
    expect(violationOf(long, 'message')?.key).toBe('invalid_max_length');
    const sent = await send({ ...transfer, message: 'For the Ghent fair' }, 'guide-transfer-key-1');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(json<Record<string, unknown>>(sent).message).toBe('For the Ghent fair');
    // The same request again (a retry) is answered from what was stored; another message with that key is another transfer.
    const again = await send({ ...transfer, message: 'For the Ghent fair' }, 'guide-transfer-key-1');
    expect(json(again)).toEqual(json(sent));
    const changed = await send({ ...transfer, message: 'Something else' }, 'guide-transfer-key-1');
    expect(json<{ key: string }>(changed).key).toBe('idempotency_key_reused');
    const plain = await send(transfer, 'guide-transfer-key-2');
    expect(json<Record<string, unknown>>(plain).message).toBeNull();
  });

  it('is stored with a request for room nights, returned by it and my bookings, and answered again with its Idempotency-Key', async () => {
    const member = await memberWithMiles(server, 200_000, 'guide-nights');
    const arrival = await availableArrival(server, member.token, 16, 2);
    const send = (body: object, key: string) =>
      call(server.app, 'POST', 'redemptions', { token: member.token, body, headers: { 'idempotency-key': key } });
    const stay = { hotel_id: 16, arrival, nights: 2, rooms: 1 };
    const long = await send({ ...stay, special_request: 'x'.repeat(121) }, 'guide-nights-key-0');
    expect(violationOf(long, 'special_request')?.key).toBe('invalid_max_length');
    const sent = await send({ ...stay, special_request: 'A quiet room, high floor' }, 'guide-nights-key-1');
    expect(sent.statusCode, sent.body).toBe(201);
    const made = json<Record<string, unknown> & { id: number }>(sent);
    expect(made.special_request).toBe('A quiet room, high floor');
    const read = json<Record<string, unknown>>(await call(server.app, 'GET', `redemptions/${made.id}`, { token: member.token }));
    expect(read.special_request).toBe('A quiet room, high floor');
    const bookings = json<{ redemptions: Record<string, unknown>[] }>(
      await call(server.app, 'GET', 'my_bookings', { token: member.token }),
    );
    expect(bookings.redemptions.find((r) => r.id === made.id)?.special_request).toBe('A quiet room, high floor');
    // The same request again (a retry) answers the request made; another request with that key is another request.
    expect(json(await send({ ...stay, special_request: 'A quiet room, high floor' }, 'guide-nights-key-1'))).toEqual(made);
    const changed = await send({ ...stay, special_request: 'Something else' }, 'guide-nights-key-1');
    expect(json<{ key: string }>(changed).key).toBe('idempotency_key_reused');
  });

  it('is stored with a new member at sign-up (in the profile’s column when it has one), refused past its rule, and returned by the profile', async () => {
    const signUp = {
      agent_code: 'FA111111',
      agency_access_code: 'AB12CD34EF',
      firstname: 'Zoé',
      lastname: 'Martin',
      email: 'zoe.department@example.com',
      email_confirmation: 'zoe.department@example.com',
      password: 'Sunny#2026ok',
      password_confirmation: 'Sunny#2026ok',
      language: 'fr-be',
      country_id: 4,
      privacy_policy: true,
    };
    const tooLong = await call(server.app, 'POST', 'users', { body: { ...signUp, department: 'x'.repeat(61) } });
    expect(violationOf(tooLong, 'department')?.key).toBe('invalid_max_length');
    const created = await call(server.app, 'POST', 'users', {
      body: { ...signUp, department: ' Group sales ', phone: '+32 2 555 01 02', captcha: await solvedCaptcha(server.app) },
    });
    expect(created.statusCode, created.body).toBe(202);
    const member = (await login(server.app, { email: signUp.email, password: signUp.password })).token;
    const profile = json<Record<string, unknown>>(await call(server.app, 'GET', 'user_light/profile', { token: member }));
    expect(profile).toMatchObject({ department: 'Group sales', firstname: 'Zoé', phone: '+32 2 555 01 02' });
  });

  it('is kept with a quiz attempt on its submit, answered by the attempt, and refused past its rule', async () => {
    const member = await newMember(server, 'guide-quiz');
    const attempt = await startAttempt(server, member.token, seeded.brandsQuiz);
    // Every read of an attempt has it; null until a submit gives it.
    expect((attempt as Record<string, unknown>).comment).toBeNull();
    const long = await submit(server, member.token, attempt.id, { answers: brandsRight, comment: 'x'.repeat(201) });
    expect(violationOf(long, 'comment')?.key).toBe('invalid_max_length');
    const control = await submit(server, member.token, attempt.id, { answers: brandsRight, comment: 'Fun\u0000' });
    expect(violationOf(control, 'comment')?.key).toBe('invalid_characters');
    const sent = await submit(server, member.token, attempt.id, { answers: brandsRight, comment: '  Loved the pictures ' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(json<Record<string, unknown>>(sent)).toMatchObject({ comment: 'Loved the pictures', result: { passed: true } });
    const read = json<Record<string, unknown>>(await call(server.app, 'GET', `quiz_attempts/${attempt.id}`, { token: member.token }));
    expect(read.comment).toBe('Loved the pictures');
    const [row] = await server.db.query<{ form_extras: unknown }>('SELECT form_extras FROM quiz_attempts WHERE id = $1', [attempt.id]);
    expect(row?.form_extras).toEqual({ comment: 'Loved the pictures' });
    // A second submit answers the stored attempt: another comment changes nothing.
    const again = await submit(server, member.token, attempt.id, { comment: 'Something else' });
    expect(json<Record<string, unknown>>(again).comment).toBe('Loved the pictures');
    // A submit without it reads it back as null.
    const plain = await newMember(server, 'guide-quiz-plain');
    const other = await startAttempt(server, plain.token, seeded.brandsQuiz);
    const done = await submit(server, plain.token, other.id, { answers: brandsRight });
    expect(json<Record<string, unknown>>(done).comment).toBeNull();
  });

  it('is still refused for a field no form declares', async () => {
    const response = await call(server.app, 'PATCH', 'user_light/profile', { token, body: { shoe_size: '42' } });
    expect(violationOf(response, 'shoe_size')?.key).toBe('unexpected_field');
    const invitation = await call(server.app, 'POST', 'sponsorships', { token, body: { email: 'shoe@example.com', shoe_size: '42' } });
    expect(violationOf(invitation, 'shoe_size')?.key).toBe('unexpected_field');
  });
});
