// Transfer miles on the real server, demo → other: what the server says can be transferred and until when, the
// recipient it names, the confirmation step (both sides), a first confirmation whose answer is lost on the way (the
// server moved the miles, the browser heard nothing), the retry with the same Idempotency-Key, and the miles moved
// once, in both members' histories; axe on the review with the lost answer's alert, and on the success. "Back to
// edit", "Make another transfer", the refusals before the review (too few miles, the recipient, the formats), a
// refusal of the confirmed transfer back on its field, the form card while the form engine loads, and a support
// session's refused confirmation are the integration journeys' (tests/integration/journeys/transfer.test.tsx,
// transfer-form-loading.test.tsx); the server's side, tests/api/miles-transfers.test.ts (one key, one transfer).
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { authHeaders, demo, signIn } from './support/accounts';
import type { Account } from './support/accounts';
import { auditPage, injectAxe } from './support/axe';

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

/** The member's transfers, the newest first, and how many there are (the server filters and counts them). */
async function transfers(request: APIRequestContext, account: Account): Promise<{ items: Movement[]; count: number }> {
  const response = await request.get('/api/points_history?type[]=transfer', { headers: await authHeaders(request, account) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { items: Movement[]; count: number };
}

async function transferInfo(request: APIRequestContext, account: Account) {
  const response = await request.get('/api/points_transfers_expiration', { headers: await authHeaders(request, account) });
  return (await response.json()) as { available: number; expiration_date: string | null; minimum: number };
}

/** A transfer made directly through the API (to give the miles back). */
async function apiTransfer(request: APIRequestContext, from: Account, agentCode: string, amount: number) {
  const response = await request.post('/api/points_transfers', {
    data: { agent_code: agentCode, amount },
    headers: { ...(await authHeaders(request, from)), 'Idempotency-Key': randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const form = (page: Page) => page.getByRole('region', { name: 'Transfer details' });
const review = (page: Page) => page.getByRole('region', { name: 'Check and confirm your transfer' });

// The demo accounts are shared: the `other-member` project runs this file alone, and the test gives the miles back.
test('demo → other: the review with both sides; the answer lost on the way, the retry with the same key; the miles moved once, in both histories', async ({
  page,
  request,
  consoleProblems,
}) => {
  const amount = 1500;
  const before = await transferInfo(request, demo);
  if (!before.expiration_date) throw new Error('demo has no valid miles');
  const expiry = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${before.expiration_date}T00:00:00Z`),
  );
  const sentBefore = (await transfers(request, demo)).count;
  const receivedBefore = (await transfers(request, other)).count;
  await signIn(page, request, demo);
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer miles' })).toBeVisible();
  await expect(page.getByTestId('transfer-available')).toHaveText(`${nbsp(before.available)} miles`);
  await expect(page.getByText(expiry)).toBeVisible();

  await form(page).getByLabel('Agent code of the recipient').fill(OTHER_CODE);
  await form(page).getByLabel('Miles to transfer').fill(String(amount));
  await form(page).getByRole('button', { name: 'Continue' }).click();
  await expect(review(page)).toContainText(`Olivier P., agent code ${OTHER_CODE}`);
  await expect(review(page)).toContainText(`Your balance now${nbsp(before.available)} miles`);
  await expect(page.getByTestId('transfer-balance-after')).toHaveText(`${nbsp(before.available - amount)} miles`);
  await expect(review(page)).toContainText(`Olivier P. receives ${nbsp(amount)} miles, valid until ${expiry}.`);
  await expect(form(page)).toBeHidden();

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
  // The review with its alert: every element of the review in one audit.
  await injectAxe(page);
  expect(await auditPage(page)).toEqual([]);

  await review(page).getByRole('button', { name: 'Confirm the transfer' }).click();
  const done = page.getByRole('region', { name: 'Transfer done' });
  await expect(done).toContainText(`${nbsp(amount)} miles have been transferred to Olivier P. (agent code ${OTHER_CODE}).`);
  await expect(page.getByTestId('transfer-balance-now')).toHaveText(`Your balance is now ${nbsp(before.available - amount)} miles.`);
  await expect(page.getByTestId('main-balance')).toHaveText(`${nbsp(before.available - amount)} miles`);
  await expect(page.getByTestId('transfer-available')).toHaveText(`${nbsp(before.available - amount)} miles`);
  expect(await auditPage(page)).toEqual([]);

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  const sent = await transfers(request, demo);
  expect(sent.count).toBe(sentBefore + 1);
  expect(sent.items[0]).toMatchObject({ amount: -amount, label: `Transfer to Olivier P. (${OTHER_CODE})` });
  const received = await transfers(request, other);
  expect(received.count).toBe(receivedBefore + 1);
  expect(received.items[0]).toMatchObject({ amount, label: `Transfer from Dana M. (${DEMO_CODE})` });

  // The aborted answer is the only console error, and the one this test provoked.
  expect(consoleProblems.filter((p) => /ERR_FAILED/.test(p))).toHaveLength(1);
  consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((p) => !/ERR_FAILED/.test(p)));
  await apiTransfer(request, other, DEMO_CODE, amount);
});
