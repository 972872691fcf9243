// The guide "Add a form field" (docs/editors/add-a-form-field.md), followed in a real browser against the real server:
// on a copy of the project, a "department" is added to the profile and sign-up forms, a "job title" to the member's contact form,
// a "company" to the guest's, an "agency reference" to the booking claim, a "personal note" to the invitation of a
// colleague, a "speciality" to the form that completes a profile, a "building" to the delivery address, a "policy
// number" to a financial service's request, a "message" to a transfer of miles, a "request to the hotel" to room nights
// and a "comment" to a quiz's answers, the way an editor does it
// (schemas/forms/<form>.json and .ui.json, the label in the three languages' shell.json, then `build:validators`,
// `check:config` and the build): those steps are support/guide-copy.ts's `addFormFields`, run and built once by the
// `guideCopy` fixture (support/guide-copy-test.ts), whose copy config-data-page.spec.ts serves too. The copy's build
// is served by the reference server started on the copy's forms (its `formsDir`, as `MILES_FORMS_DIR` gives it to a
// server process), so nothing of the API changes: no contract edit, no migration, no code. The member fills the new
// field and reads it back: the profile (French; and in English after a sign-up that asked it) and the basket's delivery address (French) show it again after a
// reload; the claim (English, the schema's limit refused in the browser first) comes back in the API's list of the
// member's claims, the financial service's request (Dutch) in its receipt, the contact message (Dutch), the guest's
// (French, its captcha solved) and the transfer (French) from the server's database, the invitation (Dutch) in the
// API's list of the member's invitations (the page's list names no note), the completed profile (English, the limit
// refused in the browser first) from the API's profile and prefilled when its form opens again, the room nights (Dutch)
// from My bookings, the quiz's comment (Dutch) on its result and from the API's attempt. Both accessibility engines
// find nothing on the forms with the new field. One
// language each: the path from a locale file to the page is the same in every language, and check:config refuses a
// label missing from one of them. The invitation form's field added in the studio: studio-form-journey.spec.ts; the
// server's half of these forms (stored, refused by its rule): tests/api/forms-guide.test.ts.
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { authHeaders, createMember, freshAgentCode, giveMiles, signIn } from './support/accounts';
import { putInBasket } from './support/basket';
import { isoDay, nordlysStay } from './support/hotels';
import { fillSignUp } from './support/sign-up';
import { claimForm, devBooking, fillClaim } from './support/claims';
import { auditPage, injectAxe } from './support/axe';
import { expect, test } from './support/guide-copy-test';
import {
  agencyReferenceLabel,
  buildingLabel,
  companyLabel,
  departmentLabel,
  guideCopyDir as project,
  personalNoteLabel,
  policyNumberLabel,
  quizCommentLabel,
  specialityLabel,
  specialRequestLabel,
  transferMessageLabel,
} from './support/guide-copy';
import { readLocaleTree } from '../../server/reference/locale-strings';
import type { Language } from './support/guide-copy';
import { startOwnServer } from './support/own-server';
import type { OwnServer } from './support/own-server';

type Json = Record<string, unknown>;
const contactLanguages = ['nl-be'] as const;
// What the member types in each language.
const typed: Record<Language, string> = { en: 'Group sales', 'fr-be': 'Ventes groupes', 'nl-be': 'Groepsverkoop' };

/** A string of a language, by its dotted key, whichever namespace file holds it (the copy's files: what the build shows). */
function text(language: Language, key: string): string {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Json | undefined)?.[part], readLocaleTree(language, join(project, 'config/locales')));
  if (typeof found !== 'string') throw new Error(`${language}: no string ${key}`);
  return found;
}

async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((chosen) => window.localStorage.setItem('language_logged', chosen), language);
}

