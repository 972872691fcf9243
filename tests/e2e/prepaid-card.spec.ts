// The prepaid card in the browser against the real server, as one serial journey of other@example.com (the seeded
// member without a card; the `other-member` project of playwright.config.ts runs this file and transfer-miles.spec,
// which also moves its miles, one after the other, and the journey first earns the miles it spends through real
// claims, so the transfers find the balance they expect): order (the header balance drops by 500), activation with
// the code of the card letter (dev outbox) pasted with its space, a load (the balance drops by exactly the miles), the
// PIN after the password, the history, a block as stolen behind the password, the replacement ordered at once and
// activated, which brings the old card's €5.00 onto it. Both engines (axe + IBM) on every state no other audit covers,
// refusals included: an active card is audited with every member page (a11y-engines.spec.ts, the demo member's),
// and the card awaiting activation and the history are audited here as the replacement shows them (with the
// blocked card beside them). What the page does with each answer (the PIN's countdown and where it is never kept,
// the refusals' words, French, the history's months and totals) is proven in
// tests/integration/journeys/prepaid-card.test.tsx; the PIN's absence from every other answer and the log, in
// tests/api/card-pin.test.ts.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { authHeaders, giveMiles, latestMail, signIn } from './support/accounts';
import type { Account } from './support/accounts';
import { expectNoViolations, injectAxe } from './support/axe';

const PATH = '/exchange-my-miles/mastercard';
const nbsp = (n: number) => new Intl.NumberFormat('en-GB').format(n).replace(/,/g, '\u00a0');

