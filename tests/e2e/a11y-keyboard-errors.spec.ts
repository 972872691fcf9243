// Keyboard-only failed submits: after a failed submit focus moves to the error summary, or to the first
// field the summary names (the form's rule, src/forms/schema-form.tsx: the field in error when there is one, the
// summary for a message about the whole form), never stays on the button or falls to <body>. Log in and declare a
// booking are in a11y-keyboard.spec.ts; the contact form and the transfer's refusal are here, one member's journey
// through both forms.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createMember, signIn } from './support/accounts';
import { focusState, tabTo } from './support/keyboard';
import { refuseCall } from './support/states';

/** The summary is shown and focus is on it, inside it, or on the field its first link names. */
async function expectFocusOnError(page: Page, form: Locator): Promise<void> {
  const summary = form.locator('.form-summary');
  await expect(summary).toBeVisible();
  const target = (await summary.getByRole('link').first().getAttribute('href'))?.replace(/^#/, '') ?? null;
  await expect
    .poll(() =>
      page.evaluate((id) => {
        const active = document.activeElement;
        return Boolean(active?.closest('.form-summary')) || (id !== null && active?.id === id);
      }, target),
    )
    .toBe(true);
  const state = await focusState(page);
  expect(state.body).toBe(false);
  expect(state.visible, `no visible focus on ${state.what}`).toBe(true);
}

test('failed submits by keyboard: contact (an empty submit to the error, a refusal of the whole form to the summary), then a refused transfer', async ({
  page,
  request,
}) => {
  // A fresh member: no miles, so the transfer is refused (by the browser's rules or the API's, both show the summary).
  await signIn(page, request, await createMember(request));
  await test.step('contact: an empty submit moves focus to the error, a refusal of the whole form to the summary', async () => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const form = page.locator('[data-form="contact"]');
    const submit = form.getByRole('button', { name: 'Send the message' });
    await tabTo(page, submit, 60);
    await page.keyboard.press('Enter');
    await expectFocusOnError(page, form);

    // The server refuses with a message for the whole form (its per-member budget, switched off in these tests, so
    // answered here): no field to focus, the summary itself takes focus.
    await refuseCall(page, 'contact_messages', { status: 429, key: 'too_many_requests', message: 'Too many requests' });
    const subject = form.getByRole('combobox', { name: /Subject/ });
    await subject.focus();
    await page.keyboard.press('ArrowDown');
    await expect(subject).not.toHaveValue('');
    await tabTo(page, form.getByRole('textbox', { name: /Your message/ }), 3);
    await page.keyboard.type('A question about my miles, long enough to be sent.');
    await tabTo(page, submit, 5);
    await page.keyboard.press('Enter');
    await expect(form.locator('.form-summary')).toContainText('Too many requests. Please try again in a minute.');
    await expect(form.locator('.form-summary')).toBeFocused();
    expect((await focusState(page)).visible).toBe(true);
  });

  await test.step('transfer: a refused transfer moves focus to the error summary or the field it names', async () => {
    await page.goto('/exchange-my-miles/transfer-miles');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const form = page.locator('[data-form="transfer-miles"]');
    await tabTo(page, form.getByLabel('Agent code of the recipient'), 60);
    await page.keyboard.type('FA123456');
    await tabTo(page, form.getByLabel('Miles to transfer'), 3);
    await page.keyboard.type('1000');
    await page.keyboard.press('Enter');
    await expectFocusOnError(page, form);
    // Enter was pressed in the miles field: focus has left it for the error.
    expect((await focusState(page)).what).not.toContain('Miles to transfer');
  });
});