test.describe('a field an editor added to the profile, sign-up, complete-account, contact (member and guest), booking claim, invitation, delivery address, financial service, transfer, room-night and quiz forms', () => {
  test.describe.configure({ mode: 'serial' });
  let server: OwnServer | undefined;
  let api: APIRequestContext;

  test.beforeAll(async ({ guideCopy, playwright }) => {
    // Guide step 5: the server (re)started on the copy's forms, serving the copy's build.
    server = await startOwnServer({ distDir: join(guideCopy, 'dist'), formsDir: join(guideCopy, 'schemas/forms') });
    api = await playwright.request.newContext({ baseURL: server.base });
  });

  test.afterAll(async () => {
    await api?.dispose();
    await server?.close();
  });

  for (const language of ['fr-be'] as const) {
    test(`profile in ${language}: filled, saved, shown again after a reload`, async ({ page }) => {
      const base = server?.base ?? '';
      await signIn(page, api, await createMember(api));
      await useLanguage(page, language);
      await page.goto(`${base}/my-account`);
      const details = page.getByRole('region', { name: text(language, 'pages.myAccount.profile') });
      const field = details.getByLabel(departmentLabel[language], { exact: true });
      await expect(field).toHaveValue('');
      await field.fill(typed[language]);
      await details.getByRole('button', { name: text(language, 'forms.profile.submit') }).click();
      await expect(details.getByText(text(language, 'pages.myAccount.saved'))).toBeVisible();

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(details.getByLabel(departmentLabel[language], { exact: true })).toHaveValue(typed[language]);
      await injectAxe(page);
      expect(await auditPage(page)).toEqual([]);
    });
  }

  test('sign-up in en: the department is asked, kept with the new member and shown again by the profile, which asks it too', async ({
    page,
  }) => {
    test.setTimeout(60_000); // The captcha's proof of work and a sign-up on the real server.
    const base = server?.base ?? '';
    const account = { email: `signup-department-${Date.now()}@example.com`, password: 'Signup#2026' };
    await page.goto(`${base}/create-account`);
    await fillSignUp(page, { agentCode: await freshAgentCode(api), email: account.email });
    await page.getByLabel(departmentLabel.en, { exact: true }).fill(typed.en);
    await injectAxe(page);
    expect(await auditPage(page)).toEqual([]);
    await page.getByRole('button', { name: text('en', 'forms.createAccount.submit') }).click();
    await expect(page).toHaveURL(`${base}/success/account-created`);

    await signIn(page, api, account);
    await page.goto(`${base}/my-account`);
    const details = page.getByRole('region', { name: text('en', 'pages.myAccount.profile') });
    await expect(details.getByLabel(departmentLabel.en, { exact: true })).toHaveValue(typed.en);
  });

  for (const language of contactLanguages) {
    test(`contact form in ${language}: the new field is sent and stored`, async ({ page }) => {
      const base = server?.base ?? '';
      const member = await createMember(api);
      await signIn(page, api, member);
      await useLanguage(page, language);
      await page.goto(`${base}/contact`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const field = page.getByLabel(text(language, 'forms.fields.jobTitle'), { exact: true });
      await expect(field).toBeVisible();
      await injectAxe(page);
      expect(await auditPage(page)).toEqual([]);
      await page.getByLabel(text(language, 'forms.fields.subject')).selectOption({ index: 1 });
      await page.getByLabel(text(language, 'forms.fields.message')).fill(`A question from ${member.email}, long enough.`);
      await field.fill(`${typed[language]} (${language})`);
      await page.getByRole('button', { name: text(language, 'forms.contact.submit') }).click();
      await expect(page.getByText(text(language, 'contact.sentTitle'))).toBeVisible();
      expect(await auditPage(page)).toEqual([]);
    });
  }

  test('guest contact form in fr-be: the company is sent with the captcha solved and stored with the message', async ({ page }) => {
    test.setTimeout(60_000); // The captcha's proof of work on the real server.
    const base = server?.base ?? '';
    const language = 'fr-be';
    const email = `guest-company-${Date.now()}@example.com`;
    // A visitor's language is kept under its own key, apart from a member's.
    await page.addInitScript((chosen) => window.localStorage.setItem('language_public', chosen), language);
    await page.goto(`${base}/contact`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const form = page.locator('[data-form="contact-guest"]');
    const field = form.getByLabel(companyLabel[language], { exact: true });
    await expect(field).toBeVisible();
    await form.getByLabel(text(language, 'forms.fields.subject')).selectOption({ index: 1 });
    await form.getByLabel(text(language, 'forms.fields.message')).fill('Une question d’une agence qui n’a pas encore de compte.');
    await form.getByLabel(text(language, 'forms.fields.replyEmail')).fill(email);
    await field.fill('Voyages Lambert');
    // The widget draws its check mark over its input, and its words are the page's language: a person clicks the label.
    await form.locator('altcha-widget label').first().click();
    await expect(form.locator('altcha-widget .altcha')).toHaveAttribute('data-state', 'verified', { timeout: 15_000 });
    await injectAxe(page);
    expect(await auditPage(page)).toEqual([]);
    await form.getByRole('button', { name: text(language, 'forms.contactGuest.submit') }).click();
    const sent = page.getByRole('status').filter({ hasText: text(language, 'contact.sentTitle') });
    await expect(sent).toBeFocused();
    await expect(sent).toContainText(/C-\d{6}/);
    const reference = /C-\d{6}/.exec((await sent.textContent()) ?? '')?.[0] ?? 'no reference said';
    expect(await auditPage(page)).toEqual([]);
    // Read back as the programme's team gets it: the added field with the guest's message and address.
    const rows =
      (await server?.db.query<{ email: string; user_id: number | null; form_extras: unknown }>(
        'SELECT email, user_id, form_extras FROM contact_messages WHERE reference = $1',
        [reference],
      )) ?? [];
    expect(rows).toEqual([{ email, user_id: null, form_extras: { company: 'Voyages Lambert' } }]);
  });

  test('booking claim in en: the agency reference is sent with the claim and stored', async ({ page }) => {
    const base = server?.base ?? '';
    const booking = await devBooking(api);
    const member = await createMember(api);
    await signIn(page, api, member);
    await useLanguage(page, 'en');
    await page.goto(`${base}/earn/declare-booking`);
    const field = claimForm(page).getByLabel(agencyReferenceLabel.en, { exact: true });
    await expect(field).toBeVisible();
    await fillClaim(page, booking);
    // The schema's limit is the browser's too: a reference too long is refused on its field before anything is sent.
    await field.fill('x'.repeat(31));
    await page.getByRole('button', { name: 'Declare my booking' }).click();
    await expect(field).toBeFocused();
    await expect(field).toHaveAccessibleDescription(/at most 30 characters/);
    await field.fill('PO-2027-114');
    await page.getByRole('button', { name: 'Declare my booking' }).click();
    await expect(page.getByTestId('claim-accepted')).toBeFocused();
    // Read back as the API gives the member's claims: every field of the form beside the columns.
    const claims = (await (await api.get(`${base}/api/booking_claims`, { headers: await authHeaders(api, member) })).json()) as {
      agency_reference: unknown;
    }[];
    expect(claims.map((claim) => claim.agency_reference)).toEqual(['PO-2027-114']);
  });

  test('invitation in nl-be: the personal note is sent with the invitation and returned with the member’s invitations', async ({
    page,
  }) => {
    const base = server?.base ?? '';
    const language = 'nl-be';
    const member = await createMember(api);
    const colleague = `invited-note-${Date.now()}@example.com`;
    const note = 'We ontmoetten elkaar op de beurs in Gent.';
    await signIn(page, api, member);
    await useLanguage(page, language);
    await page.goto(`${base}/my-sponsorships`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const form = page.getByRole('region', { name: text(language, 'sponsorship.formTitle') });
    const field = form.getByLabel(personalNoteLabel[language], { exact: true });
    await form.getByLabel(text(language, 'forms.fields.colleagueEmail')).fill(colleague);
    await field.fill(note);
    await injectAxe(page);
    expect(await auditPage(page)).toEqual([]);
    await form.getByRole('button', { name: text(language, 'forms.sponsorshipInvite.submit') }).click();
    await expect(form.getByRole('status').filter({ hasText: colleague })).toBeFocused();
    await expect(field).toHaveValue('');
    // The page's list shows the invitation with the fields its config names, which do not include the note.
    const list = page.getByRole('region', { name: text(language, 'sponsorship.listTitle') });
    await expect(list.getByRole('heading', { name: colleague })).toBeVisible();
    expect(await auditPage(page)).toEqual([]);
    // Read back as the API lists the member's invitations: every field of the form beside the columns.
    const headers = await authHeaders(api, member);
    const invitations = (await (await api.get(`${base}/api/sponsorships`, { headers })).json()) as Json[];
    expect(invitations).toEqual([expect.objectContaining({ email: colleague, personal_note: note })]);
  });

  test('complete-account in en: the speciality is asked with the missing details, kept with the member and prefilled when the form opens again', async ({
    page,
  }) => {
    const base = server?.base ?? '';
    const language = 'en';
    // A member as the dev route creates one: a name, no phone, job title, address nor birth date, so an incomplete profile.
    const member = await createMember(api);
    const headers = await authHeaders(api, member);
    const profile = async () => (await (await api.get(`${base}/api/user_light/profile`, { headers })).json()) as Json;
    expect(await profile()).toMatchObject({ profile_complete: false, speciality: null });
    await signIn(page, api, member);
    await useLanguage(page, language);
    await page.goto(`${base}/complete-account`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const form = page.locator('[data-form="complete-account"]');
    const field = form.getByLabel(specialityLabel[language], { exact: true });
    await expect(field).toHaveValue('');
    await form.getByLabel(text(language, 'forms.fields.phone')).fill('+32 2 123 45 67');
    await form.getByLabel(text(language, 'forms.fields.jobTitle')).fill('Travel consultant');
    await form.getByLabel(text(language, 'forms.fields.addressLine')).fill('Rue Royale 1');
    await form.getByLabel(text(language, 'forms.fields.postcode')).fill('1000');
    await form.getByLabel(text(language, 'forms.fields.city')).fill('Brussels');
    await form.getByLabel(text(language, 'forms.fields.birthDate')).fill('1990-05-04');
    const submit = form.getByRole('button', { name: text(language, 'forms.completeAccount.submit') });
    // The schema's limit is the browser's: a speciality too long is refused on its field before anything is sent.
    await field.fill('x'.repeat(61));
    await submit.click();
    await expect(field).toBeFocused();
    await expect(field).toHaveAccessibleDescription(/at most 60 characters/);
    await field.fill('River cruises');
    await injectAxe(page);
    expect(await auditPage(page)).toEqual([]);
    await submit.click();
    await expect(page).toHaveURL(`${base}/home`);
    // Read back as the API gives the profile: complete now, the added field beside the columns.
    expect(await profile()).toMatchObject({ profile_complete: true, speciality: 'River cruises', job_title: 'Travel consultant' });
    // The form prefills it from the member's profile when it opens again.
    await page.goto(`${base}/complete-account`);
    await expect(form.getByLabel(specialityLabel[language], { exact: true })).toHaveValue('River cruises');
  });

  test('delivery address in fr-be: the building is saved on the basket and printed on the address after a reload', async ({ page }) => {
    const base = server?.base ?? '';
    const language = 'fr-be';
    const member = await createMember(api);
    const headers = await authHeaders(api, member);
    // A physical gift: the basket asks for its delivery address.
    await putInBasket(api, headers, { product: 1, quantity: 1 });
    await signIn(page, api, member);
    await useLanguage(page, language);
    await page.goto(`${base}/basket`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const box = page.getByRole('region', { name: text(language, 'shop.basket.address') });
    await box.getByRole('button', { name: text(language, 'shop.basket.changeAddress') }).click();
    await box.getByLabel(text(language, 'deliveryAddress.name')).fill('Dana Peeters');
    await box.getByLabel(text(language, 'deliveryAddress.line')).fill('Rue Royale 12');
    await box.getByLabel(buildingLabel[language], { exact: true }).fill('Tour B, 4e étage');
    await box.getByLabel(text(language, 'deliveryAddress.postcode')).fill('1000');
    await box.getByLabel(text(language, 'deliveryAddress.city')).fill('Bruxelles');
    await box.getByLabel(text(language, 'deliveryAddress.country_code')).selectOption({ label: 'Belgique' });
    await injectAxe(page);
    expect(await auditPage(page)).toEqual([]);
    await box.getByRole('button', { name: text(language, 'deliveryAddress.save') }).click();
    await expect(box.getByTestId('delivery-address')).toContainText('Tour B, 4e étage');
    // The country as the basket's answer names it in French.
    await expect(box.getByTestId('delivery-address')).toContainText('1000 Bruxelles, Belgique');

    await page.reload();
    await expect(box.getByTestId('delivery-address')).toContainText('Tour B, 4e étage');
    await expect(box.getByTestId('delivery-address')).toContainText('1000 Bruxelles, Belgique');
    await box.getByRole('button', { name: text(language, 'shop.basket.changeAddress') }).click();
    await expect(box.getByLabel(buildingLabel[language], { exact: true })).toHaveValue('Tour B, 4e étage');
  });

  test('financial service in nl-be: the policy number is sent with the request, repeated by the receipt on the page and returned by the API', async ({
    page,
  }) => {
    const base = server?.base ?? '';
    const language = 'nl-be';
    const member = await createMember(api);
    const headers = await authHeaders(api, member);
    const [service] = (await (await api.get(`${base}/api/products_light?type=6`, { headers })).json()) as { id: number }[];
    await signIn(page, api, member);
    await useLanguage(page, language);
    await page.goto(`${base}/exchange-my-miles/details/${service!.id}/financial-service`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const field = page.getByLabel(policyNumberLabel[language], { exact: true });
    await page.getByLabel(text(language, 'forms.fields.phone')).fill('+32 9 123 45 67');
    await page.getByLabel(text(language, 'forms.fields.contactTime')).selectOption({ label: text(language, 'forms.contactTimes.morning') });
    await page.getByLabel(text(language, 'forms.fields.partnerConsent')).check();
    await field.fill('POL-2027-0042');
    await injectAxe(page);
    expect(await auditPage(page)).toEqual([]);
    await page.getByRole('button', { name: text(language, 'forms.financialServiceRequest.submit') }).click();
    const receipt = page.getByTestId('financial-receipt');
    await expect(receipt).toBeVisible();
    // The receipt repeats how the partner will call and the added field, under their labels.
    const sent = page.getByTestId('financial-sent');
    await expect(sent.locator('div', { hasText: policyNumberLabel[language] }).locator('dd')).toHaveText('POL-2027-0042');
    await expect(sent.locator('div', { hasText: text(language, 'forms.fields.phone') }).locator('dd')).toHaveText('+32 9 123 45 67');
    await expect(sent.locator('div', { hasText: text(language, 'forms.fields.contactTime') }).locator('dd')).toHaveText(
      text(language, 'forms.contactTimes.morning'),
    );
    expect(await auditPage(page)).toEqual([]);
    const id = Number(/FS-(\d{6})/.exec((await receipt.textContent()) ?? '')?.[1]);
    // Read back as the API gives the receipt: the form's fields as sent, the added one among them.
    const stored = (await (await api.get(`${base}/api/financial_service_requests/${id}`, { headers })).json()) as Json;
    expect(stored).toMatchObject({ policy_number: 'POL-2027-0042', contact_time: 'morning' });
  });

  test('room nights in nl-be: the request to the hotel is shown with the price, goes with the request and is returned by My bookings', async ({
    page,
  }) => {
    const base = server?.base ?? '';
    const language = 'nl-be';
    const member = await createMember(api);
    await giveMiles(api, member, 60_000);
    const { hotel, arrival, offset } = await nordlysStay(api);
    await signIn(page, api, member);
    await useLanguage(page, language);
    await page.goto(`${base}/hotels/${hotel.id}?arrival=${arrival}&departure=${isoDay(offset + 2)}&rooms=2-0`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const redeem = page.getByRole('region', { name: text(language, 'hotels.redeem.formLabel') });
    await redeem.getByLabel(specialRequestLabel[language], { exact: true }).fill('Een rustige kamer, hoog gelegen');
    await redeem.getByRole('button', { name: text(language, 'hotels.redeem.submit') }).click();
    // The price step repeats the added field under its label, before anything is asked of the hotel.
    const added = page.getByTestId('redemption-confirm').locator('div', { hasText: specialRequestLabel[language] }).locator('dd');
    await expect(added).toHaveText('Een rustige kamer, hoog gelegen');
    await injectAxe(page);
    expect(await auditPage(page)).toEqual([]);
    await page.getByRole('button', { name: text(language, 'hotels.redeem.confirm') }).click();
    await expect(page.getByTestId('redemption-pending')).toBeVisible();
    const headers = await authHeaders(api, member);
    const bookings = (await (await api.get(`${base}/api/my_bookings`, { headers })).json()) as { redemptions: Json[] };
    expect(bookings.redemptions).toEqual([
      expect.objectContaining({ hotel: expect.objectContaining({ id: hotel.id }), special_request: 'Een rustige kamer, hoog gelegen' }),
    ]);
  });

  test('transfer of miles in fr-be: the message is shown on the review, goes with the transfer and is stored with it', async ({ page }) => {
    const base = server?.base ?? '';
    const language = 'fr-be';
    const member = await createMember(api);
    await giveMiles(api, member, 1_000);
    await signIn(page, api, member);
    await useLanguage(page, language);
    await page.goto(`${base}/exchange-my-miles/transfer-miles`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const field = page.getByLabel(transferMessageLabel[language], { exact: true });
    await page.getByLabel(text(language, 'forms.fields.recipientAgentCode')).fill('FA123456');
    await page.getByLabel(text(language, 'forms.fields.transferAmount')).fill('1000');
    await field.fill('Pour le salon de Gand');
    await injectAxe(page);
    expect(await auditPage(page)).toEqual([]);
    await page.getByRole('button', { name: text(language, 'forms.transferMiles.submit') }).click();
    // The review repeats it, under its label, before anything moves.
    const review = page.getByRole('region', { name: text(language, 'transfer.review.title') });
    await expect(review.locator('[data-field="message"]')).toHaveText(`${transferMessageLabel[language]}Pour le salon de Gand`);
    expect(await auditPage(page)).toEqual([]);
    await review.getByRole('button', { name: text(language, 'transfer.review.confirm') }).click();
    await expect(page.getByRole('region', { name: text(language, 'transfer.done.title') })).toBeVisible();
    // Read back as the server keeps it: the answer it gives again to a retry of the same transfer.
    const rows =
      (await server?.db.query<{ message: string }>(
        "SELECT answer->>'message' AS message FROM transfers WHERE answer ? 'message' ORDER BY id DESC LIMIT 1",
      )) ?? [];
    expect(rows.map((row) => row.message)).toEqual(['Pour le salon de Gand']);
  });

  test('quiz in nl-be: the comment is asked under the questions, goes with the answers, shown on the result and returned with the attempt', async ({
    page,
  }) => {
    const base = server?.base ?? '';
    const language = 'nl-be';
    const member = await createMember(api);
    await signIn(page, api, member);
    await useLanguage(page, language);
    await page.goto(`${base}/earn/animations/1`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.getByRole('button', { name: text(language, 'animations.quiz.start.quiz') }).click();
    await expect(page).toHaveURL(/\/earn\/animations\/quiz\/1\/\d+$/);
    const attemptId = Number(page.url().split('/').at(-1));
    for (const choice of [1012, 1021, 1023, 1033, 1042]) {
      const saved = page.waitForResponse((r) => r.url().includes('/answers/') && r.request().method() === 'PUT');
      await page.locator(`input[value="${choice}"]`).check();
      expect((await saved).status()).toBe(200);
    }
    const field = page.getByLabel(quizCommentLabel[language], { exact: true });
    // The schema's limit is the browser's: a comment too long is refused on its field before anything is sent.
    await field.fill('x'.repeat(201));
    await page.getByRole('button', { name: text(language, 'quiz.submit.quiz') }).click();
    await expect(field).toBeFocused();
    await field.fill('Graag meer vragen over de resorts');
    await injectAxe(page);
    expect(await auditPage(page)).toEqual([]);
    await page.getByRole('button', { name: text(language, 'quiz.submit.quiz') }).click();
    const result = page.getByTestId('quiz-result');
    await expect(result.locator('[data-field="comment"] dd')).toHaveText('Graag meer vragen over de resorts');
    expect(await auditPage(page)).toEqual([]);
    // Read back as the API gives the attempt: the added field beside the answers.
    const headers = await authHeaders(api, member);
    const attempt = (await (await api.get(`${base}/api/quiz_attempts/${attemptId}`, { headers })).json()) as Json;
    expect(attempt).toMatchObject({ comment: 'Graag meer vragen over de resorts', answers: { '104': [1042] } });
  });

  test('the contact message was stored with its job title', async () => {
    const rows =
      (await server?.db.query<{ job_title: string }>(
        "SELECT form_extras->>'job_title' AS job_title FROM contact_messages WHERE form_extras ? 'job_title' ORDER BY id",
      )) ?? [];
    expect(rows.map((r) => r.job_title)).toEqual(contactLanguages.map((language) => `${typed[language]} (${language})`));
  });
});