async function balance(request: APIRequestContext, account: Account): Promise<number> {
  const response = await request.get('/api/users_stats', { headers: await authHeaders(request, account) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { points: number[] }).points[4] ?? 0;
}

/** Audits the page as it is, with both engines. */
const check = (page: Page, name: string): Promise<void> => expectNoViolations(page, name);

test.describe('the prepaid card', () => {
  test.describe.configure({ mode: 'serial' });
  // The activation code is pasted from the clipboard, as a member copies it.
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a member without a card: order, activate, load, PIN, history, block as stolen, replacement with the balance', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000); // The card's whole life, from the order to the replacement, on the real server.
    await page.setViewportSize({ width: 1280, height: 900 });
    const other: Account = { email: 'other@example.com', password: 'Other#2026ok' };
    await giveMiles(request, other, 1500);
    // The journey reads the English texts whatever the profile says (the language choice the portal stores).
    await page.addInitScript(() => window.localStorage.setItem('language_logged', 'en'));
    await signIn(page, request, other);
    const start = await balance(request, other);
    expect(start).toBeGreaterThanOrEqual(1500);

    // none: what the card is, its cost, delivery, the profile's address; ordering asks to confirm first.
    await page.goto(PATH);
    await injectAxe(page);
    const order = page.getByTestId('card-order');
    await expect(order).toContainText('500 miles');
    await expect(order).toContainText('Within 10 business days');
    await expect(page.getByTestId('main-balance')).toContainText(nbsp(start));
    // A profile without a complete address: the form is open, and ordering waits for it.
    await order.getByLabel('Name').fill('Olivier Peeters');
    await order.getByLabel('Street and number').fill('Rue Neuve 12');
    await order.getByLabel('Postcode').fill('1000');
    await order.getByLabel('City').fill('Brussels');
    await order.getByLabel(/^Country/).selectOption({ label: 'Belgium' });
    await check(page, 'none');
    await order.getByRole('button', { name: 'Use this address' }).click();
    await expect(order.getByTestId('card-address')).toContainText('1000 Brussels, Belgium');
    await order.getByRole('button', { name: 'Order my card' }).click();
    const orderDialog = page.getByRole('dialog', { name: 'Confirm your card order' });
    await expect(orderDialog).toContainText('500 miles will be debited');
    await expect(orderDialog).toContainText('Rue Neuve 12');
    await check(page, 'order-confirm');
    await orderDialog.getByRole('button', { name: 'Confirm the order' }).click();

    // ordered: the dates, and the header balance 500 lower.
    await expect(page.getByTestId('card-awaiting')).toContainText('Your card is being prepared');
    await expect(page.getByTestId('main-balance')).toContainText(nbsp(start - 500));
    expect(await balance(request, other)).toBe(start - 500);

    // activation: a wrong code is refused, the letter's code activates.
    const mail = await latestMail(request, other.email);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Activation code').fill(wrong);
    await page.getByRole('button', { name: 'Activate my card' }).click();
    // On its field (the summary above the form says it again and links to it), the field focused.
    const codeField = page.getByLabel('Activation code');
    await expect(codeField).toHaveAccessibleDescription(/This activation code is not correct\. Please check your card letter\./);
    await expect(codeField).toBeFocused();
    await check(page, 'activation-error');
    // The letter's code pasted as letters print it, "123 456": the theme's code widget takes it whole (the field's 6
    // characters would cut it otherwise) and keeps the figures alone; a phone's digit keyboard and a text message's code.
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(codeField).toHaveAttribute('maxlength', '6');
    await codeField.fill('');
    await page.evaluate((spaced) => navigator.clipboard.writeText(spaced), `${code.slice(0, 3)} ${code.slice(3)}`);
    await codeField.press('ControlOrMeta+V');
    await expect(codeField).toHaveValue(code);
    await page.getByRole('button', { name: 'Activate my card' }).click();
    const summary = page.getByTestId('card-summary');
    await expect(summary).toBeVisible();
    await expect(page.getByTestId('card-last4')).toHaveText(/^\d{4}$/);
    await expect(page.getByTestId('card-balance')).toHaveText('€0.00');

    // load: the rate and the euros before confirming; the balance drops by exactly the miles.
    await page.getByLabel('Miles to load').fill('500');
    await page.getByRole('button', { name: 'Continue' }).click();
    const loadDialog = page.getByRole('dialog', { name: 'Confirm the load' });
    await expect(loadDialog.getByTestId('card-load-amount')).toHaveText('€5.00');
    await expect(loadDialog).toContainText('100 miles = €1.00');
    await check(page, 'load-confirm');
    await loadDialog.getByRole('button', { name: 'Load my card' }).click();
    await expect(page.getByTestId('card-load-done')).toContainText('500 miles loaded: €5.00 added to your card.');
    await expect(page.getByTestId('card-balance')).toHaveText('€5.00');
    await expect(page.getByTestId('main-balance')).toContainText(nbsp(start - 1000));
    expect(await balance(request, other)).toBe(start - 1000);
    await check(page, 'loaded');

    // PIN: a wrong password reveals nothing; the right one shows it (for 30 s: the audit takes far less).
    await page.getByRole('link', { name: 'Show my PIN' }).click();
    const pinBox = page.getByTestId('card-pin');
    await pinBox.getByLabel('Password').fill('Wrong#2026ok');
    await pinBox.getByRole('button', { name: 'Show my PIN' }).click();
    await expect(pinBox.getByLabel('Password')).toHaveAccessibleDescription(/This password is not correct\./);
    await expect(pinBox.getByLabel('Password')).toBeFocused();
    await check(page, 'pin-form');
    await pinBox.getByLabel('Password').fill(other.password);
    await pinBox.getByRole('button', { name: 'Show my PIN' }).click();
    await expect(page.getByTestId('card-pin-value')).toHaveText(/\d{4}$/);
    await check(page, 'pin-shown');
    // Still the state that was audited.
    await expect(page.getByTestId('card-pin-value')).toBeVisible();

    // history: this card's load, by month, with the totals.
    await page.getByRole('link', { name: 'Back to my card' }).click();
    await page.getByRole('link', { name: 'Card history' }).click();
    const history = page.getByTestId('card-history');
    await expect(history.getByTestId('card-month').first()).toContainText('Load with miles');
    await expect(history.getByTestId('card-month-totals').first()).toContainText('€5.00');

    // block as stolen: the confirmation says it cannot be undone and asks for the password (a wrong one is
    // refused on its field, the dialog stays open and the session goes on); then the offer of a replacement.
    await page.getByRole('link', { name: 'Back to my card' }).click();
    await expect(page.getByTestId('card-last4')).toHaveText(/^\d{4}$/);
    const oldLast4 = (await page.getByTestId('card-last4').textContent()) ?? '';
    await page.getByRole('link', { name: 'Block my card' }).click();
    const block = page.getByTestId('card-block');
    await block.getByRole('radio', { name: 'stolen' }).check();
    await check(page, 'block');
    await block.getByRole('button', { name: 'Block my card' }).click();
    const blockDialog = page.getByRole('dialog', { name: 'Block your card?' });
    await expect(blockDialog).toContainText('This cannot be undone');
    await blockDialog.getByLabel('Your password').fill('Wrong#2026ok');
    await blockDialog.getByRole('button', { name: 'Yes, block it' }).click();
    await expect(blockDialog.getByLabel('Your password')).toHaveAccessibleDescription(/This password is not correct\./);
    await check(page, 'block-confirm');
    await blockDialog.getByLabel('Your password').fill(other.password);
    await blockDialog.getByRole('button', { name: 'Yes, block it' }).click();
    await expect(page.getByTestId('card-ended')).toContainText('Your card is blocked');
    await expect(page.getByTestId('card-ended')).toContainText('stolen');
    await expect(page.getByTestId('card-replacement-offer')).toBeVisible();
    // block is no sub-page of a blocked card: the address is the card's main view again.
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await check(page, 'blocked');
    await page.getByRole('button', { name: 'Order a replacement' }).click();
    await page.getByRole('dialog', { name: 'Confirm your replacement card' }).getByRole('button', { name: 'Confirm the order' }).click();
    await expect(page.getByTestId('card-awaiting')).toContainText('Your card is being prepared');
    await expect(page.getByTestId('main-balance')).toContainText(nbsp(start - 1500));
    const earlier = page.getByTestId('card-previous');
    await expect(earlier).toContainText(`Card ending ${oldLast4}`);
    await expect(earlier).toContainText('Its balance of €5.00 will move to your new card when you activate it.');
    await check(page, 'replacement-ordered');

    // The replacement activated: the blocked card's €5.00 is on it, and its history says where it came from.
    const letter = await latestMail(request, other.email);
    const newCode = /\b(\d{6})\b/.exec(letter.text)?.[1] ?? '';
    expect(newCode).toMatch(/^\d{6}$/);
    await page.getByLabel('Activation code').fill(newCode);
    await page.getByRole('button', { name: 'Activate my card' }).click();
    await expect(page.getByTestId('card-balance')).toHaveText('€5.00');
    await expect(earlier.getByTestId('card-previous-balance')).toContainText('Its balance of €5.00 was moved to your new card on');
    await page.getByRole('link', { name: 'Card history' }).click();
    await expect(history.getByTestId('card-month').first()).toContainText(`Balance from card ending ${oldLast4}`);
    await expect(page.getByTestId('card-previous')).toContainText(`Card ending ${oldLast4}`);
    await check(page, 'replacement-history');
  });
});
