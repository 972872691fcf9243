// Transfer miles on the real server: demo → other with the confirmation step (both sides, back
// keeps the values), a lost answer retried with the same Idempotency-Key (miles move once), a refusal of the
// confirmed transfer back on its field, and a fresh member's refusals; axe. The
// recipient refusals (unknown, oneself) and a support session's refused confirmation are the integration
// journey's (tests/integration/journeys/transfer.test.tsx); the server's side, tests/api/miles-transfers.test.ts.
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { authHeaders, createMember, demo, signIn } from './support/accounts';
import type { Account } from './support/accounts';
import { auditPage, injectAxe } from './support/axe';
import { holdRequests } from './support/hold';
import { lazyChunkOf } from './support/lazy-chunk';

const other: Account = { email: 'other@example.com', password: 'Other#2026ok' };
// server/db/seed-data.ts: Dana Meyer (demo) FA123456, Olivier Peeters (other) FA654321.
const DEMO_CODE = 'FA123456';
const OTHER_CODE = 'FA654321';
const PATH = '/exchange-my-miles/transfer-miles';
const nbsp = (n: number) => new Intl.NumberFormat('en-GB').format(n).replace(/,/g, '\u00a0');

interface Movement {
  id: number;
  type: string;
  amount: number;
  label: string;
}

async function movements(request: APIRequestContext, account: Account): Promise<Movement[]> {
  const response = await request.get('/api/points_history', { headers: await authHeaders(request, account) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: Movement[] }).items;
}

async function transferInfo(request: APIRequestContext, account: Account) {
  const response = await request.get('/api/points_transfers_expiration', { headers: await authHeaders(request, account) });
  return (await response.json()) as { available: number; expiration_date: string | null; minimum: number };
}

/** A transfer made directly through the API (to set a scene, or to give miles back). */
async function apiTransfer(request: APIRequestContext, from: Account, agentCode: string, amount: number) {
  const response = await request.post('/api/points_transfers', {
    data: { agent_code: agentCode, amount },
    headers: { ...(await authHeaders(request, from)), 'Idempotency-Key': randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const form = (page: Page) => page.getByRole('region', { name: 'Transfer details' });
const review = (page: Page) => page.getByRole('region', { name: 'Check and confirm your transfer' });

async function fillTransfer(page: Page, agentCode: string, amount: string) {
  await form(page).getByLabel('Agent code of the recipient').fill(agentCode);
  await form(page).getByLabel('Miles to transfer').fill(amount);
  await form(page).getByRole('button', { name: 'Continue' }).click();
}

// The demo accounts are shared: these tests run one after the other, and each gives the miles back.
test.describe('between the demo members', () => {
  test.describe.configure({ mode: 'serial' });

  test('demo → other: confirmation with both sides, back keeps the values, success, both histories', async ({ page, request }) => {
    const amount = 1500;
    const before = await transferInfo(request, demo);
    if (!before.expiration_date) throw new Error('demo has no valid miles');
    const expiry = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${before.expiration_date}T00:00:00Z`),
    );
    await signIn(page, request, demo);
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Transfer miles' })).toBeVisible();
    await expect(page.getByTestId('transfer-available')).toHaveText(`${nbsp(before.available)} miles`);
    await expect(page.getByText(expiry)).toBeVisible();

    await fillTransfer(page, OTHER_CODE, String(amount));
    await expect(review(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check and confirm your transfer' })).toBeFocused();
    await expect(review(page)).toContainText(`Olivier P., agent code ${OTHER_CODE}`);
    await expect(review(page)).toContainText(`Your balance now${nbsp(before.available)} miles`);
    await expect(page.getByTestId('transfer-balance-after')).toHaveText(`${nbsp(before.available - amount)} miles`);
    await expect(review(page)).toContainText(`Olivier P. receives ${nbsp(amount)} miles, valid until ${expiry}.`);
    await expect(form(page)).toBeHidden();
    expect(await auditPage(page)).toEqual([]);

    await review(page).getByRole('button', { name: 'Back to edit' }).click();
    await expect(form(page).getByLabel('Agent code of the recipient')).toHaveValue(OTHER_CODE);
    await expect(form(page).getByLabel('Agent code of the recipient')).toBeFocused();
    await expect(form(page).getByLabel('Miles to transfer')).toHaveValue(String(amount));
    await form(page).getByRole('button', { name: 'Continue' }).click();

    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/points_transfers'));
    await review(page).getByRole('button', { name: 'Confirm the transfer' }).click();
    expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const done = page.getByRole('region', { name: 'Transfer done' });
    await expect(done).toContainText(`${nbsp(amount)} miles have been transferred to Olivier P. (agent code ${OTHER_CODE}).`);
    await expect(page.getByTestId('transfer-balance-now')).toHaveText(`Your balance is now ${nbsp(before.available - amount)} miles.`);
    await expect(page.getByTestId('main-balance')).toHaveText(`${nbsp(before.available - amount)} miles`);
    await expect(page.getByTestId('transfer-available')).toHaveText(`${nbsp(before.available - amount)} miles`);
    expect(await auditPage(page)).toEqual([]);

    const [sender] = await movements(request, demo);
    expect(sender).toMatchObject({ type: 'transfer', amount: -amount, label: `Transfer to Olivier P. (${OTHER_CODE})` });
    const [recipient] = await movements(request, other);
    expect(recipient).toMatchObject({ type: 'transfer', amount, label: `Transfer from Dana M. (${DEMO_CODE})` });

    await done.getByRole('button', { name: 'Make another transfer' }).click();
    await expect(form(page).getByLabel('Agent code of the recipient')).toHaveValue('');
    await expect(form(page).getByLabel('Agent code of the recipient')).toBeFocused();
    await apiTransfer(request, other, DEMO_CODE, amount);
  });

  test('an answer lost on the way: the retry sends the same key and the miles move once', async ({ page, request, consoleProblems }) => {
    const amount = 1000;
    const countBefore = (await movements(request, demo)).filter((m) => m.type === 'transfer').length;
    await signIn(page, request, demo);
    await page.goto(PATH);
    await fillTransfer(page, OTHER_CODE, String(amount));
    await expect(review(page)).toBeVisible();

    // The first confirmation reaches the server (the miles move), but its answer never reaches the browser.
    const keys: string[] = [];
    let lost = false;
    await page.route('**/api/points_transfers', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      return route.abort('failed');
    });
    await review(page).getByRole('button', { name: 'Confirm the transfer' }).click();
    await expect(review(page).getByRole('alert')).toContainText(
      'We could not reach the server, so we do not know whether the transfer went through.',
    );
    expect(
      await (async () => {
        await injectAxe(page);
        return auditPage(page);
      })(),
    ).toEqual([]);
    await review(page).getByRole('button', { name: 'Confirm the transfer' }).click();
    await expect(page.getByRole('region', { name: 'Transfer done' })).toBeVisible();

    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const transfers = (await movements(request, demo)).filter((m) => m.type === 'transfer');
    expect(transfers).toHaveLength(countBefore + 1);
    // The aborted answer is the only console error, and the one this test provoked.
    expect(consoleProblems.filter((p) => /ERR_FAILED/.test(p))).toHaveLength(1);
    consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((p) => !/ERR_FAILED/.test(p)));
    await apiTransfer(request, other, DEMO_CODE, amount);
  });

  test('a refusal of the confirmed transfer goes back to the form, filled, with the message on the field', async ({ page, request }) => {
    const start = (await transferInfo(request, other)).available;
    const amount = start - 500; // more than what is left once 1 000 have gone meanwhile
    await signIn(page, request, other);
    await page.goto(PATH);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-be'); // Olivier's language
    await page.getByRole('region', { name: 'Détails du transfert' }).getByLabel('Code agent du bénéficiaire').fill(DEMO_CODE);
    await page.getByRole('region', { name: 'Détails du transfert' }).getByLabel('Miles à transférer').fill(String(amount));
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByRole('region', { name: 'Vérifiez et confirmez votre transfert' })).toContainText('Dana M., code agent FA123456');

    // Meanwhile, 1 000 of these miles leave through another transfer.
    await apiTransfer(request, other, DEMO_CODE, 1000);
    await page.getByRole('button', { name: 'Confirmer le transfert' }).click();
    const details = page.getByRole('region', { name: 'Détails du transfert' });
    const amountField = details.getByLabel('Miles à transférer');
    await expect(amountField).toBeFocused();
    await expect(amountField).toHaveAttribute('aria-invalid', 'true');
    await expect(details.getByText('Vous n’avez pas assez de miles valides').first()).toBeVisible();
    await expect(amountField).toHaveValue(String(amount));
    await expect(details.getByLabel('Code agent du bénéficiaire')).toHaveValue(DEMO_CODE);
    await expect(page.getByTestId('main-balance')).toHaveText(`${nbsp(start)} miles`); // unchanged: refused
    await injectAxe(page);
    expect(await auditPage(page)).toEqual([]);
    await apiTransfer(request, demo, OTHER_CODE, 1000);
  });
});

test('a fresh member: while the form engine loads the form card says so (not a blank); then not enough miles, and the formats refused on their fields with the values kept (axe)', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await signIn(page, request, member);
  await test.step('while the form engine loads, the form card says so, then the form takes its place', async () => {
    // The form engine's chunk held back, as on a slow phone connection.
    const release = await holdRequests(page, await lazyChunkOf('src/forms/schema-form.tsx'));
    await page.goto(PATH);
    const card = form(page);
    await expect(card.getByRole('heading', { name: 'Transfer details' })).toBeVisible();
    await expect(card.getByRole('status')).toHaveText('Loading the form…');
    await expect(card.getByLabel('Miles to transfer')).toHaveCount(0);
    release();
    await expect(card.getByLabel('Miles to transfer')).toBeVisible();
    await expect(card.getByText('Loading the form…')).toHaveCount(0);
  });

  await expect(page.getByText('You need at least 1\u00a0000 valid miles to make a transfer.')).toBeVisible();
  await expect(page.getByTestId('transfer-available')).toHaveText('0 miles');

  await fillTransfer(page, OTHER_CODE, '5000');
  const amountField = form(page).getByLabel('Miles to transfer');
  await expect(amountField).toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByText('You do not have enough valid miles').first()).toBeVisible();
  await expect(amountField).toHaveValue('5000');
  await expect(form(page).getByLabel('Agent code of the recipient')).toHaveValue(OTHER_CODE);

  await fillTransfer(page, 'FA12', '999');
  await expect(form(page).getByText('Please enter FA followed by 6 digits.').first()).toBeVisible();
  await expect(form(page).getByText('The minimum is 1\u00a0000 miles per transfer.').first()).toBeVisible();
  await expect(review(page)).toHaveCount(0);
  await injectAxe(page);
  expect(await auditPage(page)).toEqual([]);
});
